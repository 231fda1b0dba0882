"""Interception: when the active army enters a space, the inactive player's
generals next to it may try to intercept (intercept-1 ... intercept-4).

Each intercepting force rolls once (intercept-2): success when the roll, +1
into a space with an enemy PC and none of its own CU, passes the tactics test
(tactics.py). A successful force moves in and the active army chooses to fall
back one space or to fight (intercept-3-a); a failed one may not avoid battle
against that army this round (intercept-failed-no-avoid).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core import memo
from ..core.procedure import OUT_OF_PLACE, Frame
from . import tactics
from .deciders import ActiveDecision, AnswerDecision, InactiveDecision, group_options, interceptors, is_count
from .game import Hannibal
from .movement import confront, finish, relocate

BARRED = ("pass", "strait")  # intercept-4
ENEMY_PC_MODIFIER = 1  # intercept-2-b
AFTER_FALL_BACK = "intercept-3-a-after-fall-back"


def can_cross(types: set[str]) -> bool:
    return bool(types - set(BARRED))  # intercept-4 some connection is neither pass nor strait


def modifier(game: Hannibal, target: str, faction: str) -> int:
    enemy_pc = game.control.get(target) == game.enemy_of(faction)
    own_cu = game.cu_in(target, faction) > 0
    return ENEMY_PC_MODIFIER if enemy_pc and not own_cu else 0  # intercept-2-b


def check_group(game: Hannibal, space: str, faction: str, commander: str, count: Any, leaders: Any,
                *, rule: str, part_rule: str) -> None:
    """The force named leaves generals and CU in ``space`` as the rules allow."""
    if not is_count(count) or count > game.cu_in(space, faction, inside=False):
        raise Refusal(part_rule, f"{commander} cannot take {count!r} CU from {space}")
    # the same for every candidate of a decision (checks move no general): listed once per listing
    others = memo.once(game, (check_group, space, faction, commander),
                       lambda: {g.name for g in game.generals_in(space, faction)} - {commander})
    if not isinstance(leaders, list) or not set(leaders) <= others or len(set(leaders)) != len(leaders):
        raise Refusal(rule, f"{leaders!r} are not generals with {commander} in {space}")


def check_left_behind(game: Hannibal, space: str, faction: str, going: set[str], count: int) -> None:
    staying = [g for g in game.generals_in(space, faction) if g.name not in going]
    left = game.cu_in(space, faction, inside=False) - count
    if staying and left < 1:
        # intercept-1-b generals who stay keep at least 1 CU
        raise Refusal("intercept-1-b", f"{', '.join(g.name for g in staying)} would stay in {space} without CU")
    if any(g.consul for g in staying) and left < 5:
        # intercept-1-b-consul a consul who stays keeps at least 5 CU
        raise Refusal("intercept-1-b-consul", f"a consul would stay in {space} with {left} CU")


def check_attempt(game: Hannibal, frame: Frame, action: dict[str, Any]) -> None:
    target = game.army.space
    name = action.get("general")
    general = game.generals.get(name)
    if general is None or general.faction != game.inactive or general.inside:
        # intercept-1 the inactive player names his own generals in the field
        raise Refusal("intercept-1", f"{name!r} is not a {game.inactive} general in the field")
    if general.space not in game.neighbours(target):
        raise Refusal("intercept-1", f"{name} in {general.space} is not next to {target}")
    if name in frame.data["tried"]:
        # intercept-2 one roll for each intercepting army
        raise Refusal("intercept-2", f"{name}'s army has already rolled to intercept")
    if not can_cross(game.connection_types(general.space, target)):
        # intercept-4 never across a pass or a strait
        raise Refusal("intercept-4", f"{general.space} and {target} are joined only by a pass or strait")
    count, leaders = action.get("cu"), action.get("leaders", [])
    check_group(game, general.space, general.faction, name, count, leaders, rule="intercept-1",
                part_rule="intercept-1-a")
    check_left_behind(game, general.space, general.faction, {name, *leaders}, count)


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
            game.pop(frame)
            return [{"type": "interception_declined"}] + confront(game)
        army = game.army
        general = game.generals[action["general"]]
        group = [general.name, *sorted(action.get("leaders", []))]
        frame.data["tried"].append(general.name)
        event = tactics.roll(game, "interception", general.name, modifier(game, army.space, general.faction))
        event.update(generals=group, cu=action["cu"], origin=general.space)
        if not event["success"]:
            # intercept-failed-no-avoid remembered for the round
            game.failed_interceptions.append({"generals": group, "against": army.commander})
            if not [n for n in interceptors(game) if n not in frame.data["tried"]]:
                game.pop(frame)
                return [event] + confront(game)
            return [event]
        relocate(game, group, general.faction, action["cu"], general.space, army.space)  # intercept-3
        game.pop(frame)
        game.push("intercepted", interceptors=group)
        return [event]


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
            relocate(game, army.generals, army.faction, army.cu, source, back)  # back the way it came, sea too
            army.space, army.came_from = back, source
            events = [{"type": "fell_back", "from": source, "to": back, "by": army.came_by}]
            if game.reading(AFTER_FALL_BACK, "movement-ends") == "may-move-on":
                return events  # intercept-3-a-after-fall-back "may-move-on": no MP spent, the army moves on
            return events + finish(game, "fell back")  # intercept-3-a-after-fall-back "movement-ends"
        space = army.space
        events = [game.battle_due(space, "interception", attacker=game.inactive,
                                  interceptors=frame.data["interceptors"])]
        return events + finish(game, "battle")
