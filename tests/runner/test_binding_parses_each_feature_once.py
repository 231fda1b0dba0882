"""Binding reads each feature file once: the scenarios the corpus tools see and
the ones pytest-bdd runs come from the same parse."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from pytest_bdd import scenario
from pytest_bdd.exceptions import ScenarioNotFound
from pytest_bdd.parser import FeatureParser
from pytest_bdd.scenario import scenario_wrapper_template_registry

from conformance.compat import pytest_bdd as scenario_decorator
from conformance.runner import binding
from tests.support.toy import TOY_FEATURE as FEATURE


def steps_of(feature) -> dict[str, list[tuple[str, str]]]:
    return {name: [(s.type, s.name) for s in template.steps] for name, template in feature.scenarios.items()}


def test_pytest_bdd_gets_the_feature_it_would_parse_itself(tmp_path: Path) -> None:
    path = tmp_path / "toy.feature"
    path.write_text(FEATURE, encoding="utf-8")
    own = FeatureParser(str(tmp_path), str(path)).parse()
    document = binding.read_document(path)
    path.unlink()  # pytest-bdd must not read the file again
    given = binding.bdd_feature(path, document)
    assert steps_of(given) == steps_of(own) and list(given.scenarios) == ["First", "Second <n>"]
    assert (given.filename, given.rel_filename, given.tags) == (own.filename, own.rel_filename, own.tags)
    assert [list(e.as_contexts()) for e in given.scenarios["Second <n>"].examples] == [[{"n": "1"}, {"n": "2"}]]


def test_binding_parses_each_feature_file_once(tmp_path: Path, parses: list[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "toy.feature").write_text(FEATURE, encoding="utf-8")
    monkeypatch.setenv("CONFORMANCE_FEATURE_CACHE", str(tmp_path / "cache"))  # empty: the file is parsed
    namespace: dict = {}
    binding.bind_features(tmp_path, namespace)
    assert sorted(namespace) == ["test_first", "test_second_n"]
    assert len(parses) == 1


def test_pytest_bdd_still_builds_its_scenario_decorator_the_way_binding_calls_it() -> None:
    assert scenario_decorator.builds_scenarios_as_expected(), (
        "pytest_bdd.scenario._get_scenario_decorator changed: see conformance/compat/pytest_bdd.py")


@pytest.mark.parametrize("name", ["First", "Second <n>"])
def test_binding_a_parsed_feature_gives_the_test_scenario_gives(tmp_path: Path, name: str) -> None:
    path = tmp_path / "toy.feature"
    path.write_text(FEATURE, encoding="utf-8")
    feature = binding.bdd_feature(path, binding.read_document(path))
    ours = scenario_decorator.decorator_for(path, name, feature)(binding._noop())
    theirs = scenario(str(path), name)(binding._noop())

    def seen(test) -> tuple:
        marks = [(m.name, m.args, repr(m.kwargs)) for m in getattr(test, "pytestmark", [])]
        return (test.__doc__, marks, scenario_wrapper_template_registry[test],
                getattr(test, "_conformance_unknown_tags", None), list(inspect.signature(test).parameters))

    assert seen(ours) == seen(theirs)
    assert scenario_wrapper_template_registry[ours] is feature.scenarios[name]


def test_a_scenario_the_feature_lacks_raises_what_scenario_raises(tmp_path: Path) -> None:
    path = tmp_path / "toy.feature"
    path.write_text(FEATURE, encoding="utf-8")
    feature = binding.bdd_feature(path, binding.read_document(path))
    with pytest.raises(ScenarioNotFound):
        scenario_decorator.decorator_for(path, "Nowhere", feature)
