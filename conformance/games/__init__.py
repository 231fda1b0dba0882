"""The corpus of each game bound as pytest tests: ``conformance/games/<game>/``.

Each folder's ``conftest.py`` gives the game's step vocabulary (the common steps
plus its own, conformance.steps) and its ``test_corpus.py`` binds every scenario
of ``features/<game>/`` (conformance.runner.binding). ``pytest conformance/games``
plays the whole corpus; ``pytest conformance/games/<game>`` one game's.
"""
