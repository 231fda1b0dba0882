"""Expensive artefacts built once a test run, whichever xdist workers need them: the first worker to
ask builds one into a folder of the run's temporary directory while holding a lock on it; the others
wait for the lock and read the same folder."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest


def built_once(tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """The folder ``name`` that ``build`` filled, once a run: under xdist in the folder every worker's
    temporary directory shares, otherwise in the session's. A build that failed is tried again by the
    next worker that asks (and fails it the same way)."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder, built = root / name, root / f"{name}.built"
    with (root / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not built.exists():
                shutil.rmtree(folder, ignore_errors=True)
                folder.mkdir()
                build(folder)
                built.touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return folder
