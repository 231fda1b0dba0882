"""Play a written scenario against an implementation, in a corpus of its own.

The scenario goes into a scratch corpus root (the project's fixtures, and
only this feature under features/<game>/), and the corpus plugin plays it
(``WARGAME_CORPUS_ROOT``); the verdict is the scenario's status in
results.json: passed, failed, errored, unsupported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from conformance.corpus import paths

CORPUS = paths.BINDINGS
PROJECT = paths.PROJECT


def verdict(feature: Path, game: str, spec: str) -> str:
    with tempfile.TemporaryDirectory(prefix="fuzz-verify-") as scratch:
        root = Path(scratch)
        (root / "features" / game).mkdir(parents=True)
        (root / "fixtures").symlink_to(paths.FIXTURES.resolve())
        (root / "features" / game / feature.name).write_text(feature.read_text(encoding="utf-8"), encoding="utf-8")
        report = root / "out"
        command = [sys.executable, "-m", "pytest", str(CORPUS / game), *paths.corpus_pytest_options(),
                   "-p", "no:randomly",
                   "--implementation", spec, "--report-dir", str(report), "-q"]
        env = {**os.environ, "WARGAME_CORPUS_ROOT": str(root)}
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PROJECT), env.get("PYTHONPATH")) if p)
        subprocess.run(command, env=env, capture_output=True, text=True, cwd=PROJECT)
        results = report / "results.json"
        if not results.exists():
            return "not run"
        records = json.loads(results.read_text(encoding="utf-8"))["records"]
        return ", ".join(sorted({r["status"] for r in records})) or "no scenario"


def verify(feature: Path, game: str, against: str, implementation: str) -> tuple[str, str]:
    return verdict(feature, game, against), verdict(feature, game, implementation)
