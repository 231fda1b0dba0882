"""Interception: when the active army enters a space, the inactive player's
generals next to it may try to intercept (intercept-1 ... intercept-4).

The inactive player names the armies that take part (intercept-1), one at a
time here; each rolls once (intercept-2): success when the roll, +1 into a
space with an enemy PC and none of the interceptors' CU, passes the tactics
test (tactics.py). The rolls come before the moves (intercept-2, then
intercept-3): a force that succeeds moves in at once, but its CU do not count
against the +1 of the armies still to roll, and the others may still try.
Once the inactive player is done (or no one is left to try), the active army
chooses to fall back one space or to fight if anyone came in (intercept-3-a);
a failed force may not avoid battle against that army this round
(intercept-failed-no-avoid).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import OUT_OF_PLACE, Frame
from . import tactics
from .deciders import (ActiveDecision, AnswerDecision, InactiveDecision, check_force, group_options, interceptors,
                       named_general)
from .game import Hannibal
from .movement import confront, finish, relocate

BARRED = ("pass", "strait")  # intercept-4
ENEMY_PC_MODIFIER = 1  # intercept-2-b
CONSUL_KEEPS = 5  # intercept-1-b-consul
AFTER_FALL_BACK = "intercept-3-a-after-fall-back"


def can_cross(types: set[str]) -> bool:
    return bool(types - set(BARRED))  # intercept-4 some connection is neither pass nor strait


def modifier(game: Hannibal, target: str, faction: str) -> int:
    enemy_pc = game.control.get(target) == game.enemy_of(faction)
    # intercept-2 the rolls come before the moves: CU that came in by this interception do not count
    own_cu = game.cu_in(target, faction) - game.intercepted_in.get((target, faction), 0) > 0
    return ENEMY_PC_MODIFIER if enemy_pc and not own_cu else 0  # intercept-2-b


def check_left_behind(game: Hannibal, space: str, faction: str, going: set[str], count: int) -> None:
    staying = [g for g in game.generals_in(space, faction) if g.name not in going]
    left = game.cu_in(space, faction, inside=False) - count
    if staying and left < 1:
        # intercept-1-b generals who stay keep at least 1 CU
        raise Refusal("intercept-1-b", f"{', '.join(g.name for g in staying)} would stay in {space} without CU")
    if any(g.consul for g in staying) and left < CONSUL_KEEPS:
        # intercept-1-b-consul a consul who stays keeps at least 5 CU
        raise Refusal("intercept-1-b-consul", f"a consul would stay in {space} with {left} CU")


def check_attempt(game: Hannibal, frame: Frame, action: dict[str, Any]) -> None:
    target = game.army.space
    name = action.get("general")
    general = named_general(game, name, game.inactive)
    if general.inside or general.space not in game.neighbours(target):
        # the decision is about the inactive player's generals in the field next to the space entered
        raise Refusal(OUT_OF_PLACE, f"{name} is not in the field next to {target}")
    count, leaders = action.get("cu"), action.get("leaders", [])
    check_force(game, general.space, general.faction, name, count, leaders)
    tried = set(frame.data["tried"]) & {name, *leaders}
    if tried:
        # intercept-2 one roll for each intercepting army
        raise Refusal("intercept-2", f"{', '.join(sorted(tried))} already rolled to intercept")
    if not can_cross(game.connection_types(general.space, target)):
        # intercept-4 never across a pass or a strait
        raise Refusal("intercept-4", f"{general.space} and {target} are joined only by a pass or strait")
    check_left_behind(game, general.space, general.faction, {name, *leaders}, count)


def untried(game: Hannibal, frame: Frame) -> list[str]:
    return [n for n in interceptors(game) if n not in frame.data["tried"]]


def close(game: Hannibal, frame: Frame) -> list[dict[str, Any]]:
    """The inactive player is done: the intercepted army chooses if anyone came in (intercept-3-a);
    otherwise the forces in the space may avoid battle, or (avoid first) the pursuit is offered."""
    game.pop(frame)
    if frame.data["interceptors"]:
        game.push("intercepted", interceptors=frame.data["interceptors"])
        return []
    if "after_avoid" in frame.data:
        return game.proceed("after avoiding", frame.data["after_avoid"])
    return confront(game)


class Interception(InactiveDecision):
    name = "interception"
    rule = "intercept-1"

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "army": game.army.commander}

    def candidates(self, game: Hannibal, frame: Frame):
        for name in interceptors(game):
            general = game.generals[name]
            for count, leaders in group_options(game, general.space, general.faction, name):
                yield {"type": "intercept", "general": name, "cu": count, "leaders": leaders}
        yield {"type": "decline_interception"}

    def check(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "intercept":
            check_attempt(game, frame, action)
        elif kind != "decline_interception":
            raise Refusal(OUT_OF_PLACE, "intercept or decline_interception")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "decline_interception":
            return [{"type": "interception_declined"}] + close(game, frame)
        army = game.army
        general = game.generals[action["general"]]
        origin, count = general.space, action["cu"]
        group = [general.name, *sorted(action.get("leaders", []))]
        frame.data["tried"].extend(group)
        event = tactics.roll(game, "interception", general.name, modifier(game, army.space, general.faction))
        event.update(generals=group, cu=count, origin=origin)
        events = [event]
        if event["success"]:
            events += relocate(game, group, general.faction, count, origin, army.space)  # intercept-3
            key = (army.space, general.faction)
            game.intercepted_in[key] = game.intercepted_in.get(key, 0) + count
            frame.data["interceptors"].extend(group)
        else:
            # intercept-failed-no-avoid remembered for the round
            game.failed_interceptions.append({"generals": group, "against": army.commander})
        if not untried(game, frame):
            events += close(game, frame)
        return events


class Intercepted(AnswerDecision, ActiveDecision):
    """intercept-3-a the intercepted army falls back one space or accepts battle."""

    name = "intercepted"
    rule = "intercept-3-a"
    answers = ("fall_back", "accept_battle")

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "back_to": game.army.came_from, "interceptors": frame.data["interceptors"]}

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        army = game.army
        game.pop(frame)
        if action["type"] == "fall_back":
            source, back = army.space, army.came_from
            lifted = relocate(game, army.generals, army.faction, army.cu, source, back)  # back the way it came, sea too
            army.space, army.came_from = back, source
            events = [{"type": "fell_back", "from": source, "to": back, "by": army.came_by}] + lifted
            if game.reading(AFTER_FALL_BACK, "movement-ends") == "may-move-on":
                return events  # intercept-3-a-after-fall-back "may-move-on": no MP spent, the army moves on
            return events + finish(game, "fell back")  # intercept-3-a-after-fall-back "movement-ends"
        space = army.space
        events = [game.battle_due(space, "interception", attacker=game.inactive,
                                  interceptors=frame.data["interceptors"])]
        return events + finish(game, "battle")
