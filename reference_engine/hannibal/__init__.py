"""Hannibal: Rome vs. Carthage -- the rules summary on interception, avoiding
battle, pursuit, walled cities, tribes, sieges."""

from __future__ import annotations

from typing import Any

from . import activation
from .game import VARIANTS, Hannibal
from .rules import RULES

__all__ = ["RULES", "VARIANTS", "Hannibal", "new_game"]


def new_game(position: dict[str, Any]) -> Hannibal:
    """The game of ``position``, its first decision open: the active player's card (activation.py)."""
    game = Hannibal(position, RULES)
    activation.start(game)
    return game
