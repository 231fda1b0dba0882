"""Hellenes: Campaigns of the Peloponnesian War, section 5 Movement.

The action phase as a state machine. Modules mirror the rule sections:
actions (5.0 the action phase and its actions), movement (5.0 Maneuver and
Muster, one block step at a time), groups (5.0 the blocks an action moves),
land (5.1), sea (5.2), transport (5.2.1), storms (5.2.2-5.2.3), forced_march
(5.3), engagement (5.4), battles (5.4.1), sieges (5.4.2 and the siege facts
pillage needs), pillage (5.5), views (who sees which block, 5.4); rules names
every decision.
"""

from __future__ import annotations

from typing import Any

from . import actions
from .game import VARIANTS, Hellenes
from .rules import RULES

__all__ = ["RULES", "VARIANTS", "Hellenes", "new_game"]


def new_game(position: dict[str, Any]) -> Hellenes:
    """The game of ``position``, its first decision open: the active player's action (actions.py)."""
    game = Hellenes(position, RULES)
    actions.start(game)
    return game
