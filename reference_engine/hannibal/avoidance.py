"""Avoiding battle and pursuit (avoid-1 ... avoid-4, pursuit-1 ... pursuit-3).

When the active army enters a space where the inactive player has generals
or CU outside the walls, he may, force by force: withdraw into the walls of
a friendly walled city there (no roll, no pursuit: avoid-1-a, walled-4),
roll to avoid into one neighbouring space (avoid-2, avoid-3), or accept
battle. A failed avoid roll means battle; the battle is outside the summary.
After a successful avoid the active player may pursue (pursuit-1).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core import memo
from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from . import sieges, tactics
from .deciders import ActiveDecision, AnswerDecision, InactiveDecision, check_force, group_options, named_general
from .game import Hannibal
from .movement import finish, intercept_after_avoiding, relocate
from .walls import capacity

MAX_AVOIDING_CU = 10  # avoid-3
NO_AVOID_ACROSS = ("pass", "strait", "sea")  # avoid-4
ARMY_SIZE = "avoid-3-army-size"
WALLS_AFTER_FAILED_INTERCEPTION = "intercept-failed-no-avoid-walls"


def check_not_failed_interceptor(game: Hannibal, generals: list[str]) -> None:
    against = game.army.commander
    for failed in game.failed_interceptions:
        if failed["against"] == against and set(failed["generals"]) & set(generals):
            # intercept-failed-no-avoid a failed interceptor may not avoid that army this round
            raise Refusal("intercept-failed-no-avoid",
                          f"{', '.join(sorted(set(failed['generals']) & set(generals)))} failed to intercept {against}")


def check_destination(game: Hannibal, source: str, to: Any, defender: str) -> None:
    army = game.army
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not a space on the map")
    if to not in game.neighbours(source):
        # avoid-3 one space
        raise Refusal("avoid-3", f"{to!r} is not next to {source}")
    if not game.connection_types(source, to) - set(NO_AVOID_ACROSS):
        # avoid-4 never across a pass, a strait or the sea
        raise Refusal("avoid-4", f"{source} and {to} are joined only by a pass, strait or sea")
    if to == army.came_from:
        # avoid-3-b not into the space the attacker came from
        raise Refusal("avoid-3-b", f"the attacking army came from {to}")
    if game.control.get(to) == army.faction:
        # avoid-3-b not into an enemy PC
        raise Refusal("avoid-3-b", f"{to} has a {army.faction} PC")
    if game.cu_in(to, army.faction) > 0:
        # avoid-3-b not into enemy CU
        raise Refusal("avoid-3-b", f"{to} holds {army.faction} CU")
    if game.is_tribe(to) and game.control.get(to) != defender:
        # avoid-3-b not into a tribe that is not friendly
        raise Refusal("avoid-3-b", f"the tribe in {to} is not friendly to {defender}")


def check_avoid(game: Hannibal, action: dict[str, Any]) -> None:
    space, defender = game.army.space, game.inactive
    name = action.get("general")
    general = named_general(game, name, defender)
    if general.inside or general.space != space:
        # avoid-1 the decision is about the inactive army or general in the field in the space entered
        raise Refusal(OUT_OF_PLACE, f"{name} is not in the field in {space}")
    count, leaders = action.get("cu"), action.get("leaders", [])
    check_force(game, space, defender, name, count, leaders)  # avoid-3-a part of the force, or all of it
    check_not_failed_interceptor(game, [name, *leaders])
    if count > MAX_AVOIDING_CU:
        # avoid-3 an army of up to 10 CU
        raise Refusal("avoid-3", f"{count} CU is more than {MAX_AVOIDING_CU}")
    army_size = game.cu_in(space, defender, inside=False)
    if game.reading(ARMY_SIZE, "avoiding-force") == "whole-army" and army_size > MAX_AVOIDING_CU:
        # avoid-3-army-size "whole-army": the whole army in the space counts against the limit
        raise Refusal("avoid-3", f"the army in {space} has {army_size} CU, more than {MAX_AVOIDING_CU}")
    # the same for every force avoiding into it (checks change nothing): checked once per listing
    to = action.get("to")
    memo.checked_once(game, (check_destination, space, to, defender),
                      lambda: check_destination(game, space, to, defender))


def check_withdrawal(game: Hannibal, action: dict[str, Any]) -> None:
    space, defender = game.army.space, game.inactive
    if not game.is_walled(space) or game.control.get(space) != defender:
        # avoid-1-a / walled-4 only into a friendly walled city
        raise Refusal("avoid-1-a", f"{space} is not a walled city friendly to {defender}")
    count, leaders = action.get("cu"), action.get("leaders", [])
    check_force(game, space, defender, None, count, leaders)  # walled-4 CU and generals in the field there
    if count == 0 and not leaders:
        raise Refusal(MALFORMED, "nothing withdraws into the walls")
    if game.reading(WALLS_AFTER_FAILED_INTERCEPTION, "walls-barred") == "walls-barred":
        check_not_failed_interceptor(game, leaders)  # intercept-failed-no-avoid-walls "walls-barred"
    inside = game.cu_in(space, defender, inside=True)
    if inside + count > capacity(space):
        # walled-2 2 CU inside the walls, 5 in Rome and Carthage
        raise Refusal("walled-2", f"{space} holds {capacity(space)} CU inside; {inside} are there already")


def close(game: Hannibal, frame: Frame) -> list[dict[str, Any]]:
    """No defender is left in the field: the army may be pursued or moves on (or, avoid first, the
    generals next to the space may intercept before that)."""
    game.pop(frame)
    avoided_to = frame.data.get("avoided_to", []) if frame.data["avoided"] else None
    if intercept_after_avoiding(game, avoided_to):
        return []
    return offer_pursuit(game, avoided_to)


def offer_pursuit(game: Hannibal, avoided_to: list[str] | None) -> list[dict[str, Any]]:
    """pursuit-1 after a successful avoid the active player may pursue, while he has MP (pursuit-3)."""
    if not avoided_to:
        return []
    if game.army.mp_left <= 0:
        # pursuit-3 the pursuit ends when the pursuer has no MP left
        return [{"type": "no_pursuit", "reason": "no MP left"}]
    game.push("pursuit", avoided_to=avoided_to)  # pursuit-1
    return []


def battle(game: Hannibal, frame: Frame, cause: str) -> list[dict[str, Any]]:
    space = game.army.space
    game.pop(frame)
    return [game.battle_due(space, cause, attacker=game.active)] + finish(game, "battle") + sieges.offer_sortie(
        game, space)


class AvoidBattle(InactiveDecision):
    name = "avoid_battle"
    rule = "avoid-1"

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "army": game.army.commander}

    def candidates(self, game: Hannibal, frame: Frame):
        space, defender = game.army.space, game.inactive
        for general in game.generals_in(space, defender):
            for to in game.neighbours(space):
                for count, leaders in group_options(game, space, defender, general.name):
                    yield {"type": "avoid", "general": general.name, "to": to, "cu": count, "leaders": leaders}
        for count, leaders in group_options(game, space, defender, None):
            yield {"type": "withdraw_into_walls", "cu": count, "leaders": leaders}
        yield {"type": "accept_battle"}

    def check(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "avoid":
            check_avoid(game, action)
        elif kind == "withdraw_into_walls":
            check_withdrawal(game, action)
        elif kind != "accept_battle":
            raise Refusal(OUT_OF_PLACE, "avoid, withdraw_into_walls or accept_battle")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        space, defender = game.army.space, game.inactive
        if kind == "accept_battle":
            return battle(game, frame, "battle accepted")
        group = ([action["general"]] if kind == "avoid" else []) + sorted(action.get("leaders", []))
        if kind == "withdraw_into_walls":
            for name in group:
                game.generals[name].inside = True
            game.shift_cu(defender, action["cu"], (space, False), (space, True))
            events = [{"type": "withdrew_into_walls", "space": space, "generals": group, "cu": action["cu"]}]
        else:
            event = tactics.roll(game, "avoid", action["general"])  # avoid-2
            event.update(to=action["to"], generals=group, cu=action["cu"])
            if not event["success"]:
                return [event] + battle(game, frame, "avoid failed")
            events = [event] + relocate(game, group, defender, action["cu"], space, action["to"])  # avoid-3
            frame.data["avoided"] = True
            frame.data.setdefault("avoided_to", []).append(action["to"])
        if game.has_field_force(space, defender):
            return events  # avoid-3-a the rest decide in turn
        return events + close(game, frame)


class Pursuit(AnswerDecision, ActiveDecision):
    name = "pursuit"
    rule = "pursuit-1"
    answers = ("pursue", "no_pursuit")

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "avoided_to": frame.data["avoided_to"]}

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        if action["type"] == "no_pursuit":
            return [{"type": "pursuit_declined"}]
        event = tactics.roll(game, "pursuit", game.army.commander)  # pursuit-2
        if event["success"]:
            return [event]  # pursuit-2-b the army moves on
        return [event] + finish(game, "pursuit failed")  # pursuit-2-c it stops (a siege roll stays open)
