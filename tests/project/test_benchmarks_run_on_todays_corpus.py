"""The benchmarks run on today's corpus and runner, and say so when they could not: a run whose
scenarios error is no measurement. Each is played here at its smallest (one game, or a tiny corpus)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import profile_corpus, speed
from conformance.corpus import paths
from tests.support.tiny_corpus import tiny_corpus
from tools import tables

#: the smallest game's corpus, where every read the contract check benchmark times happens
SMALL = "here_i_stand"
#: a game with scenario outlines
GAME = "hannibal"
#: an in-process implementation whose every answer to act is no JSON data: each scenario errors
ERRORS = "python:tests.support.faulty.inprocess:ReturnsASet"
#: an in-process implementation that sends its own process SIGINT at the first action, as a Ctrl-C would
INTERRUPTS = "python:tests.support.faulty.inprocess:InterruptsTheRun"


def benchmark(script: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(paths.PROJECT / "benchmarks" / script), *args], cwd=paths.PROJECT,
                          capture_output=True, text=True, timeout=300)


def test_the_corpus_copied_twice_plays_every_copy_green(tmp_path: Path) -> None:
    root = speed.copied_corpus(tmp_path, 2)
    assert tables.collected_scenarios(SMALL, features=root / "features") == 2 * tables.collected_scenarios(SMALL)
    env = {**os.environ, "WARGAME_CORPUS_ROOT": str(root)}
    done = subprocess.run([sys.executable, "-m", "pytest", str(speed.CORPUS / SMALL), *paths.corpus_pytest_options(),
                           "-p", "no:cacheprovider", "-q"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    played = re.search(r"(\d+) passed", done.stdout)
    assert played and int(played.group(1)) == 2 * tables.collected_scenarios(SMALL), done.stdout[-500:]


def test_each_copy_renames_its_scenarios_and_outlines_and_nothing_else(tmp_path: Path) -> None:
    copied = speed.copied_corpus(tmp_path, 3) / "features" / GAME
    original = next(p for p in sorted((paths.FEATURES / GAME).glob("*.feature"))
                    if "Scenario Outline:" in p.read_text(encoding="utf-8"))
    lines = original.read_text(encoding="utf-8").splitlines()
    assert (copied / original.name).read_text(encoding="utf-8").splitlines() == lines
    for copy in (1, 2):
        renamed = (copied / f"{original.stem}_copy{copy}.feature").read_text(encoding="utf-8").splitlines()
        assert len(renamed) == len(lines)
        for before, after in zip(lines, renamed, strict=True):
            if before.strip().startswith(("Scenario:", "Scenario Outline:")):
                assert after == f"{before.rstrip()} (copy {copy})"
            else:
                assert after == before


def test_the_contract_check_cost_times_each_read_the_runner_makes() -> None:
    done = benchmark("contract_check_cost.py", "--game", SMALL)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (row,) = [line.split() for line in done.stdout.splitlines() if line.startswith(SMALL)]
    reads = dict(zip(("pending", "state before", "refusal", "end", "kept"), map(int, row[1::2]), strict=True))
    assert all(reads.values()), f"a part timed no read: the benchmark no longer reaches it: {reads}"


def test_the_contract_check_cost_exits_1_when_scenarios_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tiny_corpus(tmp_path, monkeypatch)
    done = benchmark("contract_check_cost.py", "--game", "sword_of_rome", "--implementation", ERRORS)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "2 scenario(s) errored" in done.stderr and "partial" in done.stderr


def test_the_contract_check_cost_exits_1_when_the_run_is_interrupted(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    tiny_corpus(tmp_path, monkeypatch)
    done = benchmark("contract_check_cost.py", "--game", "sword_of_rome", "--implementation", INTERRUPTS)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "INTERRUPTED" in done.stderr and "partial" in done.stderr


def test_the_corpus_speed_prints_a_row_per_game_and_exits_1_for_a_run_that_did_not_complete() -> None:
    done = benchmark("corpus_speed.py", "--game", SMALL)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (row,) = [line.split() for line in done.stdout.splitlines() if line.startswith(SMALL)]
    assert int(row[1]) == tables.collected_scenarios(SMALL)
    broken = benchmark("corpus_speed.py", "--game", SMALL, "--implementation", "python:no_such_module:Nothing")
    assert broken.returncode == 1, broken.stdout[-3000:] + broken.stderr[-3000:]
    assert f"the runs of {SMALL} did not complete" in broken.stderr


def test_the_in_process_overhead_times_the_direct_call_and_each_deadline() -> None:
    done = benchmark("inprocess_overhead.py", "--calls", "100")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    for way in ("direct call:", "deadline by the timer on this thread:", "deadline by a worker thread:"):
        assert way in done.stdout, way


def test_the_profile_by_area_names_the_areas_speed_reads_and_each_project_file_it_names_exists() -> None:
    named = [pattern for _area, patterns in profile_corpus.AREAS for pattern in patterns
             if pattern.startswith(("/conformance/", "/reference_engine/", "/benchmarks/"))]
    assert named and all((paths.PROJECT / pattern.strip("/")).exists() for pattern in named), named
    done = benchmark("profile_corpus.py", str(speed.CORPUS / SMALL), "--by-area", "-k", "leader_alone")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    areas = {line["area"] for line in lines if "area" in line}
    assert set(speed.PROMISED) <= {area for area, _patterns in profile_corpus.AREAS}
    assert "reference engine" in areas and any("function" in line for line in lines), areas
