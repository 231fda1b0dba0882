"""What a key a position leaves out means, written into each game's document from the reference
engine's table of position defaults.

    python -m tools.schemas.position_defaults            # rewrite the tables in docs/games/
    python -m tools.schemas.position_defaults --check    # exit 1 when a table is out of date

Each game has one table of position defaults, ``POSITION_DEFAULTS`` in
reference_engine/<game>/game.py, which the engine reads when it loads a position. The position
schema's ``default``s are written from it (tools.schemas.infer), and this table, between two markers
in ``docs/games/<game>.md``, too; the runner writes the same values out before create
(conformance/corpus/explicit.py) unless a scenario leaves a key out on purpose. The schema tests hold
the four to each other (tests/checks/test_position_defaults_agree.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from conformance.checks.schemas import games, schema
from tools.schemas import doc_sections
from tools.schemas.infer import position_defaults
from tools.schemas.recording import PROJECT

DOCS = PROJECT / "docs" / "games"
BEGIN = "<!-- position-defaults: written by python -m tools.schemas.position_defaults; do not edit -->"
END = "<!-- /position-defaults -->"
HEADING = "## Position defaults"
INTRODUCTION = """\
A position may leave out each key below; it then means the value given
(the reference engine's table, `POSITION_DEFAULTS` in
reference_engine/GAME/game.py; the position schema gives each as its
`default`). An implementation must read an absent key so, and must not fill
it from anywhere else."""


def _where(part: str) -> str:
    if part.startswith("pieces."):
        return f"a `{part.removeprefix('pieces.')}` piece"
    return {"situation": "`situation`", "map.connections": "a map connection"}.get(part, f"`{part}`")


def _meaning(game: str, part: str, key: str) -> str:
    node: Any = schema(game, "position") or {}
    steps = {"situation": ["situation"], "map.connections": ["map", "connections", "items"]}.get(
        part, ["pieces", "items"])
    for step in steps:
        node = (node.get("items") if step == "items" else (node.get("properties") or {}).get(step)) or {}
    text = ((node.get("properties") or {}).get(key) or {}).get("description", "")
    return text.replace("|", "\\|").replace("\n", " ")


def table(game: str) -> str:
    rows = [f"| {_where(part)} | `{key}` | `{json.dumps(value)}` | {_meaning(game, part, key)} |"
            for part, keys in position_defaults(game).items() for key, value in keys.items()]
    return "\n".join(["| where | key | when absent | meaning |", "|---|---|---|---|", *rows])


def rewritten(text: str, game: str) -> str:
    """``text`` (the game's document) with its table replaced, or a section added after its positions section."""
    return doc_sections.rewritten(text, BEGIN, END, table(game), HEADING, INTRODUCTION.replace("GAME", game),
                                  "## Position")


def blocks() -> dict[str, str]:
    return {game: doc_sections.marked(BEGIN, END, table(game)) for game in games()}


def stale(docs: Path = DOCS) -> list[str]:
    """The games whose document's table is not the engine's."""
    return doc_sections.stale(docs, blocks())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say which tables are out of date")
    args = parser.parse_args(argv)
    return doc_sections.write_or_check(args.check, DOCS, blocks(), rewritten, "position defaults table")


if __name__ == "__main__":
    sys.exit(main())
