"""Sieges (siege-1 ... siege-8).

A siege roll's result on the siege table is outside the summary: the referee
answers "siege_outcome". Three siege points take the city (siege-5); the
first one makes it besieged (siege-7); the siege lifts when the besieging
side has no CU left in the field there (siege-8).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from .deciders import ActiveDecision, RefereeDecision, is_count, named_general
from .game import Hannibal

MIN_SIEGE_CU = 3  # siege-1, siege-2
CONSULAR_MIN_CU = 5  # siege-2 in a consul's army
POINTS_TO_TAKE = 3  # siege-5
CONSULAR = "siege-2-consular"
LEFT_BEHIND = "siege-8-left-behind"
ACTIVE_GENERAL = "siege-1-active-general"


def is_enemy_walled_city(game: Hannibal, space: str, faction: str) -> bool:
    return game.is_walled(space) and game.control.get(space) == game.enemy_of(faction)


def is_besieged(game: Hannibal, space: str) -> bool:
    return game.siege_points.get(space, 0) >= 1  # siege-7 from the first siege point


def check_target(game: Hannibal, space: str, faction: str) -> None:
    if not is_enemy_walled_city(game, space, faction):
        # siege-1 only where there is an enemy walled city
        raise Refusal("siege-1", f"{space} has no walled city of {game.enemy_of(faction)}")
    if space in game.siege_rolls:
        # siege-3 one siege roll per walled city per strategy card
        raise Refusal("siege-3", f"{space} has already been rolled against with this card")


def check_siege_roll(game: Hannibal, name: Any) -> None:
    general = named_general(game, name, game.active)  # siege-1 an active general: one of the active player's
    if game.reading(ACTIVE_GENERAL, "active-player") == "activated" and name not in game.movement_points:
        # siege-1-active-general "activated": only a general the card activated rolls
        raise Refusal("siege-1", f"{name} was not activated by the card")
    if general.inside:
        # siege-1 inside walls a general stands in his own walled city, not in one of the enemy's
        raise Refusal("siege-1", f"{name} is inside the walls of {general.space}")
    check_target(game, general.space, general.faction)
    if game.cu_in(general.space, general.faction, inside=False) < MIN_SIEGE_CU:
        # siege-1 with at least 3 CU
        raise Refusal("siege-1", f"{name} has {game.cu_in(general.space, general.faction, inside=False)} CU, "
                      f"fewer than {MIN_SIEGE_CU}")


def roll_against(game: Hannibal, space: str, general: str) -> list[dict[str, Any]]:
    game.siege_rolls.append(space)
    game.push("siege_outcome", space=space, general=general)
    return [{"type": "siege_roll", "space": space, "general": general}]


def siege_roll(game: Hannibal, name: str) -> list[dict[str, Any]]:
    return roll_against(game, game.generals[name].space, name)


def check_detachment(game: Hannibal, action: dict[str, Any]) -> None:
    army = game.army
    name, count = action.get("general"), action.get("cu")
    named_general(game, name, army.faction)
    if name == army.commander:
        # siege-2 a subordinate general leaves the main army, not its commander
        raise Refusal("siege-2", f"{name} commands the army: he is no subordinate who may split off")
    if name not in army.leaders:
        raise Refusal(OUT_OF_PLACE, f"{name} is not a general of {army.commander}'s army")
    if not is_count(count) or count > army.cu:
        raise Refusal(MALFORMED, f"the army has {army.cu} CU, not {count!r}")
    check_target(game, army.space, army.faction)
    consular = game.generals[army.commander].consul
    if game.reading(CONSULAR, "detached") == "detached":
        need = CONSULAR_MIN_CU if consular else MIN_SIEGE_CU
        if count < need:
            # siege-2 3 CU go with the subordinate, 5 out of a consul's army
            raise Refusal("siege-2", f"{name} takes {count} CU, fewer than {need}")
    else:
        if count < MIN_SIEGE_CU:
            raise Refusal("siege-2", f"{name} takes {count} CU, fewer than {MIN_SIEGE_CU}")
        if consular and army.cu - count < CONSULAR_MIN_CU:
            # siege-2-consular "left-with-consul": the consul keeps 5
            raise Refusal("siege-2", f"{army.commander} would keep {army.cu - count} CU")


def detach(game: Hannibal, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    army.leaders.remove(action["general"])
    army.cu -= action["cu"]
    event = {"type": "detached", "general": action["general"], "cu": action["cu"], "space": army.space}
    return [event] + roll_against(game, army.space, action["general"])


def take_city(game: Hannibal, space: str) -> list[dict[str, Any]]:
    defender = game.control[space]
    besieger = game.enemy_of(defender)
    destroyed = game.cu_in(space, defender, inside=True)
    game.cu[(space, defender)][1] = 0  # siege-5 the enemy CU inside are destroyed
    game.control[space] = besieger  # walled-1 taken by siege, so control changes
    game.siege_points.pop(space, None)
    return [{"type": "city_taken", "space": space, "by": besieger, "cu_destroyed": destroyed}]


def lift_siege(game: Hannibal, space: str, faction: str) -> list[dict[str, Any]]:
    if not is_besieged(game, space) or not is_enemy_walled_city(game, space, faction):
        return []
    if game.reading(LEFT_BEHIND, "general-needed") == "cu-hold":
        if game.cu_in(space, faction, inside=False) > 0:
            return []  # siege-8-left-behind "cu-hold": CU left in the field keep the siege
    elif game.generals_in(space, faction) and game.cu_in(space, faction, inside=False) > 0:
        return []  # siege-8-left-behind "general-needed": a general with CU is still a besieging army
    # siege-8 the besieging army has left: every siege point comes off
    points = game.siege_points.pop(space)
    return [{"type": "siege_lifted", "space": space, "points_removed": points}]


class SiegeOutcome(RefereeDecision):
    name = "siege_outcome"
    rule = "siege-4"
    answers = ("siege_succeeds", "siege_fails")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        space = frame.data["space"]
        if action["type"] == "siege_fails":
            return [{"type": "siege_failed", "space": space}]
        game.siege_points[space] = game.siege_points.get(space, 0) + 1  # siege-4
        events = [{"type": "siege_point", "space": space, "points": game.siege_points[space]}]
        if game.siege_points[space] >= POINTS_TO_TAKE:
            events += take_city(game, space)  # siege-5
        return events


def check_leaderless_sortie(game: Hannibal, space: Any) -> None:
    """``{"type": "sortie", "space": S}``: the CU inside the walls of S come out on their own."""
    if not isinstance(space, str) or space not in game.board:
        raise Refusal(MALFORMED, f"{space!r} is not a space on the map")
    if not game.cu_in(space, game.active, inside=True):
        raise Refusal(OUT_OF_PLACE, f"no {game.active} CU are inside the walls of {space}")
    # siege-6 only a besieged army under a general may sortie
    raise Refusal("siege-6", f"no {game.active} general leads the CU inside the walls of {space}")


def check_sortie(game: Hannibal, name: Any) -> None:
    general = named_general(game, name, game.active)
    if not general.inside:
        # siege-6 a besieged army led by a general: one inside the walls
        raise Refusal("siege-6", f"{name!r} is not an active {game.active} general inside walls")
    if not is_besieged(game, general.space):
        # siege-7 not besieged before the first siege point
        raise Refusal("siege-7", f"{general.space} has no siege point: it is not besieged")
    if not game.has_field_force(general.space, game.enemy_of(general.faction)):
        raise Refusal("siege-6", f"no enemy stands in the field in {general.space}")


def sortie(game: Hannibal, name: str) -> list[dict[str, Any]]:
    space = game.generals[name].space
    return [{"type": "sortie", "general": name, "space": space},
            game.battle_due(space, "sortie", attacker=game.active, sortie=name)]


def offer_sortie(game: Hannibal, space: str) -> list[dict[str, Any]]:
    """siege-6 a besieged friendly general may join the active army's battle."""
    inside = game.generals_in(space, game.active, inside=True)
    if inside and is_besieged(game, space):
        game.push("sortie_offer", space=space)
    return []


class SortieOffer(ActiveDecision):
    name = "sortie_offer"
    rule = "siege-6"

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"space": frame.data["space"]}

    def candidates(self, game: Hannibal, frame: Frame):
        for general in game.generals_in(frame.data["space"], game.active, inside=True):
            yield {"type": "join_by_sortie", "general": general.name}
        yield {"type": "stay_inside"}

    def check(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] == "join_by_sortie":
            general = named_general(game, action.get("general"), game.active)
            if not general.inside or general.space != frame.data["space"]:
                # siege-6 the besieged army (inside the walls) joins the friendly army's attack
                raise Refusal("siege-6", f"{general.name} is not besieged in {frame.data['space']}")
        elif action["type"] != "stay_inside":
            raise Refusal(OUT_OF_PLACE, "join_by_sortie or stay_inside")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        if action["type"] == "stay_inside":
            return []
        game.battles_due[-1]["sortie"] = action["general"]
        return [{"type": "sortie", "general": action["general"], "space": frame.data["space"]}]
