"""The protocol's fast check (jsonschema-rs) gives the pure-Python validator's verdict.

conformance.connection.protocol checks every request and answer with jsonschema-rs and
asks the ``jsonschema`` package only about a message it rejects. That is the
same verdict as the pure-Python validator's as long as jsonschema-rs never
accepts what the Python one rejects; these properties check it on messages
near the schema: the document's examples with a part replaced, removed or
added.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.connection import protocol
from tests.support.protocol_document import example_sessions

#: every part of the schema the runner and the server check against
POINTERS = ("#", "#/$defs/request", "#/$defs/answer",
            *(f"#/$defs/requests/{op}" for op in protocol.OPS), *(f"#/$defs/results/{op}" for op in protocol.OPS))
#: every set of capabilities a handshake may agree on: results of create and act differ under each
AGREED = [frozenset(), *(frozenset({name}) for name in protocol.CAPABILITIES), frozenset(protocol.CAPABILITIES)]

EXAMPLES = [message for session in example_sessions("ndjson") + example_sessions("ndjson-invalid")
            for _, message in session]
EXAMPLES += [message["result"] for message in EXAMPLES if isinstance(message.get("result"), dict)]
#: (example, a part of the schema it fits, or any part for the counter-examples)
PAIRS = [(message, pointer) for message in EXAMPLES for pointer in POINTERS
         if protocol._validator(pointer).is_valid(message)]
PAIRS += [(message, pointer) for message in EXAMPLES for pointer in POINTERS if (message, pointer) not in PAIRS][::7]

#: strings the schema cares about: versions (a pattern), "all", empty strings, a final newline
TEXT = st.sampled_from(["2.0", "2.0\n", "2.x", "all", "", "g1", "Rome", "activate", "9.1.2-a", "\u00e9"]) | st.text(max_size=4)
SCALARS = (st.none() | st.booleans() | st.integers(min_value=-3, max_value=3) | st.integers()
           | st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([1.0, 0.0, 2.5]) | TEXT)
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(TEXT | st.sampled_from(list(protocol.OUTCOMES) + ["seq", "op", "type"]),
                                      inner, max_size=3), max_leaves=6)


def _places(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path into ``value`` (objects and arrays)."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _places(item, (*path, index))
    return found


@st.composite
def near_the_schema(draw: st.DrawFn) -> tuple[Any, str]:
    """An example message with a few parts replaced, removed or added, and a part of the schema."""
    message, pointer = draw(st.sampled_from(PAIRS))
    message = copy.deepcopy(message)
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        path = draw(st.sampled_from(_places(message)))
        if not path:
            message = draw(JSON)
            continue
        *outer, last = path
        parent = message
        for step in outer:
            parent = parent[step]
        change = draw(st.sampled_from(["replace", "remove", "add"]))
        if change == "remove":
            del parent[last]
        elif change == "add" and isinstance(parent, dict):
            parent[draw(TEXT | st.sampled_from(["seq", "result", "refusal", "game", "dice_rolled"]))] = draw(JSON)
        else:
            parent[last] = draw(JSON)
    return message, pointer


@settings(max_examples=300, deadline=None)
@given(near=near_the_schema())
def test_the_fast_check_never_accepts_what_the_python_validator_rejects(near: tuple[Any, str]) -> None:
    message, pointer = near
    python_accepts = protocol._validator(pointer).is_valid(message)
    assert (protocol._first_error(pointer, message) is None) == python_accepts


def test_a_message_jsonschema_rs_rejects_is_judged_and_explained_by_the_python_validator() -> None:
    # Python's `$` matches before a final newline: the pure-Python validator accepts this version
    # string and jsonschema-rs does not; the verdict stays the Python validator's, as before
    hello = {"seq": 1, "op": "hello", "protocol": "2.0\n", "contract": "2.0"}
    assert not protocol._fast("#/$defs/requests/hello").is_valid(hello)
    assert protocol.request_problem(hello) is None
    assert protocol.request_problem({**hello, "protocol": "two"}) == 'at protocol: "two" does not match "^[0-9]+\\\\.[0-9]+$"'


def test_what_is_not_json_data_is_judged_by_the_python_validator() -> None:
    act = {"seq": 2, "op": "act", "game": object(), "player": "Rome", "action": {"type": "move"}}
    found = protocol.request_problem(act)
    assert found.startswith("at game: <object object at ")
    assert found.endswith('> (a Python object, not JSON data) is not of type "string"')


@settings(max_examples=300, deadline=None)
@given(near=near_the_schema(), carried=st.sampled_from(AGREED))
def test_a_refusal_carrying_what_the_handshake_agreed_on_is_judged_alike_by_both(
        near: tuple[Any, str], carried: frozenset[str]) -> None:
    message, _ = near
    python = protocol._validators(protocol.answer_schema("act", carried))[1]
    assert (protocol.answer_problem(message, "act", carried) is None) == python.is_valid(message)


@settings(max_examples=300, deadline=None)
@given(near=near_the_schema(), op=st.sampled_from(protocol.CARRYING_OPS), carried=st.sampled_from(AGREED))
def test_a_result_carrying_what_the_handshake_agreed_on_is_judged_alike_by_both(
        near: tuple[Any, str], op: str, carried: frozenset[str]) -> None:
    message, _ = near
    result = message.get("result", message) if isinstance(message, dict) else message
    python = protocol._result_validators(op, carried)[1]
    assert (protocol.result_problem(op, result, carried=carried) is None) == python.is_valid(result)


@settings(max_examples=300, deadline=None)
@given(near=near_the_schema(), op=st.sampled_from(protocol.OPS), carried=st.sampled_from(AGREED))
def test_one_pass_over_an_answer_and_its_result_says_what_the_two_checks_say(
        near: tuple[Any, str], op: str, carried: frozenset[str]) -> None:
    # the runner checks an answer and its result in one pass (protocol.answer_fits) and asks the two
    # checks only when it does not fit: it fits exactly when both fast checks accept
    message, _ = near
    checks = [(protocol._validators(protocol.answer_schema(op, carried))[0], message)]
    if isinstance(message, dict) and "result" in message:
        checks.append((protocol._result_validators(op, carried)[0], message["result"]))
    both = all(fast.is_valid(part) for fast, part in checks)
    assert protocol.answer_fits(op, message, carried=carried) == both
    if both:
        assert protocol.answer_problem(message, op, carried) is None
        assert len(checks) == 1 or protocol.result_problem(op, message["result"], carried=carried) is None
