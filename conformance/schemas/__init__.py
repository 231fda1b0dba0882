"""JSON Schemas per game: positions, pending decisions, actions, events, state.

``conformance/schemas/<game>/<kind>.schema.json`` (draft 2020-12) say what
each game's data inside the contract looks like, with the meaning of every
field. They are written from the reference engine's real output
(``python -m conformance.schemas.infer``) and the tests check that the
engine's output on the whole corpus still fits them. The runner checks the
answers of ``exec:`` implementations against them (:func:`answer_problem`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from jsonschema import Draft202012Validator

SCHEMAS = Path(__file__).resolve().parent
KINDS = ("position", "decision", "action", "event", "state")
#: the key naming the variant of a keyed kind
KEYS = {"decision": "decision", "action": "type", "event": "type"}


def games() -> list[str]:
    return sorted(p.name for p in SCHEMAS.iterdir() if (p / "state.schema.json").exists())


@lru_cache(maxsize=None)
def schema(game: str, kind: str) -> dict[str, Any] | None:
    path = SCHEMAS / game / f"{kind}.schema.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


@lru_cache(maxsize=None)
def _validator(game: str, kind: str, variant: str | None) -> Draft202012Validator | None:
    whole = schema(game, kind)
    if whole is None:
        return None
    if variant is None:
        return Draft202012Validator(whole)
    for branch in whole.get("oneOf", []):
        if branch.get("title") == variant:
            return Draft202012Validator(branch)
    return None


def problem(game: str, kind: str, value: Any) -> str | None:
    """Why ``value`` does not fit the game's schema of ``kind`` (None if it fits or none is known)."""
    if schema(game, kind) is None:
        return None
    key = KEYS.get(kind)
    variant = None
    if key is not None:
        variant = value.get(key) if isinstance(value, dict) else None
        if not isinstance(variant, str):
            return f"a {kind} needs a string {key!r}"
        if _validator(game, kind, variant) is None:
            return f"unknown {kind} {key} {variant!r} (conformance/schemas/{game}/{kind}.schema.json)"
    error = next(iter(_validator(game, kind, variant).iter_errors(value)), None)
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(top)"
    return f"{kind} at {where}: {error.message}"


def answer_problem(game: str | None, op: str, result: Any) -> str | None:
    """Why a protocol result for ``op`` breaks the game's schemas (None if it fits)."""
    if game is None or not isinstance(result, dict):
        return None
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
    """What a transcript (conformance.transcript) shows of each kind, per game."""
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
