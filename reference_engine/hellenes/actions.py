"""5.0 The action phase: Maneuver, Muster or Pillage, one action each.

The active player has as many actions as the position says (his card, 4.0).
Each action opens a decision of its own (movement.py, pillage.py). When the
actions are spent, or the player ends his phase, what was left for "after
all actions" is resolved in turn: forced marches (5.3), storms (5.2.2),
then the order of uncoordinated battles (5.4.1).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import OUT_OF_PLACE, DecisionKind, Frame
from . import battles, forced_march, movement, pillage, storms
from .game import Hellenes
from .movement import action_done


class ActionChoice(DecisionKind[Hellenes]):
    name = "action"
    rule = "5.0-action"

    def player(self, game: Hellenes, frame: Frame) -> str:
        return game.active

    def context(self, game: Hellenes, frame: Frame) -> dict[str, Any]:
        return {"actions_left": game.actions_left}

    def candidates(self, game: Hellenes, frame: Frame):
        for area in sorted({b.space for b in game.blocks.values() if b.side == game.active}):
            yield {"type": "maneuver", "area": area}
        for area in game.read_areas()["city_state"]:
            yield {"type": "muster", "city_state": area}
        yield from pillage.candidates(game)
        yield {"type": "end_actions"}

    def check(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "maneuver":
            movement.check_maneuver(game, player, action.get("area"))
        elif kind == "muster":
            movement.check_muster(game, player, action.get("city_state"))
        elif kind == "pillage":
            pillage.check(game, player, action)
        elif kind != "end_actions":
            raise Refusal(OUT_OF_PLACE, f"an action is a maneuver, a muster or a pillage, not {kind!r}")

    def apply(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "end_actions":
            game.pop(frame)
            return [{"type": "actions_ended", "player": player, "actions_left": game.actions_left}]
        game.action_number += 1
        if kind == "pillage":
            events = pillage.apply(game, player, action)
            return events + action_done(game)
        return movement.open_action(game, player, action)


def start(game: Hellenes) -> None:
    """A position opens with the active player's action to choose."""
    if game.active is not None and game.actions_left > 0:
        game.push("action")


def advance(game: Hellenes) -> list[dict[str, Any]]:
    """Nothing is pending: resolve what comes after all actions, in order."""
    events: list[dict[str, Any]] = []
    while not game.frames and game.phase != "over":
        if game.phase == "actions":
            game.phase = "forced marches"
            events.append({"type": "action_phase_ended", "player": game.active})
            events += forced_march.roll_all(game)
        elif game.phase == "forced marches":
            game.phase = "storms"
            events += storms.resolve(game)
        elif game.phase == "storms":
            game.phase = "battles"
            events += battles.open_battles(game)
        else:
            game.phase = "over"
    return events
