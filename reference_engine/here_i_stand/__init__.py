"""Here I Stand, the land movement excerpt (rule 13.1), as a state machine.

Modules mirror the excerpt: powers (war, alliance, neutrality), restrictions
(the six bulleted restrictions), impulse (steps 1-3: naming the army, its
destination, paying CP), responses (step 4), interception (step 5),
avoid_battle (step 6), withdrawal (step 7), battle (step 8), capture (a lone
leader taken prisoner); procedure sequences the eight steps, and rules names
every decision.
"""

from __future__ import annotations

from typing import Any

from .game import VARIANTS, HereIStand
from .rules import RULES

__all__ = ["RULES", "VARIANTS", "HereIStand", "new_game"]


def new_game(position: dict[str, Any]) -> HereIStand:
    """The game of ``position``, its first decision open: the active power's impulse (impulse.py)."""
    game = HereIStand(position, RULES)
    game.push("impulse")
    return game
