"""Counting CU for a normalised state: per space and faction, and those set apart."""

from __future__ import annotations

from typing import Iterable


def cu_tables(cu: dict[tuple[str, str], list[int]],
              moving: Iterable[tuple[str, str, int]] = ()) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, int]]]:
    """``({space: {faction: all CU}}, {space: {faction: CU set apart}})``.

    ``cu`` maps (space, faction) to [ordinary, set apart] counts (set apart:
    inside walls, besieged, ... as the game says); ``moving`` adds CU that are
    on the move, as (space, faction, count), to the first table.
    """
    total: dict[str, dict[str, int]] = {}
    apart: dict[str, dict[str, int]] = {}
    for (space, faction), (ordinary, aside) in sorted(cu.items()):
        if ordinary + aside:
            total.setdefault(space, {})[faction] = ordinary + aside
        if aside:
            apart.setdefault(space, {})[faction] = aside
    for space, faction, count in moving:
        if count:
            by_faction = total.setdefault(space, {})
            by_faction[faction] = by_faction.get(faction, 0) + count
    return total, apart
