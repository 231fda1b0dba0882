"""The mutation verdicts' fingerprint leaves out only code a corpus run cannot reach.

strength/mutation.py keeps a game's verdicts while nothing they depend on
changed, and leaves what a corpus run never reads (``NOT_IN_CORPUS``: the
fuzzer's machinery, the command line, the rules site...) out of that
fingerprint. That is true only while no module a corpus run can import names
those modules: the closure below follows every import statement (those
inside functions too) and every string that names a project module (pytest's
``pytest_plugins``, ``-p`` options, ``importlib`` calls), from what pytest
loads for a game's corpus. A folder left out may hold data (templates, a
site's static files): no module of the closure may name it in a string,
the way a path to data is built.

Within what it covers, a Python module counts by its code: rewording its
comments and docstrings keeps the verdicts, except in the modules mutmut
mutates, which count byte for byte.
"""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT
from strength import mutation
from tests.support.mutation_checkout import small_checkout

PACKAGES = ("conformance", "reference_engine")


def module_file(name: str) -> Path | None:
    """The project file of a dotted module name, or None for a module outside the project."""
    if name.split(".")[0] not in PACKAGES:
        return None
    base = ROOT.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def named_modules(path: Path) -> set[str]:
    """Every project module ``path`` imports or names in a string, with the packages on the way."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}  # `from . import cli` names a module
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.add(node.value.split(":")[0])  # "reference_engine:Implementation"
    with_parents = set()
    for name in found:
        parts = name.split(".")
        with_parents |= {".".join(parts[:n]) for n in range(1, len(parts) + 1)}
    return {name for name in with_parents if module_file(name) is not None}


def corpus_closure(game: str = "*") -> set[Path]:
    """The project's Python files a corpus run can import (every game's, or one ``game``'s:
    ``pytest conformance/games/GAME``, as the mutation run plays it)."""
    roots = [ROOT / "conftest.py", ROOT / "conformance" / "runner" / "plugin.py", ROOT / "conformance" / "runner" / "whole_corpus.py",
             *sorted((ROOT / "conformance" / "games").glob(f"{game}/*.py"))]
    seen: set[Path] = set()
    todo = list(roots)
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        todo += [module_file(name) for name in named_modules(path)]
    return seen


def test_no_module_a_corpus_run_can_import_names_what_the_fingerprint_leaves_out() -> None:
    reachable = {str(path.relative_to(ROOT)) for path in corpus_closure()}
    left_out = [name for name in mutation.NOT_IN_CORPUS
                if any(path == name or path.startswith(name + "/") for path in reachable)]
    assert not left_out, f"a corpus run can import {left_out}: their changes must replay every mutant"


@pytest.mark.parametrize("game", mutation.GAMES)
def test_a_games_corpus_run_imports_no_other_games_steps_or_tests(game: str) -> None:
    reachable = {str(path.relative_to(ROOT)) for path in corpus_closure(game)}
    assert f"conformance/steps/{game}/__init__.py" in reachable
    others = sorted(path for path in reachable for folder in ("conformance/steps", "conformance/games", "reference_engine")
                    for other in mutation.GAMES if other != game and path.startswith(f"{folder}/{other}/"))
    assert not others, f"{game}'s corpus run can import {others}: its fingerprint must cover them"


def strings_in(path: Path) -> set[str]:
    """Every string constant of a module, and each of its path parts."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found |= {node.value, *node.value.split("/")}
    return found


def test_no_module_a_corpus_run_can_import_names_a_folder_the_fingerprint_leaves_out() -> None:
    folders = [name for name in mutation.NOT_IN_CORPUS if (ROOT / name).is_dir()]
    assert "conformance/site" in folders and "conformance/fuzz/templates" in folders
    named = {(str(path.relative_to(ROOT)), folder) for path in corpus_closure() for folder in folders
             for part in [folder.rsplit("/", 1)[-1]] if part in strings_in(path)}
    assert not named, f"a corpus run may read data in these folders (module, folder): {sorted(named)}"


def test_the_folder_check_sees_a_path_built_from_strings(tmp_path) -> None:
    module = tmp_path / "reads.py"
    module.write_text('TEMPLATES = ROOT / "conformance" / "site" / "templates"\n', encoding="utf-8")
    assert {"site", "templates"} <= strings_in(module)
    module.write_text('SCHEMAS = "conformance/schemas/descriptions"\n', encoding="utf-8")
    assert "descriptions" in strings_in(module)


def test_the_closure_follows_plugins_named_in_strings_and_imports_inside_functions() -> None:
    reachable = {str(path.relative_to(ROOT)) for path in corpus_closure()}
    # pytest_plugins = ["conformance.runner.step_lookup", "conformance.runner.gc_freeze"]; -p conformance.runner.whole_corpus
    assert {"conformance/runner/gc_freeze.py", "conformance/runner/step_lookup.py", "conformance/compat/pytest_bdd.py", "conformance/runner/whole_corpus.py"} <= reachable
    # imported inside a step's function (the steps for the fuzzer's findings)
    assert "conformance/checks/differential.py" in reachable
    # "reference_engine:Implementation" names the default implementation, whose games it imports by name
    assert "reference_engine/__init__.py" in reachable




