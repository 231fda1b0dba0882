"""A pytest plugin for the benchmarks: wall and CPU time of collection, of the
run loop and of each test, and the requests sent to a program over the
process protocol (``requests``), written as JSON to the file named by
``PHASE_TIMER_OUT`` when the session ends.

Load it with ``-p phase_timer`` and this folder on ``PYTHONPATH``.
"""

from __future__ import annotations

import json
import os
import time

import pytest

_times: dict[str, object] = {"items": {}}


def _now() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(start: tuple[float, float]) -> list[float]:
    wall, cpu = _now()
    return [wall - start[0], cpu - start[1]]


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session):
    start = _now()
    try:
        return (yield)
    finally:
        _times["collection"] = _since(start)


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session: pytest.Session):
    start = _now()
    try:
        return (yield)
    finally:
        _times["run"] = _since(start)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    start = _now()
    try:
        return (yield)
    finally:
        _times["items"][item.nodeid] = _since(start)  # type: ignore[index]
        _count_requests(item.config)


def _count_requests(config: pytest.Config) -> None:
    """The requests the program under test has been sent so far (its sequence number), if one runs."""
    from conformance.runner.plugin import session_of

    session = session_of(config)
    process = getattr(getattr(session, "implementation", None), "_process", None)
    if process is not None:
        _times["requests"] = process.seq


def pytest_unconfigure(config: pytest.Config) -> None:
    out = os.environ.get("PHASE_TIMER_OUT")
    if out:
        with open(out, "w", encoding="utf-8") as handle:
            json.dump(_times, handle)
