"""Who answers a decision: a power, or the referee for outcomes outside the summary."""

from __future__ import annotations

from typing import Any, ClassVar

from conformance.contract import Refusal

from ..core.procedure import DecisionKind, Frame

REFEREE = "referee"


class ActiveDecision(DecisionKind):
    def player(self, game: Any, frame: Frame) -> str:
        return game.active


class InactiveDecision(DecisionKind):
    def player(self, game: Any, frame: Frame) -> str:
        return game.inactive


class AnswerDecision(DecisionKind):
    """A decision answered by one of a fixed set of plain actions."""

    answers: ClassVar[tuple[str, ...]] = ()

    def candidates(self, game: Any, frame: Frame):
        for answer in self.answers:
            yield {"type": answer}

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in self.answers:
            raise Refusal(self.rule, f"the answer is one of {', '.join(self.answers)}")


class RefereeDecision(AnswerDecision):
    """An outcome by rules outside the summary (the siege table, subjugation)."""

    def player(self, game: Any, frame: Frame) -> str:
        return REFEREE

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return dict(frame.data)


def group_options(game: Any, space: str, faction: str, commander: str | None):
    """(cu, leaders) splits of the field force in ``space``: every CU count, every set of other generals."""
    from itertools import combinations

    others = [g.name for g in game.generals_in(space, faction) if g.name != commander]
    for size in range(len(others) + 1):
        for leaders in combinations(others, size):
            for count in range(game.cu_in(space, faction, inside=False) + 1):
                yield count, list(leaders)


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
