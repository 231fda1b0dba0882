"""A pytest plugin for the benchmarks: wall and CPU time of collection, of the
run loop and of each test, written as JSON to the file named by
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


def pytest_unconfigure(config: pytest.Config) -> None:
    out = os.environ.get("PHASE_TIMER_OUT")
    if out:
        with open(out, "w", encoding="utf-8") as handle:
            json.dump(_times, handle)
