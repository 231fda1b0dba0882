"""The order of the events one action causes, written into each game's document from the corpus.

    python -m tools.schemas.event_orders            # rewrite the tables in docs/games/
    python -m tools.schemas.event_orders --check    # exit 1 when a table is out of date

``act()`` returns the events an action caused, in order, and the runner's
reference check compares them in order with the reference engine's. The
games' documents list the event types; which come together, and in what
order, is written here: the corpus is played once against the reference
engine (tools.schemas.recording), and for every action type that
caused two events or more, each distinct sequence of event types is a row
of a table between two markers in ``docs/games/<game>.md``. The schema tests
hold the tables to the engine.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Iterable

from tools.schemas import doc_sections
from tools.schemas.doc_sections import marked
from tools.schemas.recording import PROJECT, record_corpus

DOCS = PROJECT / "docs" / "games"
BEGIN = "<!-- event-orders: written by python -m tools.schemas.event_orders; do not edit -->"
END = "<!-- /event-orders -->"
HEADING = "## Events, in order"
INTRODUCTION = """\
Where one action causes several events, `act()` returns them in the order
below, the reference engine's (the runner's reference check compares them
in order). Each row is one sequence of event types the corpus plays; an
action whose events are not listed causes one event, or none."""


def orders(transcript: Iterable[dict[str, Any]]) -> dict[str, dict[str, list[tuple[str, ...]]]]:
    """game -> action type -> the distinct sequences of two event types or more its actions caused."""
    game_of: dict[Any, str] = {}
    found: dict[str, dict[str, set[tuple[str, ...]]]] = {}
    for entry in transcript:
        if entry["call"] == "create":
            game_of[entry["game"]] = entry["position"]["game"]
        elif entry["call"] == "act" and len(entry.get("answer") or []) >= 2:
            sequence = tuple(event["type"] for event in entry["answer"])
            found.setdefault(game_of[entry["game"]], {}).setdefault(entry["action"]["type"], set()).add(sequence)
    return {game: {action: sorted(sequences) for action, sequences in sorted(by_action.items())}
            for game, by_action in sorted(found.items())}


def table(by_action: dict[str, list[tuple[str, ...]]]) -> str:
    rows = [f"| `{action}` | {' → '.join(f'`{t}`' for t in sequence)} |"
            for action, sequences in by_action.items() for sequence in sequences]
    return "\n".join(["| action | events, in order |", "|---|---|", *rows])


def block(by_action: dict[str, list[tuple[str, ...]]]) -> str:
    return marked(BEGIN, END, table(by_action))


def rewritten(text: str, by_action: dict[str, list[tuple[str, ...]]]) -> str:
    """``text`` (a game's document) with its table replaced, or a section added after its events
    section (at the end, where it has none)."""
    return doc_sections.rewritten(text, BEGIN, END, table(by_action), HEADING, INTRODUCTION, "## Events")


def stale(transcript: Iterable[dict[str, Any]], docs: Path = DOCS) -> list[str]:
    """The games whose document's table is not what the transcript shows."""
    return doc_sections.stale(docs, {game: block(by_action) for game, by_action in orders(transcript).items()})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say which tables are out of date")
    args = parser.parse_args(argv)
    found = orders(record_corpus())
    return doc_sections.write_or_check(args.check, DOCS, {game: block(by_action) for game, by_action in found.items()},
                                       lambda text, game: rewritten(text, found[game]), "events-in-order table")


if __name__ == "__main__":
    sys.exit(main())
