"""Where the Python processes the tests start keep their bytecode."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import MutableMapping


def keep_bytecode_for_child_processes(environ: MutableMapping[str, str] = os.environ) -> Path | None:
    """Where the machine sets PYTHONDONTWRITEBYTECODE, the processes the tests start (some hundreds
    of corpus runs, served engines and faulty programs, all running the same code) keep their
    bytecode in a new temporary folder instead (PYTHONPYCACHEPREFIX): outside the source tree,
    which is what the variable keeps clean. Otherwise each would compile the project's modules
    again, and pytest rewrite the corpus plugin's assertions again: a tenth of a small corpus run's
    CPU. The folder, for the caller to remove at the end of the run, or None where the variable is
    not set and nothing changes.

    A test that starts a process under a file size limit (``ulimit -f``) sets
    PYTHONDONTWRITEBYTECODE for it again: Python does not check that a bytecode file was written
    whole, so such a process would leave the first kilobytes of a module's in the folder, and
    every process after it would fail to import that module."""
    if not environ.get("PYTHONDONTWRITEBYTECODE"):
        return None
    folder = Path(tempfile.mkdtemp(prefix="wargame-rules-tests-bytecode-"))
    del environ["PYTHONDONTWRITEBYTECODE"]
    environ["PYTHONPYCACHEPREFIX"] = str(folder)
    return folder
