"""The process protocol: the adapter contract carried over stdin/stdout.

Newline-delimited JSON, one request or answer per line (docs/protocol.md).
``schema.json`` in this package is the JSON Schema every message is checked
against; this module loads it and names the checks the runner and the
protocol server use.

Every request and answer is checked, so the check is done by jsonschema-rs
(each part of the schema compiled once); only a message it rejects is read
again by the ``jsonschema`` package, whose verdict and explanation stand. So
the result is the pure-Python validator's whenever jsonschema-rs rejects, and
the two agree whenever it accepts (tests/connection/test_fast_validator_agrees_with_jsonschema.py; they
differ only where the Python one is laxer, e.g. ``$`` in a pattern matching
before a final newline). Its explanation is worded in JSON's terms, as the
games' schemas' are (conformance.contract.messages).
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Callable

import orjson

from conformance.contract.messages import explained

if TYPE_CHECKING:  # imported when first needed: a served implementation (server.py) never validates
    import jsonschema_rs
    from jsonschema import Draft202012Validator

#: Version of the protocol this runner speaks. An implementation must answer
#: the handshake with the same major version.
PROTOCOL_VERSION = "2.3"
OPS = ("hello", "create", "pending", "act", "state", "stop")
#: ops whose answer may be a refusal (the rules forbid the action or position)
REFUSABLE_OPS = ("create", "act")
#: ops whose answer may be unscripted_die (the implementation needed a die the position's script lacks)
ROLLING_OPS = ("create", "act")
OUTCOMES = ("result", "refusal", "unsupported", "unscripted_die", "error")
#: capability (2.1): the results of create and act carry the decision pending right after them
CARRY_PENDING = "carry-pending"
#: capability (2.3): the results of create and act carry the state right after them
CARRY_STATE = "carry-state"
#: the optional parts of the protocol this runner can use, offered in the handshake
CAPABILITIES = (CARRY_PENDING, CARRY_STATE)
#: ops whose result carries what the agreed capabilities name
CARRYING_OPS = ("create", "act")
#: ops whose refusal carries it too (a refused create leaves no game to tell about)
CARRYING_REFUSAL_OPS = ("act",)
#: the key each carrying capability adds to the results of CARRYING_OPS and the refusals of
#: CARRYING_REFUSAL_OPS (schema: $defs/carried)
CARRIED_KEYS = {CARRY_PENDING: "pending", CARRY_STATE: "state"}


@lru_cache(maxsize=None)
def schema() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def _part(pointer: str) -> dict[str, Any]:
    root = schema()
    return root if pointer == "#" else {"$ref": pointer, "$defs": root["$defs"]}


@lru_cache(maxsize=None)
def _validator(pointer: str) -> "Draft202012Validator":
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_part(pointer))


@lru_cache(maxsize=None)
def _fast(pointer: str) -> "jsonschema_rs.Draft202012Validator":
    import jsonschema_rs

    return jsonschema_rs.Draft202012Validator(_part(pointer))


def _first_error(pointer: str, instance: Any) -> str | None:
    return _problem(_fast(pointer), lambda: _validator(pointer), instance)


def _problem(fast: "jsonschema_rs.Draft202012Validator", python: Callable[[], "Draft202012Validator"],
             instance: Any) -> str | None:
    """None when the fast validator accepts ``instance``, else what the pure-Python one (``python()``,
    built only then) finds."""
    try:
        if fast.is_valid(instance):
            return None
    except ValueError:  # a Python object that is not JSON data: the pure-Python validator judges it
        pass
    return _explained(python(), instance)


def _explained(validator: "Draft202012Validator", instance: Any) -> str | None:
    from jsonschema.exceptions import best_match

    error = best_match(validator.iter_errors(instance))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
    return f"at {where}: {explained(error)}"


def request_problem(message: Any) -> str | None:
    """Why ``message`` is not a valid request, or None."""
    if isinstance(message, dict) and message.get("op") in OPS:
        return _first_error(f"#/$defs/requests/{message['op']}", message)
    return _first_error("#/$defs/request", message)


def answer_problem(message: Any, op: str | None = None, carried: frozenset[str] = frozenset()) -> str | None:
    """Why ``message`` is not a valid answer envelope (to ``op``, whose refusal may carry what the
    agreed capabilities ``carried`` add), or None."""
    if not _carried_keys(op, carried, CARRYING_REFUSAL_OPS):
        return _first_error("#/$defs/answer", message)
    fast, python = _validators(answer_schema(op, carried))
    return _problem(fast, lambda: python, message)


def _carried_keys(op: str | None, carried: frozenset[str], ops: tuple[str, ...]) -> list[str]:
    """The keys that the capabilities ``carried`` add to what ``op`` answers, when it is one of ``ops``."""
    return sorted(CARRIED_KEYS[name] for name in carried if name in CARRIED_KEYS) if op in ops else []


def answer_schema(op: str | None, carried: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The schema of an answer to ``op`` once the handshake agreed on the capabilities ``carried``:
    ``$defs/answer``, its refusal of act holding the key each carrying capability adds
    (``$defs/carried``)."""
    keys = _carried_keys(op, carried, CARRYING_REFUSAL_OPS)
    if not keys:
        return {"$ref": "#/$defs/answer"}
    plain = schema()["$defs"]["answer"]
    refusal = plain["properties"]["refusal"]
    added = {key: {"$ref": f"#/$defs/carried/{key}"} for key in keys}
    refusal = {**refusal, "properties": {**refusal["properties"], **added}}
    return {**plain, "properties": {**plain["properties"], "refusal": refusal}}


