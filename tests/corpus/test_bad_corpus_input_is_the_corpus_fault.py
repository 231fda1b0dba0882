"""Bad corpus input, through `conformance run` on the tiny two-scenario corpus (tests/support/tiny_corpus.py).

Whatever is wrong in a catalog, a fixture, a position or a feature file is the
corpus's fault, never the implementation's: a message names the file and the
line and says what to do, the rest of the corpus is still played and reported,
and the run exits 2 (a usage or corpus error), never 0.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conformance.corpus import paths
from conformance.commands import run as run_command
from tests.support.runs import tiny_run
from tests.support.tiny_corpus import FIRST, SECOND, tiny_corpus


def edited_tiny_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extra_features: dict[str, str] | None = None,
                       edit: tuple[str, str, str] | None = None) -> Path:
    """The tiny corpus with ``extra_features`` (name -> text) and its own copy of the fixtures, where
    ``edit`` (fixture file, text, replacement) replaces the first occurrence of text."""
    root = tmp_path / "corpus"
    shutil.copytree(paths.FIXTURES, root / "fixtures")
    if edit is not None:
        name, old, new = edit
        text = (root / "fixtures" / name).read_text(encoding="utf-8")
        assert old in text
        (root / "fixtures" / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    tiny_corpus(root, monkeypatch, {name: text.encode("utf-8") for name, text in (extra_features or {}).items()})
    # what this process reads (the catalogs are loaded once per folder: this one is new)
    monkeypatch.setattr(paths, "FIXTURES", root / "fixtures")
    return root


def line_of(path: Path, text: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


def assert_tiny_scenarios_passed(records: list[dict]) -> None:
    tiny = {r["scenario"]: r["status"] for r in records if r["feature"] and r["feature"].endswith("tiny.feature")}
    assert tiny == {FIRST: "passed", SECOND: "passed"}, "the rest of the corpus is still played"


def errored_by_the_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str) -> dict:
    """The record of the scenario of the feature file ``name`` (``text``) added to the tiny corpus,
    which must be errored as the corpus's fault, while the rest is played and the run exits 2."""
    edited_tiny_corpus(tmp_path, monkeypatch, {name: text})
    code, results = tiny_run(tmp_path / "reports")
    assert code == run_command.EXIT_USAGE, "never green, never the implementation's fault"
    records = results["records"]
    (record,) = [r for r in records if r["feature"] and r["feature"].endswith(name)]
    assert (record["status"], record.get("cause")) == ("errored", "corpus")
    assert_tiny_scenarios_passed(records)
    return record


def test_a_catalog_value_of_the_wrong_type_stops_the_run_naming_file_and_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    title = 'title = "Movement is done by groups, one group per action"'
    root = edited_tiny_corpus(tmp_path, monkeypatch, edit=("hellenes/catalog.toml", title, 'title = ["a", 1]'))
    code, results = tiny_run(tmp_path / "reports")
    err = capsys.readouterr().err
    line = line_of(root / "fixtures" / "hellenes" / "catalog.toml", 'title = ["a", 1]')
    assert code == run_command.EXIT_USAGE, err
    assert f"hellenes/catalog.toml:{line}: clause " in err and "'title' must be a string, not an array (['a', 1])" in err
    assert "Traceback" not in err and results.get("records", []) == [], "checked before anything runs"


def test_a_piece_fixture_of_the_wrong_type_is_the_corpus_fault_naming_file_and_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = edited_tiny_corpus(tmp_path, monkeypatch, edit=("sword_of_rome/pieces.toml", "tactics = 3", 'tactics = "3"'))
    code, results = tiny_run(tmp_path / "reports")
    assert code == run_command.EXIT_USAGE, "never green, never the implementation's fault"
    records = results["records"]
    line = line_of(root / "fixtures" / "sword_of_rome" / "pieces.toml", 'tactics = "3"')
    assert {(r["status"], r.get("cause")) for r in records} == {("errored", "corpus")}
    for record in records:
        assert f"sword_of_rome/pieces.toml:{line}: leader 'Camillus': 'tactics' is a string ('3')" in record["message"]
        assert 'not of type "integer"' in record["message"]


