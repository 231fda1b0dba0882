"""What happens when the army arrives in a space by a land step or a landing.

First every other faction with a general next to the space may try to
intercept (interception.py), one faction after the other; then the CU of
other factions in the space meet the army (passage.py). Each step may push
a decision; when it is answered the remaining steps go on (``proceed``).
"""

from __future__ import annotations

from typing import Any

from . import interception, passage


def start(game: Any) -> list[dict[str, Any]]:
    army = game.army
    army.arrival = [("intercept", f) for f in interception.factions_next_to(game)] + [("contact", None)]
    return proceed(game)


def proceed(game: Any) -> list[dict[str, Any]]:
    """Run the arrival steps until one waits for a decision or none is left."""
    army = game.army
    events: list[dict[str, Any]] = []
    while army.arrival and not army.ended:
        if army.arrival[0][0] != "intercept" and interception.outcome_frame(game) is not None:
            break  # intercept-f-second-interceptor "all-may-try": the interception outcome comes first
        step, faction = army.arrival.pop(0)
        waiting = interception.offer(game, faction) if step == "intercept" else passage.meet(game)
        if waiting:
            break
    return events


def again(game: Any) -> list[dict[str, Any]]:
    """Meet the CU in the space once more (after one faction was dealt with)."""
    game.army.arrival.insert(0, ("contact", None))
    return proceed(game)
