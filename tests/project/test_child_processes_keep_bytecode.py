"""The processes the tests start keep their bytecode, outside the source tree, even where the
machine says not to write it beside the sources (tests/support/bytecode.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.support.bytecode import keep_bytecode_for_child_processes


def test_where_the_machine_forbids_bytecode_the_started_processes_keep_it_in_a_new_folder() -> None:
    environ = {"PYTHONDONTWRITEBYTECODE": "1", "PATH": "/bin"}
    folder = keep_bytecode_for_child_processes(environ)
    try:
        assert folder is not None and folder.is_dir() and not any(folder.iterdir())
        assert environ == {"PATH": "/bin", "PYTHONPYCACHEPREFIX": str(folder)}
        shows = "import sys; print(sys.dont_write_bytecode, sys.pycache_prefix, sep='\\n')"  # a path may hold spaces
        shown = subprocess.run([sys.executable, "-c", shows],
                               env=environ, capture_output=True, text=True, check=True).stdout.splitlines()
        assert shown == ["False", str(folder)], "a process started with that environment writes its bytecode there"
    finally:
        if folder is not None:
            shutil.rmtree(folder)


def test_otherwise_the_machines_setting_stays() -> None:
    unset = {"PATH": "/bin"}
    assert keep_bytecode_for_child_processes(unset) is None
    assert unset == {"PATH": "/bin"}


def test_the_test_command_gives_its_processes_a_folder_outside_the_checkout() -> None:
    """The test command's own configuration (tests/conftest.py) has done it, whatever plugins it
    runs with (the cache provider is off)."""
    assert not os.environ.get("PYTHONDONTWRITEBYTECODE"), "no process the tests start is told not to keep it"
    if "PYTHONPYCACHEPREFIX" in os.environ:
        root = Path(__file__).resolve().parents[2]
        assert not Path(os.environ["PYTHONPYCACHEPREFIX"]).resolve().is_relative_to(root)
