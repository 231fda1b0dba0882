"""Faulty programs for the runner's tests: faulty.py serves the reference engine over the process
protocol and misbehaves as it is told (README.md); inprocess.py and unimportable.py are faulty
in-process implementations."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from conformance.connection.process import ProcessImplementation

FAULTY = Path(__file__).parent / "faulty.py"
#: the per-request timeout the runner's fault tests give the faulty program
TIMEOUT = 1.0
#: a position and an action the faulty program answers (or fails to) as its fault says
POSITION = {
    "contract": "1.0", "game": "sword_of_rome", "variant": "2-4",
    "map": {"spaces": {"Roma": {}, "Sutrium": {}}, "connections": [{"between": ["Roma", "Sutrium"], "type": "clear"}]},
    "pieces": [{"kind": "leader", "name": "Camillus", "faction": "Rome", "space": "Roma"}],
    "situation": {"phasing": "Rome"},
}
ACTIVATE = {"type": "activate", "leader": "Camillus", "card": 1}


def faulty(fault: str, *extra: str, **options) -> ProcessImplementation:
    """The faulty program (faulty.py) with ``fault``, over the process protocol."""
    options.setdefault("timeout", TIMEOUT)
    return ProcessImplementation([sys.executable, str(FAULTY), fault, *extra], **options)


def faulty_spec(fault: str, *extra: str) -> str:
    """The ``exec:`` implementation spec of the faulty program with ``fault``."""
    return "exec:" + shlex.join([sys.executable, str(FAULTY), fault, *extra])
