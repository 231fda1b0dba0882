"""9.4 Spaces holding enemy units.

(Stub: section helpers fill in 9.4.1-9.4.4 fully.)
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal


def check_entering(game: Any, to: str) -> None:
    army = game.army
    if army.is_lone_leader and game.enemy_cu_in(to, army.faction) > 0:
        # 9.4.4 a leader without an army may not enter a space with enemy CU
        raise Refusal("9.4.4-a", f"{army.commander} has no CU and {to} holds enemy CU")


def check_stopping(game: Any, space: str) -> None:
    army = game.army
    if army.is_lone_leader and game.enemy_leaders_in(space, army.faction):
        # 9.4.4 ... nor stop in a space with enemy leaders
        raise Refusal("9.4.4-b", f"{army.commander} has no CU and may not stop with enemy leaders in {space}")


def after_reactions(game: Any) -> list[dict[str, Any]]:
    """9.4.1 enemy CU that neither hid nor avoided battle stop the army: battle."""
    from . import movement

    army = game.army
    defenders = game.enemy_cu_in(army.space, army.faction, inside=False)
    if army.cu and defenders:
        events = [{"type": "battle", "space": army.space, "attacker": army.commander,
                   "attacking_cu": army.cu, "defending_cu": defenders}]
        return events + movement.finish(game, "battle")
    return []
