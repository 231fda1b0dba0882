"""The eight steps of 13.1 in order, once the move is named and paid (steps 1-3).

``game.move["stage"]`` is the step under way ("responses", "interceptions",
"avoid", "withdrawal", "battle"); ``game.move["queue"]`` the powers still to
decide in it, first one first. Each decision kind resolves its power's
answer, then calls :func:`advance`.
"""

from __future__ import annotations

from typing import Any

from . import avoid_battle, battle, capture, interception, responses, withdrawal

DECISIONS = {
    "responses": responses.RESPONSE,
    "interceptions": interception.INTERCEPTION,
    "avoid": avoid_battle.AVOID_BATTLE,
    "withdrawal": withdrawal.WITHDRAWAL,
}


def start(game: Any) -> list[dict[str, Any]]:
    game.move["queue"] = responses.responders(game)  # 13.1-step-4 the other players may respond
    return advance(game)


def advance(game: Any) -> list[dict[str, Any]]:
    move = game.move
    events: list[dict[str, Any]] = []
    while not move["done"]:
        stage = move["stage"]
        if move["queue"]:
            game.push(DECISIONS[stage], power=move["queue"][0])
            return events
        if stage == "responses":
            # 13.1-step-5 interceptions by enemies next to the destination
            move["stage"], move["queue"] = "interceptions", interception.interceptors(game)
        elif stage == "interceptions":
            # 13.1-step-5-move only now does the army go in
            events += arrive(game)
            if move["intercepted"]:
                move["stage"] = "battle"  # 13.1-step-5-battle straight to step 8 (steps 6 and 7 skipped)
            else:
                # 13.1-step-6 enemy units in the destination may try to avoid battle
                move["stage"], move["queue"] = "avoid", avoid_battle.avoiders(game)
        elif stage == "avoid":
            enter_withdrawal(game)
        elif stage == "withdrawal":
            move["stage"] = "battle"
        else:
            events += battle.resolve(game)
            move["done"] = True
    return events


def enter_withdrawal(game: Any) -> None:
    # 13.1-step-7 withdrawal into a fortified destination
    game.move["stage"] = "withdrawal"
    game.move["enemy_in_field"] = battle.enemy_units_in_field(game)
    game.move["queue"] = withdrawal.withdrawers(game)


def arrive(game: Any) -> list[dict[str, Any]]:
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


def finish_cancelled(game: Any, card: str, by: str) -> list[dict[str, Any]]:
    move = game.move
    move.update(cancelled=True, done=True, queue=[], stage="cancelled")
    return [{"type": "movement_cancelled", "by": by, "card": card, "army_stays_in": move["from"]}]
