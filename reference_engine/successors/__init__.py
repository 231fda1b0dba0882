"""Successors, the movement rules, as a state machine.

Modules mirror the excerpt's headings: command (command change while
moving), passage (right of passage, contact with other factions' CU),
hostile (hostile spaces), mercenaries (raising a CU instead of moving), naval
(naval movement), interception; segment and movement carry the procedure,
arrival orders what happens when the army enters a space, army ends its
movement, and rules names every decision.
"""

from __future__ import annotations

from typing import Any

from . import segment
from .game import VARIANTS, Successors
from .rules import RULES

__all__ = ["RULES", "VARIANTS", "Successors", "new_game"]


def new_game(position: dict[str, Any]) -> Successors:
    """The game of ``position``, its first decision open: the phasing player's segment (segment.py)."""
    game = Successors(position, RULES)
    segment.start(game)
    return game
