"""Who answers a decision: the referee (rules outside the excerpt) or another faction's player."""

from __future__ import annotations

from typing import Any

from ..core.decisions import REFEREE, FixedAnswers
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from ..core.procedure import Frame
from .army import finish
from .game import Successors

__all__ = ["REFEREE", "FactionDecision", "RefereeDecision", "battle_stops_the_army"]


class RefereeDecision(CoreRefereeDecision[Successors]):
    """An outcome by outside rules; ``frame.data`` says whom the army met."""

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {**frame.data, "space": game.army.space}


class FactionDecision(FixedAnswers[Successors]):
    """A decision of the player running ``frame.data['faction']``, answered by one of ``answers``."""

    def player(self, game: Successors, frame: Frame) -> str:
        return game.controller_of(frame.data["faction"])

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {"faction": frame.data["faction"], "mover": game.army.faction, "space": game.army.space}


def battle_stops_the_army(game: Successors, cause: str, **sides: Any) -> list[dict[str, Any]]:
    """A battle is due where the army is, and its movement is over."""
    return [game.battle_due(game.army.space, cause, **sides)] + finish(game, "battle")
