"""Hostile spaces: independent fortresses carrying an independent marker.

An army that passes through one by land, entering and leaving without
stopping, owes an attrition check on the "2" column (hostile-b); the check's
result is outside the excerpt, so the engine reports it as due. Stopping
there takes none (hostile-c: the army's movement ends in the space),
independent armies take none (hostile-d), and a fortress without the marker
is an ordinary minor city (hostile-e).
"""

from __future__ import annotations

from typing import Any

from .game import INDEPENDENT, Successors

ATTRITION_COLUMN = "2"


def is_hostile(game: Successors, space: str) -> bool:
    # hostile-a / hostile-e an independent fortress is hostile only with the independent marker
    return game.is_fortress(space) and game.control.get(space) == INDEPENDENT


def on_leaving(game: Successors) -> list[dict[str, Any]]:
    """The army leaves its space by land: did it just pass through a hostile space?"""
    army = game.army
    if army.entered_by != "land" or not is_hostile(game, army.space):
        return []
    if army.faction == INDEPENDENT:
        return []  # hostile-d independent armies are exempt
    check = {"space": army.space, "column": ATTRITION_COLUMN, "faction": army.faction,
             "general": army.commander, "cu": army.cu}
    game.attrition_checks_due.append(check)
    return [{"type": "attrition_check_due", **check}]  # hostile-b
