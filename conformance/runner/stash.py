"""What the runner keeps on a scenario's test item while it plays (pytest's stash).

Set by the session (conformance.runner.session), the steps' ``world`` fixture and
the World itself; read by whichever of them needs it. Kept in one module so that
none of them imports another only for a key.
"""

from __future__ import annotations

from typing import Any

import pytest

#: the scenario's World (conformance.runner.world), for the end-of-scenario checks
WORLD = pytest.StashKey[Any]()
#: the contract calls of the running scenario (conformance.runner.transcript), shown when it does not pass
TRANSCRIPT = pytest.StashKey[list]()
#: where the running step is: (feature file, line), so steps can name them in their errors
CURRENT_STEP = pytest.StashKey[tuple[str, int]]()
#: what the runner knows of a corpus scenario: game, clause ids, feature, line, expectation
OUTLINE = pytest.StashKey[dict]()
#: what is wrong with a scenario of the corpus (file:line): it is not played, but errored as the corpus's fault
CORPUS_PROBLEM = pytest.StashKey[str]()
#: a step of the scenario failed; how many of its steps ran to the end
STEP_FAILED = pytest.StashKey[bool]()
STEPS_DONE = pytest.StashKey[int]()

#: the parameter a what-if run (conformance.runner.what_if) gives each scenario: "ERRATUM=READING", or "" (none)
WHAT_IF_PARAMETER = "conformance_what_if"