def test_what_git_ignores_in_the_checkout_leaves_the_verdicts_and_a_new_file_does_not(tmp_path, monkeypatch) -> None:
    root = small_checkout(tmp_path / "repo", monkeypatch, {
        "pyproject.toml": "x = 1\n", "conftest.py": "x = 1\n", ".gitignore": "node_modules/\n",
        "conformance/runner/plugin.py": "x = 1\n"})
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    before = mutation.corpus_fingerprint("hannibal")
    (root / "conformance/reports/html_formatter/node_modules").mkdir(parents=True)
    (root / "conformance/reports/html_formatter/node_modules/index.js").write_text("installed\n")
    assert mutation.corpus_fingerprint("hannibal") == before
    (root / "conformance/runner/steps_extra.py").write_text("x = 1\n")
    assert mutation.corpus_fingerprint("hannibal") != before


#: (what changes and keeps Hannibal's verdicts, what changes and does not): the fuzzer's machinery
#: but not its comparison; the command line, its commands, the rules site and the protocol server
#: but not the plugin; another game's steps and test folder but not the game's own; the scores the
#: benchmarks write but not the module that reads them
KEPT_AND_NOT = [
    (("conformance/fuzz/campaign.py", "conformance/fuzz/templates/hannibal.json"), "conformance/checks/differential.py"),
    (("conformance/cli.py", "conformance/commands/run.py", "conformance/site/model.py",
      "conformance/site/templates/page.html", "conformance/connection/serve.py"), "conformance/runner/plugin.py"),
    (("conformance/steps/sword_of_rome/actions.py", "conformance/games/sword_of_rome/conftest.py"),
     "conformance/steps/hannibal/actions.py"),
    (("conformance/reports/mutation_scores.toml", "conformance/reports/semantic_scores.toml"),
     "conformance/reports/strength.py"),
]


@pytest.mark.parametrize("kept,changed", KEPT_AND_NOT, ids=["fuzzer", "command-line", "other-games", "scores"])
def test_a_change_outside_what_a_corpus_run_reads_keeps_the_verdicts_and_one_inside_does_not(
        tmp_path, monkeypatch, kept: tuple[str, ...], changed: str) -> None:
    root = small_checkout(tmp_path / "repo", monkeypatch, {name: "x = 1\n" for name in (
        "pyproject.toml", "conftest.py", "features/hannibal/a.feature", *kept, changed)})
    before = mutation.corpus_fingerprint("hannibal")
    for name in kept:
        (root / name).write_text("x = 2\n")
    assert mutation.corpus_fingerprint("hannibal") == before
    (root / changed).write_text("x = 2\n")
    assert mutation.corpus_fingerprint("hannibal") != before


SHARED = "conformance/steps/common.py"  # a module every corpus run imports
RULES = "reference_engine/hannibal/sieges.py"  # one of the modules mutmut mutates
MODULE = '''"""The module's docstring."""
# a comment
import os  # why


class Siege:
    """A class's docstring,
    on two lines."""

    label = "kept: a string that is no docstring"

    def lasts(self) -> int:
        """A function's docstring."""  # and a comment
        return 2
'''
REWORDED = '''"""Another docstring, longer,

on three lines."""
import os


class Siege:
    """Reworded."""
    label = "kept: a string that is no docstring"
    def lasts(self) -> int:
        # a comment where the docstring was
        return 2
'''


def _fingerprint_after(tmp_path, monkeypatch, path: str, text: str) -> tuple[str, str]:
    root = small_checkout(tmp_path / "repo", monkeypatch, {
        "pyproject.toml": "x = 1\n", "conftest.py": "x = 1\n", "features/hannibal/a.feature": "Feature: a\n",
        SHARED: MODULE, RULES: MODULE})
    before = mutation.corpus_fingerprint("hannibal")
    (root / path).write_text(text)
    return before, mutation.corpus_fingerprint("hannibal")


def test_rewording_comments_and_docstrings_of_shared_code_keeps_the_verdicts(tmp_path, monkeypatch) -> None:
    before, after = _fingerprint_after(tmp_path, monkeypatch, SHARED, REWORDED)
    assert after == before


@pytest.mark.parametrize("edit", [
    ('label = "kept: a string that is no docstring"', 'label = "a changed string"'),
    ("return 2", "return 3"),
    ("    def lasts", "    @staticmethod\n    def lasts"),
    ('"""A function\'s docstring."""', 'print("a statement now")'),
], ids=["string", "code", "decorator", "docstring-to-statement"])
def test_a_change_to_shared_code_replays_every_mutant(tmp_path, monkeypatch, edit: tuple[str, str]) -> None:
    assert edit[0] in MODULE
    before, after = _fingerprint_after(tmp_path, monkeypatch, SHARED, MODULE.replace(*edit))
    assert after != before


def test_the_modules_mutmut_mutates_count_byte_for_byte(tmp_path, monkeypatch) -> None:
    before, after = _fingerprint_after(tmp_path, monkeypatch, RULES, MODULE.replace("# a comment", "# reworded"))
    assert after != before


def test_a_module_counts_by_its_code_and_one_that_does_not_parse_byte_for_byte() -> None:
    broken = b"def f(:\n    # a comment\n    return 1\n"
    assert mutation.code_of(broken) == broken
    assert mutation.code_of(b'"""Doc."""\n\nx = 1  # why\ny = 2   \n') == b"x = 1\ny = 2"
