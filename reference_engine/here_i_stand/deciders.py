"""Who answers a decision of the procedure: a power named in the frame, or the referee."""

from __future__ import annotations

from typing import Any, ClassVar

from conformance.contract import Refusal

from ..core.decisions import REFEREE
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from ..core.procedure import OUT_OF_PLACE, DecisionKind, Frame
from .game import HereIStand

__all__ = ["REFEREE", "PowerDecision", "RefereeDecision", "ask_referee"]


class PowerDecision(DecisionKind[HereIStand]):
    """A step's decision, answered by each power of the step's queue in turn."""

    #: the answer that lets the step go by, and the one that acts
    passing: ClassVar[str] = ""
    acting: ClassVar[str] = ""

    def is_passing(self, action: dict[str, Any]) -> bool:
        """True for the passing answer; a Refusal for anything but the two answers."""
        if action["type"] not in (self.passing, self.acting):
            raise Refusal(OUT_OF_PLACE, f"'{action['type']}' is not an answer to '{self.name}'")
        return action["type"] == self.passing

    def powers(self, game: HereIStand) -> list[str]:
        """The powers that answer this decision in its step, first one first."""
        raise NotImplementedError

    def player(self, game: HereIStand, frame: Frame) -> str:
        return frame.data["power"]

    def context(self, game: HereIStand, frame: Frame) -> dict[str, Any]:
        return {"power": frame.data["power"], "destination": game.move["to"]}


class RefereeDecision(CoreRefereeDecision[HereIStand]):
    """An outcome of a rule outside the excerpt, stated by the scenario."""

    def context(self, game: HereIStand, frame: Frame) -> dict[str, Any]:
        return {**frame.data, "destination": game.move["to"]}


def ask_referee(game: HereIStand, frame: Frame, outcome: str, event: dict[str, Any],
                **data: Any) -> list[dict[str, Any]]:
    """The power has made its attempt; the referee states how it went (the decision ``outcome``)."""
    game.pop(frame)
    game.push(outcome, power=event["power"], **data)
    return [event]
