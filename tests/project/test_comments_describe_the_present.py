"""Comments and docstrings describe the present: no dates, clock times or commit hashes.

History belongs to git and to CHANGELOG.md; a comment that says when something changed
("until" a day, "measured at" a clock time "on" a commit) is stale the day it is written.
Test data may hold dates (a scores file's ``measured``); comments may not.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from conformance.corpus import paths

DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
CLOCK = re.compile(r"\b(?:[01]?\d|2[0-3]):[0-5]\d ?UTC\b")
COMMIT = re.compile(r"\b(?:commit|on|of) [0-9a-f]{7,40}\b")
FOLDERS = ("conformance", "reference_engine", "tools", "strength", "benchmarks", "tests", "examples")


def prose_of(path: Path) -> list[tuple[int, str]]:
    """The comments and docstrings of a Python file, with their lines."""
    text = path.read_text(encoding="utf-8")
    found = [(token.start[0], token.string) for token in tokenize.generate_tokens(io.StringIO(text).readline)
             if token.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            docstring = ast.get_docstring(node, clean=False)
            if docstring:
                found.append((node.body[0].lineno, docstring))
    return found


def python_files() -> list[Path]:
    return sorted(p for folder in FOLDERS for p in (paths.PROJECT / folder).rglob("*.py")
                  if ".venv" not in p.parts and "__pycache__" not in p.parts)


@pytest.mark.parametrize("folder", FOLDERS)
def test_no_comment_or_docstring_dates_itself(folder: str) -> None:
    dated = [f"{path.relative_to(paths.PROJECT)}:{line}: {match.group(0)!r}"
             for path in python_files() if path.relative_to(paths.PROJECT).parts[0] == folder
             for line, prose in prose_of(path) for pattern in (DATE, CLOCK, COMMIT)
             for match in pattern.finditer(prose)]
    assert not dated, "say what the code does now; history goes to git and CHANGELOG.md:\n  " + "\n  ".join(dated)


def test_the_check_sees_a_dated_comment_and_a_dated_docstring(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('"""Fast since 2026-12-03."""\n\nx = "2026-12-03"  # measured at 09:59 UTC on 5ec9915\n',
                      encoding="utf-8")
    prose = " ".join(text for _, text in prose_of(module))
    assert DATE.findall(prose) == ["2026-12-03"] and CLOCK.findall(prose) and COMMIT.findall(prose)
