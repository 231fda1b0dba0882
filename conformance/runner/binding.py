"""Binding feature files to pytest tests, one file at a time.

pytest-bdd's ``scenarios()`` stops at the first malformed feature file and
silently merges scenarios that share a name. Here each feature file is bound
on its own: a file that does not parse becomes one failing test that names
the file and line, and a repeated scenario name becomes a failing test that
names both lines, while every other scenario still runs.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.feature import features as bdd_feature_cache
from pytest_bdd.gherkin_parser import GherkinDocument
from pytest_bdd.parser import Feature, FeatureParser

from conformance.corpus.feature_cache import gherkin_document
from conformance.runner.scenario_decorator import decorator_for


@dataclass(frozen=True)
class ScenarioOutline:
    """What the corpus tools need to know of one scenario, read statically."""

    feature: Path
    name: str
    line: int
    tags: tuple[str, ...]
    rule: str | None
    steps: tuple[str, ...] = ()


class FeatureFileError(Exception):
    def __init__(self, path: Path, line: int | None, message: str) -> None:
        self.path, self.line, self.message = path, line, message
        super().__init__(f"{path}:{line or '?'}: {message}")


def read_scenarios(path: Path) -> list[ScenarioOutline]:
    """Every scenario of a feature file with its inherited tags, in file order."""
    return _outlines(path, read_document(path))


def read_document(path: Path) -> GherkinDocument:
    """The parsed feature file; raises ``FeatureFileError`` naming the file and line when it cannot be read."""
    try:
        return gherkin_document(path)
    except GherkinParseError as exc:
        raise FeatureFileError(path, exc.line, f"{exc.message}: {exc.line_content.strip()!r}") from exc
    except OSError as exc:
        raise FeatureFileError(path, None, f"cannot read: {exc}") from exc
    except UnicodeDecodeError:
        data = path.read_bytes()
        try:
            data.decode("utf-8")
            start = 0
        except UnicodeDecodeError as exc:
            start = exc.start
        raise FeatureFileError(path, data[:start].count(b"\n") + 1,
                               f"not UTF-8 (byte {start}): feature files are UTF-8 text") from None


class _ParsedFeature(FeatureParser):
    """pytest-bdd's feature parser, given the document this module already parsed."""

    def __init__(self, path: Path, document: GherkinDocument) -> None:
        super().__init__(str(path.parent), str(path))
        self._document = document

    def _parse_feature_file(self) -> GherkinDocument:
        return self._document


def bdd_feature(path: Path, document: GherkinDocument) -> Feature:
    """pytest-bdd's Feature for ``path`` from its parsed document, put where
    ``scenario()`` looks first, so the file is not parsed a second time."""
    full_name = os.path.abspath(path)  # the key pytest-bdd's get_feature() uses
    feature = _ParsedFeature(Path(full_name), document).parse()
    bdd_feature_cache[full_name] = feature
    return feature


def _outlines(path: Path, document: GherkinDocument) -> list[ScenarioOutline]:
    feature = document.feature
    if feature is None:
        raise FeatureFileError(path, 1, "no Feature: in this file")
    found: list[ScenarioOutline] = []
    feature_tags = tuple(t.name.lstrip("@") for t in feature.tags)

    def add(node: Any, inherited: tuple[str, ...], rule: str | None) -> None:
        tags = inherited + tuple(t.name.lstrip("@") for t in node.tags)
        steps = tuple(step.text for step in node.steps)
        found.append(ScenarioOutline(path, node.name, node.location.line, tags, rule, steps))

    for child in feature.children:
        if child.scenario is not None:
            add(child.scenario, feature_tags, None)
        elif child.rule is not None:
            rule_tags = feature_tags + tuple(t.name.lstrip("@") for t in child.rule.tags)
            for grandchild in child.rule.children:
                if grandchild.scenario is not None:
                    add(grandchild.scenario, rule_tags, child.rule.name)
    return found


def python_name(text: str) -> str:
    name = re.sub(r"\W+", "_", text.lower()).strip("_")
    return f"test_{name}" if name else "test_scenario"


def bind_features(directory: Path, namespace: dict[str, Any]) -> None:
    """Bind every scenario of every ``*.feature`` below ``directory`` into
    ``namespace`` (a test module's ``globals()``)."""
    for path in sorted(Path(directory).rglob("*.feature")):
        try:
            document = read_document(path)
            outlines = _outlines(path, document)
        except FeatureFileError as exc:
            namespace[python_name(f"malformed {path.stem}")] = _failing(
                f"malformed feature file {exc.path}:{exc.line or '?'}: {exc.message}")
            continue
        try:
            feature = bdd_feature(path, document)
        except Exception:  # noqa: BLE001 - scenario() below parses the file itself and reports per scenario
            feature = None
        seen: dict[str, int] = {}
        for outline in outlines:
            if outline.name in seen:
                namespace[python_name(f"duplicate {path.stem} {outline.line}")] = _failing(
                    f"{path}:{outline.line}: scenario name {outline.name!r} is also used at line "
                    f"{seen[outline.name]}; pytest-bdd would merge them, so names must be unique")
                continue
            seen[outline.name] = outline.line
            test_name = python_name(outline.name)
            base, index = test_name, 1
            while test_name in namespace:
                index += 1
                test_name = f"{base}_{index}"
            try:
                namespace[test_name] = decorator_for(path, outline.name, feature)(_noop())
            except Exception as exc:  # noqa: BLE001 - any binding fault is reported, the run goes on
                namespace[test_name] = _failing(f"{path}:{outline.line}: cannot bind {outline.name!r}: {exc}")


def _noop():
    def _scenario() -> None:
        pass

    return _scenario


def _failing(message: str):
    def test_corpus_file_is_usable() -> None:
        pytest.fail(message, pytrace=False)

    return test_corpus_file_is_usable
