"""Who answers a decision: the referee (rules outside the excerpt) or another faction's player."""

from __future__ import annotations

from typing import Any, ClassVar

from conformance.contract import Refusal

from ..core.procedure import DecisionKind, Frame

REFEREE = "referee"


class RefereeDecision(DecisionKind):
    """An outcome by outside rules; ``frame.data`` says whom the army met."""

    outcomes: ClassVar[tuple[str, ...]] = ()

    def player(self, game: Any, frame: Frame) -> str:
        return REFEREE

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return {**frame.data, "space": game.army.space}

    def candidates(self, game: Any, frame: Frame):
        for outcome in self.outcomes:
            yield {"type": outcome}

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in self.outcomes:
            raise Refusal(self.rule, f"the outcome is one of {', '.join(self.outcomes)}")


class FactionDecision(DecisionKind):
    """A decision of the player running ``frame.data['faction']``, answered by one of ``answers``."""

    answers: ClassVar[tuple[str, ...]] = ()

    def player(self, game: Any, frame: Frame) -> str:
        return game.controller_of(frame.data["faction"])

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return {"faction": frame.data["faction"], "mover": game.army.faction, "space": game.army.space}

    def candidates(self, game: Any, frame: Frame):
        for answer in self.answers:
            yield {"type": answer}

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in self.answers:
            raise Refusal(self.rule, f"the answer is one of {', '.join(self.answers)}")


def battle_stops_the_army(game: Any, cause: str, **sides: Any) -> list[dict[str, Any]]:
    """A battle is due where the army is, and its movement is over."""
    from .movement import finish

    return [game.battle_due(game.army.space, cause, **sides)] + finish(game, "battle")
