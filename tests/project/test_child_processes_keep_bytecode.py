"""The processes the tests start keep their bytecode, outside the source tree, even where the
machine says not to write it beside the sources (tests/support/bytecode.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support.bytecode import FOLDER, keep_bytecode_for_child_processes


class Cache:
    """pytest's ``config.cache``, as far as the function uses it: a folder by name."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def mkdir(self, name: str) -> Path:
        (self.root / name).mkdir(exist_ok=True)
        return self.root / name


def test_where_the_machine_forbids_bytecode_the_started_processes_keep_it_in_the_test_cache(tmp_path: Path) -> None:
    environ = {"PYTHONDONTWRITEBYTECODE": "1", "PATH": "/bin"}
    folder = keep_bytecode_for_child_processes(Cache(tmp_path), environ)
    assert folder == tmp_path / FOLDER and folder.is_dir()
    assert environ == {"PATH": "/bin", "PYTHONPYCACHEPREFIX": str(folder)}
    shown = subprocess.run([sys.executable, "-c", "import sys; print(sys.dont_write_bytecode, sys.pycache_prefix)"],
                           env=environ, capture_output=True, text=True, check=True).stdout.split()
    assert shown == ["False", str(folder)], "a process started with that environment writes its bytecode there"


def test_otherwise_the_machines_setting_stays(tmp_path: Path) -> None:
    unset = {"PATH": "/bin"}
    assert keep_bytecode_for_child_processes(Cache(tmp_path), unset) is None
    assert unset == {"PATH": "/bin"}
    forbidden = {"PYTHONDONTWRITEBYTECODE": "1"}
    assert keep_bytecode_for_child_processes(None, forbidden) is None, "no test cache: -p no:cacheprovider"
    assert forbidden == {"PYTHONDONTWRITEBYTECODE": "1"}
    assert not (tmp_path / FOLDER).exists()
