"""Hannibal: Rome vs. Carthage -- the player's summary of seed 004:
interception, avoiding battle, pursuit, walled cities, tribes, sieges."""

from .game import VARIANTS, Hannibal, new_game

__all__ = ["VARIANTS", "Hannibal", "new_game"]
