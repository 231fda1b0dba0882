"""Why an answer does not fit a JSON Schema, said in JSON's words (conformance.contract.messages).

Implementers write JavaScript, Go, Rust ...: when their program sent ``null``
where a string is due, the message says ``null is not of type "string"``, not
Python's ``None is not of type 'string'``. Every value is quoted as JSON
(``true``, ``"1"``, ``{"x": 1}``), every type by JSON Schema's name, on the
protocol's schema (conformance.connection.protocol) and on the games' data schemas
(conformance.checks.schemas) alike; the "where" before it (``at actions/0/leaders``)
is the caller's. The value quoted first is shortened so that the reason after
it survives, and a value that is not JSON data at all (an in-process
implementation may hand over a set, a tuple, NaN) is named by its Python type.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from conformance.checks import schemas
from conformance.contract.messages import LIMIT, explained, json_text, not_json
from conformance.connection import protocol
from tests.support.runs import on_both_transports


def reason(schema: dict[str, Any], instance: Any) -> str:
    """What :func:`explained` says of ``instance`` against ``schema``."""
    return explained(best_match(Draft202012Validator(schema).iter_errors(instance)))


@pytest.mark.parametrize("schema, instance, message", [
    # type: JSON values, JSON Schema's type names, several types joined by "or"
    ({"type": "string"}, None, 'null is not of type "string"'),
    ({"type": "integer"}, True, 'true is not of type "integer"'),
    ({"type": "integer"}, "1", '"1" is not of type "integer"'),
    ({"type": ["null", "string"]}, 1.5, '1.5 is not of type "null" or "string"'),
    ({"properties": {"a": {"type": "boolean"}}}, {"a": 0}, '0 is not of type "boolean"'),
    # required, additional properties, the names of an object's keys
    ({"required": ["leaders"]}, {}, '"leaders" is a required property'),
    ({"properties": {"a": {}}, "additionalProperties": False}, {"a": 1, "c": 3, "b": 2},
     'Additional properties are not allowed ("b", "c" were unexpected)'),
    ({"patternProperties": {"^x": {}}, "additionalProperties": False}, {"y": 1},
     '"y" does not match any of the regexes: "^x"'),
    ({"propertyNames": {"pattern": "^[a-z]+$"}}, {"Rome": 1}, 'property name "Rome" does not match "^[a-z]+$"'),
    ({"minProperties": 1}, {}, "{} should be non-empty"),
    ({"minProperties": 2}, {"a": 1}, '{"a": 1} has fewer than 2 properties'),
    ({"maxProperties": 0}, {"a": 1}, '{"a": 1} is expected to be empty'),
    ({"maxProperties": 1}, {"a": 1, "b": 2}, '{"a": 1, "b": 2} has more than 1 property'),
    ({"dependentRequired": {"from": ["to"]}}, {"from": "Roma"}, '"to" is a dependency of "from"'),
    # values allowed
    ({"enum": ["a", "b"]}, True, 'true is not one of ["a", "b"]'),
    ({"const": "move"}, "pass", '"move" was expected, not "pass"'),
    ({"oneOf": [{"type": "string"}, {"type": "integer"}]}, {"x": 1},
     '{"x": 1} is not valid under any of the given schemas'),
    ({"anyOf": [{"type": "string"}, {"type": "integer"}]}, None, "null is not valid under any of the given schemas"),
    ({"oneOf": [{"type": "integer"}, {"minimum": 0}]}, 1, "1 is valid under more than one of the given schemas"),
    # numbers
    ({"minimum": 1}, 0, "0 is less than the minimum of 1"),
    ({"maximum": 6}, 7, "7 is greater than the maximum of 6"),
    ({"exclusiveMinimum": 0}, 0, "0 is less than or equal to the minimum of 0"),
    ({"exclusiveMaximum": 6}, 6.5, "6.5 is greater than or equal to the maximum of 6"),
    ({"multipleOf": 2}, 3, "3 is not a multiple of 2"),
    # strings: the pattern is quoted as JSON, as the schema file writes it
    ({"minLength": 1}, "", '"" should be non-empty'),
    ({"minLength": 3}, "ab", '"ab" is shorter than 3 characters'),
    ({"maxLength": 0}, "a", '"a" is expected to be empty'),
    ({"maxLength": 2}, "abc", '"abc" is longer than 2 characters'),
    ({"pattern": "^[0-9]+\\.[0-9]+$"}, "two", '"two" does not match "^[0-9]+\\\\.[0-9]+$"'),
    # arrays
    ({"minItems": 1}, [], "[] should be non-empty"),
    ({"minItems": 2}, [1], "[1] has fewer than 2 items"),
    ({"maxItems": 0}, [None], "[null] is expected to be empty"),
    ({"maxItems": 1}, [1, 2], "[1, 2] has more than 1 item"),
    ({"uniqueItems": True}, ["a", "b", "a"], '["a", "b", "a"] has non-unique elements ("a" more than once)'),
    ({"prefixItems": [{}], "items": False}, [1, None], "Expected at most 1 item but found 1 extra: null"),
    # any other keyword: jsonschema's sentence, the value and the keyword's value quoted as JSON
    ({"not": {"type": "string"}}, "x", '"x" should not be valid under {"type": "string"}'),
    ({"contains": {"type": "string"}}, [1, None], "[1, null] does not contain items matching the given schema"),
])
def test_each_keyword_says_what_is_wrong_in_json(schema: dict[str, Any], instance: Any, message: str) -> None:
    assert reason(schema, instance) == message


def test_the_protocols_messages_speak_json() -> None:
    hello = {"protocol": "2.1", "name": "mine", "version": "0", "contract": "2.0",
             "games": {"hellenes": {"variants": ["standard"], "clauses": "all"}}}
    assert protocol.answer_problem({"seq": "2", "result": {}}) == 'at seq: "2" is not of type "integer"'
    assert protocol.answer_problem({"seq": 0, "result": {}}) == "at seq: 0 is less than the minimum of 1"
    assert protocol.answer_problem(True) == 'at (top level): true is not of type "object"'
    assert protocol.answer_problem({"seq": 1}) == 'at (top level): {"seq": 1} has fewer than 2 properties'
    assert protocol.answer_problem({"seq": 1, "result": {}, "error": {}}) == (
        'at (top level): {"seq": 1, "result": {}, "error": {}} has more than 2 properties')
    assert protocol.answer_problem({"seq": 1, "refusal": {"rule": "", "message": ""}}) == (
        'at refusal/rule: "" should be non-empty')
    assert protocol.answer_problem({"seq": 1, "unsupported": {"reason": None}}) == (
        'at unsupported/reason: null is not of type "string"')
    assert protocol.result_problem("hello", {k: v for k, v in hello.items() if k != "name"}) == (
        'at (top level): "name" is a required property')
    assert protocol.result_problem("hello", {**hello, "protocol": "two"}) == (
        'at protocol: "two" does not match "^[0-9]+\\\\.[0-9]+$"')
    assert protocol.result_problem("hello", {**hello, "capabilities": ["carry-pending", "carry-pending"]}) == (
        'at capabilities: ["carry-pending", "carry-pending"] has non-unique elements ("carry-pending" more than once)')
    assert protocol.result_problem("hello", {**hello, "games": {}}) == "at games: {} should be non-empty"
    assert protocol.result_problem("act", {"events": [], "pending": None}) == (
        'at (top level): Additional properties are not allowed ("pending" was unexpected)')
    assert protocol.request_problem({"seq": 2, "op": "hello", "protocol": "2.1", "contract": "2.0"}) == (
        "at seq: 1 was expected, not 2")
    assert protocol.data_problem("pending", {"decision": "movement", "player": None, "actions": []}) == (
        'at player: null is not of type "string"')
    assert protocol.data_problem("pending", {"x": 1}) == (
        'at (top level): {"x": 1} is not valid under any of the given schemas')
    assert protocol.data_problem("act", [{"type": True}]) == 'at 0/type: true is not of type "string"'


MOVED = {"type": "moved", "block": "Athenian hoplites", "from": "Athens", "to": "Megara",
         "cargo": None, "step": 1, "action": 1}


def test_the_games_data_messages_speak_json() -> None:
    assert schemas.problem("hellenes", "event", {**MOVED, "to": None}) == 'event at to: null is not of type "string"'
    assert schemas.problem("hellenes", "event", {**MOVED, "step": "1"}) == 'event at step: "1" is not of type "integer"'
    assert schemas.problem("hellenes", "event", {**MOVED, "cargo": 3}) == (
        'event at cargo: 3 is not of type "null" or "string"')
    assert schemas.problem("hellenes", "event", {k: v for k, v in MOVED.items() if k != "to"}) == (
        'event at (top): "to" is a required property')
    assert schemas.problem("hellenes", "event", {**MOVED, "colour": "red"}) == (
        'event at (top): Additional properties are not allowed ("colour" was unexpected)')
    assert schemas.problem("hellenes", "event", {"type": "teleported"}) == (
        'unknown event type "teleported" (fixtures/hellenes/schemas/event.schema.json)')
    assert schemas.problem("hellenes", "event", {"type": None}) == 'an event needs a string "type"'
    assert schemas.problem("hellenes", "action", {}) == 'an action needs a string "type"'
    assert schemas.problem("hellenes", "state", {"active": None}) == 'state at active: null is not of type "string"'
    assert schemas.answer_problem("hellenes", "act", {"events": [{**MOVED, "block": False}]}) == (
        'event at block: false is not of type "string"')
    assert schemas.fixture_field_problem("hellenes", "piece", "strength", "3") == '"3" is not of type "integer"'


def test_the_value_quoted_first_is_shortened_so_that_the_reason_survives() -> None:
    long = {"seq": 2, "result": {"actions": [{"type": "move"}] * 200}, "extra": 1}
    assert protocol.answer_problem(long) == (
        'at (top level): an object with keys "seq", "result", "extra" has more than 2 properties')
    many_keys = reason({"maxProperties": 1}, {f"key{n}": n for n in range(200)})
    assert many_keys.startswith('an object with keys "key0", "key1", ') and many_keys.endswith(
        "... has more than 1 property")
    text = reason({"maxLength": 3}, "x" * 1000)
    assert text == '"' + "x" * 116 + "... is longer than 3 characters"
    listed = reason({"type": "object"}, list(range(1000)))
    assert listed.startswith("[0, 1, 2, ") and listed.endswith('... is not of type "object"')
    assert all(len(m) <= LIMIT for m in (many_keys, text, listed, reason({"enum": ["x" * 400]}, 1)))


def test_text_that_would_disturb_a_terminal_is_written_as_json_escapes() -> None:
    # json.dumps escapes C0 controls; C1 controls, line separators and lone surrogates too
    assert reason({"type": "integer"}, "\x1b[31m\x9b\u2028\ud800") == (
        '"\\u001b[31m\\u009b\\u2028\\ud800" is not of type "integer"')
    assert reason({"type": "integer"}, "Athènes") == '"Athènes" is not of type "integer"'


@pytest.mark.parametrize("value, shown", [
    ({1, 2}, "{1, 2} (a Python set, not JSON data)"),
    ((1, 2), "(1, 2) (a Python tuple, not JSON data)"),
    (float("nan"), "nan (a Python float, not a JSON number)"),
    ([float("inf")], "[inf] (a Python list holding the float inf, not JSON data)"),
    ({"a": {1}}, "{'a': {1}} (a Python dict holding a Python set, not JSON data)"),
    ({1: "a"}, "{1: 'a'} (a Python dict with a Python int key, not JSON data)"),
    (b"move", "b'move' (a Python bytes, not JSON data)"),
])
def test_what_is_not_json_data_is_named_by_its_python_type(value: Any, shown: str) -> None:
    assert json_text(value) == shown


def test_what_is_not_json_data_never_breaks_the_message() -> None:
    class Block:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    looped: list[Any] = [1]
    looped.append(looped)
    assert not_json(looped) == "a Python list holding itself, not JSON data"
    assert not_json({"a": looped}) == "a Python dict holding a list that holds itself, not JSON data"
    assert reason({"type": "string"}, {1, 2}) == '{1, 2} (a Python set, not JSON data) is not of type "string"'
    assert reason({"type": "object"}, looped) == (
        '[1, [1, [1, [...]]]] (a Python list holding itself, not JSON data) is not of type "object"')
    assert json_text(Block()).endswith(" (a Python Block, not JSON data)")
    assert protocol.answer_problem({"seq": (1,), "result": {}}) == (
        'at seq: (1,) (a Python tuple, not JSON data) is not of type "integer"')
    assert protocol.data_problem("act", [{"type": {"moved"}}]) == (
        "at 0/type: {'moved'} (a Python set, not JSON data) is not of type \"string\"")
    assert schemas.problem("hellenes", "state", {"active": ("Athens",)}) == (
        "state at active: ('Athens',) (a Python tuple, not JSON data) is not of type \"string\"")
    assert protocol.answer_problem({"seq": 1, 1: 2}) == (
        "at (top level): Additional properties are not allowed (1 (a Python int key, not JSON data) was unexpected)")
    battle = {"forces": [], "fought": [], "joined": [], "winner": None}  # fits, but under a key 1, not "1"
    assert schemas.problem("hellenes", "state", {"battles": {1: battle}}) == (
        "state is a Python dict holding a dict with a Python int key, not JSON data")
    assert schemas.problem("hellenes", "event", {**MOVED, "step": float("nan")}) == (
        'event at step: nan (a Python float, not a JSON number) is not of type "integer"')


def test_null_where_a_string_is_due_reads_the_same_in_process_and_over_the_protocol(tmp_path: Path) -> None:
    """The program sent ``null``: over ``exec:`` as in-process, the scenario fails saying so in JSON."""
    played = on_both_transports(tmp_path, "python:strength.wrong.misfits:NullPlayer", "--game", "hellenes",
                                "--clause", "5.3-a")
    messages = {}
    for name, (code, records) in played.items():
        assert records and code == 1 and {r["status"] for r in records} == {"failed"}, (name, code)
        messages[name] = [(r["scenario"], r["message"]) for r in records]
    assert messages["in-process"] == messages["served"]
    first = messages["served"][0][1]
    assert ("pending() gave what the contract does not allow of any game (conformance/connection/protocol/schema.json, "
            'docs/protocol.md): at player: null is not of type "string"; it gave {') in first, first
    assert '"player": null' in first and "None" not in first, first
