"""Expectations files: their format, what they match, and their errors."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from conformance.corpus.expectations import (
    CorpusScenario,
    expectation_for,
    expectations_for,
    load_expectations,
    normalise_spec,
)
from conformance.corpus.paths import ROOT
from conformance.corpus.toml_data import DataFileError

CORPUS = (
    CorpusScenario("sword_of_rome", "Ten CU may move together", ("9.1.2", "9.1.2-a")),
    CorpusScenario("sword_of_rome", "Sailing costs 3 MP", ("9.6-a",)),
)


def load(tmp_path: Path, text: str):
    path = tmp_path / "expect.toml"
    path.write_text('implementation = "exec:node impl.js"\n' + text, encoding="utf-8")
    return load_expectations(path, CORPUS)


def test_entries_match_by_scenario_first_then_by_clause_pattern(tmp_path: Path) -> None:
    loaded = load(tmp_path, """
[[expect]]
status = "unsupported"
clauses = ["9.1*", "9.6*"]
reason = "not there yet"

[[expect]]
status = "fail"
game = "sword_of_rome"
scenario = "Ten CU may move together"
reason = "known bug"
link = "https://example.org/1"
""")
    ten = expectation_for(list(loaded.entries), "sword_of_rome", "Ten CU may move together", ("9.1.2",))
    sail = expectation_for(list(loaded.entries), "sword_of_rome", "Sailing costs 3 MP", ("9.6-a",))
    assert (ten.status, ten.link) == ("fail", "https://example.org/1")
    assert sail.status == "unsupported"
    assert expectation_for(list(loaded.entries), "sword_of_rome", "Other", ("9.2",)) is None


def test_a_named_failure_may_say_which_clauses_it_is_about_for_the_fuzzer(tmp_path: Path) -> None:
    loaded = load(tmp_path, """
