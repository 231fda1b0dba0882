"""The corpus bites: every seeded rule error fails the scenarios of its clause.

Each mutant (strength/wrong/mutants/) breaks one clause of the reference engine. The
scenarios tagged with that clause are played against it, in this process,
through the same --implementation option any outside implementation uses
(``pytest -m CLAUSE --implementation python:...``), and at least one of them
must fail on its own steps: the reference check, which would fail any scenario
where the mutant answers otherwise than the shipped engine, is off. The
mutant's patches are undone after its run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT
from strength.plays import clause_records
from strength.wrong.mutants import all_mutants

MUTANTS = all_mutants()


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.factory.split(":")[1] for m in MUTANTS])
def test_the_corpus_catches_the_mutant(mutant, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    records = clause_records(mutant, tmp_path)
    assert records and all(mutant.clause in r["clauses"] for r in records), \
        f"the run played no scenario or others than those of {mutant.clause}"
    caught = [r for r in records if r["status"] in ("failed", "errored")]
    assert caught, (f"mutant '{mutant.what}' passed every scenario tagged {mutant.clause}; "
                    f"statuses: {sorted({r['status'] for r in records})}")
    # the seeded error must not be reported as an error of the harness
    assert any(r["status"] == "failed" for r in caught), f"{mutant.what}: only errors, no failures: {caught[:2]}"


def test_the_mutants_patches_are_undone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A later run plays the unbroken engine: the clause of the first mutant passes again."""
    monkeypatch.chdir(ROOT)
    mutant = MUTANTS[0]
    clause_records(mutant, tmp_path / "mutant")
    clean = mutant._replace(factory="reference_engine:Implementation")
    records = clause_records(clean, tmp_path / "clean")
    assert records and {r["status"] for r in records} == {"passed"}
