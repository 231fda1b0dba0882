"""The project's layers hold: the import contracts of ``pyproject.toml`` (import-linter).

The reference engine reaches the harness only through the contract; the harness's
sub-packages import only those below them (the command line, ``conformance run``, the
bound games, the fuzzer and the site, the steps, the runner, the reports, the checks,
reaching an implementation, reading the corpus, fenced third-party internals, the
contract); nothing the corpus runs imports the tests or the tools.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

from conformance.corpus import paths

#: what the top of the conformance package holds: the package, ``python -m``, the command line, its options
TOP_LEVEL_MODULES = {"__init__.py", "__main__.py", "cli.py", "options.py"}


def test_every_import_contract_is_kept(capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(paths.PROJECT)
    code = lint_imports(config_filename=str(paths.PROJECT / "pyproject.toml"), no_cache=True, no_logo=True)
    said = capsys.readouterr().out
    assert code == 0, f"import contracts broken (pyproject.toml, [tool.importlinter]):\n{said}"
    assert "0 broken" in said


def test_the_harness_keeps_only_its_entry_points_at_its_top_level() -> None:
    modules = {path.name for path in Path(paths.PACKAGE).glob("*.py")}
    assert modules == TOP_LEVEL_MODULES, f"move {sorted(modules - TOP_LEVEL_MODULES)} into the sub-package of its question"


def _packages() -> list[str]:
    """Every package of the harness and the reference engine, found on disk (importing them is the test's)."""
    root = Path(paths.PACKAGE).parent
    return sorted(".".join(init.parent.relative_to(root).parts) for top in ("conformance", "reference_engine")
                  for init in (root / top).rglob("__init__.py") if "__pycache__" not in init.parts)


@pytest.mark.parametrize("package", _packages())
def test_every_name_a_package_exports_can_be_imported(package: str) -> None:
    """A package's public API (``__all__``, most of it exported lazily) names only what exists."""
    module = importlib.import_module(package)
    broken = []
    for name in getattr(module, "__all__", []):
        try:
            getattr(module, name)
        except (ImportError, AttributeError) as exc:
            broken.append(f"{name}: {type(exc).__name__}: {exc}")
    assert not broken, f"{package} exports what cannot be imported: {broken}"
