"""The moving army: the "movement" decision of the player who moves it.

Actions:

- ``{"type": "move", "to": S}`` -- a land step (land, mountain or strait
  connection), 1 MP (naval-e);
- ``{"type": "sail", "to": S}`` / ``{"type": "land"}`` -- naval movement (naval.py);
- ``{"type": "pick_up"|"drop_off", "cu": N | "general": G | "royal": R}`` (stacking.py);
- ``{"type": "ask_passage", "from": FACTION}`` -- free passage (passage.py);
- ``{"type": "end_movement"}``.

Entering a space hands over to arrival.py: interceptions, then the other
factions' CU in the space.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import arrival, hostile, naval, passage, stacking
from .army import finish, relocate
from .game import Successors

LAND_STEP_COST = 1  # naval-e every step from a space to the next costs 1 MP


class Movement(DecisionKind[Successors]):
    name = "movement"
    rule = "naval-e"

    def player(self, game: Successors, frame: Frame) -> str:
        return game.army.player

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        army = game.army
        return {"general": army.commander, "space": army.space, "mp_left": army.mp_left, "at_sea": army.at_sea}

    def candidates(self, game: Successors, frame: Frame):
        army = game.army
        land = game.land_neighbours(army.space)
        for space in game.neighbours(army.space):
            # a step the check would refuse for want of a route is not offered (naval-e, naval-a)
            if space in land:
                yield {"type": "move", "to": space}
            if naval.sea_cost(game, army.space, space) is not None:
                yield {"type": "sail", "to": space}
        yield {"type": "land"}
        yield from stacking.candidates(game)
        yield from passage.ask_candidates(game)
        yield {"type": "end_movement"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "move":
            check_land_move(game, action.get("to"))
        elif kind == "sail":
            naval.check_sail(game, player, action.get("to"))
        elif kind == "land":
            naval.check_landing(game)
        elif kind in ("pick_up", "drop_off"):
            stacking.check(game, action)
        elif kind == "ask_passage":
            passage.check_ask(game, action.get("from"))
        elif kind == "end_movement":
            naval.check_ending(game)
        else:
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not a movement action")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "move":
            events = hostile.on_leaving(game)
            game.army.land_moves += 1
            return events + enter(game, action["to"], cost=LAND_STEP_COST, how="land")
        if kind == "sail":
            return naval.sail(game, player, action["to"])
        if kind == "land":
            return naval.land(game)
        if kind in ("pick_up", "drop_off"):
            return stacking.apply(game, action)
        if kind == "ask_passage":
            return passage.ask(game, action["from"])
        return finish(game, "ended by its player")


def check_land_move(game: Successors, to: Any) -> None:
    army = game.army
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not a space on the map")
    naval.check_land_move(game)
    if to not in game.land_neighbours(army.space):
        raise Refusal("naval-e", f"{to} is not next to {army.space} by land")
    if LAND_STEP_COST > army.mp_left:
        # naval-e a step costs 1 MP; command-change-c after a change, the new commander's MP count
        rule = "command-change-c" if army.command_changed else "naval-e"
        raise Refusal(rule, f"the army has {army.mp_left} of {army.commander}'s {army.movement_points} MP left")


def enter(game: Successors, to: str, *, cost: int, how: str) -> list[dict[str, Any]]:
    """A land step into ``to``: spend MP, move, then what the arrival brings."""
    army = game.army
    relocate(game, to)
    army.mp_spent += cost
    army.entered_by = how
    events = [{"type": "moved", "general": army.commander, "from": army.previous, "to": to, "by": how,
               "cost": cost, "mp_left": army.mp_left, "cu": army.cu}]
    return events + arrival.start(game)
