"""Who answers a decision: a power, or the referee for outcomes outside the summary."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..core.decisions import REFEREE, FixedAnswers
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from ..core.procedure import DecisionKind, Frame
from .game import Hannibal

__all__ = ["REFEREE", "ActiveDecision", "AnswerDecision", "InactiveDecision", "RefereeDecision",
           "group_options", "interceptors", "is_count"]

class ActiveDecision(DecisionKind[Hannibal]):
    def player(self, game: Hannibal, frame: Frame) -> str:
        return game.active


class InactiveDecision(DecisionKind[Hannibal]):
    def player(self, game: Hannibal, frame: Frame) -> str:
        return game.inactive


#: a decision answered by one of a fixed set of plain actions
AnswerDecision = FixedAnswers[Hannibal]
#: the outcome of a rule outside the summary, which the scenario states as the referee
RefereeDecision = CoreRefereeDecision[Hannibal]


def group_options(game: Hannibal, space: str, faction: str, commander: str | None):
    """(cu, leaders) splits of the field force in ``space``: every CU count, every set of other generals."""
    others = [g.name for g in game.generals_in(space, faction) if g.name != commander]
    for size in range(len(others) + 1):
        for leaders in combinations(others, size):
            for count in range(game.cu_in(space, faction, inside=False) + 1):
                yield count, list(leaders)


def interceptors(game: Hannibal) -> list[str]:
    """The inactive player's generals in the field next to the moving army: who answers the
    interception (intercept-1)."""
    near = game.neighbours(game.army.space)
    return [g.name for g in sorted(game.generals.values(), key=lambda g: g.name)
            if g.faction == game.inactive and not g.inside and g.space in near]


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
