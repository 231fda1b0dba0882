"""What each pending decision carries besides its actions, written into each game's document from
its decision schema.

    python -m tools.schemas.decision_fields            # rewrite the tables in docs/games/
    python -m tools.schemas.decision_fields --check    # exit 1 when a table is out of date

A decision is ``{"decision", "player", "actions", ...context}``; the game's decision schema
(fixtures/<game>/schemas/decision.schema.json) says which context fields each decision has,
which it always has, and what they mean, and the runner checks every decision an implementation
gives against it. The games' documents give the actions; this table, between two markers in
``docs/games/<game>.md``, gives the rest, so that an implementer need not read the schema to
learn that Hannibal's ``activation`` names the ``active`` side. The schema tests hold the tables
to the schemas.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from conformance.checks.schemas import games, schema
from tools.schemas import doc_sections
from tools.schemas.recording import PROJECT

DOCS = PROJECT / "docs" / "games"
BEGIN = "<!-- decision-fields: written by python -m tools.schemas.decision_fields; do not edit -->"
END = "<!-- /decision-fields -->"
HEADING = "## Decisions' other fields"
INTRODUCTION = """\
Besides `decision`, `player` and `actions`, each decision carries the fields
below (its context; from fixtures/GAME/schemas/decision.schema.json, which
the runner holds every decision to). "always" fields must be given; the
others only when they apply."""
#: the fields every decision has, given in the actions table
OWN = ("decision", "player", "actions")


def _type(node: dict[str, Any]) -> str:
    kind = node.get("type", "any")
    kinds = kind if isinstance(kind, list) else [kind]
    if "array" in kinds and isinstance(node.get("items"), dict) and "type" in node["items"]:
        kinds = [f"array of {_type(node['items'])}" if k == "array" else k for k in kinds]
    return " or ".join(kinds)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table(game: str) -> str:
    rows = []
    for branch in (schema(game, "decision") or {}).get("oneOf", []):
        required = set(branch.get("required", []))
        fields = [(name, node) for name, node in branch.get("properties", {}).items() if name not in OWN]
        for name, node in fields:
            rows.append(f"| `{branch['title']}` | `{name}` | {_type(node)} | {'always' if name in required else 'optional'} "
                        f"| {_cell(node.get('description', ''))} |")
        if not fields:
            rows.append(f"| `{branch['title']}` | -- | | | no other field |")
    return "\n".join(["| decision | field | type | given | meaning |", "|---|---|---|---|---|", *rows])


def rewritten(text: str, game: str) -> str:
    """``text`` (the game's document) with its table replaced, or a section added after its
    decisions section."""
    return doc_sections.rewritten(text, BEGIN, END, table(game), HEADING, INTRODUCTION.replace("GAME", game),
                                  "## Decisions")


def stale(docs: Path = DOCS) -> list[str]:
    """The games whose document's table is not what their decision schema says."""
    return doc_sections.stale(docs, {game: doc_sections.marked(BEGIN, END, table(game)) for game in games()})


def main(argv: list[str] | None = None) -> int:
    return doc_sections.main(argv, __doc__.split("\n\n")[0], DOCS,
                             lambda: {game: doc_sections.marked(BEGIN, END, table(game)) for game in games()},
                             rewritten, "decisions' fields table")


if __name__ == "__main__":
    sys.exit(main())
