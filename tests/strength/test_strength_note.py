"""The per-rule summary names each game's mutation score, as strength/mutation.py last measured it."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.reports import strength


@pytest.fixture
def scores(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "mutation_scores.toml"
    monkeypatch.setattr(strength, "SCORES", path)
    strength.mutation_scores.cache_clear()
    yield path
    strength.mutation_scores.cache_clear()


def test_a_measured_game_shows_its_score_and_what_was_counted(scores: Path) -> None:
    scores.write_text('[hannibal]\nmutants = 100\nkilled = 80\nequivalent = 10\nsurvived = 5\n'
                      'not_run = 5\nscore = 94.1\n', encoding="utf-8")
    note = strength.strength_note("hannibal")
    assert "mutation score 94.1%: 80 of 85 mutants killed, 5 not played" in note


def test_a_game_never_measured_shows_nothing(scores: Path) -> None:
    scores.write_text('[hannibal]\nmutants = 1\nkilled = 1\nequivalent = 0\nsurvived = 0\nscore = 100.0\n',
                      encoding="utf-8")
    assert strength.strength_note("hellenes") == ""
    assert strength.strength_note(None) == ""


def test_no_scores_file_shows_nothing(scores: Path) -> None:
    assert strength.strength_note("hannibal") == ""


def test_a_broken_scores_file_is_named_and_the_summary_goes_on(scores: Path) -> None:
    scores.write_text("[hannibal\n", encoding="utf-8")
    note = strength.strength_note("hannibal")
    assert "mutation score unreadable" in note and "mutation_scores.toml" in note and "line 1" in note
