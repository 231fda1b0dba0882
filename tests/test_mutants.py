"""The corpus bites: every seeded rule error fails the scenarios of its clause.

Each mutant (tests/mutants/) breaks one clause of the reference engine. The
game's corpus is run against it in a subprocess, through the same
--implementation option any outside implementation uses, and at least one
scenario tagged with that clause must fail.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.paths import ROOT
from tests.mutants import all_mutants

MUTANTS = all_mutants()


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.factory.split(":")[1] for m in MUTANTS])
def test_the_corpus_catches_the_mutant(mutant, tmp_path: Path) -> None:
    command = [
        sys.executable, "-m", "pytest", str(ROOT / "conformance" / "corpus" / mutant.game),
        "--implementation", f"python:{mutant.factory}", "--report-dir", str(tmp_path),
        "-q", "-p", "no:cacheprovider",
    ]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    results = tmp_path / "results.json"
    assert results.exists(), f"the corpus run wrote no results:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    records = json.loads(results.read_text())["records"]
    caught = [r for r in records if mutant.clause in r["clauses"] and r["status"] in ("failed", "errored")]
    assert caught, (f"mutant '{mutant.what}' passed every scenario tagged {mutant.clause}; "
                    f"statuses: {sorted({r['status'] for r in records})}")
    # the seeded error must not be reported as an error of the harness
    assert any(r["status"] == "failed" for r in caught), f"{mutant.what}: only errors, no failures: {caught[:2]}"
