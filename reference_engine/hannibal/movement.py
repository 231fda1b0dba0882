"""The active army's movement: step by step, each step 1 MP (the MP costs of
the map are outside the summary, so every step costs 1 and the position
gives the allowance). Arriving where enemy field forces stand opens their
choice to avoid battle; arriving next to enemy generals opens interception.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from . import sieges
from .deciders import ActiveDecision, interceptors
from .game import Hannibal

STEP_COST = 1
ORDER = "intercept-or-avoid-first"


def finish(game: Hannibal, reason: str) -> list[dict[str, Any]]:
    army = game.army
    army.ended, army.end_reason = True, reason
    for frame in list(game.frames):
        if frame.kind.name == "movement":
            game.pop(frame)
    return [{"type": "movement_over", "commander": army.commander, "space": army.space, "reason": reason}]


def relocate(game: Hannibal, generals: list[str], faction: str, count: int, source: str,
             target: str) -> list[dict[str, Any]]:
    """Generals and CU in the field go from ``source`` to the field in ``target``, whichever way they
    go (a move, an interception, an avoid, a fall back); the siege they leave lifts (siege-8)."""
    for name in generals:
        game.generals[name].space = target
    game.shift_cu(faction, count, (source, False), (target, False))
    return sieges.lift_siege(game, source, faction)  # siege-8 by any way of leaving


def step(game: Hannibal, to: str) -> list[dict[str, Any]]:
    army = game.army
    source = army.space
    lifted = relocate(game, army.generals, army.faction, army.cu, source, to)
    army.came_by = sorted(game.connection_types(source, to))[0]
    army.space, army.came_from = to, source
    army.mp_left -= STEP_COST
    game.intercepted_in = {}
    events = [{"type": "moved", "from": source, "to": to, "mp_left": army.mp_left}] + lifted
    return events + arrive(game)


def arrive(game: Hannibal) -> list[dict[str, Any]]:
    army = game.army
    defenders = game.has_field_force(army.space, game.inactive)
    if defenders and game.reading(ORDER, "interception-first") == "avoid-first":
        # intercept-or-avoid-first "avoid-first": the forces in the space choose before any interception
        game.push("avoid_battle", avoided=False)  # avoid-1
    elif interceptors(game):
        # intercept-1 / intercept-2-b generals next door may intercept, also into a space that already
        # holds their own CU; intercept-or-avoid-first "interception-first": the defenders choose after
        game.push("interception", tried=[], interceptors=[])
    elif defenders:
        game.push("avoid_battle", avoided=False)  # avoid-1
    return []


def intercept_after_avoiding(game: Hannibal, avoided_to: list[str] | None) -> bool:
    """intercept-or-avoid-first "avoid-first": once the forces in the space are done without a
    battle, the generals next to it may intercept (the pursuit, if any, waits for them)."""
    if game.reading(ORDER, "interception-first") != "avoid-first" or not interceptors(game):
        return False
    game.push("interception", tried=[], interceptors=[], after_avoid=avoided_to)
    return True


def confront(game: Hannibal) -> list[dict[str, Any]]:
    """No interceptor came in: inactive field forces in the space may now avoid battle (avoid-1)."""
    if game.has_field_force(game.army.space, game.inactive):
        game.push("avoid_battle", avoided=False)  # avoid-1
    return []


class Movement(ActiveDecision):
    name = "movement"
    rule = "pursuit-3"

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"commander": game.army.commander, "space": game.army.space, "mp_left": game.army.mp_left}

    def candidates(self, game: Hannibal, frame: Frame):
        army = game.army
        for space in game.neighbours(army.space):
            yield {"type": "move", "to": space}
        for name in army.leaders:
            for count in range(army.cu + 1):
                yield {"type": "detach_to_besiege", "general": name, "cu": count}
        yield {"type": "end_movement"}

    def check(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> None:
        army = game.army
        kind = action["type"]
        if kind == "move":
            to = action.get("to")
            if to not in game.neighbours(army.space):
                raise Refusal(MALFORMED, f"{to!r} is not next to {army.space}")
            if army.mp_left < STEP_COST:
                # the MP allowance is outside the summary: with none left the movement takes no step
                # (pursuit-3: nor does a pursuit go on)
                raise Refusal(OUT_OF_PLACE, f"the army has {army.mp_left} MP left")
        elif kind == "detach_to_besiege":
            sieges.check_detachment(game, action)
        elif kind != "end_movement":
            raise Refusal(OUT_OF_PLACE, f"{kind!r} is not a movement action")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "move":
            return step(game, action["to"])
        if kind == "detach_to_besiege":
            return sieges.detach(game, action)
        return finish(game, "ended")
