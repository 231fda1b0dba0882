"""Binding feature files to pytest tests, one file at a time.

pytest-bdd's ``scenarios()`` stops at the first malformed feature file and
silently merges scenarios that share a name. Here each feature file is bound
on its own: a file that does not parse becomes one failing test that names
the file and line, and a repeated scenario name becomes a failing test that
names both lines, while every other scenario still runs.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conformance.compat.pytest_bdd import bdd_feature, decorator_for
from conformance.corpus.features import FeatureFileError, outlines_of, read_document


def python_name(text: str) -> str:
    name = re.sub(r"\W+", "_", text.lower()).strip("_")
    return f"test_{name}" if name else "test_scenario"


def bind_features(directory: Path, namespace: dict[str, Any]) -> None:
    """Bind every scenario of every ``*.feature`` below ``directory`` into
    ``namespace`` (a test module's ``globals()``)."""
    for path in sorted(Path(directory).rglob("*.feature")):
        try:
            document = read_document(path)
            outlines = outlines_of(path, document)
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
