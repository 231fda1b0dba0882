"""How strong the corpus of each game is: its mutation score, as last measured.

``strength/mutation.py`` plays each game's corpus against mutants of the
reference engine and writes the figures to ``mutation_scores.toml`` beside
this module; the per-rule summary shows them under each game's heading.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

SCORES = Path(__file__).with_name("mutation_scores.toml")


@cache
def mutation_scores() -> dict[str, Any]:
    if not SCORES.exists():
        return {}
    try:
        return tomllib.loads(SCORES.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{SCORES}: {exc}") from exc


def strength_note(game: str | None) -> str:
    """' (suite strength: 97.1% of 2254 mutants killed)', or '' when not measured."""
    try:
        figures = mutation_scores().get(game or "")
    except ValueError as exc:  # a broken file must not stop the summary
        return f"  (mutation score unreadable: {exc})"
    if not figures:
        return ""
    counted = figures["mutants"] - figures["equivalent"] - figures.get("not_run", 0)
    note = f"mutation score {figures['score']}%: {figures['killed']} of {counted} mutants killed"
    if figures.get("not_run"):
        note += f", {figures['not_run']} not played"
    return f"  ({note}; strength/mutation.py)"
