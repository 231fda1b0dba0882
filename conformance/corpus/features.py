"""Reading feature files: every scenario with its tags, line and steps, read statically.

Scenarios are read without pytest, for the catalogs' traceability, expectations
and the rules site; conformance.runner.binding binds the same files as tests.
A file that cannot be read raises :class:`FeatureFileError` naming the file
and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance.compat.pytest_bdd import GherkinDocument, GherkinParseError
from conformance.corpus.feature_cache import gherkin_document


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
    return outlines_of(path, read_document(path))


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




def outlines_of(path: Path, document: GherkinDocument) -> list[ScenarioOutline]:
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
