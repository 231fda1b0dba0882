"""The clause a state divergence is about, read from the fields that differ.

A field of a game's state schema that reports what one clause decides carries it
as ``x-clause`` (The Sword of Rome's ``army.naval_capacity``: 9.6.3, the table
of what ships carry). When every field on which two states differ names a clause
this way, by itself or through the object holding it, the divergence is about
those clauses, not about the decision the action answered: an implementation
that does not model naval movement differs in the naval capacity it reports after
an activation, and that is a 9.6.3 matter, which it may leave undeclared.
"""

from __future__ import annotations

from typing import Any, Iterator

from conformance.checks.differential import normal
from conformance.checks.schemas import schema

_MISSING = object()


def field_clauses(game: str, reference: Any, other: Any) -> list[str]:
    """The clauses of the differing fields, or [] when some differing field names none."""
    root = schema(game, "state")
    if root is None or not isinstance(reference, dict) or not isinstance(other, dict):
        return []
    found: set[str] = set()
    for key in set(reference) | set(other):
        if key not in other and reference[key] in (None, [], {}):
            continue  # a section the implementation omits (as conformance.checks.differential.differing_state_keys)
        for clause in _differing(reference.get(key, _MISSING), other.get(key, _MISSING),
                                 _child(root, key), None):
            if clause is None:
                return []
            found.add(clause)
    return sorted(found)


def _differing(a: Any, b: Any, node: dict[str, Any] | None, inherited: str | None) -> Iterator[str | None]:
    """The clause of each place where ``a`` and ``b`` part (None where no clause is named)."""
    clause = (node or {}).get("x-clause", inherited)
    if isinstance(a, dict) and isinstance(b, dict):
        for key in set(a) | set(b):
            yield from _differing(a.get(key, _MISSING), b.get(key, _MISSING), _child(node, key), clause)
    elif a is _MISSING or b is _MISSING or normal(a) != normal(b):
        yield clause


def _child(node: dict[str, Any] | None, key: str) -> dict[str, Any] | None:
    if not node:
        return None
    child = node.get("properties", {}).get(key)
    if child is None and isinstance(node.get("additionalProperties"), dict):
        child = node["additionalProperties"]
    return child
