"""Play the corpus against the liars (strength/wrong/liars.py) in a subprocess; who was told a lie,
who was caught."""

from __future__ import annotations

import tempfile
from collections import defaultdict
from pathlib import Path

from conformance.corpus.paths import ROOT
from strength.plays import CORPUS, corpus_records


def play(liar: str = "panel", steps: str | None = None) -> dict[str, dict[str, list[dict]]]:
    """``{liar: {"told": [record, ...], "caught": [record, ...]}}`` plus every record under ``"*"``."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "told.tsv"
        # the steps and the runner's per-step checks alone: the reference check would catch lies the steps
        # miss, and its own probing actions would make liars lie where no step can look
        options = ["-p", "strength.wrong.liars", "--implementation", "python:strength.wrong.liars:Liar",
                   "--liar", liar, "--tb=line", "-p", "no:xdist", "--no-reference-check",
                   *(["--liar-steps", steps] if steps else [])]
        found = corpus_records(Path(tmp), CORPUS, *options, env={"LIAR_LOG": str(log), "PYTHONPATH": str(ROOT)})
        records = {r["nodeid"]: r for r in found}
        told = [line.split("\t", 1) for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
    outcome: dict[str, dict[str, list[dict]]] = defaultdict(lambda: {"told": [], "caught": []})
    for name, node in sorted(set(map(tuple, told))):
        outcome[name]["told"].append(records[node])
        if records[node]["status"] == "failed":
            outcome[name]["caught"].append(records[node])
    outcome["*"]["told"] = list(records.values())
    return dict(outcome)