def result_schema(op: str, carried: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The schema of a result of ``op`` once the handshake agreed on the capabilities ``carried``:
    ``$defs/results/<op>``, and for create and act the key each carrying capability adds
    (``$defs/carried``). Without a carrying capability, ``$defs/results/<op>`` itself."""
    if op not in OPS:
        raise ValueError(f"unknown op {op!r}")
    keys = _carried_keys(op, carried, CARRYING_OPS)
    if not keys:
        return {"$ref": f"#/$defs/results/{op}"}
    plain = schema()["$defs"]["results"][op]
    added = {key: {"$ref": f"#/$defs/carried/{key}"} for key in keys}
    return {**plain, "properties": {**plain["properties"], **added}}


def answer_fits(op: str, message: Any, *, carried: frozenset[str] = frozenset()) -> bool:
    """True when ``message`` is a valid answer to ``op`` whose result, if it has one, is a valid
    result of ``op`` (carrying what the agreed capabilities ``carried`` add): :func:`answer_problem`
    and :func:`result_problem` would both find nothing. One pass of jsonschema-rs over the answer
    instead of two; False leaves it to them to say what does not fit."""
    try:
        return _fitting_answer(op, frozenset(carried)).is_valid(message)
    except ValueError:  # a Python object that is not JSON data: the two checks judge it
        return False


@lru_cache(maxsize=None)
def _fitting_answer(op: str, carried: frozenset[str]) -> "jsonschema_rs.Draft202012Validator":
    import jsonschema_rs

    if op not in OPS:
        raise ValueError(f"unknown op {op!r}")
    return jsonschema_rs.Draft202012Validator({
        "$defs": schema()["$defs"],
        "allOf": [answer_schema(op, carried),
                  {"if": {"type": "object", "required": ["result"]},
                   "then": {"properties": {"result": result_schema(op, carried)}}}],
    })


@lru_cache(maxsize=None)
def _result_validators(op: str, carried: frozenset[str]) -> tuple["jsonschema_rs.Draft202012Validator",
                                                                  "Draft202012Validator"]:
    return _validators(result_schema(op, carried))


_COMPOSED: dict[str, tuple[Any, Any]] = {}


def _validators(part: dict[str, Any]) -> tuple["jsonschema_rs.Draft202012Validator", "Draft202012Validator"]:
    """The fast and the pure-Python validator of a part of the schema composed in code (compiled once)."""
    key = json.dumps(part, sort_keys=True)
    if key not in _COMPOSED:
        import jsonschema_rs
        from jsonschema import Draft202012Validator

        whole = {**part, "$defs": schema()["$defs"]}
        _COMPOSED[key] = jsonschema_rs.Draft202012Validator(whole), Draft202012Validator(whole)
    return _COMPOSED[key]


def result_problem(op: str, result: Any, *, carried: frozenset[str] = frozenset()) -> str | None:
    """Why ``result`` is not a valid result of ``op`` (carrying what the agreed capabilities
    ``carried`` add), or None."""
    if op not in OPS:
        return f"unknown op {op!r}"
    fast, python = _result_validators(op, frozenset(carried))
    return _problem(fast, lambda: python, result)


#: where the schema describes the game's data a call answers with: a decision (or null), the events
#: (a state's only rule every game shares, an integer ``dice_rolled``, conformance.checks.promises checks)
DATA = {"pending": "#/$defs/pending_value", "act": "#/$defs/results/act/properties/events"}
#: each result key that holds the game's data, the type it must have, and a stand-in that fits
_DATA_STAND_INS = {"pending": (dict, None), "events": (list, []), "state": (dict, {"dice_rolled": 0})}


def data_problem(call: str, answer: Any) -> str | None:
    """Why what ``pending()`` or ``act()`` answered breaks what the protocol asks of every game's
    data (a decision names its decision, its player and its actions, each a ``type``; an event
    has a ``type``), or None. Judged like the game's own schemas, on every transport."""
    pointer = DATA.get(call)
    return _first_error(pointer, answer) if pointer else None


def is_data_problem(op: str, result: Any, *, carried: frozenset[str] = frozenset()) -> bool:
    """Whether what :func:`result_problem` finds in ``result`` lies inside the game's data -- a
    decision, an event, a state -- rather than in the result around it: the result fits once each
    of them is replaced by a stand-in that fits. Such an answer came through as the protocol
    wants; its data is a deviation from the contract, judged as an in-process implementation's
    (conformance.checks.promises), not a fault of the program."""
    if not isinstance(result, dict):
        return False
    stood_in = _stood_in(result, _DATA_STAND_INS)
    return stood_in != result and result_problem(op, stood_in, carried=carried) is None


def is_carried_data_problem(message: Any, op: str, carried: frozenset[str] = frozenset()) -> bool:
    """Whether what :func:`answer_problem` finds in an answer to ``op`` lies inside the decision or
    state its refusal carries: the answer fits once each is replaced by a stand-in that fits. Like
    :func:`is_data_problem` for a result: judged as the game's data, not a fault of the program."""
    refusal = message.get("refusal") if isinstance(message, dict) else None
    if not isinstance(refusal, dict) or not _carried_keys(op, carried, CARRYING_REFUSAL_OPS):
        return False
    stood_in = _stood_in(refusal, CARRIED_KEYS.values())
    return stood_in != refusal and answer_problem({**message, "refusal": stood_in}, op, carried) is None


def _stood_in(data: dict[str, Any], keys: Any) -> dict[str, Any]:
    """A copy of ``data`` with each of ``keys`` that holds data of its kind replaced by its stand-in."""
    stood_in = dict(data)
    for key in keys:
        kind, stand_in = _DATA_STAND_INS[key]
        if isinstance(stood_in.get(key), kind):
            stood_in[key] = stand_in
    return stood_in


def agreed_capabilities(hello_result: Any, offered: tuple[str, ...] = CAPABILITIES) -> frozenset[str]:
    """The capabilities both sides named in the handshake (an implementation's others are ignored)."""
    named = hello_result.get("capabilities") if isinstance(hello_result, dict) else None
    return frozenset(name for name in named or () if name in offered)


def is_compatible(version: Any) -> bool:
    """Same major version as the runner's."""
    return isinstance(version, str) and version.split(".")[0] == PROTOCOL_VERSION.split(".")[0]


def read_back_line(message: dict[str, Any]) -> bytes | None:
    """The line orjson writes for ``message`` (with its newline) when that line reads back equal to
    the message, else None: not written at all (a key that is not a string, a set, an integer beyond
    64 bits, too deep), or written as something else (a tuple as an array, NaN as null)."""
    try:
        line = orjson.dumps(message, option=orjson.OPT_APPEND_NEWLINE)
    except (TypeError, ValueError, RecursionError):  # orjson's JSONEncodeError is a TypeError
        return None
    return line if orjson.loads(line) == message else None


def encode(message: dict[str, Any]) -> bytes:
    """One message as one line of UTF-8 JSON: compact, NaN and Infinity refused (ValueError), what
    is not JSON data refused (TypeError) or written as :func:`json.dumps` writes it.

    orjson writes it when its line reads back equal to the message, which proves the message JSON
    data; otherwise (a tuple, NaN, an object orjson writes in its own way, an integer beyond 64
    bits) :func:`json.dumps` writes it or says why it cannot."""
    line = read_back_line(message)
    if line is not None:
        return line
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")
