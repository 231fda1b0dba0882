"""Keep what collection built out of the garbage collector's full passes.

The items, features, fixtures and catalogs collected for a run live until
the session ends, and a corpus run allocates a great deal per scenario, so
every full collection would walk them again. They are frozen
(``gc.freeze()``) once collection is done and handed back to the collector
when pytest cleans up after the session -- after pytest's own full passes
at the end (its check for unraisable exceptions collects five times), so a
process that runs several sessions (the mutant self-check) does not keep
them. Garbage among them is collected after that, by the collector's next
full pass. While collecting, the collector does not run at all.
"""

from __future__ import annotations

import gc

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # registered before pytest's own cleanups, so run after them (cleanups run last in, first out)
    config.add_cleanup(gc.unfreeze)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session):
    """No collector passes while collecting: what collection builds lives as long
    as the session and is frozen below, so passes over it would find next to
    nothing (they cost about 7% of collecting the corpus). The collector is
    turned back on afterwards, whatever happened, unless it was off already."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return (yield)
    finally:
        if was_enabled:
            gc.enable()


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.freeze()
