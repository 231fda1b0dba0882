"""Harvest the corpus's own positions: the templates the fuzzer varies.

    WARGAME_FUZZ_HARVEST=out.jsonl pytest conformance/corpus \\
        --implementation python:conformance.fuzz.harvest:Recorder
    python -m conformance.fuzz.harvest out.jsonl

The first command plays the corpus against the reference engine and appends
every position a scenario creates to ``out.jsonl``; the second folds them
into ``conformance/fuzz/templates/<game>.json`` (distinct positions only).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from reference_engine import Implementation as Reference

TEMPLATES = Path(__file__).resolve().parent / "templates"


class Recorder(Reference):
    """The reference engine, writing down every position it is asked to create."""

    def create(self, position: dict[str, Any]):
        target = os.environ.get("WARGAME_FUZZ_HARVEST")
        game = super().create(position)  # only positions the reference accepts become templates
        if target:
            with open(target, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(position, sort_keys=True) + "\n")
        return game


def fold(lines: list[str]) -> dict[str, dict[str, Any]]:
    """Per game: its maps once each, and the distinct positions naming their map by index."""
    by_game: dict[str, dict[str, Any]] = {}
    for line in sorted(set(lines)):
        position = json.loads(line)
        folded = by_game.setdefault(position["game"], {"maps": [], "positions": []})
        board = position.pop("map")
        if board not in folded["maps"]:
            folded["maps"].append(board)
        folded["positions"].append({**position, "map": folded["maps"].index(board)})
    return dict(sorted(by_game.items()))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    folded = fold(Path(argv[0]).read_text(encoding="utf-8").splitlines())
    TEMPLATES.mkdir(exist_ok=True)
    for game, templates in folded.items():
        path = TEMPLATES / f"{game}.json"
        path.write_text(json.dumps(templates, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {len(templates['positions'])} positions on {len(templates['maps'])} map(s)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
