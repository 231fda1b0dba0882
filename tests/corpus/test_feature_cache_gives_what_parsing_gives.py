"""The parsed-feature cache gives exactly what parsing gives, and never an entry
made from other text or by another parser version."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
import pytest_bdd.gherkin_parser as bdd_gherkin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_bdd.exceptions import GherkinParseError

from conformance.corpus import feature_cache
from conformance.corpus.paths import FEATURES
from tests.support.toy import TOY_FEATURE as FEATURE


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(feature_cache.ENVIRONMENT, str(folder))
    return folder


def write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


def test_a_file_read_again_is_not_parsed_again(tmp_path: Path, cache: Path, parses: list[str]) -> None:
    path = write(tmp_path / "toy.feature", FEATURE)
    first = feature_cache.gherkin_document(path)
    again = feature_cache.gherkin_document(path)
    assert len(parses) == 1 and len(list(cache.glob("*.json"))) == 1
    assert first == again == bdd_gherkin.get_gherkin_document(str(path))


def test_an_edited_file_is_parsed_again(tmp_path: Path, cache: Path, parses: list[str]) -> None:
    path = write(tmp_path / "toy.feature", FEATURE)
    feature_cache.gherkin_document(path)
    write(path, FEATURE.replace("another step", "a third step"))
    document = feature_cache.gherkin_document(path)
    assert len(parses) == 2
    assert document.feature.children[0].rule.children[0].scenario.steps[1].text == "a third step"


def test_the_same_text_elsewhere_shares_its_entry(tmp_path: Path, cache: Path, parses: list[str]) -> None:
    feature_cache.gherkin_document(write(tmp_path / "a.feature", FEATURE))
    feature_cache.gherkin_document(write(tmp_path / "b.feature", FEATURE))
    assert len(parses) == 1


def test_another_parser_version_does_not_use_the_entry(tmp_path: Path, cache: Path, parses: list[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "toy.feature", FEATURE)
    feature_cache.gherkin_document(path)
    monkeypatch.setattr(feature_cache, "parser_version", lambda: "0.0.0-other")
    feature_cache.gherkin_document(path)
    assert len(parses) == 2 and len(list(cache.glob("*.json"))) == 2


@pytest.mark.parametrize("damage", [b"", b"{\"format\": ", b"[]", b"{\"format\": \"x\"}", None])
def test_a_damaged_entry_is_parsed_again_and_rewritten(tmp_path: Path, cache: Path, parses: list[str],
                                                       damage: bytes | None) -> None:
    path = write(tmp_path / "toy.feature", FEATURE)
    expected = feature_cache.gherkin_document(path)
    [entry] = cache.glob("*.json")
    if damage is None:  # a well-formed entry made from other text under this name
        other = write(tmp_path / "other.feature", FEATURE.replace("First", "Other"))
        feature_cache.gherkin_document(other)
        [foreign] = [p for p in cache.glob("*.json") if p != entry]
        damage = foreign.read_bytes()
    entry.write_bytes(damage)
    parsed_before = len(parses)
    assert feature_cache.gherkin_document(path) == expected
    assert len(parses) == parsed_before + 1
    assert feature_cache.gherkin_document(path) == expected and len(parses) == parsed_before + 1


def test_a_malformed_file_raises_what_pytest_bdd_raises_and_is_not_kept(tmp_path: Path, cache: Path) -> None:
    path = write(tmp_path / "bad.feature", "Feature: Bad\n  Scenario: S\n    Given a step\n  nonsense here\n")
    with pytest.raises(GherkinParseError) as ours:
        feature_cache.gherkin_document(path)
    with pytest.raises(GherkinParseError) as theirs:
        bdd_gherkin.get_gherkin_document(str(path))
    assert (type(ours.value), ours.value.args) == (type(theirs.value), theirs.value.args)
    assert not list(cache.glob("*.json"))


def test_a_file_that_is_not_utf8_raises_as_before(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "latin.feature"
    path.write_bytes(FEATURE.replace("Toy", "Jo\xebl").encode("latin-1"))
    with pytest.raises(UnicodeDecodeError):
        feature_cache.gherkin_document(path)


@pytest.mark.parametrize("setting", ["off", ""])
def test_the_cache_can_be_turned_off(tmp_path: Path, parses: list[str], monkeypatch: pytest.MonkeyPatch,
                                     setting: str) -> None:
    monkeypatch.setenv(feature_cache.ENVIRONMENT, setting)
    path = write(tmp_path / "toy.feature", FEATURE)
    feature_cache.gherkin_document(path)
    feature_cache.gherkin_document(path)
    assert feature_cache.cache_dir() is None and len(parses) == 2


def test_a_folder_that_cannot_be_written_only_costs_parsing(tmp_path: Path, parses: list[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = write(tmp_path / "not-a-folder", "")
    monkeypatch.setenv(feature_cache.ENVIRONMENT, str(blocker / "cache"))
    path = write(tmp_path / "toy.feature", FEATURE)
    assert feature_cache.gherkin_document(path) == feature_cache.gherkin_document(path)
    assert len(parses) == 2 and feature_cache.gherkin_document(path) == bdd_gherkin.get_gherkin_document(str(path))


def test_only_the_newest_entries_are_kept(tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(feature_cache, "MAX_ENTRIES", 3)
    for n in range(5):
        feature_cache.gherkin_document(write(tmp_path / "toy.feature", FEATURE.replace("First", f"First {n}")))
    assert len(list(cache.glob("*.json"))) == 3
    assert not list(cache.glob(".*.tmp"))


def test_what_a_killed_writer_left_is_removed_once_old(tmp_path: Path, cache: Path) -> None:
    cache.mkdir()
    old, recent = cache / ".old.tmp", cache / ".recent.tmp"  # a writer may still be at work on the recent one
    for path in (old, recent):
        path.write_text("{")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    feature_cache.gherkin_document(write(tmp_path / "toy.feature", FEATURE))
    assert not old.exists() and recent.exists()


def test_every_corpus_file_reads_the_same_from_the_cache(cache: Path) -> None:
    for path in sorted(FEATURES.rglob("*.feature"))[:6]:
        parsed = bdd_gherkin.get_gherkin_document(str(path))
        assert feature_cache.gherkin_document(path) == parsed  # written
        assert feature_cache.gherkin_document(path) == parsed  # read back


_words = st.text(alphabet=st.sampled_from("abcXY é|<>\\\"#@:"), min_size=1, max_size=12).map(str.strip).filter(bool)
_step = st.tuples(st.sampled_from(["Given", "When", "Then", "And", "But", "*"]), _words)
_table = st.lists(st.lists(st.sampled_from(["a", "b", "1", "é", r"\|", ""]), min_size=2, max_size=2),
                  max_size=3)
_scenario = st.tuples(st.lists(st.sampled_from(["@1.1", "@toy", "@x-y"]), max_size=2), _words,
                      st.lists(_step, min_size=1, max_size=4), _table, st.booleans())


def _feature_text(scenarios: list, newline: str, rule: bool) -> str:
    lines = ["# a comment", "@toy", "Feature: Generated", "  Some description."]
    indent = "  "
    if rule:
        lines += ["  Rule: A rule"]
        indent = "    "
    for tags, name, steps, table, docstring in scenarios:
        lines += [indent + " ".join(tags)] if tags else []
        lines.append(f"{indent}Scenario: {name}")
        for keyword, text in steps:
            lines.append(f"{indent}  {keyword} {text}")
        lines += [f"{indent}    | {' | '.join(row)} |" for row in table]
        if docstring and not table:
            lines += [f'{indent}    """', f"{indent}    some text", f'{indent}    """']
    return newline.join(lines) + newline


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenarios=st.lists(_scenario, max_size=3), newline=st.sampled_from(["\n", "\r\n"]), rule=st.booleans())
def test_a_cached_document_is_the_document_pytest_bdd_parses(tmp_path: Path, cache: Path, scenarios: list,
                                                             newline: str, rule: bool) -> None:
    path = write(tmp_path / "generated.feature", _feature_text(scenarios, newline, rule))
    try:
        parsed = bdd_gherkin.get_gherkin_document(str(path))
    except GherkinParseError as exc:
        with pytest.raises(GherkinParseError) as ours:
            feature_cache.gherkin_document(path)
        assert ours.value.args == exc.args
        return
    assert feature_cache.gherkin_document(path) == parsed
    assert feature_cache.gherkin_document(path) == parsed
