"""Who answers a decision: a power, or the referee for outcomes outside the summary."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..core.decisions import REFEREE, FixedAnswers, RefereeDecision
from ..core.procedure import DecisionKind, Frame

__all__ = ["REFEREE", "ActiveDecision", "AnswerDecision", "InactiveDecision", "RefereeDecision",
           "group_options", "is_count"]

class ActiveDecision(DecisionKind):
    def player(self, game: Any, frame: Frame) -> str:
        return game.active


class InactiveDecision(DecisionKind):
    def player(self, game: Any, frame: Frame) -> str:
        return game.inactive


#: a decision answered by one of a fixed set of plain actions
AnswerDecision = FixedAnswers


def group_options(game: Any, space: str, faction: str, commander: str | None):
    """(cu, leaders) splits of the field force in ``space``: every CU count, every set of other generals."""
    others = [g.name for g in game.generals_in(space, faction) if g.name != commander]
    for size in range(len(others) + 1):
        for leaders in combinations(others, size):
            for count in range(game.cu_in(space, faction, inside=False) + 1):
                yield count, list(leaders)


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
