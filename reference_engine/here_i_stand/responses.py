"""Step 4: the other players may play Foul Weather or Gout to stop the move.

Decision ``response`` (one per other power holding one of those cards):
``{"type": "play_response", "card": C}``, ``{"type": "no_response"}``.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import Frame
from .deciders import PowerDecision
from .game import HereIStand
from .procedure import finish_cancelled, next_power

RESPONSE_CARDS = ("Foul Weather", "Gout")  # 13.1-step-4 the two cards that can stop a move


def responders(game: HereIStand) -> list[str]:
    # 13.1-step-4 only the other players respond
    return sorted(p for p, cards in game.response_cards.items()
                  if p != game.active and any(c in RESPONSE_CARDS for c in cards))


class Response(PowerDecision):
    name = "response"
    rule = "13.1-step-4"
    passing, acting = "no_response", "play_response"

    def powers(self, game: HereIStand) -> list[str]:
        return responders(game)

    def candidates(self, game: HereIStand, frame: Frame):
        for card in RESPONSE_CARDS:
            yield {"type": "play_response", "card": card}
        yield {"type": "no_response"}

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if self.is_passing(action):
            return
        card = action.get("card")
        if card not in RESPONSE_CARDS or card not in game.response_cards.get(player, []):
            # 13.1-step-4 Foul Weather or Gout, from the player's own hand
            raise Refusal(self.rule, f"{player} cannot play {card!r} against the move")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "no_response":
            return [{"type": "no_response", "power": player}] + next_power(game, frame)
        card = action["card"]
        game.response_cards[player].remove(card)
        game.pop(frame)
        return [{"type": "response_played", "power": player, "card": card}] + finish_cancelled(game, card, player)
