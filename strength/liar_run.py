"""Play the corpus against tests.liars in a subprocess; who was told a lie, who was caught."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from conformance.corpus.paths import ROOT


def play(liar: str = "panel", steps: str | None = None) -> dict[str, dict[str, list[dict]]]:
    """``{liar: {"told": [record, ...], "caught": [record, ...]}}`` plus every record under ``"*"``."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "told.tsv"
        command = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "corpus"), "-p", "tests.liars",
                   "--implementation", "python:tests.liars:Liar", "--liar", liar, "--report-dir", tmp,
                   "-q", "--tb=line", "-p", "no:randomly", "-p", "no:cacheprovider", "-p", "no:xdist"]
        if steps:
            command += ["--liar-steps", steps]
        run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800,
                             env={**os.environ, "LIAR_LOG": str(log), "PYTHONPATH": str(ROOT)})
        results = Path(tmp) / "results.json"
        if not results.exists():
            raise RuntimeError(f"the corpus run wrote no results:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
        records = {r["nodeid"]: r for r in json.loads(results.read_text())["records"]}
        told = [line.split("\t", 1) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
    outcome: dict[str, dict[str, list[dict]]] = defaultdict(lambda: {"told": [], "caught": []})
    for name, node in sorted(set(map(tuple, told))):
        outcome[name]["told"].append(records[node])
        if records[node]["status"] == "failed":
            outcome[name]["caught"].append(records[node])
    outcome["*"]["told"] = list(records.values())
    return dict(outcome)
