"""Raising a CU instead of moving.

In his Movement segment a player may move none of his generals and place
one mercenary CU instead (raise-cu-a), but not once he has rolled for
movement (raise-cu-b). Where it goes is the reinforcement rule 5.3, outside
the excerpt: the player names the space and the engine places it there
(raise-cu-c).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED
from .game import Successors

MERCENARY_CU = 1


def candidates(game: Successors):
    for space in sorted(game.board.nodes):
        yield {"type": "raise_mercenary", "space": space}


def check(game: Successors, player: str, action: dict[str, Any]) -> None:
    if game.segment != "movement":
        # raise-cu-a only in the Movement segment
        raise Refusal("raise-cu-a", "a mercenary CU is raised in the Movement segment only")
    if game.mercenary_raised:
        # raise-cu-a one CU
        raise Refusal("raise-cu-a", f"{player} has already raised his mercenary CU")
    if game.moved_generals or (game.army is not None):
        # raise-cu-a instead of moving all his generals: not once one has moved
        raise Refusal("raise-cu-a", f"{player} has already moved a general this segment")
    if game.movement_rolled:
        # raise-cu-b not after the movement roll
        raise Refusal("raise-cu-b", f"{player} has already rolled for movement")
    space = action.get("space")
    if not isinstance(space, str) or space not in game.board:
        # raise-cu-c where the CU may go is rule 5.3, outside the excerpt: a space of the map, named
        raise Refusal(MALFORMED, f"{space!r} is not a space on the map")


def apply(game: Successors, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    game.mercenary_raised = True
    game.add_cu(action["space"], player, MERCENARY_CU)
    return [{"type": "mercenary_raised", "player": player, "space": action["space"], "cu": MERCENARY_CU}]
