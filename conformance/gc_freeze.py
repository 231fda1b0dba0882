"""Keep what collection built out of the garbage collector's full passes.

The items, features, fixtures and catalogs collected for a run live until
the session ends, and a corpus run allocates a great deal per scenario, so
every full collection would walk them again. They are frozen
(``gc.freeze()``) once collection is done and handed back to the collector
when the session finishes, so a process that runs several sessions (the
mutant self-check) does not keep them.
"""

from __future__ import annotations

import gc

import pytest


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    gc.unfreeze()
