"""A leader alone in an unfortified space that enemy land units enter -- by
movement or by interception (step 5) -- is captured (13.1-restriction-f-capture)
and kept on the captor's card (13.1-restriction-f-card). Retreat belongs to
field battle (14), outside the excerpt.

"Alone" means without land units of his own power: two leaders together
without units are both alone (see the clause's notes in the catalog).
"""

from __future__ import annotations

from typing import Any, Callable

from .game import HereIStand


def take_alone(game: HereIStand, to: str, captor: str, is_enemy: Callable[[str], bool]) -> list[dict[str, Any]]:
    """Leaders of ``captor``'s enemies alone in ``to`` as ``captor``'s land units come in."""
    if game.is_fortified(to):
        return []  # only in an unfortified space
    events = []
    for power in sorted({l.power for l in game.leaders.values() if l.space == to and l.captured_by is None}):
        if power == captor or not is_enemy(power) or game.units_of(to, power).total:
            continue  # 13.1-restriction-f-capture only enemy leaders without land units of their own
        for leader in sorted(game.leaders_in(to, power), key=lambda l: l.name):
            leader.captured_by = captor
            events.append({"type": "leader_captured", "leader": leader.name, "power": power, "space": to,
                           "held_by": captor, "return": "diplomacy phase of the next turn (9)"})
    return events


def lone_leaders(game: HereIStand) -> list[dict[str, Any]]:
    """The moving army's land units come in."""
    move = game.move
    if not move["units"]:
        return []  # leaders without units capture nobody
    return take_alone(game, move["to"], game.active, game.is_enemy_in_move)


def by_interception(game: HereIStand, interceptor: str) -> list[dict[str, Any]]:
    """A successful interceptor's land units come into the destination before the army (step 5)."""
    def is_enemy(power: str) -> bool:
        # the moving power is the interceptor's enemy in this move; others by the situation's wars
        return power == game.active or game.relations.is_enemy(interceptor, power)

    return take_alone(game, game.move["to"], interceptor, is_enemy)
