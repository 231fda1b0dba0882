"""The corpus catches implementations that are right in every rule but lie about the contract.

Each liar (tests/liars.py) plays the corpus once, in a subprocess, over the
scenarios it can be seen in: every scenario for a lie about the listed
actions, those that refuse an action for an illegal extra one, those that
script dice for a lie about dice. At least 90% of the scenarios in which the
liar told a lie the scenario could see must fail (the contract's message says
why, unless another outcome of the scenario gave the lie away first).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.paths import ROOT

LIARS = [
    # liar, only the scenarios with a step containing..., what the failure says
    ("no_actions", None, "did not list it among its actions"),
    ("extra_action", "refused", "listed it among its actions"),
    ("dropped_action", None, "did not list it among its actions"),
    ("extra_die", "dice will roll", "rolled a die the scenario did not script (after "),
    ("skipped_roll", "dice will roll", "scripted dice"),
]
THRESHOLD = 0.9


@pytest.mark.parametrize("liar, steps, message", LIARS, ids=[liar for liar, _, _ in LIARS])
def test_the_corpus_catches_the_liar(liar: str, steps: str | None, message: str, tmp_path: Path) -> None:
    log = tmp_path / "told.txt"
    command = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "corpus"), "-p", "tests.liars",
               "--implementation", f"python:tests.liars:{liar}", "--report-dir", str(tmp_path),
               "-q", "--tb=line", "-p", "no:randomly", "-p", "no:cacheprovider"]
    if steps:
        command += ["--liar-steps", steps]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900,
                         env={**os.environ, "LIAR_LOG": str(log), "PYTHONPATH": str(ROOT)})
    results = tmp_path / "results.json"
    assert results.exists(), f"the corpus run wrote no results:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    records = {r["nodeid"]: r for r in json.loads(results.read_text())["records"]}
    told = set(log.read_text(encoding="utf-8").splitlines()) if log.exists() else set()
    assert len(told) >= 20, f"the liar {liar} told a visible lie in only {len(told)} scenarios"
    caught = {n for n in told if records[n]["status"] == "failed"}
    missed = sorted(told - caught)
    assert len(caught) >= THRESHOLD * len(told), (
        f"the liar {liar} was caught by {len(caught)} of the {len(told)} scenarios that saw its lie; missed: "
        + "; ".join(f"{n} ({records[n]['status']}: {records[n]['message'][:200]})" for n in missed[:10]))
    assert any(message in records[n]["message"] for n in caught), f"no failure says {message!r}"
    assert not any(r["status"] in ("unsupported", "errored") for r in records.values()), (
        "a liar is failed, never unsupported or errored")
