"""Collecting and leaving CU, generals and royal family members on the way.

They cost no MP; the sea route allows the same (naval-g) with the limits of
naval.py. Collecting a general may change the command (command.py).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE
from . import command, naval
from .game import Successors

_PIECE_KEYS = ("cu", "general", "royal")
BESIEGED_ERRATUM = "naval-g-besieged-cu"


def available_cu(game: Successors) -> int:
    """The CU of the army's faction it may collect where it stands (erratum naval-g-besieged-cu)."""
    army = game.army
    if game.reading(BESIEGED_ERRATUM, "any-cu") == "any-cu":
        return game.cu_in(army.space, army.faction)  # naval-g-besieged-cu "any-cu": the besieged CU too
    return game.cu_in(army.space, army.faction, besieged=False)  # "unbesieged-only": they stay shut in


def candidates(game: Successors):
    army = game.army
    for count in range(1, available_cu(game) + 1):
        yield {"type": "pick_up", "cu": count}
    for general in game.generals_in(army.space, faction=army.faction):
        yield {"type": "pick_up", "general": general.name}
    for royal in sorted(game.royals.values(), key=lambda r: r.name):
        if royal.space == army.space and royal.faction == army.faction and royal.name not in army.royals:
            yield {"type": "pick_up", "royal": royal.name}
    for count in range(1, army.cu + 1):
        yield {"type": "drop_off", "cu": count}
    for name in army.generals:
        yield {"type": "drop_off", "general": name}
    for name in army.royals:
        yield {"type": "drop_off", "royal": name}


def check(game: Successors, action: dict[str, Any]) -> None:
    """A pick-up or drop-off, checked in the contract's order (docs/contract.md): its shape and the
    pieces it names (malformed, out of place), then the rules (naval-d, naval-g, naval-i)."""
    army = game.army
    kind = action["type"]
    given = [key for key in _PIECE_KEYS if key in action]
    if len(given) != 1:
        raise Refusal(MALFORMED, f"{kind} takes one of {', '.join(_PIECE_KEYS)}")
    if "cu" in action:
        count = action["cu"]
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise Refusal(MALFORMED, f"{kind} needs a positive number of CU, not {count!r}")
        if kind == "pick_up":
            if count > game.cu_in(army.space, army.faction):
                raise Refusal(MALFORMED, f"only {game.cu_in(army.space, army.faction)} {army.faction} CU "
                                         f"stand in {army.space}")
            if count > available_cu(game):
                # naval-g-besieged-cu "unbesieged-only": the besieged CU stay shut in
                raise Refusal("naval-g", f"only {available_cu(game)} {army.faction} CU can be collected in {army.space}")
            naval.check_collecting_cu(game, count)
        else:
            if count > army.cu:
                raise Refusal(MALFORMED, f"the army has only {army.cu} CU")
            naval.check_leaving_cu(game)
        return
    if "royal" in action:
        name = action["royal"]
        royal = game.royals.get(name) if isinstance(name, str) else None
        if royal is None:
            raise Refusal(MALFORMED, f"there is no member of the royal family {name!r}")
        if kind == "pick_up":
            if name in army.royals:
                raise Refusal(MALFORMED, f"{name} already moves with the army")
            if royal.space != army.space or royal.faction != army.faction:
                # the pick-up is about the army's own pieces where it stands
                raise Refusal(OUT_OF_PLACE, f"no {army.faction} royal {name!r} waits in {army.space}")
        elif name not in army.royals:
            raise Refusal(OUT_OF_PLACE, f"{name!r} is not moving with the army")
        return
    name = action["general"]
    general = game.generals.get(name) if isinstance(name, str) else None
    if general is None:
        raise Refusal(MALFORMED, f"there is no general {name!r}")
    if kind == "pick_up":
        if name in army.leaders:
            raise Refusal(MALFORMED, f"{name} already moves with the army")
        if name not in {g.name for g in game.generals_in(army.space, faction=army.faction)}:
            # the pick-up is about the army's own generals where it stands
            raise Refusal(OUT_OF_PLACE, f"no {army.faction} general {name!r} waits in {army.space}")
    elif name not in army.generals:
        # only the generals under the commander can be left behind
        raise Refusal(OUT_OF_PLACE, f"{name!r} is not moving under {army.commander}")


def apply(game: Successors, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    kind = action["type"]
    event_type = "picked_up" if kind == "pick_up" else "dropped_off"
    if "cu" in action:
        count = action["cu"]
        if kind == "pick_up":
            unbesieged = min(count, game.cu_in(army.space, army.faction, besieged=False))
            game.add_cu(army.space, army.faction, -unbesieged)
            # naval-g-besieged-cu "any-cu": besieged CU make up the rest, once the unbesieged are taken
            game.add_cu(army.space, army.faction, unbesieged - count, besieged=True)
            army.cu += count
        else:
            game.add_cu(army.space, army.faction, count)
            army.cu -= count
        return [{"type": event_type, "general": army.commander, "cu": count, "space": army.space,
                 "army_cu": army.cu}]
    if "royal" in action:
        name = action["royal"]
        (army.royals.append if kind == "pick_up" else army.royals.remove)(name)
        return [{"type": event_type, "general": army.commander, "royal": name, "space": army.space}]
    name = action["general"]
    if kind == "drop_off":
        army.generals.remove(name)
        return [{"type": event_type, "general": army.commander, "subordinate": name, "space": army.space}]
    events = [{"type": event_type, "general": army.commander, "subordinate": name, "space": army.space}]
    return events + command.collect(game, name)
