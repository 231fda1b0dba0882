"""``--one-core``: the runner and what it starts take turns on one core; under pytest-xdist each
worker on its own core, and the controller left as it is."""

from __future__ import annotations

import argparse
import json
import os
import sys

import pytest

from conformance.commands.run import pytest_command
from conformance.runner.one_core import chosen_core, xdist_index

pytest_plugins = ["pytester"]

needs_two_cores = pytest.mark.skipif(
    not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2,
    reason="pins processes to cores: needs Linux and two cores to choose from")


def test_a_worker_takes_the_core_of_its_number_round_the_allowed_cores() -> None:
    assert [chosen_core(n, {3, 5}, current=5) for n in range(4)] == [3, 5, 3, 5]
    assert [xdist_index(name) for name in ("gw0", "gw12", "main", "gw", None)] == [0, 12, None, None, None]


def test_a_process_on_its_own_stays_on_the_core_it_runs_on() -> None:
    assert chosen_core(None, {0, 1, 2}, current=2) == 2
    assert chosen_core(None, {0, 1, 2}, current=None) == 0, "its core unknown: the first allowed"
    assert chosen_core(None, {4, 6}, current=1) == 4, "running where it may not stay: the first allowed"


AFFINITY_TEST = """
import json, os, subprocess, sys

def test_where(worker_id):
    child = subprocess.run([sys.executable, "-c", "import os; print(sorted(os.sched_getaffinity(0)))"],
                           capture_output=True, text=True, check=True).stdout
    with open(f"where-{worker_id}.json", "w") as out:
        json.dump({"runner": sorted(os.sched_getaffinity(0)), "child": json.loads(child)}, out)
"""

#: where the process that is no pytest-xdist worker ran at its end (the controller, under xdist)
CONTROLLER_CONFTEST = """
import json, os

def pytest_unconfigure(config):
    if not hasattr(config, "workerinput"):
        with open("controller.json", "w") as out:
            json.dump(sorted(os.sched_getaffinity(0)), out)
"""


@needs_two_cores
@pytest.mark.parametrize("workers", [0, 2])
def test_the_runner_and_what_it_starts_share_one_core(pytester: pytest.Pytester, workers: int) -> None:
    pytester.makepyfile(test_affinity=AFFINITY_TEST)
    pytester.makeconftest(CONTROLLER_CONFTEST)
    allowed = sorted(os.sched_getaffinity(0))
    result = pytester.runpytest_subprocess("-p", "conformance.runner.plugin", "--one-core", "-n", str(workers),
                                           "-p", "no:randomly")
    result.assert_outcomes(passed=1)
    (where,) = pytester.path.glob("where-*.json")
    seen = json.loads(where.read_text())
    assert len(seen["runner"]) == 1 and seen["child"] == seen["runner"]
    controller = json.loads((pytester.path / "controller.json").read_text())
    if workers:
        worker = where.stem.removeprefix("where-")
        assert seen["runner"] == [allowed[int(worker.removeprefix("gw")) % len(allowed)]]
        assert controller == allowed, "the controller plays nothing and stays unpinned"
    else:
        assert controller == seen["runner"]
    assert sorted(os.sched_getaffinity(0)) == allowed, "the test process itself is left as it was"


@needs_two_cores
def test_without_the_option_nothing_is_pinned(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_affinity=AFFINITY_TEST)
    result = pytester.runpytest_subprocess("-p", "conformance.runner.plugin", "-n", "0", "-p", "no:randomly")
    result.assert_outcomes(passed=1)
    (where,) = pytester.path.glob("where-*.json")
    allowed = sorted(os.sched_getaffinity(0))
    assert json.loads(where.read_text()) == {"runner": allowed, "child": allowed}


def test_conformance_run_passes_the_option_to_its_corpus_run(tmp_path) -> None:
    from conformance.commands import run

    parser = argparse.ArgumentParser()
    run.add_arguments(parser)
    for given, passed in ((["--one-core"], True), ([], False)):
        args = parser.parse_args(given)
        args.excluded = []
        command = pytest_command(args, "reference", tmp_path)
        assert command[:3] == [sys.executable, "-m", "pytest"]
        assert ("--one-core" in command) is passed


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="Linux only")
def test_a_run_without_the_option_leaves_its_process_where_its_parent_put_it() -> None:
    """This very test run loads the plugin without --one-core: it runs wherever its parent may run
    (a process inherits its parent's cores unless it changes them)."""
    assert os.sched_getaffinity(0) == os.sched_getaffinity(os.getppid())
