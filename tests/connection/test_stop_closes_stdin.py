"""After ``stop`` the runner closes the program's stdin: a program that reads
stdin to its end exits by itself at once, instead of being waited for and
killed."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from conformance.connection.specs import load_implementation
from conformance.corpus.paths import ROOT

READS_ON = '''
import sys
sys.path.insert(0, {root!r})
from conformance.connection.protocol.server import serve
from reference_engine import Implementation

serve(Implementation())
sys.stdin.read()  # keeps reading after 'stop', until the end of its input
'''


def test_a_program_reading_on_after_stop_exits_by_itself(tmp_path: Path) -> None:
    script = tmp_path / "reads_on.py"
    script.write_text(READS_ON.format(root=str(ROOT)), encoding="utf-8")
    spec = f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    implementation = load_implementation(spec, timeout=5.0, restart_budget=0)
    assert "sword_of_rome" in implementation.describe()["games"]
    popen = implementation._process.popen
    implementation.close()
    assert popen.returncode == 0, "the program was killed instead of seeing the end of its input"
