"""What happens when the army arrives in a space by a land step or a landing.

First every other faction with a general next to the space may try to
intercept (interception.py), one faction after the other; then the CU of
other factions in the space meet the army (passage.py). Each step opens a
decision by its name; when it is answered the remaining steps go on
(``proceed``).
"""

from __future__ import annotations

from typing import Any

from ..core.procedure import Frame
from .game import INDEPENDENT, Successors


def factions_next_to(game: Successors) -> list[str]:
    army = game.army
    around = set(game.neighbours(army.space))
    return sorted({g.faction for g in game.generals.values()
                   if g.space in around and not g.dispersed and g.name not in army.leaders
                   and g.faction not in (army.faction, INDEPENDENT)
                   and game.controller_of(g.faction) != army.player})


def start(game: Successors) -> list[dict[str, Any]]:
    army = game.army
    army.arrival = [("intercept", f) for f in factions_next_to(game)] + [("contact", None)]
    return proceed(game)


def proceed(game: Successors) -> list[dict[str, Any]]:
    """Run the arrival steps until one waits for a decision or none is left."""
    army = game.army
    events: list[dict[str, Any]] = []
    while army.arrival and not army.ended:
        if army.arrival[0][0] != "intercept" and outcome_frame(game) is not None:
            break  # intercept-f-second-interceptor "all-may-try": the interception outcome comes first
        step, faction = army.arrival.pop(0)
        waiting = offer(game, faction) if step == "intercept" else meet(game)
        if waiting:
            break
    return events


def again(game: Successors) -> list[dict[str, Any]]:
    """Meet the CU in the space once more (after one faction was dealt with)."""
    game.army.arrival.insert(0, ("contact", None))
    return proceed(game)


def offer(game: Successors, faction: str) -> bool:
    game.push("interception", faction=faction)
    return True


def outcome_frame(game: Successors) -> Frame | None:
    """The interception outcome the referee still has to give, if any."""
    return next((f for f in game.frames if f.kind.name == "interception_outcome"), None)


def contact_factions(game: Successors) -> list[str]:
    """Other factions with unbesieged CU in the army's space it has not yet dealt with."""
    army = game.army
    return [f for f in game.factions_with_cu(army.space)
            if f != army.faction and (army.space, f) not in army.passed]


def meet(game: Successors) -> bool:
    """The arrival step: push the decision about the first faction met, if any."""
    factions = contact_factions(game)
    if not factions:
        return False
    faction = factions[0]
    if game.army.passage.get(faction):
        game.push("passage_word", faction=faction)  # passage-d ask whether the word is kept
    else:
        game.push("contact", faction=faction)
    return True
