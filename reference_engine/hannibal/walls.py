"""Walled cities: how many CU fit inside the walls (walled-2)."""

from __future__ import annotations

CAPITALS = ("Roma", "Carthago")  # walled-2 five CU inside Rome and Carthage
CAPITAL_CAPACITY = 5
CAPACITY = 2


def capacity(space: str) -> int:
    return CAPITAL_CAPACITY if space in CAPITALS else CAPACITY
