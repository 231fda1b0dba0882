"""9.1.1-9.1.2 What moves with the activated leader: picking up and dropping off.

The army forms by picking up in its starting space; pick-up and drop-off
cost no MP and may happen in any space it moves through.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core import memo
from ..core.procedure import MALFORMED, OUT_OF_PLACE
from . import reaction
from .game import SwordOfRome

# 9.1.1 / 9.1.2 at most 10 CU move at any moment
MAX_MOVING_CU = 10


def available_cu(game: SwordOfRome) -> int:
    """CU of the army's faction in its space that may join it."""
    army = game.army
    # the same for every candidate of a decision (checks move no CU): counted once per listing
    return memo.once(game, (available_cu, army.space), lambda: game.cu_in(
        army.space, army.faction, inside=False) + reaction.cu_free_to_leave_walls(game))


def candidates(game: SwordOfRome):
    army = game.army
    for count in range(1, available_cu(game) + 1):
        yield {"type": "pick_up", "cu": count}
    for leader in game.leaders_in(army.space, faction=army.faction):
        yield {"type": "pick_up", "leader": leader.name}
    for count in range(1, army.cu + 1):
        yield {"type": "drop_off", "cu": count}
    for name in army.subordinates:
        yield {"type": "drop_off", "leader": name}


def check(game: SwordOfRome, action: dict[str, Any]) -> None:
    army = game.army
    kind = action["type"]
    if ("cu" in action) == ("leader" in action):
        raise Refusal(MALFORMED, f"{kind} takes either 'cu' or 'leader'")
    if "cu" in action:
        count = action["cu"]
        if isinstance(count, bool):
            # 9.1.2 CU are picked up or dropped off by their number
            raise Refusal("9.1.2", f"{kind} needs a number of CU, not {count!r}")
        if not isinstance(count, int) or count < 1:
            raise Refusal(MALFORMED, f"{kind} needs a positive number of CU, not {count!r}")
        if kind == "pick_up":
            standing = game.cu_in(army.space, army.faction)
            if count > standing:
                raise Refusal(MALFORMED, f"only {standing} {army.faction} CU stand in {army.space}")
            if count > available_cu(game):
                # 9.3.1 CU inside the walls may not leave them while enemy CU remain in the space
                raise Refusal("9.3.1-e", f"only {available_cu(game)} {army.faction} CU in {army.space} may join: "
                                         "the rest are shut inside the walls by enemy CU")
            if army.cu + count > MAX_MOVING_CU:
                # 9.1.2 no more than 10 CU may move at any moment
                raise Refusal("9.1.2-a", f"{army.cu} + {count} CU would be more than {MAX_MOVING_CU} moving")
        elif count > army.cu:
            raise Refusal(MALFORMED, f"the army has only {army.cu} CU to drop off")
        return
    name = action["leader"]
    leader = game.leaders.get(name) if isinstance(name, str) else None
    if leader is None:
        raise Refusal(MALFORMED, f"there is no leader {name!r}")
    if kind == "pick_up":
        if leader.faction != army.faction:
            # another side's leader (an ally's: rule 16, outside the excerpt) is no piece of this army
            raise Refusal(OUT_OF_PLACE, f"{name} is not a {army.faction} leader")
        if name in army.leaders or leader.space != army.space:
            raise Refusal(OUT_OF_PLACE, f"{name} is not waiting in {army.space}")
        reaction.check_leader_may_leave(game, leader)
        if game.leaders[army.commander].is_minor and leader.historical:
            # 9.1.2 minor leaders cannot pick up historical leaders
            raise Refusal("9.1.2-b", f"{army.commander} is a minor leader and {name} a historical one")
        return
    if name not in army.subordinates:
        raise Refusal(OUT_OF_PLACE, f"{name} is not moving with the army")


#: erratum 9.1.2-d-left: what "left without CU" covers
LEFT_ERRATUM = "9.1.2-d-left"


def check_consuls_left(game: SwordOfRome) -> None:
    """9.1.2-d, as the army leaves its space: no consul is left there without CU. Checked when the army
    goes, so that the order of its pick-ups and drop-offs in the space changes nothing."""
    army = game.army
    never_alone = game.reading(LEFT_ERRATUM, "never-alone") == "never-alone"
    for leader in game.leaders.values():
        if not leader.consul or leader.space != army.space or leader.name in army.leaders:
            continue
        if game.cu_in(army.space, leader.faction) > 0:
            continue
        # reading dropped-off: the consuls this army dropped off; never-alone: also a consul whose CU it took
        if leader.name in army.dropped_consuls or (never_alone and army.taken_here > 0):
            # 9.1.2 a Roman consul may not be left without CU
            raise Refusal("9.1.2-d", f"{leader.name} is a consul and would be left in {army.space} without CU")


def apply(game: SwordOfRome, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    kind = action["type"]
    if "cu" in action:
        count = action["cu"]
        if kind == "pick_up":
            outside = game.cu_in(army.space, army.faction, inside=False)
            from_outside = min(count, outside)
            game.add_cu(army.space, army.faction, -from_outside)
            if count > from_outside:
                reaction.take_cu_from_walls(game, count - from_outside)
            army.cu += count
            army.taken_here += count
        else:
            army.cu -= count
            army.taken_here -= count
            game.add_cu(army.space, army.faction, count)
        return [{"type": "picked_up" if kind == "pick_up" else "dropped_off", "leader": army.commander,
                 "cu": count, "space": army.space, "army_cu": army.cu}]
    name = action["leader"]
    if kind == "pick_up":
        army.subordinates.append(name)  # 9.1.2 picked-up leaders are subordinate to the mover
        army.dropped_consuls.discard(name)
        game.leaders[name].inside = False
    else:
        army.subordinates.remove(name)
        if game.leaders[name].consul:
            army.dropped_consuls.add(name)
    return [{"type": "picked_up" if kind == "pick_up" else "dropped_off", "leader": army.commander,
             "subordinate": name, "space": army.space}]
