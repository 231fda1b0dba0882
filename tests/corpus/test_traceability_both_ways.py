"""Traceability both ways, for every game in the corpus, and the checker's own bite."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus.catalog import load_all, load_catalog
from conformance.corpus.traceability import problems
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
