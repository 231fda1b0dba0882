"""Keep what collection built out of the garbage collector's full passes.

The items, features, fixtures and catalogs collected for a run live until
the session ends, and a corpus run allocates a great deal per scenario, so
every full collection would walk them again. They are frozen
(``gc.freeze()``) once collection is done and handed back to the collector
when the session finishes, so a process that runs several sessions (the
mutant self-check) does not keep them, except where ``CONFORMANCE_GC_KEEP_FROZEN`` is set
(benchmarks/mutation.py: each mutant's session runs in a forked process that
exits after it, and pytest's garbage collections at exit would otherwise walk
the whole warm heap again, for most of a cheap mutant's time).
"""

from __future__ import annotations

import gc
import os

import pytest

KEEP_FROZEN = "CONFORMANCE_GC_KEEP_FROZEN"


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    if not os.environ.get(KEEP_FROZEN):
        gc.unfreeze()
