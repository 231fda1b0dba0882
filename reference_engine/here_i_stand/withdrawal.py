"""Step 7: up to four enemy land units in a fortified destination may withdraw inside (13.4).

Decision ``withdrawal`` (each enemy power with land units in the open in a
fortified destination): ``{"type": "withdraw_into_fortifications"}`` (only when
the enemy there numbers 4 units or fewer), ``{"type": "stay_in_field"}``.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import Frame
from .avoid_battle import avoiders
from .deciders import PowerDecision
from .game import HereIStand
from .procedure import next_power

WITHDRAWAL_LIMIT = 4  # 13.1-step-7 four land units or fewer may withdraw


def withdrawers(game: HereIStand) -> list[str]:
    return avoiders(game) if game.is_fortified(game.move["to"]) else []


class Withdrawal(PowerDecision):
    name = "withdrawal"
    rule = "13.1-step-7"
    passing, acting = "stay_in_field", "withdraw_into_fortifications"

    def powers(self, game: HereIStand) -> list[str]:
        return withdrawers(game)

    def context(self, game: HereIStand, frame: Frame) -> dict[str, Any]:
        return {**super().context(game, frame), "enemy_units": game.move["enemy_in_field"]}

    def candidates(self, game: HereIStand, frame: Frame):
        yield {"type": "withdraw_into_fortifications"}
        yield {"type": "stay_in_field"}

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if self.is_passing(action):
            return
        if game.move["enemy_in_field"] > WITHDRAWAL_LIMIT:
            # 13.1-step-7 a force of more than four units may not withdraw
            raise Refusal(self.rule, f"{game.move['enemy_in_field']} units are too many to withdraw")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "stay_in_field":
            return [{"type": "stayed_in_field", "power": player}] + next_power(game, frame)
        here = game.move["to"]
        units = game.units[(here, player)]
        count = units.in_field
        units.inside += count
        units.field = units.beaten = 0
        leaders = [l for l in game.leaders_in(here, player) if not l.inside]
        for leader in leaders:
            leader.inside = True
        event = {"type": "withdrew_into_fortifications", "power": player, "units": count,
                 "leaders": sorted(l.name for l in leaders)}
        return [event] + next_power(game, frame)
