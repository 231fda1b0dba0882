"""`conformance run` in this process, and what it wrote."""

from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path
from typing import Any

from conformance import cli
from conformance.reports.runs import load_results
from tests.support.faulty import TIMEOUT

#: the reference engine over the process protocol
SERVED_REFERENCE = f"exec:{shlex.quote(sys.executable)} -m conformance serve reference"


def served(spec: str) -> str:
    """The ``exec:`` spec that serves the in-process implementation ``spec`` over the protocol."""
    return f"exec:{shlex.quote(sys.executable)} -m conformance.connection.protocol.server {spec}"


def conformance_run(report_dir: Path, *args: str, within: float = 60) -> tuple[int, dict[str, Any]]:
    """`conformance run --report-dir REPORT_DIR ARGS` in this process, which must end within
    ``within`` seconds: its exit status and its results.json ({} when it wrote none)."""
    started = time.monotonic()
    code = cli.main(["run", "--report-dir", str(report_dir), *args])
    assert time.monotonic() - started < within, f"conformance run took more than {within} s"
    results = report_dir / "results.json"
    return code, load_results(results) if results.is_file() else {}


def tiny_run(report_dir: Path, *args: str) -> tuple[int, dict[str, Any]]:
    """`conformance run` of The Sword of Rome (on the tiny corpus, where a test set it up), each
    request given the faulty programs' timeout: its exit status and its results.json."""
    return conformance_run(report_dir, "--game", "sword_of_rome", "--request-timeout", str(TIMEOUT), *args)


def on_both_transports(report_dir: Path, spec: str, *args: str) -> dict[str, tuple[int, list[dict[str, Any]]]]:
    """`conformance run ARGS` of the in-process implementation ``spec``, and of the same served over the
    protocol: the exit status and the records of each, by transport ("in-process", "served")."""
    played = {}
    for transport, implementation in (("in-process", spec), ("served", served(spec))):
        code, results = conformance_run(report_dir / transport, "--implementation", implementation, *args, within=600)
        played[transport] = code, results.get("records", [])
    return played


def by_scenario(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Records by the name of their scenario."""
    return {record["scenario"]: record for record in records}
