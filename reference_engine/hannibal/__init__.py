"""Hannibal: Rome vs. Carthage -- the rules summary on interception, avoiding
battle, pursuit, walled cities, tribes, sieges."""

from .game import VARIANTS, Hannibal, new_game

__all__ = ["VARIANTS", "Hannibal", "new_game"]
