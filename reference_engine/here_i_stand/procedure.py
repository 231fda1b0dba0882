"""The eight steps of 13.1 in order, once the move is named and paid (steps 1-3).

``game.move["stage"]`` is the step under way ("responses", "interceptions",
"avoid", "withdrawal", "battle"); ``game.move["queue"]`` the powers still to
decide in it, first one first: those its decision, named in :data:`STEPS`,
says answer it. Each decision kind resolves its power's answer, then calls
:func:`next_power` or :func:`advance`.
"""

from __future__ import annotations

from typing import Any

from ..core.procedure import Frame
from . import battle, capture
from .deciders import PowerDecision
from .game import HereIStand

#: the step under way -> the decision each power of its queue answers
STEPS = {
    "responses": "response",
    "interceptions": "interception",
    "avoid": "avoid_battle",
    "withdrawal": "withdrawal",
}


def deciding(game: HereIStand, step: str) -> list[str]:
    """The powers that answer the decision of ``step``, first one first, as its kind says."""
    kind = game.decision(STEPS[step])
    if not isinstance(kind, PowerDecision):
        raise TypeError(f"the decision {kind.name!r} of the step {step!r} is not one powers answer in turn")
    return kind.powers(game)


def start(game: HereIStand) -> list[dict[str, Any]]:
    game.move["queue"] = deciding(game, "responses")  # 13.1-step-4 the other players may respond
    return advance(game)


def advance(game: HereIStand) -> list[dict[str, Any]]:
    move = game.move
    events: list[dict[str, Any]] = []
    while not move["done"]:
        stage = move["stage"]
        if move["queue"]:
            game.push(STEPS[stage], power=move["queue"][0])
            return events
        if stage == "responses":
            # 13.1-step-5 interceptions by enemies next to the destination
            move["stage"], move["queue"] = "interceptions", deciding(game, "interceptions")
        elif stage == "interceptions":
            # 13.1-step-5-move only now does the army go in
            events += arrive(game)
            if move["intercepted"]:
                move["stage"] = "battle"  # 13.1-step-5-battle straight to step 8 (steps 6 and 7 skipped)
            else:
                # 13.1-step-6 enemy units in the destination may try to avoid battle
                move["stage"], move["queue"] = "avoid", deciding(game, "avoid")
        elif stage == "avoid":
            enter_withdrawal(game)
        elif stage == "withdrawal":
            move["stage"] = "battle"
        else:
            events += battle.resolve(game)
            move["done"] = True
    return events


def enter_withdrawal(game: HereIStand) -> None:
    # 13.1-step-7 withdrawal into a fortified destination
    game.move["stage"] = "withdrawal"
    game.move["enemy_in_field"] = battle.enemy_units_in_field(game)
    game.move["queue"] = deciding(game, "withdrawal")


def arrive(game: HereIStand) -> list[dict[str, Any]]:
    """The army's units and leaders go from their space into the destination."""
    move, power = game.move, game.active
    start, to = move["from"], move["to"]
    game.units[(start, power)].take_from_field(move["units"])
    game.units[(to, power)].field += move["units"]
    for name in move["leaders"]:
        game.leaders[name].space = to
    events = [{"type": "army_moved", "power": power, "from": start, "to": to, "units": move["units"],
               "leaders": list(move["leaders"])}]
    return events + capture.lone_leaders(game)


def next_power(game: HereIStand, frame: Frame) -> list[dict[str, Any]]:
    """This power is done with the step: the next one decides, or the procedure goes on."""
    game.pop(frame)
    game.move["queue"].pop(0)
    return advance(game)


def finish_cancelled(game: HereIStand, card: str, by: str) -> list[dict[str, Any]]:
    move = game.move
    move.update(cancelled=True, done=True, queue=[], stage="cancelled")
    return [{"type": "movement_cancelled", "by": by, "card": card, "army_stays_in": move["from"]}]
