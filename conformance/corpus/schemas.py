"""The games' JSON Schemas as the corpus holds them: ``fixtures/<game>/schemas/<kind>.schema.json``.

Draft 2020-12 schemas of each game's position, pending decision, action, event
and state, with the meaning of every field; written from the reference
engine's real output by ``python -m tools.schemas.infer``. This module finds
and loads them, reads the defaults an action schema gives, and holds a fixture's
values to the position schema as the fixture is loaded; conformance.checks.schemas
holds every answer of an implementation to them.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator

from conformance.contract.messages import explained
from conformance.corpus import paths

KINDS = ("position", "decision", "action", "event", "state")
#: the key naming the variant of a keyed kind
KEYS = {"decision": "decision", "action": "type", "event": "type"}


def games() -> list[str]:
    return sorted(p.parent.parent.name for p in paths.FIXTURES.glob("*/schemas/state.schema.json"))


@lru_cache(maxsize=None)
def schema(game: str, kind: str) -> dict[str, Any] | None:
    path = paths.schema_folder(game) / f"{kind}.schema.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


@lru_cache(maxsize=None)
def action_defaults(game: str | None) -> dict[str, dict[str, Any]]:
    """Per action type, the optional fields whose absence the game's action schema gives a value
    (their ``default``): an action that leaves one out is the same action as one that gives it
    (conformance.checks.actions). Empty for a game without such fields, or without schemas."""
    whole = schema(game, "action") if game else None
    found: dict[str, dict[str, Any]] = {}
    for branch in (whole or {}).get("oneOf", []):
        given = {name: sub["default"] for name, sub in branch.get("properties", {}).items() if "default" in sub}
        if given:
            found[branch["title"]] = given
    return found


#: where a game's position schema describes the fields of a fixture entry (conformance.corpus.fixtures)
_FIXTURE_FIELDS = {
    "piece": ("pieces", "items"),
    "space": ("map", "properties", "spaces", "additionalProperties"),
    "connection": ("map", "properties", "connections", "items"),
}


def fixture_field_problem(game: str, entry: str, key: str, value: Any) -> str | None:
    """Why ``value`` cannot be the ``key`` of a fixture ``entry`` ("piece", "space" or
    "connection") of ``game``'s positions, or None: it fits, or the game's position schema does
    not describe that key."""
    validator = _field_validator(game, entry, key)
    if validator is None:
        return None
    error = next(iter(validator.iter_errors(value)), None)
    return None if error is None else explained(error)


@lru_cache(maxsize=None)
def _field_validator(game: str, entry: str, key: str) -> Draft202012Validator | None:
    node: Any = schema(game, "position")
    for step in ("properties", *_FIXTURE_FIELDS[entry], "properties", key):
        node = node.get(step) if isinstance(node, dict) else None
    return Draft202012Validator(node) if isinstance(node, dict) else None
