"""JSON Schemas per game: positions, pending decisions, actions, events, state.

``fixtures/<game>/schemas/<kind>.schema.json`` (draft 2020-12) say what
each game's data inside the contract looks like, with the meaning of every
field. They are written from the reference engine's real output
(``python -m tools.schemas.infer``) and the tests check that the
engine's output on the whole corpus still fits them. Every scenario checks
every decision, event and state an implementation gives against them:
``promises.check_fits`` (conformance.checks.promises) calls :func:`answer_problem`
on every implementation's answers, whatever the transport.

Validation runs on every step, so it is done by jsonschema-rs (compiled once
per schema, about 30x faster than the pure-Python validator here); only when a
value does not fit does the ``jsonschema`` package explain why, so messages
read the same whichever validator found the fault; they are worded in JSON's
terms, as the protocol's are (conformance.contract.messages).

jsonschema-rs's own messages do not serve alone: most quote values as JSON,
but not all (``Additional properties are not allowed ('q' was unexpected)``,
``... not valid under any of the schemas listed in the 'oneOf' keyword``);
none shortens a long value so that the reason after it survives; and a value
that is not JSON data (a set, an object of an in-process implementation's
own) it cannot read at all, where the explanation names its Python type.
tests/checks/test_schema_messages_speak_json.py holds the wording.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

import jsonschema_rs
from jsonschema import Draft202012Validator

from conformance.contract.messages import explained, json_text, not_json
from conformance.corpus.schemas import (  # noqa: F401 - the schemas, as this module's users read them
    KEYS,
    KINDS,
    action_defaults,
    fixture_field_problem,
    games,
    schema,
)


def _part(game: str, kind: str, variant: str | None) -> dict[str, Any] | None:
    """The schema of ``kind``, or of its ``variant`` (the oneOf branch of that title)."""
    whole = schema(game, kind)
    if whole is None or variant is None:
        return whole
    return next((branch for branch in whole.get("oneOf", []) if branch.get("title") == variant), None)


@lru_cache(maxsize=None)
def _fast(game: str, kind: str, variant: str | None) -> jsonschema_rs.Draft202012Validator | None:
    part = _part(game, kind, variant)
    return None if part is None else jsonschema_rs.Draft202012Validator(part)


@lru_cache(maxsize=None)
def _explaining(game: str, kind: str, variant: str | None) -> Draft202012Validator:
    return Draft202012Validator(_part(game, kind, variant))


def problem(game: str, kind: str, value: Any) -> str | None:
    """Why ``value`` does not fit the game's schema of ``kind`` (None if it fits or none is known)."""
    if schema(game, kind) is None:
        return None
    key = KEYS.get(kind)
    variant = None
    if key is not None:
        variant = value.get(key) if isinstance(value, dict) else None
        if not isinstance(variant, str):
            return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} needs a string {json_text(key)}"
        if _fast(game, kind, variant) is None:
            return f"unknown {kind} {key} {json_text(variant)} (fixtures/{game}/schemas/{kind}.schema.json)"
    if _is_valid(_fast(game, kind, variant), value):
        return None
    error = next(iter(_explaining(game, kind, variant).iter_errors(value)), None)
    if error is None:  # the two validators disagree, or the fast one cannot read it: say so rather than pass it
        foreign = not_json(value)
        if foreign:
            return f"{kind} is {foreign}"
        return f"{kind} does not fit fixtures/{game}/schemas/{kind}.schema.json"
    where = "/".join(str(p) for p in error.absolute_path) or "(top)"
    return f"{kind} at {where}: {explained(error)}"


#: the fast validator of each (game, kind, variant) asked about so far (None: no such schema)
_FAST: dict[tuple[str, str, str | None], Any] = {}


def _fits(game: str, kind: str, value: Any) -> bool:
    """True when ``value`` fits for certain; False when :func:`problem` must say (it may still fit:
    a kind without a schema fits whatever it is)."""
    key = KEYS.get(kind)
    variant = None
    if key is not None:
        if type(value) is not dict:
            return False
        variant = value.get(key)
        if type(variant) is not str:
            return False
    try:
        validator = _FAST[game, kind, variant]
    except KeyError:
        validator = _FAST[game, kind, variant] = _fast(game, kind, variant)
    return validator is not None and _is_valid(validator, value)


def _is_valid(validator: jsonschema_rs.Draft202012Validator, value: Any) -> bool:
    """The fast validator's verdict; False for what it cannot read (a set, a tuple key, an object
    of the implementation's own): not JSON data, which the ``jsonschema`` package then explains."""
    try:
        return validator.is_valid(value)
    except ValueError:
        return False


#: the key under which a protocol result carries each call's answer (answer_problem reads it)
ANSWER_KEYS = {"pending": "pending", "act": "events", "state": "state"}


def answer_problem(game: str | None, op: str, result: Any) -> str | None:
    """Why a protocol result for ``op`` breaks the game's schemas (None if it fits)."""
    if game is None or not isinstance(result, dict):
        return None
    if all(_fits(game, kind, value) for kind, value in _answer_values(op, result)):
        return None  # the common case, answered by the fast validators alone
    for kind, value in _answer_values(op, result):
        found = problem(game, kind, value)
        if found:
            return found
    return None


def _answer_values(op: str, result: dict[str, Any]) -> Iterable[tuple[str, Any]]:
    if op == "pending" and result.get("pending") is not None:
        decision = result["pending"]
        yield "decision", decision
        for action in decision.get("actions", []) if isinstance(decision, dict) else []:
            yield "action", action
    elif op == "act":
        for event in result.get("events", []):
            yield "event", event
    elif op == "state":
        yield "state", result.get("state")


def samples_by_game(transcript: Iterable[dict[str, Any]]) -> dict[str, dict[str, list[Any]]]:
    """What a transcript (conformance.runner.transcript) shows of each kind, per game."""
    game_of: dict[int, str] = {}
    found: dict[str, dict[str, list[Any]]] = {}
    for entry in transcript:
        if entry["call"] == "create":
            game_of[entry["game"]] = entry["position"]["game"]
        game = game_of.get(entry["game"])
        samples = found.setdefault(game, {kind: [] for kind in KINDS})
        answer = entry.get("answer")
        if entry["call"] == "create":
            samples["position"].append(entry["position"])
        elif "answer" not in entry:
            continue
        elif entry["call"] == "pending" and answer is not None:
            samples["decision"].append(answer)
            samples["action"].extend(answer.get("actions", []))
        elif entry["call"] == "act":
            samples["action"].append(entry["action"])
            samples["event"].extend(answer)
        elif entry["call"] == "state":
            samples["state"].append(answer)
    return found
