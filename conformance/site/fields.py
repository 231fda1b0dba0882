"""The implementer's reference: every field of a game's schemas, flattened into rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from conformance.checks import schemas


@dataclass
class Field:
    path: str
    type: str
    required: bool
    description: str


@dataclass
class Section:
    kind: str
    title: str
    description: str
    variants: list[tuple[str, str, list[Field]]]  # (name, description, fields); one unnamed for plain kinds


def _type(node: dict[str, Any]) -> str:
    if "const" in node:
        return f"\"{node['const']}\""
    kind = node.get("type", "any")
    return " | ".join(kind) if isinstance(kind, list) else kind


def flatten(node: dict[str, Any], prefix: str = "") -> list[Field]:
    rows: list[Field] = []
    required = set(node.get("required", []))
    for name, sub in (node.get("properties") or {}).items():
        path = f"{prefix}{name}"
        rows.append(Field(path, _type(sub), name in required, sub.get("description", "")))
        rows += _below(sub, path)
    return rows


def _below(node: dict[str, Any], path: str) -> list[Field]:
    rows: list[Field] = []
    if node.get("properties"):
        rows += flatten(node, f"{path}.")
    extra = node.get("additionalProperties")
    if isinstance(extra, dict) and extra:
        rows.append(Field(f"{path}.<name>", _type(extra), False, extra.get("description", "")))
        rows += _below(extra, f"{path}.<name>")
    items = node.get("items")
    if isinstance(items, dict) and items:
        rows += _below(items, f"{path}[]")
    return rows


def sections(game: str) -> list[Section]:
    found = []
    for kind in schemas.KINDS:
        whole = schemas.schema(game, kind)
        if whole is None:
            continue
        if "oneOf" in whole:
            variants = [(b["title"], b.get("description", ""), flatten(b)) for b in whole["oneOf"]]
        else:
            variants = [("", "", flatten(whole))]
        found.append(Section(kind, whole.get("title", kind), whole.get("description", ""), variants))
    return found