def test_a_fixture_that_cannot_be_loaded_is_said_once_before_the_run_which_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    root = edited_tiny_corpus(tmp_path, monkeypatch, edit=("sword_of_rome/pieces.toml", "tactics = 3", 'tactics = "3'))
    code, results = tiny_run(tmp_path / "reports")
    err = capsys.readouterr().err
    line = line_of(root / "fixtures" / "sword_of_rome" / "pieces.toml", 'tactics = "3')
    said = f"sword_of_rome/pieces.toml:{line}: not valid TOML"
    assert code == run_command.EXIT_USAGE
    first = err.splitlines()[0]
    assert first.startswith("conformance: broken fixture: ") and said in first, "said before the run starts"
    assert "the scenarios that read it error" in first
    problems, records = results["problems"], results["records"]
    assert [p["kind"] for p in problems] == ["corpus"] and said in problems[0]["message"]
    assert records and {(r["status"], r.get("cause")) for r in records} == {("errored", "corpus")}, \
        "the run went on: every scenario that reads the pieces errored, as the corpus's fault"
    for record in records:  # its file and line, not the TOML parser's traceback
        error = problems[0]["message"].removeprefix("broken fixture: ").partition("; the scenarios")[0]
        assert record["message"] == f"errored (the corpus's fault): DataFileError: {error}"
    assert said in (tmp_path / "reports" / "junit.xml").read_text(encoding="utf-8")
    assert said in (tmp_path / "reports" / "matrix.md").read_text(encoding="utf-8")


def test_fixtures_that_load_raise_no_problem() -> None:
    assert run_command.broken_fixtures(run_command.bound_games()) == []


#: a position whose CU count is the string "3", which the position schema does not allow
MISFIT = """\
@sword_of_rome
Feature: A position that does not fit the schema

  @9.1
  Scenario: A count written as a string
    Given the position's variant is "2-4"
    And the position's spaces:
      | space | attributes        |
      | Roma  | {"control": "Rome"} |
    And the position's pieces:
      | kind   | name     | faction | space | count | inside | consul | historical | tactics |
      | leader | Camillus | Rome    | Roma  |       | false  | false  | true       | 3       |
      | cu     |          | Rome    | Roma  | "3"   | false  |        |            |         |
    And the position's markers:
      | marker   | value            |
      | besieged | []               |
      | control  | {"Roma": "Rome"} |
    And the position's situation:
      | key     | value |
      | phasing | Rome  |
    When Rome takes the action {"card": 1, "leader": "Camillus", "type": "activate"}
"""


def test_a_position_that_does_not_fit_the_schema_is_the_corpus_fault_and_never_sent(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    misfit = errored_by_the_corpus(tmp_path, monkeypatch, "misfit.feature", MISFIT)
    assert "misfit.feature:21" in misfit["message"], "the step that needed the game"
    assert ("the position of scenario 'A count written as a string' does not fit "
            "fixtures/sword_of_rome/schemas/position.schema.json: position at pieces/1/count: "
            '"3" is not of type "integer"') in misfit["message"]
    assert "it was not sent to the implementation" in misfit["message"] and "transcript" not in misfit


NO_CLAUSE = """\
@sword_of_rome
Feature: A scenario that names no clause

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  Scenario: Camillus activates, checking no rule
    Given Camillus is in Roma
    When Rome activates Camillus with a 2-card
"""


def test_a_scenario_naming_no_clause_is_a_corpus_error_and_not_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    untagged = errored_by_the_corpus(tmp_path, monkeypatch, "no_clause.feature", NO_CLAUSE)
    assert ("no_clause.feature:7: scenario 'Camillus activates, checking no rule' names no clause of the "
            "sword_of_rome catalog") in untagged["message"]
    assert "tag it with the clause it checks" in untagged["message"]


TWICE = f"""\
@sword_of_rome
Feature: A name another feature file uses

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.1
  Scenario: {FIRST}
    Given Camillus is in Roma
    When Rome activates Camillus with a 3-card
"""


def test_a_scenario_name_used_in_two_feature_files_of_a_game_is_a_corpus_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    again = errored_by_the_corpus(tmp_path, monkeypatch, "z_twice.feature", TWICE)
    assert f"z_twice.feature:8: scenario name {FIRST!r} is also used at " in again["message"]
    assert "sword_of_rome/tiny.feature:10" in again["message"], "both places are named"
