"""The phasing player's segment: move generals one at a time, or raise a CU.

The "segment" decision belongs to the phasing player:

- ``{"type": "move_army", "general": G}`` -- G sets out (movement.py); his
  allowance (spaces he may move) is the position's given;
- ``{"type": "raise_mercenary", "space": S}`` -- one mercenary CU instead of
  moving (mercenaries.py);
- ``{"type": "end_segment"}`` -- the segment ends; armies of two factions
  left in one space must fight (passage.py).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import mercenaries, passage
from .game import Successors
from .pieces import Army


class Segment(DecisionKind[Successors]):
    name = "segment"
    rule = "raise-cu-a"

    def player(self, game: Successors, frame: Frame) -> str:
        return game.phasing

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {"segment": game.segment}

    def candidates(self, game: Successors, frame: Frame):
        for name in sorted(game.generals):
            if name in game.allowances and name not in game.moved_generals:
                yield {"type": "move_army", "general": name}
        yield from mercenaries.candidates(game)
        yield {"type": "end_segment"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "move_army":
            check_setting_out(game, player, action.get("general"))
        elif kind == "raise_mercenary":
            mercenaries.check(game, player, action)
        elif kind != "end_segment":
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not an action of the segment")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "move_army":
            return set_out(game, player, action["general"])
        if kind == "raise_mercenary":
            return mercenaries.apply(game, player, action)
        game.pop(frame)
        return passage.end_of_segment(game) + [{"type": "segment_ended", "segment": game.segment,
                                                "player": player}]


def start(game: Successors) -> None:
    """A position opens with the phasing player's segment to play."""
    if game.phasing is not None:
        game.push("segment")


def check_setting_out(game: Successors, player: str, name: Any) -> None:
    general = game.generals.get(name)
    if general is None or general.dispersed:
        raise Refusal(MALFORMED, f"there is no general {name!r} on the map")
    if game.controller_of(general.faction) != player:
        # another side's general is not the segment's player's to set moving (contract: out of place)
        raise Refusal(OUT_OF_PLACE, f"{name} is not one of {player}'s generals")
    if game.mercenary_raised:
        # raise-cu-a the mercenary CU replaces moving any general this segment
        raise Refusal("raise-cu-a", f"{player} raised a mercenary CU instead of moving this segment")
    if name in game.moved_generals:
        raise Unsupported(f"{name} has already moved this segment (outside the excerpt)")
    game.allowance_of(name)


def set_out(game: Successors, player: str, name: str) -> list[dict[str, Any]]:
    general = game.generals[name]
    mp = game.allowance_of(name)
    game.army = Army(commander=name, faction=general.faction, player=player, space=general.space,
                     movement_points=mp)
    game.push("movement")
    return [{"type": "set_out", "general": name, "player": player, "space": general.space,
             "movement_points": mp}]
