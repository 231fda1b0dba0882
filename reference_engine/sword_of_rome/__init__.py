"""The Sword of Rome, section 9 Movement, as a state machine.

Modules mirror the rule sections: activation (9.1), stacking (9.1.1-9.1.2),
movement_points (9.2.1-9.2.3), terrain (9.2), movement (the moving army's
decision), army (the army formed, entering spaces, its movement over),
reaction (9.3), enemy_spaces (9.4), campaign (9.5), naval (9.6); rules names
every decision.
"""

from __future__ import annotations

from typing import Any

from . import activation
from .game import VARIANTS, SwordOfRome
from .rules import RULES

__all__ = ["RULES", "VARIANTS", "SwordOfRome", "new_game"]


def new_game(position: dict[str, Any]) -> SwordOfRome:
    """The game of ``position``, its first decision open: the phasing player's activation, or a
    Campaign card's second commander (activation.py)."""
    game = SwordOfRome(position, RULES)
    activation.start(game, position.get("situation") or {})
    return game
