"""The tactics-rating test of interception, avoid and pursuit rolls.

The summary lost the comparison sign (erratum tactics-roll-sign): by default
a roll succeeds when it is at most the commander's tactics rating.
"""

from __future__ import annotations

from typing import Any

from .game import Hannibal

SIGN = "tactics-roll-sign"


def succeeds(game: Hannibal, modified_roll: int, tactics: int) -> bool:
    if game.reading(SIGN, "at-most") == "less-than":
        return modified_roll < tactics  # tactics-roll-sign "less-than"
    return modified_roll <= tactics  # intercept-2-a / avoid-2-a / pursuit-2-a at most the rating


def roll(game: Hannibal, why: str, general: str, modifier: int = 0) -> dict[str, Any]:
    """Roll one die from the script; the event records roll, modified roll and success."""
    tactics = game.generals[general].tactics
    value = game.dice.roll(why)
    modified = value + modifier
    return {"type": why, "general": general, "roll": value, "modified_roll": modified,
            "tactics": tactics, "success": succeeds(game, modified, tactics)}
