"""Traceability both ways, for every game in the corpus, and the checker's own bite."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus.catalog import load_all, load_catalog
from conformance.corpus.toml_data import DataFileError
from conformance.corpus.traceability import coverage_problems, problems
from tests.support.toy import toy_catalog

GAMES = sorted(load_all())


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_a_scenario_and_every_scenario_a_clause(game: str) -> None:
    found = [p for p in problems() if f"/{game}" in p.where or f"{game}.toml" in p.where]
    assert not found, "traceability problems:\n" + "\n".join(map(str, found))


def test_every_feature_folder_belongs_to_a_cataloged_game() -> None:
    found = [p for p in problems() if "feature folder" in p.message]
    assert not found, "\n".join(map(str, found))


CATALOG = toy_catalog(c1_1="Moving", c1_2="Stopping")


def _corpus(tmp_path: Path, feature: str) -> tuple[Path, dict]:
    (tmp_path / "catalog").mkdir()
    (tmp_path / "catalog" / "toy.toml").write_text(CATALOG)
    (tmp_path / "features" / "toy").mkdir(parents=True)
    (tmp_path / "features" / "toy" / "toy.feature").write_text(feature)
    catalog = load_catalog(tmp_path / "catalog" / "toy.toml")
    return tmp_path / "features", {"toy": catalog}


def _messages(tmp_path: Path, feature: str) -> list[str]:
    features, catalogs = _corpus(tmp_path, feature)
    return [str(p) for p in problems(features, catalogs)]


def test_the_checker_finds_a_clause_without_scenario(tmp_path: Path) -> None:
    found = _messages(tmp_path, "@toy\nFeature: F\n  @1.1\n  Scenario: S\n    Given x\n")
    assert any("clause 1.2 (Stopping) has no scenario" in m for m in found)
    assert not any("1.1" in m for m in found)


def test_the_checker_finds_a_scenario_without_clause_and_an_unknown_tag(tmp_path: Path) -> None:
    feature = "@toy\nFeature: F\n  @1.1 @1.2\n  Scenario: S\n    Given x\n  @9.9\n  Scenario: T\n    Given y\n"
    found = _messages(tmp_path, feature)
    assert any("toy.feature:7" in m and "tag @9.9 names no clause" in m for m in found)
    assert any("toy.feature:7" in m and "names no toy clause" in m for m in found)


def test_the_checker_finds_repeated_scenario_names(tmp_path: Path) -> None:
    feature = "@toy\nFeature: F\n  @1.1\n  Scenario: S\n    Given x\n  @1.2\n  Scenario: S\n    Given y\n"
    found = _messages(tmp_path, feature)
    assert any("toy.feature:7" in m and "is also used at" in m and "toy.feature:4" in m for m in found)


def test_the_checker_finds_a_refusal_citing_an_unknown_rule(tmp_path: Path) -> None:
    feature = ("@toy\nFeature: F\n  @1.1 @1.2\n  Scenario: S\n    When x\n"
               "    Then the action is refused citing rule 1.3\n")
    found = _messages(tmp_path, feature)
    assert any("refusal cites rule 1.3" in m for m in found)


def test_the_checker_finds_a_missing_game_tag(tmp_path: Path) -> None:
    found = _messages(tmp_path, "Feature: F\n  @1.1 @1.2\n  Scenario: S\n    Given x\n")
    assert any("lacks the game tag @toy" in m for m in found)


def test_the_checker_reports_a_malformed_feature_with_its_line(tmp_path: Path) -> None:
    found = _messages(tmp_path, "@toy\nFeature: F\n  @1.1\n  Scenario: S\n    Given x\n  Oops: nothing\n")
    assert any("toy.feature:6" in m for m in found)


def test_a_contract_refusal_is_not_cited_as_a_rule(tmp_path: Path) -> None:
    feature = ("@toy\nFeature: F\n  @1.1 @1.2\n  Scenario: S\n    When x\n"
               "    Then the action is refused citing rule contract:out-of-place\n")
    found = _messages(tmp_path, feature)
    assert any("contract:out-of-place is a contract refusal, not a rule" in m for m in found)


def test_contract_refusals_are_checked_by_name_and_the_rule_beside_them_by_catalog(tmp_path: Path) -> None:
    feature = ("@toy\nFeature: F\n  @1.1 @1.2\n  Scenario: S\n    When x\n"
               "    Then the action is refused by the contract as out-of-turn\n"
               "  @1.1\n  Scenario: T\n    When y\n"
               "    Then the action is refused citing rule 9.9 or by the contract as wrong-player\n"
               "  @1.2\n  Scenario: U\n    When z\n"
               "    Then the action is refused citing rule 1.2 or by the contract as out-of-place\n")
    found = _messages(tmp_path, feature)
    assert any("toy.feature:4" in m and "'out-of-turn' is not a contract refusal" in m for m in found)
    assert any("toy.feature:8" in m and "refusal cites rule 9.9" in m for m in found)
    assert not any("toy.feature:11" in m for m in found)


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_lists_what_it_covers_and_scenarios_cover_it(game: str) -> None:
    """Every clause lists its conditions and situations (or says it decides nothing); every
    condition is played both ways and every situation the text speaks to is played."""
    found = coverage_problems(game)
    assert not found, (f"{len(found)} coverage problems (docs/authoring.md, Conditions and situations):\n"
                       + "\n".join(map(str, found[:40])))


COVERED = toy_catalog(c1_1="Moving") + '''
[[clause.condition]]
id = "has-mp"
text = "the army has movement points left"

[[clause.situation]]
id = "by-sea"
axis = "way"
text = "the army moves by sea"

[[clause.situation]]
id = "alone"
axis = "actor"
text = "a leader moves alone"
silent = "the toy rules say nothing of a leader alone"
''' + toy_catalog(c1_2="Stopping").removeprefix(toy_catalog())


def _coverage(tmp_path: Path, feature: str, catalog: str = COVERED) -> list[str]:
    (tmp_path / "catalog").mkdir()
    (tmp_path / "catalog" / "toy.toml").write_text(catalog)
    (tmp_path / "features" / "toy").mkdir(parents=True)
    (tmp_path / "features" / "toy" / "toy.feature").write_text(feature)
    catalogs = {"toy": load_catalog(tmp_path / "catalog" / "toy.toml")}
    return [str(p) for p in [*coverage_problems("toy", tmp_path / "features", catalogs),
                             *problems(tmp_path / "features", catalogs)]]


def test_conditions_and_situations_are_read_with_their_tags(tmp_path: Path) -> None:
    (tmp_path / "toy.toml").write_text(COVERED)
    clause = load_catalog(tmp_path / "toy.toml").clauses["1.1"]
    assert [c.id for c in clause.conditions] == ["has-mp"] and [s.id for s in clause.situations] == ["by-sea", "alone"]
    assert clause.coverage_tags() == ["1.1.if.has-mp", "1.1.unless.has-mp", "1.1.in.by-sea", "1.1.in.alone"]
    assert clause.situations[1].silent.startswith("the toy rules say nothing")


def test_a_condition_played_one_way_only_and_an_unplayed_situation_are_named(tmp_path: Path) -> None:
    found = _coverage(tmp_path, "@toy\nFeature: F\n  @1.1 @1.1.if.has-mp @1.2\n  Scenario: S\n    Given x\n")
    assert any("clause 1.1: no scenario where 'the army has movement points left' does not hold" in m for m in found)
    assert not any("movement points left' holds" in m for m in found)
    assert any("no scenario plays the situation 'the army moves by sea'" in m for m in found)
    assert not any("a leader moves alone" in m for m in found), "a situation the text is silent on needs none"
    assert any("clause 1.2 lists no condition or situation" in m for m in found)


def test_every_condition_both_ways_and_every_situation_played_leaves_nothing_uncovered(tmp_path: Path) -> None:
    feature = ("@toy\nFeature: F\n  @1.1 @1.1.if.has-mp @1.1.in.by-sea\n  Scenario: S\n    Given x\n"
               "  @1.1 @1.1.unless.has-mp\n  Scenario: T\n    Given x\n")
    catalog = COVERED + 'decides_nothing = "a heading"\n'
    assert _coverage(tmp_path, feature + "  @1.2\n  Scenario: U\n    Given x\n", catalog) == []


def test_a_coverage_tag_without_its_clause_tag_and_a_heading_cited_as_a_refusal_are_named(tmp_path: Path) -> None:
    catalog = COVERED + 'decides_nothing = "a heading"\n'
    feature = ("@toy\nFeature: F\n  @1.1.if.has-mp\n  Scenario: S\n    When x\n"
               "    Then the action is refused citing rule 1.2\n"
               "  @1.1\n  Scenario: T\n    When x\n    Then the action is refused citing rule 1.1 or rule 1.2\n")
    found = _coverage(tmp_path, feature, catalog)
    assert any("tag @1.1.if.has-mp names a condition or situation of clause 1.1, but the scenario lacks @1.1" in m
               for m in found)
    assert sum("refusal cites 1.2, a heading that decides nothing" in m for m in found) == 2


READINGS = ('[[erratum]]\nid = "e1"\nclauses = ["1.1"]\nsummary = "s"\ndefault = "a"\n'
            'readings = [{id = "a", description = "d"}, {id = "b", description = "d"}]\n')
PLAYED = ("@toy\nFeature: F\n  @1.1 @1.1.if.has-mp @1.1.in.by-sea\n  Scenario: S\n    Given x\n"
          "  @1.1 @1.1.unless.has-mp\n  Scenario: T\n    Given x\n"
          "  @1.2\n  Scenario: U\n    Given x\n"
          '  @1.1 @e1\n  Scenario: A\n    Given the "a" reading of erratum e1\n'
          '  @1.1 @e1\n  Scenario: B\n    Given the "b" reading of erratum e1\n')
LEFT_OUT = '  @1.1 @e1\n  Scenario: L\n    Given the default reading of erratum e1, left out of the position\n'


def test_an_erratum_with_readings_asks_for_a_scenario_that_leaves_it_out(tmp_path: Path) -> None:
    catalog = COVERED + 'decides_nothing = "a heading"\n' + READINGS
    found = _coverage(tmp_path, PLAYED, catalog)
    assert any("no scenario leaves erratum e1 out of its position" in m for m in found)
    (tmp_path / "left-out").mkdir()
    assert _coverage(tmp_path / "left-out", PLAYED + LEFT_OUT, catalog) == []


def test_an_erratum_whose_readings_decide_nothing_needs_no_left_out_scenario(tmp_path: Path) -> None:
    catalog = COVERED + 'decides_nothing = "a heading"\n' + READINGS + 'decides_nothing = "an example\'s pieces"\n'
    assert _coverage(tmp_path, PLAYED, catalog) == []


@pytest.mark.parametrize("entry, message", [
    ('[[clause.situation]]\nid = "x"\naxis = "weather"\ntext = "t"\n', "axis 'weather', not one of"),
    ('[[clause.condition]]\nid = "Has MP"\ntext = "t"\n', "must be lower-case letters"),
    ('[[clause.condition]]\nid = "x"\ntext = "t"\n[[clause.situation]]\nid = "x"\naxis = "way"\ntext = "t"\n',
     "used twice"),
])
def test_a_malformed_condition_or_situation_names_the_file_and_what_is_wrong(tmp_path: Path, entry: str,
                                                                             message: str) -> None:
    (tmp_path / "toy.toml").write_text(toy_catalog(c1_1="Moving") + entry)
    with pytest.raises(DataFileError) as caught:
        load_catalog(tmp_path / "toy.toml")
    assert message in str(caught.value) and "toy.toml" in str(caught.value)
