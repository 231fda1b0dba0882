"""Where the test command's CPU goes, test by test: a pytest plugin.

    python -m pytest -n 2 --dist worksteal -p tools.suite_cpu --cpu-census /tmp/cpu --junitxml=/tmp/suite.xml
    python -m tools.suite_parts /tmp/suite.xml --cpu /tmp/cpu

(``python -m pytest``: the ``pytest`` script does not put the checkout, where ``tools`` is, on the
module search path before it loads the plugins named with ``-p``.)

Each process that runs tests (each xdist worker) writes ``cpu-<pid>.jsonl`` into the folder: per test
(setup, call and teardown), the CPU time of the process itself (all its threads) and that of the
processes the test started and waited for (a process's own children once it waited for them, and
theirs: the corpus runs, the served engines, Node.js, mutmut, Dask's workers), and its wall time.

What it cannot see: the CPU of a process that nothing waited for while a test ran -- a browser a
session fixture keeps open (Chromium, through Playwright's driver) is counted by no test -- and it
counts a process that one test started and a later one waited for (a module's fixture) in the later.
"""

from __future__ import annotations

import json
import os
import resource
import time
from pathlib import Path
from typing import IO, Any

import pytest

OPTION = "--cpu-census"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(OPTION, metavar="DIR", default=None,
                     help="write each test's CPU time, its own and that of the processes it started, into DIR")


class Census:
    """The records of one process's tests, written as each test ends (a killed run keeps what it wrote)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.out: IO[str] | None = None

    def write(self, record: dict[str, Any]) -> None:
        if self.out is None:  # only a process that runs tests writes a file (not xdist's controller)
            self.folder.mkdir(parents=True, exist_ok=True)
            self.out = open(self.folder / f"cpu-{os.getpid()}.jsonl", "a", encoding="utf-8")  # noqa: SIM115
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()

    def close(self) -> None:
        if self.out is not None:
            self.out.close()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None):
        own, started, wall = cpu(resource.RUSAGE_SELF), cpu(resource.RUSAGE_CHILDREN), time.monotonic()
        yield
        self.write({"test": item.nodeid, "own": round(cpu(resource.RUSAGE_SELF) - own, 4),
                    "started": round(cpu(resource.RUSAGE_CHILDREN) - started, 4),
                    "wall": round(time.monotonic() - wall, 4)})


def cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def pytest_configure(config: pytest.Config) -> None:
    folder = config.getoption(OPTION)
    if folder:
        config.pluginmanager.register(Census(Path(folder).resolve()), "suite-cpu-census")


def pytest_unconfigure(config: pytest.Config) -> None:
    census = config.pluginmanager.get_plugin("suite-cpu-census")
    if census is not None:
        census.close()


def read(folder: Path) -> dict[str, dict[str, float]]:
    """Every record in ``folder`` by test id: {"own", "started", "wall"}. A line that is not a
    record (a run killed while writing it) is left out."""
    records: dict[str, dict[str, float]] = {}
    for path in sorted(folder.glob("cpu-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
                records[record["test"]] = {key: float(record[key]) for key in ("own", "started", "wall")}
            except (ValueError, KeyError, TypeError):
                continue
    return records
