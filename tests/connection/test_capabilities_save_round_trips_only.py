"""Capabilities of the protocol (docs/protocol.md): used only when both sides agree, and then the
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


@pytest.mark.parametrize("offered, ops", [
    ((), ["hello", "create", "pending", "act", "pending", "pending", "act", "pending", "state", "stop"]),
    ((protocol.CARRY_PENDING,), ["hello", "create", "act", "act", "state", "stop"]),
    ((protocol.CARRY_STATE,), ["hello", "create", "pending", "act", "pending", "pending", "act", "pending", "stop"]),
    (protocol.CAPABILITIES, ["hello", "create", "act", "act", "stop"]),
])
def test_carried_answers_are_the_answers_asked_for_in_fewer_round_trips(
        tmp_path: Path, offered: tuple[str, ...], ops: list[str]) -> None:
    carrying, carrying_log = logged_server(tmp_path, "carrying", capabilities=offered)
    plain, _ = logged_server(tmp_path, "plain", capabilities=())
    try:
        assert seen_by_a_scenario(carrying) == seen_by_a_scenario(plain)
        assert carrying.agreed == set(offered) and plain.agreed == frozenset()
    finally:
        carrying.close()
        plain.close()
    assert carrying_log.read_text().split() == ops


def test_a_refusal_carries_nothing_to_a_runner_of_protocol_2_2() -> None:
    session = Session(Implementation())
    session.answer({"seq": 1, "op": "hello", "protocol": "2.2", "contract": "2.1",
                    "capabilities": list(protocol.CAPABILITIES)})
    session.answer({"seq": 2, "op": "create", "position": POSITION})
    session.answer({"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": ACTIVATE})
    refused = session.answer({"seq": 4, "op": "act", "game": "g1", "player": "Rome", "action": MOVE_TOO_FAR})
    assert set(refused["refusal"]) == {"rule", "message"}
    assert protocol.answer_problem(refused) is None


def test_a_refusal_carries_what_a_runner_of_protocol_2_3_agreed_on() -> None:
    session = Session(Implementation())
    session.answer({"seq": 1, "op": "hello", "protocol": "2.3", "contract": "2.1",
                    "capabilities": [protocol.CARRY_STATE]})
    session.answer({"seq": 2, "op": "create", "position": POSITION})
    session.answer({"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": ACTIVATE})
    refused = session.answer({"seq": 4, "op": "act", "game": "g1", "player": "Rome", "action": MOVE_TOO_FAR})
    asked = session.answer({"seq": 5, "op": "state", "game": "g1"})["result"]
    assert refused["refusal"]["state"] == asked["state"]
    assert set(refused["refusal"]) == {"rule", "message", "state"}
    assert protocol.answer_problem(refused, "act", frozenset({protocol.CARRY_STATE})) is None
    assert '"state" was unexpected' in protocol.answer_problem(refused, "act", frozenset({protocol.CARRY_PENDING}))
    assert '"state" was unexpected' in protocol.answer_problem(refused, "create", frozenset(protocol.CAPABILITIES)), (
        "a refused create leaves no game to carry anything of")


def test_a_carried_state_saves_the_state_request_after_an_accepted_action(tmp_path: Path) -> None:
    implementation, log = logged_server(tmp_path, "state", capabilities=protocol.CAPABILITIES)
    plain, _ = logged_server(tmp_path, "plain", capabilities=())
    try:
        seen = []
        for side in (implementation, plain):
            game = side.create(POSITION)
            before = game.state()
            game.act("Rome", ACTIVATE)
            seen.append((before, game.state(), game.state(), game.pending()))
        assert seen[0] == seen[1] and seen[0][0] != seen[0][1], "the carried states are the ones asked for"
    finally:
        implementation.close()
        plain.close()
    assert log.read_text().split() == ["hello", "create", "act", "stop"]


def test_without_capabilities_the_handshake_is_the_one_of_protocol_2_0() -> None:
    plain = ProcessImplementation([sys.executable, "-m", "conformance", "serve", "reference"], capabilities=())
    try:
        assert "capabilities" not in plain.describe()
    finally:
        plain.close()


@pytest.mark.parametrize("read, part", [("pending", "actions"), ("state", "leaders")])
def test_a_carried_answer_is_handed_out_as_a_fresh_copy_each_time(tmp_path: Path, read: str, part: str) -> None:
    implementation, _ = logged_server(tmp_path, "copies")
    try:
        game = implementation.create(POSITION)
        first = getattr(game, read)()
        first[part].clear()
        second = getattr(game, read)()
        assert second[part], "changing what a step got does not change the next answer"
        second[part].clear()
        assert getattr(game, read)()[part], "nor does changing the next one"
    finally:
        implementation.close()


@pytest.mark.parametrize("read", ["pending", "state"])
def test_a_carried_answer_of_a_game_lost_in_a_restart_is_gone_too(tmp_path: Path, read: str) -> None:
    implementation, _ = logged_server(tmp_path, "restart")
    try:
        kept = implementation.create(POSITION)
        (tmp_path / "restart.flag").unlink()  # the next act crashes the program
        with pytest.raises(ImplementationFault, match="exited with code 1"):
            implementation.create(POSITION).act("Rome", ACTIVATE)
        with pytest.raises(ImplementationFault, match="this game is gone"):
            getattr(kept, read)()
    finally:
        implementation.close()


@pytest.mark.parametrize("capability, key, value", [
    (protocol.CARRY_PENDING, "pending", None),
    (protocol.CARRY_STATE, "state", {"dice_rolled": 0}),
])
def test_results_carry_what_only_the_handshake_agreed_on(capability: str, key: str, value: Any) -> None:
    carried = {"events": [], key: value}
    assert protocol.result_problem("act", carried, carried=frozenset({capability})) is None
    assert protocol.result_problem("create", {"game": "g1", key: value}, carried=frozenset({capability})) is None
    assert f'"{key}" was unexpected' in protocol.result_problem("act", carried)
    others = frozenset(protocol.CAPABILITIES) - {capability}
    assert f'"{key}" was unexpected' in protocol.result_problem("act", carried, carried=others)
    asked, answer = ("state", {"dice_rolled": 0}) if key == "pending" else ("pending", None)
    assert protocol.result_problem(asked, {asked: answer}, carried=frozenset(protocol.CAPABILITIES)) is None
    assert f'"{key}" was unexpected' in protocol.result_problem(asked, {asked: answer, key: value},
                                                                carried=frozenset(protocol.CAPABILITIES)), (
        "only create and act carry")


def test_a_carried_state_is_held_to_what_a_state_answer_must_be() -> None:
    both = frozenset(protocol.CAPABILITIES)
    assert protocol.result_problem("act", {"events": [], "state": {"dice_rolled": -1}}, carried=both)
    assert protocol.is_data_problem("act", {"events": [], "state": {"game": "no dice_rolled"}}, carried=both), (
        "a state without dice_rolled is the game's data amiss, judged by the scenario's checks")


def test_only_the_capabilities_the_runner_offered_are_agreed() -> None:
    assert protocol.agreed_capabilities({"capabilities": ["carry-pending", "telepathy"]}) == {"carry-pending"}
    assert protocol.agreed_capabilities({"capabilities": ["carry-state"]}, offered=("carry-pending",)) == frozenset()
    assert protocol.agreed_capabilities({"capabilities": ["carry-pending"]}, offered=()) == frozenset()
    assert protocol.agreed_capabilities({}) == frozenset()


class _Cagey:
    """An implementation whose ``read`` (pending or state) cannot be given: it raises ``answer``
    (unsupported), or gives it when it is not JSON data."""

    def __init__(self, read: str, answer: Any) -> None:
        self.inner = Implementation()
        self.read = read
        self.answer = answer

    def describe(self) -> dict[str, Any]:
        return self.inner.describe()

    def create(self, position: dict[str, Any]) -> Any:
        game = self.inner.create(position)
        outer = self

        class Game:
            def _given(self, read: str) -> Any:
                if read != outer.read:
                    return getattr(game, read)()
                if isinstance(outer.answer, Exception):
                    raise outer.answer
                return outer.answer

            def pending(self) -> Any:
                return self._given("pending")

            def state(self) -> Any:
                return self._given("state")

            def act(self, player: str, action: dict[str, Any]) -> Any:
                return game.act(player, action)

        return Game()


@pytest.mark.parametrize("read, answer, answered", [
    ("pending", Unsupported("no decisions here"), "unsupported"),
    ("pending", {"decision": "movement", "player": "Rome", "actions": {"a set"}}, "error"),
    ("state", Unsupported("no state here"), "unsupported"),
    ("state", {"dice_rolled": float("nan")}, "error"),
])
def test_the_server_leaves_out_what_it_cannot_give_and_answers_it_when_asked(read: str, answer: Any,
                                                                             answered: str) -> None:
    session = Session(_Cagey(read, answer))
    hello = session.answer({"seq": 1, "op": "hello", "protocol": "2.3", "contract": "2.1",
                            "capabilities": list(protocol.CAPABILITIES)})
    assert hello["result"]["capabilities"] == list(protocol.CAPABILITIES)
    created = session.answer({"seq": 2, "op": "create", "position": POSITION})
    acted = session.answer({"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": ACTIVATE})
    created, acted = (json.loads(_encoded(answer, carried=True)) for answer in (created, acted))
    other = "state" if read == "pending" else "pending"
    assert set(created["result"]) == {"game", other} and set(acted["result"]) == {"events", other}
    asked = json.loads(_encoded(session.answer({"seq": 4, "op": read, "game": "g1"})))
    assert answered in asked


def test_the_server_carries_nothing_to_a_runner_that_did_not_offer_it() -> None:
    session = Session(Implementation())
    hello = session.answer({"seq": 1, "op": "hello", "protocol": "2.0", "contract": "2.0"})
    assert "capabilities" not in hello["result"]
    assert session.answer({"seq": 2, "op": "create", "position": POSITION})["result"] == {"game": "g1"}


def test_the_server_carries_only_what_the_runner_offered() -> None:
    session = Session(Implementation())
    hello = session.answer({"seq": 1, "op": "hello", "protocol": "2.3", "contract": "2.1",
                            "capabilities": [protocol.CARRY_STATE, "telepathy"]})
    assert hello["result"]["capabilities"] == [protocol.CARRY_STATE]
    created = session.answer({"seq": 2, "op": "create", "position": POSITION})["result"]
    assert set(created) == {"game", "state"} and created["state"]["dice_rolled"] == 0


def eager_program(tmp_path: Path, capabilities: list[str], key: str) -> list[str]:
    """A program whose create result carries ``key`` (pending, state), whatever the handshake agreed."""
    program = tmp_path / "carries_unasked.py"
    carried = {"pending": None, "state": {"dice_rolled": 0}}[key]
    program.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    r = {'hello': {'protocol': '2.3', 'name': 'eager', 'version': '0', 'contract': '2.1',\n"
        f"                   'capabilities': {capabilities!r},\n"
        "                   'games': {'sword_of_rome': {'variants': ['2-4'], 'clauses': 'all'}}},\n"
        f"         'create': {{'game': 'g1', {key!r}: {carried!r}}}, 'stop': {{}}}}[m['op']]\n"
        "    print(json.dumps({'seq': m['seq'], 'result': r}), flush=True)\n", encoding="utf-8")
    return [sys.executable, str(program)]


@pytest.mark.parametrize("key, named, offered, hint", [
    ("pending", [], protocol.CAPABILITIES, "name it in the handshake's capabilities"),
    ("pending", ["carry-pending"], (), "this run's hello did not offer the capability \"carry-pending\" (it offered none)"),
    ("state", ["carry-pending"], protocol.CAPABILITIES, "agreed on the capability \"carry-state\": name it"),
    ("state", ["carry-pending", "carry-state"], ("carry-pending",),
     "this run's hello did not offer the capability \"carry-state\" (it offered carry-pending)"),
])
def test_a_result_carrying_what_no_capability_agreed_on_is_told_why(
        tmp_path: Path, key: str, named: list[str], offered: tuple[str, ...], hint: str) -> None:
    implementation = ProcessImplementation(eager_program(tmp_path, named, key), timeout=5, capabilities=offered)
    try:
        with pytest.raises(ImplementationFault) as caught:
            implementation.create(POSITION)
        assert f'"{key}" was unexpected' in caught.value.reason
        assert hint in caught.value.reason
    finally:
        implementation.close()


def test_a_refusal_carrying_a_misfit_state_is_the_game_s_data_amiss_not_a_fault() -> None:
    both = frozenset(protocol.CAPABILITIES)
    refused = {"seq": 4, "refusal": {"rule": "9.2", "message": "", "state": {"game": "no dice_rolled"}}}
    assert protocol.answer_problem(refused, "act", both)
    assert protocol.is_carried_data_problem(refused, "act", both)
    assert not protocol.is_carried_data_problem({**refused, "extra": 1}, "act", both), "the envelope is no data"
    assert not protocol.is_carried_data_problem(refused, "act", frozenset({protocol.CARRY_PENDING})), (
        "a state carried without its capability is a fault")
