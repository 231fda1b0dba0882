"""The active player's turn with a strategy card: set an army moving, roll a
siege, sortie from besieged walls, place a PC, try a subjugation, or finish.

Which generals the card activates and how many MP they have are outside the
summary: ``situation.movement_points`` gives them.
"""

from __future__ import annotations

from typing import Any, Callable

from conformance.contract import Refusal, Unsupported

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from . import sieges, tribes
from .deciders import ActiveDecision, group_options, is_count
from .game import Army, General, Hannibal


def start(game: Hannibal) -> None:
    game.push("activation")


def check_move_army(game: Hannibal, action: dict[str, Any]) -> None:
    name, count, leaders = action.get("general"), action.get("cu"), action.get("leaders", [])
    general = game.generals.get(name)
    if general is None:
        raise Refusal(MALFORMED, f"there is no general {name!r} on the map")
    if general.faction != game.active or general.inside or name in game.moved:
        raise Refusal(OUT_OF_PLACE, f"{name!r} is not an active {game.active} general in the field who may move")
    if name not in game.movement_points:
        raise Unsupported(f"the position gives no movement points for {name} (outside the summary)")
    if not is_count(count) or count > game.cu_in(general.space, general.faction, inside=False):
        raise Refusal(MALFORMED, f"{name} cannot take {count!r} CU")
    others = {g.name for g in game.generals_in(general.space, general.faction)} - {name}
    if not isinstance(leaders, list) or not set(leaders) <= others or len(set(leaders)) != len(leaders):
        raise Refusal(MALFORMED, f"{leaders!r} are not generals with {name}")


def move_army(game: Hannibal, action: dict[str, Any]) -> list[dict[str, Any]]:
    general = game.generals[action["general"]]
    game.army = Army(commander=general.name, faction=general.faction, space=general.space,
                     cu=action["cu"], mp_left=game.movement_points[general.name],
                     leaders=sorted(action.get("leaders", [])))
    game.moved.update(game.army.generals)
    game.push("movement")
    return [{"type": "army_moving", "commander": general.name, "space": general.space,
             "cu": action["cu"], "generals": sorted(game.army.generals)}]


def check_place_pc(game: Hannibal, action: dict[str, Any]) -> None:
    space = action.get("space")
    if not isinstance(space, str) or space not in game.board:
        raise Refusal(MALFORMED, f"{space!r} is not a space on the map")
    refused = place_pc_refusal(game, space)
    if refused is not None:
        raise Refusal(*refused)


def place_pc_refusal(game: Hannibal, space: str) -> tuple[str, str] | None:
    """Why the active player may not place a PC in ``space`` of the map (rule, reason); None if he may."""
    if game.control.get(space) == game.active:
        return OUT_OF_PLACE, f"{space!r} is not a space without a {game.active} PC"
    if game.is_walled(space):
        # walled-1 a walled city changes control only by siege
        return "walled-1", f"{space} is a walled city: it must be taken by siege"
    if game.is_tribe(space):
        # tribes-1 a tribe changes control only by subjugation
        return "tribes-1", f"{space} holds a tribe: it must be subjugated"
    return None


def can_move(game: Hannibal, general: General) -> bool:
    """Whether ``check_move_army`` lets this general of the active player set an army moving."""
    return not general.inside and general.name not in game.moved and general.name in game.movement_points


def _accepts(game: Hannibal, check: Callable[..., None], *args: Any) -> bool:
    try:
        check(game, *args)
    except Refusal:
        return False
    return True


class Activation(ActiveDecision):
    name = "activation"
    rule = "siege-1"

    def context(self, game: Hannibal, frame: Frame) -> dict[str, Any]:
        return {"active": game.active}

    def legal_actions(self, game: Hannibal) -> list[dict[str, Any]]:
        """Every action check() accepts, built rather than each candidate checked in full
        (``ProcedureGame.legal_actions``): the activation lists an action per space of the map
        and per split of every army. check() is the arbiter, and tests/engine/test_built_listings_are_what_checks_accept.py
        holds this list to it."""
        legal = []
        for general in sorted(game.generals.values(), key=lambda g: g.name):
            if general.faction != game.active:
                continue
            name = general.name
            if can_move(game, general):
                legal += [{"type": "move_army", "general": name, "cu": count, "leaders": leaders}
                          for count, leaders in group_options(game, general.space, general.faction, name)]
            if _accepts(game, sieges.check_siege_roll, name):
                legal.append({"type": "siege_roll", "general": name})
            if _accepts(game, sieges.check_sortie, name):
                legal.append({"type": "sortie", "general": name})
            if _accepts(game, tribes.check_subjugation, name):
                legal.append({"type": "subjugate", "general": name})
        # siege-6 CU inside walls without a general never sortie: check() refuses every such sortie
        legal += [{"type": "place_pc", "space": space} for space in game.spaces()
                  if place_pc_refusal(game, space) is None]
        legal.append({"type": "end_action"})
        return legal

    def check(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "move_army":
            check_move_army(game, action)
        elif kind == "siege_roll":
            sieges.check_siege_roll(game, action.get("general"))
        elif kind == "sortie" and "general" not in action:
            sieges.check_leaderless_sortie(game, action.get("space"))
        elif kind == "sortie":
            sieges.check_sortie(game, action.get("general"))
        elif kind == "subjugate":
            tribes.check_subjugation(game, action.get("general"))
        elif kind == "place_pc":
            check_place_pc(game, action)
        elif kind != "end_action":
            raise Refusal(OUT_OF_PLACE, f"{kind!r} is not an action of the activation")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "move_army":
            return move_army(game, action)
        if kind == "siege_roll":
            return sieges.siege_roll(game, action["general"])
        if kind == "sortie":
            return sieges.sortie(game, action["general"])
        if kind == "subjugate":
            return tribes.subjugate(game, action["general"])
        if kind == "place_pc":
            game.control[action["space"]] = game.active
            return [{"type": "pc_placed", "space": action["space"], "faction": game.active}]
        game.pop(frame)
        return [{"type": "action_over"}]
