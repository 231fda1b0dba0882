"""Third-party internals, fenced off.

``pytest_bdd``: every use of pytest-bdd beyond its public API (parsing, binding, step
lookup, its registries). ``hypothesis``: the fuzzer's byte provider, registered through
hypothesis's backend hook. ``pytest_marks``: pytest's grammar of ``-k`` expressions, to refuse
a bad one before a run. A new release of either that changes what is used breaks these
modules and their tests, not the harness around them.
"""
