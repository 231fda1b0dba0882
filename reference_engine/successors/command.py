"""Command change while moving.

Collecting a higher-ranked general hands him the command at once
(command-change-a); at equal rank the owner decides ("command_choice",
command-change-b). The army then moves with the new commander's allowance
(command-change-c) and stops at once if it has already moved that far
(command-change-d; erratum command-change-d-reached).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.procedure import OUT_OF_PLACE, DecisionKind, Frame
from .army import finish
from .game import Successors

REACHED_ERRATUM = "command-change-d-reached"


def outranks(game: Successors, a: str, b: str) -> bool:
    return game.generals[a].rank > game.generals[b].rank


def are_major(game: Successors, *names: str) -> bool:
    return all(game.generals[n].major for n in names)


def collect(game: Successors, name: str) -> list[dict[str, Any]]:
    army = game.army
    if outranks(game, name, army.commander) and are_major(game, name, army.commander):
        # command-change-a a major general moving collects a major general of higher rank: he
        # takes command at once (the clause speaks of major generals only)
        return hand_over(game, name, how="outranks")
    army.generals.append(name)
    if game.generals[name].rank == game.generals[army.commander].rank:
        # command-change-b any friendly general of the commander's rank: the owner may switch
        game.push("command_choice", general=name)
    return []


def new_allowance(game: Successors, name: str) -> int:
    """The MP of the general about to take command; Unsupported, before anything changes, where the
    excerpt leaves the outcome out."""
    army = game.army
    allowance = game.allowance_of(name)  # a given of the position
    if army.at_sea and went_past(game, army.mp_spent, allowance):
        raise Unsupported("an army halted at sea by a command change (command-change-d): the excerpt does "
                          "not say how it comes ashore")
    return allowance


def hand_over(game: Successors, name: str, *, how: str) -> list[dict[str, Any]]:
    army = game.army
    allowance = new_allowance(game, name)
    old = army.commander
    if name in army.generals:
        army.generals.remove(name)
    army.generals.append(old)
    army.commander = name
    army.command_changed = True
    # command-change-c the army now moves with the new commander's MP
    army.movement_points = allowance
    events = [{"type": "command_changed", "from": old, "to": name, "how": how,
               "movement_points": army.movement_points, "mp_spent": army.mp_spent, "mp_left": army.mp_left}]
    if has_gone_past(game):
        # command-change-d already moved as far as the new MP allow: stop at once
        events += finish(game, "already moved as far as the new commander's MP")
    return events


def has_gone_past(game: Successors) -> bool:
    return went_past(game, game.army.mp_spent, game.army.movement_points)


def went_past(game: Successors, spent: int, allowance: int) -> bool:
    """command-change-d the army has already gone through the new commander's MP (erratum
    command-change-d-reached: as far as them, or only beyond them)."""
    if game.reading(REACHED_ERRATUM, "reached") == "exceeded":
        return spent > allowance
    return spent >= allowance


class CommandChoice(DecisionKind[Successors]):
    name = "command_choice"
    rule = "command-change-b"

    def player(self, game: Successors, frame: Frame) -> str:
        return game.army.player

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {"general": frame.data["general"], "commander": game.army.commander}

    def candidates(self, game: Successors, frame: Frame):
        yield {"type": "keep_commander"}
        yield {"type": "switch_commander"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in ("keep_commander", "switch_commander"):
            raise Refusal(OUT_OF_PLACE, f"{player} first decides who commands: keep_commander or switch_commander")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "switch_commander":
            new_allowance(game, frame.data["general"])
        game.pop(frame)
        if action["type"] == "keep_commander":
            return [{"type": "command_kept", "commander": game.army.commander, "general": frame.data["general"]}]
        return hand_over(game, frame.data["general"], how="equal rank, switched")