[[expect]]
status = "fail"
game = "sword_of_rome"
scenario = "Ten CU may move together"
clauses = ["9.1.2-a"]
reason = "known bug"
""")
    entries = list(loaded.entries)
    # conformance run: by name only, not every scenario of the clause
    assert expectation_for(entries, "sword_of_rome", "Ten CU may move together", ("9.1.2",)).status == "fail"
    assert expectation_for(entries, "sword_of_rome", "Another 9.1.2-a scenario", ("9.1.2-a",)) is None
    # conformance fuzz: a divergence in the clause is this known one, in this game only
    assert entries[0].covers("sword_of_rome", ["9.1.2-a"])
    assert not entries[0].covers("sword_of_rome", ["9.1.2"])
    assert not entries[0].covers("hellenes", ["9.1.2-a"])


@pytest.mark.parametrize("entry, message", [
    ('status = "fail"\nscenario = "Nobody wrote this"\nreason = "x"', "names no scenario of the corpus"),
    ('status = "unsupported"\nclauses = ["9.9*"]\nreason = "x"', "names no scenario of the corpus"),
    ('status = "broken"\nclauses = ["9.1*"]\nreason = "x"', "status must be one of"),
    ('status = "fail"\nclauses = ["9.6*"]\nscenario = "Ten CU may move together"\nreason = "x"',
     "are not tags of scenario 'Ten CU may move together'"),
    ('status = "fail"\nclauses = ["*"]\nscenario = "Ten CU may move together"\nreason = "x"',
     r"are not tags of scenario 'Ten CU may move together' \(its own ids, not patterns: 9.1.2, 9.1.2-a\)"),
    ('status = "fail"\nclauses = ["9.1.2*"]\nscenario = "Ten CU may move together"\nreason = "x"',
     "are not tags of scenario"),
    ('status = "fail"\nreason = "x"', "give 'clauses' or 'scenario'"),
    ('status = "fail"\nclauses = ["9.1*"]\nreason = " "', "'reason' must say why"),
    ('status = "fail"\nclauses = ["9.1*"]\nreason = "x"\nowner = "me"', "unknown key 'owner'"),
    ('status = "fail"\nclauses = []\nreason = "x"', "non-empty list"),
])
def test_a_bad_entry_is_an_error_naming_the_file(tmp_path: Path, entry: str, message: str) -> None:
    with pytest.raises(DataFileError, match=message) as caught:
        load(tmp_path, f"\n[[expect]]\n{entry}\n")
    assert "expect.toml" in str(caught.value)


@pytest.mark.parametrize("patterns, dead", [
    ('["9.1.2*", "99.9"]', "'99.9'"),  # a typo beside a pattern that matches
    ('["9.6-a", "9.6-b", "9.7*"]', "'9.6-b', '9.7*'"),
])
def test_a_clause_pattern_that_names_nothing_is_an_error_beside_one_that_does(
        tmp_path: Path, patterns: str, dead: str) -> None:
    with pytest.raises(DataFileError) as caught:
        load(tmp_path, f'\n[[expect]]\nstatus = "unsupported"\nclauses = {patterns}\nreason = "x"\n')
    assert f"[[expect]] #1: clause pattern(s) {dead} name no clause of any scenario" in str(caught.value)
    assert caught.value.line == 3


def test_a_clause_pattern_names_a_clause_of_its_own_game(tmp_path: Path) -> None:
    path = tmp_path / "expect.toml"
    path.write_text('implementation = "exec:x"\n[[expect]]\nstatus = "unsupported"\ngame = "sword_of_rome"\n'
                    'clauses = ["9.1*", "5.2*"]\nreason = "x"\n', encoding="utf-8")
    corpus = (*CORPUS, CorpusScenario("hellenes", "A storm", ("5.2.2-c",)))
    with pytest.raises(DataFileError, match=r"pattern\(s\) '5.2\*' name no clause of any scenario of sword_of_rome"):
        load_expectations(path, corpus)


@pytest.mark.parametrize("second", [
    'status = "unsupported"\ngame = "sword_of_rome"\nscenario = "Ten CU may move together"\nreason = "y"',
    'status = "fail"\nscenario = "Ten CU may move together"\nreason = "y"',  # no game: the same scenario
])
def test_a_scenario_named_by_two_entries_is_an_error_naming_the_one_that_applies(tmp_path: Path,
                                                                                second: str) -> None:
    first = 'status = "fail"\ngame = "sword_of_rome"\nscenario = "Ten CU may move together"\nreason = "x"'
    with pytest.raises(DataFileError) as caught:
        load(tmp_path, f"\n[[expect]]\n{first}\n\n[[expect]]\n{second}\n")
    assert ("[[expect]] #2: scenario 'Ten CU may move together' is named already by [[expect]] #1 (line 3), "
            "the entry that applies to it: keep one") in str(caught.value)
    assert caught.value.line == 9  # the second [[expect]]


def test_a_scenario_name_two_games_use_needs_the_game(tmp_path: Path) -> None:
    name = "The interception is answered only by intercepting or declining"
    corpus = (CorpusScenario("hannibal", name, ("interception-1",)),
              CorpusScenario("successors", name, ("interception-2",)))
    path = tmp_path / "expect.toml"
    entry = f'implementation = "exec:x"\n[[expect]]\nstatus = "fail"\nscenario = "{name}"\nreason = "x"\n'
    path.write_text(entry, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_expectations(path, corpus)
    assert caught.value.line == 2
    assert f"scenario {name!r} is a name used in hannibal and successors: give 'game' to say which" in str(caught.value)
    path.write_text(entry + 'game = "successors"\n', encoding="utf-8")
    (named,) = load_expectations(path, corpus).entries
    assert expectation_for([named], "successors", name, ()) and not expectation_for([named], "hannibal", name, ())


def test_specs_are_compared_in_one_spelling() -> None:
    assert normalise_spec("reference") == normalise_spec("python:reference_engine:Implementation") == "reference"
    assert normalise_spec("exec:node  'impl.js'") == normalise_spec("exec:node impl.js")
    assert normalise_spec("pkg.mod:factory") == "python:pkg.mod:factory"


def test_the_javascript_expectations_apply_to_its_spec_only() -> None:
    js = expectations_for("exec:node examples/js_sword_of_rome/main.js", project=ROOT)
    assert {e.status for e in js} == {"fail", "unsupported"}
    assert all(e.reason for e in js)
    assert expectations_for("reference", project=ROOT) == []


def test_the_example_in_docs_results_md_loads_against_the_corpus(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "results.md").read_text(encoding="utf-8")
    example = text.split("## Expectations files", 1)[1].split("```toml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "example.toml"
    path.write_text(example, encoding="utf-8")
    loaded = load_expectations(path)  # the corpus's own scenarios: an entry naming none is an error
    assert [entry.status for entry in loaded.entries] == ["unsupported", "fail"]


def test_an_exec_spec_naming_the_same_program_file_another_way_takes_its_expectations(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    main = ROOT / "examples" / "js_sword_of_rome" / "main.js"
    monkeypatch.chdir(tmp_path)  # the run's relative paths are the current directory's
    assert {e.status for e in expectations_for(f"exec:node {main}", project=ROOT)} == {
        "fail", "unsupported"}
    assert expectations_for("exec:node ./examples/js_sword_of_rome/main.js",
                            project=ROOT) == [], "no such file under the current directory"
    assert expectations_for(f"exec:node --inspect {main}", project=ROOT) == []
    assert expectations_for(f"exec:nodejs {main}", project=ROOT) == [], \
        "a word that names no file must be equal"
    assert expectations_for(f"exec:node {main.parent / 'README.md'}", project=ROOT) == []
    monkeypatch.chdir(ROOT / "examples")
    assert expectations_for("exec:node js_sword_of_rome/main.js", project=ROOT) != []


def test_a_relative_path_in_a_file_given_with_expectations_is_read_from_the_current_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "impl.js").write_text("", encoding="utf-8")
    given = tmp_path / "mine.toml"
    given.write_text('implementation = "exec:node ./impl.js"\n[[expect]]\nstatus = "unsupported"\n'
                     'clauses = ["9.3*"]\nreason = "not yet"\n', encoding="utf-8")
    empty = tmp_path / "none"
    spec = f"exec:node {shlex.quote(str(tmp_path / 'impl.js'))}"
    monkeypatch.chdir(tmp_path)
    assert len(expectations_for(spec, [given], project=empty)) == 1
    monkeypatch.chdir(ROOT)
    assert expectations_for(spec, [given], project=empty) == []
