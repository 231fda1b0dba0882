"""Which corpus a run played: its git commit and a fingerprint of its files.

The fingerprint is the SHA-256 of every feature file and fixture file (their
paths relative to the corpus's root, and their bytes), so two runs with the
same fingerprint played the same scenarios on the same data, whether or not
the corpus is a git checkout. The commit is the checkout's ``HEAD``, and
``dirty`` says whether its features or fixtures differ from it; both are
``None`` outside a git checkout (an installed package).
"""

from __future__ import annotations

import functools
import hashlib
import subprocess
from pathlib import Path
from typing import Any

from conformance.corpus import paths


def fingerprint(root: Path | None = None) -> str:
    """``sha256:<hex>`` of the corpus's feature and fixture files under ``root`` (default: the corpus's)."""
    root = Path(root or paths.ROOT)
    digest = hashlib.sha256()
    files = sorted(p for folder in ("features", "fixtures") for p in (root / folder).rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts)
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return f"sha256:{digest.hexdigest()}"


def _git(root: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


@functools.cache
def corpus(root: Path | None = None) -> dict[str, Any]:
    """``{"commit", "dirty", "fingerprint"}`` of the corpus under ``root`` (default: the corpus's)."""
    root = Path(root or paths.ROOT)
    commit = _git(root, "rev-parse", "HEAD") if (root / "features").is_dir() else None
    dirty = None
    if commit:
        changes = _git(root, "status", "--porcelain", "--", "features", "fixtures")
        dirty = None if changes is None else bool(changes)
    return {"commit": commit or None, "dirty": dirty, "fingerprint": fingerprint(root)}
