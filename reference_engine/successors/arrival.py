"""What happens when the army arrives in a space by a land step or a landing.

First every other faction with a general next to the space may try to
intercept (interception.py); then the CU of other factions in the space meet
the army (passage.py). Each step opens a decision by its name; when it is
answered the remaining steps go on (``proceed``).

In which order several factions are asked is not in the excerpt: when more
than one is still to be asked, the referee names the next one
("interception_order"), so that no alphabet decides who intercepts first.
When the CU of several factions stand in the space, the mover, who is the one
to ask (passage-d), says which he deals with first ("meeting_order").
"""

from __future__ import annotations

from typing import Any

from ..core.procedure import Frame
from .game import INDEPENDENT, Successors

SECOND_INTERCEPTOR = "intercept-f-second-interceptor"


def factions_next_to(game: Successors) -> list[str]:
    """The factions an interception is offered to: another player's generals next to the space
    (intercept-a: an enemy army moved next to yours)."""
    army = game.army
    around = set(game.neighbours(army.space))
    return sorted({g.faction for g in game.generals.values()
                   if g.space in around and not g.dispersed and g.name not in army.leaders
                   and g.faction not in (army.faction, INDEPENDENT)
                   and game.controller_of(g.faction) != army.player})


def still_to_ask(game: Successors) -> list[str]:
    """The factions next to the space not yet asked about this arrival (each is asked once)."""
    return [f for f in factions_next_to(game) if f not in game.army.asked]


def start(game: Successors) -> list[dict[str, Any]]:
    army = game.army
    army.arrival = ["intercept", "contact"]
    army.asked = set()
    return proceed(game)


def proceed(game: Successors) -> list[dict[str, Any]]:
    """Run the arrival steps until one waits for a decision or none is left."""
    army = game.army
    while army.arrival and not army.ended:
        if army.arrival[0] == "intercept":
            pending = outcome_frame(game)
            if pending is not None and game.reading(SECOND_INTERCEPTOR, "all-may-try") == "first-stands":
                break  # intercept-f-second-interceptor "first-stands": the outcome is settled first
            remaining = still_to_ask(game)
            if not remaining:
                army.arrival.pop(0)
                continue
            if len(remaining) == 1:
                offer(game, remaining[0])
            else:
                game.push("interception_order", factions=remaining)  # who is asked next: the referee's
            break
        if outcome_frame(game) is not None:
            break  # the interception outcome comes before the CU in the space are met
        army.arrival.pop(0)
        if meet(game):
            break
    return []


def again(game: Successors) -> list[dict[str, Any]]:
    """Meet the CU in the space once more (after one faction was dealt with)."""
    game.army.arrival.insert(0, "contact")
    return proceed(game)


def offer(game: Successors, faction: str) -> None:
    game.army.asked.add(faction)
    game.push("interception", faction=faction)


def outcome_frame(game: Successors) -> Frame | None:
    """The interception outcome the referee still has to give, if any."""
    return next((f for f in game.frames if f.kind.name == "interception_outcome"), None)


def contact_factions(game: Successors) -> list[str]:
    """Other factions with unbesieged CU in the army's space it has not yet dealt with."""
    army = game.army
    return [f for f in game.factions_with_cu(army.space)
            if f != army.faction and (army.space, f) not in army.passed]


def meet(game: Successors) -> bool:
    """The arrival step: push the decision about the faction met, if any; with several, the
    mover says which he deals with first ("meeting_order": he is the one who asks, passage-d)."""
    factions = contact_factions(game)
    if not factions:
        return False
    if len(factions) > 1:
        game.push("meeting_order", factions=factions)
    else:
        meet_faction(game, factions[0])
    return True


def meet_faction(game: Successors, faction: str) -> None:
    if game.army.passage.get(faction):
        game.push("passage_word", faction=faction)  # passage-d ask whether the word is kept
    else:
        game.push("contact", faction=faction)  # passage-a no passage: ask for it, or engage
