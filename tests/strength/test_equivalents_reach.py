"""strength/equivalents_reach.py finds the line each listed equivalent changes, so the corpus's reach of it can be read."""

from __future__ import annotations

from pathlib import Path

import pytest

from strength import equivalents_reach as reach

SOURCE = '''class Army:
    def move(self, to, by_sea=False):
        """Moves."""
        if to is None:
            return
        if to is None:
            raise ValueError(to)


def check(game, name):
    if name not in game:
        raise KeyError(name)
'''


def entry(function: str, removed: str, occurrence: int = 0) -> reach.Entry:
    return reach.Entry("g", "m", function, removed, "x", "why", occurrence)


def test_a_changed_line_is_found_in_its_own_function() -> None:
    assert reach.locate(entry("check", "raise KeyError(name)"), SOURCE) == 12


def test_a_method_is_named_with_its_class_and_a_repeated_line_by_its_occurrence() -> None:
    assert reach.locate(entry("Army.move", "if to is None:", occurrence=1), SOURCE) == 4
    assert reach.locate(entry("Army.move", "if to is None:", occurrence=2), SOURCE) == 6


def test_a_changed_default_counts_at_the_first_statement_after_the_docstring() -> None:
    assert reach.locate(entry("Army.move", "def x\u01c1Army\u01c1move(self, to, by_sea=False):"), SOURCE) == 4


def test_a_line_or_function_the_engine_no_longer_has_is_not_found() -> None:
    assert reach.locate(entry("check", "raise IndexError(name)"), SOURCE) == 0
    assert reach.locate(entry("gone", "raise KeyError(name)"), SOURCE) == 0


@pytest.mark.parametrize("game", reach.GAMES)
def test_every_listed_equivalent_names_a_line_of_today_s_engine(game: str) -> None:
    lost = []
    for listed in reach.entries(game):
        path = Path(reach.ROOT, "reference_engine", game, f"{listed.module}.py")
        if not path.exists() or not reach.locate(listed, path.read_text(encoding="utf-8")):
            lost.append(f"{listed.module}.{listed.function}: {listed.removed}")
    assert not lost, "entries of strength/mutation_equivalents.toml whose line the engine no longer has:\n" + "\n".join(lost)
