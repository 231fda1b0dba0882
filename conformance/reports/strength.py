"""How strong the corpus of each game is: its mutation and semantic scores, as last measured.

``strength/mutation.py`` plays each game's corpus against mutmut's mutants of
the reference engine and writes ``mutation_scores.toml`` beside this module;
``strength/semantic.py`` plays rule-level bugs written per clause against their
clause's scenarios and writes ``semantic_scores.toml``. The per-rule summary
shows the mutation score (:func:`strength_note`); the rules site (conformance.site)
shows both scores.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

SCORES = Path(__file__).with_name("mutation_scores.toml")
SEMANTIC_SCORES = Path(__file__).with_name("semantic_scores.toml")


def _read(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: {exc}") from exc


@cache
def mutation_scores() -> dict[str, Any]:
    return _read(SCORES)


@cache
def semantic_scores() -> dict[str, Any]:
    return _read(SEMANTIC_SCORES)


def strength_note(game: str | None) -> str:
    """'  (mutation score 97.1%: 2150 of 2214 mutants killed; strength/mutation.py)', with
    ', N not played' before the ';' when some mutants were not played, or '' when not measured."""
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
