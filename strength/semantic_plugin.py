"""``-p strength.semantic_plugin``: a corpus run with the semantic mutant that
``CONFORMANCE_SEMANTIC_MUTANT`` names switched on (strength/semantic.py).

Loaded before anything imports the reference engine, it puts the mutant's edit
in place for the whole run.
"""

from strength.semantic import switch_on_from_environment

switch_on_from_environment()
