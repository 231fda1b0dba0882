"""Who answers a decision: the referee (rules outside the excerpt) or another faction's player."""

from __future__ import annotations

from typing import Any

from ..core.decisions import REFEREE, FixedAnswers
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from .army import finish
from .game import Successors

__all__ = ["REFEREE", "FactionChoice", "FactionDecision", "RefereeDecision", "battle_stops_the_army"]


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


class FactionChoice:
    """A decision answered by naming one of ``frame.data['factions']`` in an ``action_type``
    action; ``prompt`` says what a wrong kind of action is refused with."""

    action_type: str
    prompt: str

    def candidates(self, game: Successors, frame: Frame):
        for faction in frame.data["factions"]:
            yield {"type": self.action_type, "faction": faction}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] != self.action_type or set(action) - {"type", "faction"}:
            raise Refusal(OUT_OF_PLACE, self.prompt)
        if action.get("faction") not in frame.data["factions"]:
            raise Refusal(MALFORMED, f"{action.get('faction')!r} is not one of {frame.data['factions']}")


def battle_stops_the_army(game: Successors, cause: str, **sides: Any) -> list[dict[str, Any]]:
    """A battle is due where the army is, and its movement is over."""
    return [game.battle_due(game.army.space, cause, **sides)] + finish(game, "battle")
