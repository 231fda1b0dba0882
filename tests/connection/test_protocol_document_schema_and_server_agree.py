"""The protocol document, the JSON Schema and the protocol server agree."""

from __future__ import annotations

import io
import json

import pytest
from jsonschema import Draft202012Validator

from conformance.connection import protocol
from conformance.connection.protocol.server import Session, serve
from reference_engine import Implementation
from tests.support.protocol_document import DOC, example_sessions


def problem(arrow: str, message: dict, requests: dict[int, str], carried: frozenset[str] = frozenset()) -> str | None:
    if arrow == "→":
        return protocol.request_problem(message)
    found = protocol.answer_problem(message, requests.get(message.get("seq")), carried)
    if found or "result" not in message:
        return found
    return protocol.result_problem(requests[message["seq"]], message["result"], carried=carried)


def test_the_schema_is_a_valid_json_schema() -> None:
    Draft202012Validator.check_schema(protocol.schema())


def test_the_document_names_the_protocol_version() -> None:
    assert f"# The process protocol (version {protocol.PROTOCOL_VERSION})" in DOC.read_text(encoding="utf-8")


def test_every_example_message_in_the_document_fits_the_schema() -> None:
    sessions = example_sessions("ndjson")
    assert sessions, "docs/protocol.md has no example session"
    for session in sessions:
        requests: dict[int, str] = {}
        carried: frozenset[str] = frozenset()
        for arrow, message in session:
            if arrow == "→":
                requests[message["seq"]] = message["op"]
            found = problem(arrow, message, requests, carried)
            assert found is None, f"docs/protocol.md example rejected by the schema {found}: {message}"
            if arrow == "←" and requests[message["seq"]] == "hello":
                carried = protocol.agreed_capabilities(message["result"])


def test_the_example_session_shows_every_request_and_every_kind_of_answer() -> None:
    messages = [m for session in example_sessions("ndjson") for m in session]
    ops = {m["op"] for arrow, m in messages if arrow == "→"}
    assert ops == set(protocol.OPS)
    outcomes = {key for arrow, m in messages if arrow == "←" for key in m if key != "seq"}
    assert outcomes == set(protocol.OUTCOMES)


def test_every_counter_example_in_the_document_is_rejected_by_the_schema() -> None:
    examples = [m for block in example_sessions("ndjson-invalid") for m in block]
    assert examples, "docs/protocol.md shows no rejected messages"
    for arrow, message in examples:
        assert problem(arrow, message, {4: "act"}) is not None, f"the schema accepts {message}"


def test_the_schema_defines_a_request_and_a_result_for_every_op() -> None:
    defs = protocol.schema()["$defs"]
    assert set(defs["requests"]) == set(protocol.OPS) == set(defs["results"])


@pytest.mark.parametrize("op, result", [
    ("pending", {"pending": {"decision": "movement", "player": "Rome"}}),
    ("act", {"events": [{"leader": "Camillus"}]}),
    ("create", {"game": ""}),
    ("hello", {"protocol": "1.0", "name": "x", "version": "1", "contract": "1.0",
               "games": {"sword_of_rome": {"variants": [], "clauses": "some"}}}),
    ("stop", {"bye": True}),
])
def test_malformed_results_are_rejected(op: str, result: dict) -> None:
    assert protocol.result_problem(op, result) is not None


def test_protocol_versions_are_compatible_by_major_number() -> None:
    assert protocol.is_compatible("2.7")
    assert not protocol.is_compatible("1.0")
    assert not protocol.is_compatible(None)


def session_answers(lines: list[dict | str]) -> list[dict]:
    stdin = io.BytesIO("".join((l if isinstance(l, str) else json.dumps(l)) + "\n" for l in lines).encode())
    stdout = io.BytesIO()
    serve(Implementation(), stdin, stdout)
    return [json.loads(line) for line in stdout.getvalue().decode().splitlines()]


def test_the_server_answers_every_request_with_a_valid_answer() -> None:
    position = {"contract": "1.0", "game": "sword_of_rome", "variant": "2-4",
                "map": {"spaces": {"Roma": {}}, "connections": []},
                "pieces": [{"kind": "leader", "name": "Camillus", "faction": "Rome", "space": "Roma"}],
                "situation": {"phasing": "Rome"}}
    requests = [
        {"seq": 1, "op": "hello", "protocol": "2.0", "contract": "2.0"},
        {"seq": 2, "op": "create", "position": position},
        {"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": {"type": "activate", "leader": "Camillus", "card": 4}},
        {"seq": 4, "op": "create", "position": {**position, "game": "chess"}},
        {"seq": 5, "op": "state", "game": "g9"},
        {"seq": 6, "op": "pending", "game": "g1"},
        {"seq": 7, "op": "stop"},
        {"seq": 8, "op": "pending", "game": "g1"},
    ]
    answers = session_answers(requests)
    assert [a["seq"] for a in answers] == [1, 2, 3, 4, 5, 6, 7], "stop ends the session"
    assert answers[2]["refusal"]["rule"] == "contract:malformed-action"  # there is no card 4
    assert "unsupported" in answers[3]
    assert "error" in answers[4]
    for request, answer in zip(requests, answers):
        assert protocol.answer_problem(answer) is None
        if "result" in answer:
            assert protocol.result_problem(request["op"], answer["result"]) is None


def test_the_server_answers_garbage_with_an_error() -> None:
    answers = session_answers(["not json", {"seq": 2, "op": "stop"}])
    assert "error" in answers[0] and answers[1] == {"seq": 2, "result": {}}


def test_a_session_keeps_every_game_it_created() -> None:
    session = Session(Implementation())
    position = {"contract": "1.0", "game": "sword_of_rome", "map": {"spaces": {"Roma": {}}}}
    first = session.answer({"seq": 1, "op": "create", "position": position})["result"]["game"]
    second = session.answer({"seq": 2, "op": "create", "position": position})["result"]["game"]
    assert first != second
    assert "result" in session.answer({"seq": 3, "op": "state", "game": first})


def test_a_die_beyond_the_script_crosses_the_protocol_as_unscripted_die() -> None:
    position = {"contract": "2.0", "game": "hellenes", "dice": []}
    session = Session(Implementation())
    game = session.answer({"seq": 1, "op": "create", "position": position})["result"]["game"]
    rolled = {"seq": 2, "unscripted_die": {"rolled": 3, "message": "the storm roll for the border A-B"}}
    assert protocol.answer_problem(rolled) is None
    assert protocol.answer_problem({"seq": 2, "unscripted_die": {"message": "how many were rolled?"}}) is not None
    state = session.answer({"seq": 2, "op": "state", "game": game})["result"]
    assert state["state"]["dice_rolled"] == 0
    assert protocol.result_problem("state", state) is None
    assert protocol.result_problem("state", {"state": {"game": "hellenes"}}) is not None, "dice_rolled is required"


def test_a_rejected_answer_keeps_the_reason_however_long_the_answer() -> None:
    # the value jsonschema quotes first is shortened: the reason after it is what the implementer needs
    long = {"seq": 2, "result": {"actions": [{"type": "move"}] * 200}, "extra": 1}
    found = protocol.answer_problem(long)
    assert found == 'at (top level): an object with keys "seq", "result", "extra" has more than 2 properties'
    assert protocol.answer_problem({"seq": "2", "result": {}}) == 'at seq: "2" is not of type "integer"'
