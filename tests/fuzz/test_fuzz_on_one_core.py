"""``conformance fuzz --one-core``: each worker, and what it starts, on one core of its own; the
campaign finds what it finds unpinned."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conformance.cli import main
from conformance.corpus.paths import ROOT
from conformance.fuzz import campaign

DROPS_LAST_EVENT = "python:strength.wrong.divergent:DropsLastEvent"


class Pinned(Exception):
    """Raised by the stand-in pin, so that no campaign runs after it."""


@pytest.mark.parametrize("workers, worker, index", [(1, 0, None), (2, 0, 0), (2, 1, 1), (4, 3, 3)])
def test_a_worker_pins_itself_by_its_number_and_a_lone_one_where_it_runs(monkeypatch, workers, worker,
                                                                        index) -> None:
    seen = []

    def pin(given):
        seen.append(given)
        raise Pinned

    monkeypatch.setattr(campaign, "pin_to_one_core", pin)
    settings = campaign.Settings(game="hellenes", implementation="reference", workers=workers, one_core=True)
    with pytest.raises(Pinned):
        campaign.run_worker(settings, worker)
    assert seen == [index]


def test_without_the_option_no_worker_is_pinned(monkeypatch) -> None:
    monkeypatch.setattr(campaign, "pin_to_one_core", lambda index: pytest.fail("pinned without --one-core"))

    def loaded(settings):
        raise Pinned

    monkeypatch.setattr(campaign, "load_against", loaded)
    with pytest.raises(Pinned):
        campaign.run_worker(campaign.Settings(game="hellenes", implementation="reference", workers=2), 1)


def test_one_core_with_a_scheduler_is_a_usage_error_before_anything_runs(tmp_path, capsys) -> None:
    status = main(["fuzz", "--game", "hellenes", "--implementation", "reference", "--one-core",
                   "--scheduler", "tcp://127.0.0.1:1", "--out", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert status == 2
    assert "--one-core pins this machine's worker processes" in captured.err
    assert "positions (" not in captured.out


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="pins processes to cores: Linux only")
def test_two_pinned_workers_find_and_write_the_divergence(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "fuzz", "--game", "sword_of_rome",
                           "--implementation", DROPS_LAST_EVENT, "--max-examples", "40", "--one-core",
                           "--no-seeds", "--no-shrink", "--workers", "2", "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "DIVERGENCE: events differ" in done.stdout
    assert list((tmp_path / "out" / "sword_of_rome").glob("fuzz_*.feature"))
