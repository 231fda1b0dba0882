"""Binding reads each feature file once: the scenarios the corpus tools see and
the ones pytest-bdd runs come from the same parse."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_bdd.gherkin_parser as bdd_gherkin
from pytest_bdd.parser import FeatureParser

from conformance import binding

FEATURE = """@toy
Feature: Toy
  Rule: One rule
    @1.1
    Scenario: First
      Given a step
      Then another step

  Scenario Outline: Second <n>
    Given <n> steps

    Examples:
      | n |
      | 1 |
      | 2 |
"""


def steps_of(feature) -> dict[str, list[tuple[str, str]]]:
    return {name: [(s.type, s.name) for s in template.steps] for name, template in feature.scenarios.items()}


def test_pytest_bdd_gets_the_feature_it_would_parse_itself(tmp_path: Path) -> None:
    path = tmp_path / "toy.feature"
    path.write_text(FEATURE, encoding="utf-8")
    own = FeatureParser(str(tmp_path), str(path)).parse()
    document = binding._read_document(path)
    path.unlink()  # pytest-bdd must not read the file again
    given = binding.bdd_feature(path, document)
    assert steps_of(given) == steps_of(own) and list(given.scenarios) == ["First", "Second <n>"]
    assert (given.filename, given.rel_filename, given.tags) == (own.filename, own.rel_filename, own.tags)
    assert [list(e.as_contexts()) for e in given.scenarios["Second <n>"].examples] == [[{"n": "1"}, {"n": "2"}]]


def test_binding_parses_each_feature_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "toy.feature").write_text(FEATURE, encoding="utf-8")
    parsed: list[str] = []

    class CountingParser(bdd_gherkin.Parser):
        def parse(self, text, *args, **kwargs):
            parsed.append(text)
            return super().parse(text, *args, **kwargs)

    monkeypatch.setattr(bdd_gherkin, "Parser", CountingParser)
    namespace: dict = {}
    binding.bind_features(tmp_path, namespace)
    assert sorted(namespace) == ["test_first", "test_second_n"]
    assert len(parsed) == 1
