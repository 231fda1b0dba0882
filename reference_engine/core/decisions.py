"""Pending decisions as data: who must decide what, and the legal actions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from conformance.contract import Refusal

from .procedure import OUT_OF_PLACE, DecisionKind, Frame, G

#: the player who answers for rules outside an excerpt (battles, rolls of other chapters)
REFEREE = "referee"


@dataclass
class Decision:
    decision: str
    player: str
    actions: list[dict[str, Any]]
    context: dict[str, Any] = field(default_factory=dict)

    def as_data(self) -> dict[str, Any]:
        return {"decision": self.decision, "player": self.player, "actions": self.actions, **self.context}


class FixedAnswers(DecisionKind[G]):
    """A decision answered by one of a few actions that take no parameters."""

    #: the action types on offer, e.g. ("consent", "refuse")
    answers: ClassVar[tuple[str, ...]] = ()
    #: parameters an answer may carry besides its type (checked by the subclass)
    parameters: ClassVar[frozenset[str]] = frozenset()

    def candidates(self, game: G, frame: Frame):
        for answer in self.answers:
            yield {"type": answer}

    def check(self, game: G, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if set(action) - {"type"} - self.parameters or action["type"] not in self.answers:
            raise Refusal(OUT_OF_PLACE, f"'{self.name}' is answered with one of {', '.join(self.answers)}, "
                                     f"not {action!r}")


class RefereeDecision(FixedAnswers[G]):
    """The outcome of a rule outside the excerpt, which the scenario states as the referee."""

    def player(self, game: G, frame: Frame) -> str:
        return REFEREE

    def context(self, game: G, frame: Frame) -> dict[str, Any]:
        return dict(frame.data)
