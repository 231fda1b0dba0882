"""Capabilities of protocol 2.1 (docs/protocol.md): used only when both sides agree, and then the
scenario sees exactly what it saw without them, in fewer round trips.

The program here is tests/support/faulty/faulty.py with its fault switched off (its ``--once`` flag file
already exists): the protocol server around the reference engine, logging every request's op.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance.connection import protocol
from conformance.connection.process import ImplementationFault, ProcessImplementation
from conformance.connection.protocol.server import Session, _encoded
from conformance.contract import Refusal, Unsupported
from reference_engine import Implementation
from tests.support.faulty import ACTIVATE, POSITION, TIMEOUT, faulty

MOVE_TOO_FAR = {"type": "move", "to": "Veii"}  # not next to Roma: refused


def logged_server(tmp_path: Path, name: str, fault: str = "crash",
                  **options: Any) -> tuple[ProcessImplementation, Path]:
    """The server, misbehaving as ``fault`` only if its flag file is removed; and its log of ops."""
    flag, log = tmp_path / f"{name}.flag", tmp_path / f"{name}.log"
    flag.write_text("off")
    return faulty(fault, "--once", str(flag), "--log", str(log), timeout=max(TIMEOUT, 5.0), **options), log


def seen_by_a_scenario(implementation: ProcessImplementation) -> list[Any]:
    """What a scenario would see: decisions before and after an accepted and a refused action."""
    seen: list[Any] = []
    game = implementation.create(POSITION)
    seen.append(game.pending())
    seen.append(game.act("Rome", ACTIVATE))
    seen.append(game.pending())
    seen.append(game.pending())
    with pytest.raises(Refusal) as refused:
        game.act("Rome", MOVE_TOO_FAR)
    seen.append(refused.value.rule)
    seen.append(game.pending())
    seen.append(game.state())
    return seen


def test_carry_pending_gives_the_same_answers_in_fewer_round_trips(tmp_path: Path) -> None:
    carrying, carrying_log = logged_server(tmp_path, "carrying")
    plain, plain_log = logged_server(tmp_path, "plain", capabilities=())
    try:
        assert seen_by_a_scenario(carrying) == seen_by_a_scenario(plain)
        assert carrying.agreed == {protocol.CARRY_PENDING} and plain.agreed == frozenset()
    finally:
        carrying.close()
        plain.close()
    assert plain_log.read_text().split() == [
        "hello", "create", "pending", "act", "pending", "pending", "act", "pending", "state", "stop"]
    assert carrying_log.read_text().split() == [
        "hello", "create", "act", "act", "pending", "state", "stop"], "after a refusal the runner asks"


def test_without_capabilities_the_handshake_is_the_one_of_protocol_2_0() -> None:
    plain = ProcessImplementation([sys.executable, "-m", "conformance", "serve", "reference"], capabilities=())
    try:
        assert "capabilities" not in plain.describe()
    finally:
        plain.close()


def test_a_carried_decision_is_handed_out_as_a_fresh_copy_each_time(tmp_path: Path) -> None:
    implementation, _ = logged_server(tmp_path, "copies")
    try:
        game = implementation.create(POSITION)
        first = game.pending()
        first["actions"].clear()
        assert game.pending()["actions"], "changing a decision a step got does not change the next one"
    finally:
        implementation.close()


def test_a_carried_decision_of_a_game_lost_in_a_restart_is_gone_too(tmp_path: Path) -> None:
    implementation, _ = logged_server(tmp_path, "restart")
    try:
        kept = implementation.create(POSITION)
        (tmp_path / "restart.flag").unlink()  # the next act crashes the program
        with pytest.raises(ImplementationFault, match="exited with code 1"):
            implementation.create(POSITION).act("Rome", ACTIVATE)
        with pytest.raises(ImplementationFault, match="this game is gone"):
            kept.pending()
    finally:
        implementation.close()


def test_results_carry_pending_only_when_the_handshake_agreed() -> None:
    carried = {"events": [], "pending": None}
    assert protocol.result_problem("act", carried, carrying_pending=True) is None
    assert '"pending" was unexpected' in protocol.result_problem("act", carried)
    assert protocol.result_problem("pending", {"pending": None, "events": []}, carrying_pending=True)


def test_only_the_capabilities_the_runner_offered_are_agreed() -> None:
    assert protocol.agreed_capabilities({"capabilities": ["carry-pending", "telepathy"]}) == {"carry-pending"}
    assert protocol.agreed_capabilities({"capabilities": ["carry-pending"]}, offered=()) == frozenset()
    assert protocol.agreed_capabilities({}) == frozenset()


class _Cagey:
    """An implementation whose pending() cannot be given (unsupported, or not JSON data)."""

    def __init__(self, pending: Any) -> None:
        self.inner = Implementation()
        self._pending = pending

    def describe(self) -> dict[str, Any]:
        return self.inner.describe()

    def create(self, position: dict[str, Any]) -> Any:
        game = self.inner.create(position)
        outer = self

        class Game:
            def pending(self) -> Any:
                if isinstance(outer._pending, Exception):
                    raise outer._pending
                return outer._pending

            def act(self, player: str, action: dict[str, Any]) -> Any:
                return game.act(player, action)

        return Game()


@pytest.mark.parametrize("pending, answered", [
    (Unsupported("no decisions here"), "unsupported"),
    ({"decision": "movement", "player": "Rome", "actions": {"a set"}}, "error"),
])
def test_the_server_leaves_out_a_pending_it_cannot_give_and_answers_it_when_asked(pending: Any,
                                                                                  answered: str) -> None:
    session = Session(_Cagey(pending))
    hello = session.answer({"seq": 1, "op": "hello", "protocol": "2.1", "contract": "2.0",
                            "capabilities": [protocol.CARRY_PENDING]})
    assert hello["result"]["capabilities"] == [protocol.CARRY_PENDING]
    created = session.answer({"seq": 2, "op": "create", "position": POSITION})
    acted = session.answer({"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": ACTIVATE})
    created, acted = (json.loads(_encoded(answer, carried=True)) for answer in (created, acted))
    assert created["result"] == {"game": "g1"} and set(acted["result"]) == {"events"}
    asked = json.loads(_encoded(session.answer({"seq": 4, "op": "pending", "game": "g1"})))
    assert answered in asked


def test_the_server_carries_nothing_to_a_runner_that_did_not_offer_it() -> None:
    session = Session(Implementation())
    hello = session.answer({"seq": 1, "op": "hello", "protocol": "2.0", "contract": "2.0"})
    assert "capabilities" not in hello["result"]
    assert session.answer({"seq": 2, "op": "create", "position": POSITION})["result"] == {"game": "g1"}


def eager_program(tmp_path: Path, capabilities: list[str]) -> list[str]:
    """A program whose create result carries pending, whatever the handshake agreed."""
    program = tmp_path / "carries_unasked.py"
    program.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    r = {'hello': {'protocol': '2.1', 'name': 'eager', 'version': '0', 'contract': '2.0',\n"
        f"                   'capabilities': {capabilities!r},\n"
        "                   'games': {'sword_of_rome': {'variants': ['2-4'], 'clauses': 'all'}}},\n"
        "         'create': {'game': 'g1', 'pending': None}, 'stop': {}}[m['op']]\n"
        "    print(json.dumps({'seq': m['seq'], 'result': r}), flush=True)\n", encoding="utf-8")
    return [sys.executable, str(program)]


@pytest.mark.parametrize("named, offered, hint", [
    ([], protocol.CAPABILITIES, "name it in the handshake's capabilities"),
    (["carry-pending"], (), "this run's hello did not offer the capability \"carry-pending\" (--no-capabilities)"),
])
def test_a_result_carrying_pending_without_the_capability_agreed_is_told_why(
        tmp_path: Path, named: list[str], offered: tuple[str, ...], hint: str) -> None:
    implementation = ProcessImplementation(eager_program(tmp_path, named), timeout=5, capabilities=offered)
    try:
        with pytest.raises(ImplementationFault) as caught:
            implementation.create(POSITION)
        assert '"pending" was unexpected' in caught.value.reason
        assert hint in caught.value.reason
    finally:
        implementation.close()
