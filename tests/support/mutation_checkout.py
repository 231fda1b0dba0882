"""A small checkout to point strength/mutation.py at."""

from __future__ import annotations

from pathlib import Path

import pytest

from strength import mutation


def small_checkout(root: Path, monkeypatch: pytest.MonkeyPatch, files: dict[str, str]) -> Path:
    """``files`` (path: text) written under ``root``, and the script pointed at them."""
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    monkeypatch.setattr(mutation, "ROOT", root)
    monkeypatch.setattr(mutation, "SCORES", root / "conformance" / "reports" / "mutation_scores.toml")
    return root
