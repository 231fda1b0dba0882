"""benchmarks/mutation.py, loaded once for the tests of the mutation script, and a small checkout
to point it at."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT

_spec = importlib.util.spec_from_file_location("mutation_benchmark", ROOT / "benchmarks" / "mutation.py")
mutation = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = mutation  # its dataclasses look themselves up there
_spec.loader.exec_module(mutation)


def small_checkout(root: Path, monkeypatch: pytest.MonkeyPatch, files: dict[str, str]) -> Path:
    """``files`` (path: text) written under ``root``, and the script pointed at them."""
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    monkeypatch.setattr(mutation, "ROOT", root)
    monkeypatch.setattr(mutation, "SCORES", root / "conformance" / "reports" / "mutation_scores.toml")
    return root
