"""Who answers a decision of the procedure: a power named in the frame, or the referee."""

from __future__ import annotations

from typing import Any, ClassVar

from conformance.contract import Refusal

from ..core.decisions import REFEREE
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from ..core.procedure import OUT_OF_PLACE, DecisionKind, Frame

__all__ = ["REFEREE", "PowerDecision", "RefereeDecision", "ask_referee", "next_power"]



class PowerDecision(DecisionKind):
    #: the answer that lets the step go by, and the one that acts
    passing: ClassVar[str] = ""
    acting: ClassVar[str] = ""

    def is_passing(self, action: dict[str, Any]) -> bool:
        """True for the passing answer; a Refusal for anything but the two answers."""
        if action["type"] not in (self.passing, self.acting):
            raise Refusal(OUT_OF_PLACE, f"'{action['type']}' is not an answer to '{self.name}'")
        return action["type"] == self.passing

    def player(self, game: Any, frame: Frame) -> str:
        return frame.data["power"]

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return {"power": frame.data["power"], "destination": game.move["to"]}


class RefereeDecision(CoreRefereeDecision):
    """An outcome of a rule outside the excerpt, stated by the scenario."""

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return {**frame.data, "destination": game.move["to"]}


def ask_referee(game: Any, frame: Frame, kind: RefereeDecision, event: dict[str, Any],
                **data: Any) -> list[dict[str, Any]]:
    """The power has made its attempt; the referee states how it went."""
    game.pop(frame)
    game.push(kind, power=event["power"], **data)
    return [event]


def next_power(game: Any, frame: Frame) -> list[dict[str, Any]]:
    """This power is done with the step: the next one decides, or the procedure goes on."""
    from .procedure import advance

    game.pop(frame)
    game.move["queue"].pop(0)
    return advance(game)
