"""The runner survives faulty implementations, reports them and goes on.

Each fault is played by tests/support/faulty/faulty.py: first through the contract
(ProcessImplementation), then, for a representative set, through
``conformance run`` on two scenarios, checking the reports.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.connection import protocol
from conformance.connection.process import (
    HandshakeUnusable,
    ImplementationFault,
    ProcessImplementation,
)
from tests.support.faulty import ACTIVATE, POSITION, TIMEOUT, faulty, faulty_spec
from tests.support.runs import by_scenario, tiny_run
from tests.support.tiny_corpus import FIRST, SECOND


def mp_left_after_activating(implementation: ProcessImplementation) -> int:
    """A tiny scenario: create, activate, read the MP left."""
    game = implementation.create(POSITION)
    game.act("Rome", ACTIVATE)
    return game.state()["army"]["mp_left"]


@pytest.mark.parametrize("fault, reason, stderr", [
    ("exit-in-handshake", "exited with code 3 before answering 'hello' (request 1) during the handshake",
     "cannot find my rule tables"),
    ("crash", "exited with code 1 before answering 'act'", "RuntimeError: faulty: the movement table is corrupt"),
    ("hang", f"gave no answer to 'act' (request 3) within {TIMEOUT:g} s (a slow program may be given longer: "
             "--request-timeout)", "thinking very hard"),
    ("not-json", "with something that is not JSON: 'Moving Camillus... done!' (stdout carries the protocol alone, "
                 "one message per line: write logs to stderr)", None),
    ("schema", 'with a result the protocol schema rejects at events: "Camillus moved" is not of type "array"', None),
    ("wrong-seq", "with sequence number 10, expected 3", None),
    ("flood-stdout", "wrote a line of more than 65536 bytes to stdout", None),
    ("flood-stderr", "gave no answer to 'act'", "faulty: noise"),
])
def test_a_fault_is_reported_and_the_program_restarted(fault: str, reason: str, stderr: str | None,
                                                       tmp_path: Path) -> None:
    implementation = faulty(fault, "--once", str(tmp_path / "flag"), max_message_bytes=65536)
    try:
        with pytest.raises(ImplementationFault) as caught:
            mp_left_after_activating(implementation)
        assert reason in caught.value.reason
        if stderr:
            assert any(stderr in line for line in caught.value.stderr_tail), caught.value.stderr_tail
            assert stderr in str(caught.value)
        assert mp_left_after_activating(implementation) == 4, "the restarted program plays the next scenario"
        assert implementation.restarts == 1
    finally:
        implementation.close()


def test_a_2_0_program_that_refuses_the_offered_capabilities_is_told_why_and_plays_without_them(
        tmp_path: Path) -> None:
    offered = faulty("strict-hello")
    try:
        with pytest.raises(ImplementationFault) as caught:
            mp_left_after_activating(offered)
        assert "refused the handshake" in caught.value.reason
        assert "a field a 2.0 program may refuse: run with --no-capabilities" in caught.value.reason
    finally:
        offered.close()
    plain = faulty("strict-hello", capabilities=())
    try:
        assert mp_left_after_activating(plain) == 4
    finally:
        plain.close()


def test_a_program_that_cannot_start_is_reported_and_not_retried(tmp_path: Path) -> None:
    implementation = ProcessImplementation([str(tmp_path / "no-such-program")], timeout=TIMEOUT)
    for _ in range(2):
        with pytest.raises(ImplementationFault, match="could not start"):
            implementation.describe()
    assert implementation.starts == 1


def test_another_protocol_version_is_reported_and_not_retried() -> None:
    implementation = faulty("bad-version")
    try:
        for _ in range(2):
            with pytest.raises(HandshakeUnusable) as caught:
                implementation.create(POSITION)
            assert caught.value.reason.startswith(
                f'its hello speaks protocol version "1.0"; this runner speaks {protocol.PROTOCOL_VERSION}')
        assert implementation.starts == 1
    finally:
        implementation.close()


def test_restarts_stop_when_the_budget_is_used_up() -> None:
    implementation = faulty("crash", restart_budget=1)
    try:
        for _ in range(2):
            with pytest.raises(ImplementationFault, match="exited with code 1"):
                mp_left_after_activating(implementation)
        with pytest.raises(ImplementationFault, match=r"restart budget \(1\) is used up; last fault: exited"):
            mp_left_after_activating(implementation)
        assert implementation.starts == 2
    finally:
        implementation.close()


def test_a_game_of_a_stopped_program_is_gone(tmp_path: Path) -> None:
    implementation = faulty("crash", "--once", str(tmp_path / "flag"))
    try:
        game = implementation.create(POSITION)
        with pytest.raises(ImplementationFault):
            game.act("Rome", ACTIVATE)
        with pytest.raises(ImplementationFault, match="this game is gone"):
            game.state()
    finally:
        implementation.close()


def test_a_flood_of_stderr_is_drained_and_only_its_tail_kept() -> None:
    implementation = faulty("noisy-stderr", timeout=10)
    try:
        assert mp_left_after_activating(implementation) == 4
        process = implementation._process
        assert len(process.tail()) <= 20 and all(len(line) <= 400 for line in process.tail())
    finally:
        implementation.close()


def test_stop_ends_the_program() -> None:
    implementation = faulty("noisy-stderr")
    implementation.describe()
    process = implementation._process
    implementation.close()
    assert process.exit_code(wait=2) == 0


# -- through `conformance run`, on a tiny corpus --------------------------------------


def reported(report_dir: Path, results: dict) -> dict[str, dict]:
    """The records of a faulty run by scenario, once every report was written and every scenario recorded."""
    for report in ("results.json", "junit.xml", "matrix.md"):
        assert (report_dir / report).exists(), f"no {report} after a faulty run"
    records = by_scenario(results["records"])
    assert set(records) == {FIRST, SECOND}
    return records


@pytest.mark.parametrize("fault, reason, stderr", [
    ("crash", "exited with code 1 before answering 'act'", "the movement table is corrupt"),
    ("hang", "gave no answer to 'act'", "thinking very hard"),
    ("exit-in-handshake", "during the handshake", "cannot find my rule tables"),
])
def test_the_run_reports_the_fault_and_goes_on(fault: str, reason: str, stderr: str, tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec(fault, "--once", str(tiny / "flag")))
    records = reported(tiny / "reports", results)
    assert code == 3, "an errored scenario is exit status 3"
    assert records[FIRST]["status"] == "errored"
    assert reason in records[FIRST]["message"] and stderr in records[FIRST]["message"]
    assert records[SECOND]["status"] == "passed", "the program is restarted for the next scenario"
    matrix = (tiny / "reports" / "matrix.md").read_text()
    assert "❌ 1 errored" in matrix


def test_the_run_finishes_when_the_restart_budget_is_used_up(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("crash"), "--restart-budget", "0")
    records = reported(tiny / "reports", results)
    assert code == 3
    assert "exited with code 1" in records[FIRST]["message"]
    assert "restart budget (0) is used up" in records[SECOND]["message"]
    assert records[SECOND]["status"] == "errored"
