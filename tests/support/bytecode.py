"""Where the Python processes the tests start keep their bytecode."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, MutableMapping

#: the folder of the test cache (pytest's ``config.cache``) that holds it
FOLDER = "bytecode"


def keep_bytecode_for_child_processes(cache: Any, environ: MutableMapping[str, str] = os.environ) -> Path | None:
    """Where the machine sets PYTHONDONTWRITEBYTECODE, the processes the tests start (some hundreds
    of corpus runs, served engines and faulty programs, all running the same code) keep their
    bytecode in the test cache instead (PYTHONPYCACHEPREFIX): outside the source tree, which is what
    the variable keeps clean. Otherwise each would compile the project's modules again, and pytest
    rewrite the corpus plugin's assertions again: a sixth of a small corpus run's CPU. The folder, or
    None where nothing changed (the variable not set, or no cache: ``-p no:cacheprovider``)."""
    if cache is None or not environ.get("PYTHONDONTWRITEBYTECODE"):
        return None
    folder = Path(cache.mkdir(FOLDER))
    del environ["PYTHONDONTWRITEBYTECODE"]
    environ["PYTHONPYCACHEPREFIX"] = str(folder)
    return folder
