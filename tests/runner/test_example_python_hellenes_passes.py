"""The second outside example: Hellenes storms and forced march, written from the docs, over the protocol."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT
from tests.support.runs import conformance_run

SPEC = "exec:python3 examples/py_hellenes_sea/main.py"


def test_the_python_hellenes_implementation_passes_what_it_declares(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code, results = conformance_run(tmp_path, "--implementation", SPEC, "--game", "hellenes", within=600)
    records = results["records"]
    broken = [(r["scenario"], r["status"], r["message"][:300]) for r in records
              if r["status"] not in ("passed", "unsupported")]
    assert not broken, f"examples/py_hellenes_sea or its expectations file needs updating: {broken}"
    assert code == 0
    played = {c for r in records if r["status"] == "passed" for c in r["clauses"]}
    assert {"5.2.2-a", "5.2.2-b", "5.2.2-c", "5.2.3-a", "5.2.3-b", "5.3-a", "5.3-b", "5.3-c", "5.3-d",
            "5.3-muster"} <= played
    assert all(r["expectation"] for r in records if r["status"] == "unsupported")


def test_the_fuzzer_plays_the_python_hellenes_implementation_past_the_state_keys_it_leaves_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """It reports no prestige, views or forces (5.0-5.5 it does not model): those keys are not compared,
    so generated positions are played, and no divergence is found in what it declares."""
    from conformance.fuzz import campaign

    monkeypatch.chdir(ROOT)
    settings = campaign.Settings(game="hellenes", implementation=SPEC, seed=5, max_examples=120,
                                 max_actions=10, progress=False, shrink=False)
    stats, findings = campaign.run_worker(settings)
    assert not findings, findings[0]["divergence"]["summary"] if findings else ""
    assert stats.checked >= 40 and stats.actions >= 40, (stats.checked, stats.actions)
