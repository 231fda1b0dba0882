"""The fields that take one of a fixed set of values, written into each game's document from its
schemas.

    python -m tools.schemas.field_values            # rewrite the tables in docs/games/
    python -m tools.schemas.field_values --check    # exit 1 when a table is out of date

A game's ``[enumerations]`` (fixtures/<game>/schemas/descriptions.toml) gives each such field of
its state and decisions its values; ``python -m tools.schemas.infer`` writes them into the
schemas as ``enum`` (and the runner holds every answer to them); this table, between two
markers in ``docs/games/<game>.md``, lists them for an implementer, so that no value has to be
found by trying. The schema tests hold the tables to the schemas.
"""

from __future__ import annotations

import sys
from typing import Any, Iterator

from conformance.checks.schemas import games, schema
from tools.schemas import doc_sections
from tools.schemas.recording import PROJECT

DOCS = PROJECT / "docs" / "games"
BEGIN = "<!-- field-values: written by python -m tools.schemas.field_values; do not edit -->"
END = "<!-- /field-values -->"
HEADING = "## Fields with fixed values"
INTRODUCTION = """\
These fields of the state and of decisions take one of the values listed
(from fixtures/GAME/schemas/, where each carries them as `enum`; the runner
holds every answer to them). A path names a key inside an object with `.`,
the items of a list with `[]` and any key of a map with `*`."""


def enumerated(node: Any, path: str) -> Iterator[tuple[str, list[Any], str]]:
    """(path, values, meaning) of every field below ``node`` that carries ``enum``."""
    if not isinstance(node, dict):
        return
    if "enum" in node and path:
        yield path, node["enum"], node.get("description", "")
    for name, child in (node.get("properties") or {}).items():
        yield from enumerated(child, f"{path}.{name}" if path else name)
    if isinstance(node.get("additionalProperties"), dict):
        yield from enumerated(node["additionalProperties"], f"{path}.*")
    if isinstance(node.get("items"), dict):
        yield from enumerated(node["items"], f"{path}[]")


def _value(value: Any) -> str:
    return "`null`" if value is None else f"`{value}`"


def table(game: str) -> str:
    rows = []
    for path, values, meaning in enumerated(schema(game, "state") or {}, "state"):
        rows.append(f"| `{path}` | {', '.join(map(_value, values))} | {meaning} |")
    for branch in (schema(game, "decision") or {}).get("oneOf", []):
        for path, values, meaning in enumerated({"properties": branch.get("properties", {})}, ""):
            if path != "decision":
                rows.append(f"| `decision {branch['title']}: {path}` | {', '.join(map(_value, values))} | {meaning} |")
    if not rows:
        rows.append("| -- | | no field of the state or of a decision takes a fixed set of values |")
    return "\n".join(["| field | values | meaning |", "|---|---|---|", *(r.replace("\n", " ") for r in rows)])


def rewritten(text: str, game: str) -> str:
    return doc_sections.rewritten(text, BEGIN, END, table(game), HEADING, INTRODUCTION.replace("GAME", game),
                                  "## State")


def stale() -> list[str]:
    return doc_sections.stale(DOCS, {game: doc_sections.marked(BEGIN, END, table(game)) for game in games()})


def main(argv: list[str] | None = None) -> int:
    return doc_sections.main(argv, __doc__.split("\n\n")[0], DOCS,
                             lambda: {game: doc_sections.marked(BEGIN, END, table(game)) for game in games()},
                             rewritten, "fixed values table")


if __name__ == "__main__":
    sys.exit(main())
