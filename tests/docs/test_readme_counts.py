"""The README's table of games agrees with the catalogs and the feature files.

The table tells a reader how many clauses, errata and scenarios each game has;
a scenario or erratum added without updating it makes the README say less than
the corpus holds (Here I Stand's count had fallen one scenario behind).
Scenarios are counted as pytest collects them: an outline once per row of its
examples.
"""

from __future__ import annotations

import re
from pathlib import Path

from conformance.corpus import paths
from conformance.corpus.catalog import load_all
from tests.support.scenario_counts import collected_scenarios

README = paths.ROOT / "README.md"
#: a row of the games table: | title | excerpt | clauses | errata | scenarios | `fixtures/<game>/catalog.toml`, ... |
ROW = re.compile(r"^\| (?P<title>[^|]+) \| [^|]+ \| (?P<clauses>\d+) \| (?P<errata>\d+) \| (?P<scenarios>\d+) \| "
                 r"`fixtures/(?P<game>\w+)/catalog\.toml`", re.MULTILINE)


def table() -> dict[str, dict[str, str]]:
    return {m["game"]: m.groupdict() for m in ROW.finditer(README.read_text(encoding="utf-8"))}


def test_the_readme_lists_every_game_with_its_catalog() -> None:
    assert sorted(table()) == sorted(load_all())


def test_the_readme_counts_are_those_of_the_catalogs_and_feature_files() -> None:
    catalogs = load_all()
    wrong = []
    for game, row in sorted(table().items()):
        actual = {"clauses": len(catalogs[game].clauses), "errata": len(catalogs[game].errata),
                  "scenarios": collected_scenarios(game)}
        for key, value in actual.items():
            if int(row[key]) != value:
                wrong.append(f"{game}: the README says {row[key]} {key}, the corpus has {value}")
    assert not wrong, "update the table at the top of README.md:\n" + "\n".join(wrong)


def test_outline_rows_are_counted_as_pytest_collects_them(tmp_path: Path, monkeypatch) -> None:
    game = tmp_path / "toy"
    game.mkdir()
    (game / "toy.feature").write_text(
        "Feature: toy\n"
        "  Scenario: plain\n    Given a\n"
        "  Rule: r\n"
        "    Scenario Outline: outlined <n>\n      Given <n>\n"
        "      Examples:\n        | n |\n        | 1 |\n        | 2 |\n        | 3 |\n",
        encoding="utf-8")
    monkeypatch.setattr(paths, "FEATURES", tmp_path)
    assert collected_scenarios("toy") == 4
