"""Playing the corpus against an implementation, and the records the play wrote.

``corpus_records`` runs pytest on the corpus (or one game's part of it) in a subprocess, the way
an outside implementation is played; ``clause_records`` plays a hand-written mutant's clause in
this process, through the same --implementation option, and undoes the mutant's patches after.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from conformance.corpus.paths import ROOT
from conformance.reports.runs import load_records

#: the corpus's test modules, a folder per game
CORPUS = ROOT / "conformance" / "games"
#: pytest's plugins a play of the corpus does without: its cache, random order, hypothesis
WITHOUT = ("-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:hypothesispytest")


def corpus_records(report_dir: Path, corpus: Path, *options: str, env: dict[str, str] | None = None,
                   timeout: float = 1800) -> list[dict[str, Any]]:
    """The records of ``corpus`` (``CORPUS`` or a game's folder of it) played with ``options``
    (--implementation, a selection ...) into ``report_dir``, by pytest in a subprocess with ``env``
    added to this process's environment."""
    done = subprocess.run([sys.executable, "-m", "pytest", str(corpus), "-q", *WITHOUT, "--tb=native",
                           "--report-dir", str(report_dir), *options],
                          cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **env} if env else None)
    results = report_dir / "results.json"
    if not results.exists():
        raise RuntimeError(f"the corpus run (exit status {done.returncode}) wrote no results:\n"
                           f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return load_records(results)


def clause_records(mutant: Any, report_dir: Path) -> list[dict[str, Any]]:
    """The records of the scenarios of ``mutant``'s clause played against the mutant, in this process,
    with no reference check: what the scenarios' steps find."""
    args = [str(CORPUS / mutant.game), "-m", mutant.clause,
            "--implementation", f"python:{mutant.factory}", "--report-dir", str(report_dir),
            # the scenarios' own steps must notice: the reference check plays a copy of the engine the
            # mutant's patches do not reach, and would fail any scenario where the two answer apart
            "--no-reference-check",
            "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
            # cheap tracebacks (records keep the failure's message); this process's own gc freeze stays
            "--tb=native", "-p", "no:conformance.runner.gc_freeze",
            # no full collector passes over this process's heap at the session's end (pytest's check for
            # unraisable exceptions: warnings only, which no record reads); the most of a clause's run
            "-p", "no:unraisableexception"]
    try:
        code = pytest.main(args)
    finally:
        mock.patch.stopall()  # the factory's patches
    results = report_dir / "results.json"
    assert results.exists(), f"the corpus run (exit code {code}) wrote no results"
    return load_records(results)
