"""Step 6: enemy land units in the destination may try to avoid battle (the roll is 13.3's).

Decision ``avoid_battle`` (each enemy power with land units in the open there):
``{"type": "avoid_battle", "units": N}`` (1..all), ``{"type": "stand"}``.
Decision ``avoid_battle_outcome`` (referee, 13.3): ``{"type": "avoid_succeeds", "to": S}``
(S next to the destination), ``{"type": "avoid_fails"}``. When every unit of the
power leaves, its leaders there leave with them.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, Frame
from .battle import enemy_powers_in_field
from .deciders import PowerDecision, RefereeDecision, ask_referee
from .game import HereIStand
from .procedure import advance, next_power


def avoiders(game: HereIStand) -> list[str]:
    # 13.1-step-6 every enemy power with land units in the open in the destination
    return enemy_powers_in_field(game)


class AvoidBattle(PowerDecision):
    name = "avoid_battle"
    rule = "13.1-step-6"
    passing, acting = "stand", "avoid_battle"

    def powers(self, game: HereIStand) -> list[str]:
        return avoiders(game)

    def candidates(self, game: HereIStand, frame: Frame):
        for count in range(1, game.units_of(game.move["to"], frame.data["power"]).in_field + 1):
            yield {"type": "avoid_battle", "units": count}
        yield {"type": "stand"}

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if self.is_passing(action):
            return
        count = action.get("units")
        if not isinstance(count, int) or not 1 <= count <= game.units_of(game.move["to"], player).in_field:
            # contract: a count missing, below one or above the units there (13.1-step-6 all of the
            # units in the destination, or some of them)
            raise Refusal(MALFORMED, f"{player} cannot try to avoid battle with {count!r} units")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "stand":
            return [{"type": "stood", "power": player}] + next_power(game, frame)
        event = {"type": "avoid_battle_attempted", "power": player, "units": action["units"]}
        return ask_referee(game, frame, "avoid_battle_outcome", event, units=action["units"])


class AvoidOutcome(RefereeDecision):
    name = "avoid_battle_outcome"
    rule = "13.1-step-6"
    answers = ("avoid_succeeds", "avoid_fails")
    parameters = frozenset({"to"})

    def candidates(self, game: HereIStand, frame: Frame):
        for space in game.neighbours(game.move["to"]):
            yield {"type": "avoid_succeeds", "to": space}
        yield {"type": "avoid_fails"}

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        super().check(game, frame, player, action)
        if action["type"] == "avoid_succeeds" and action.get("to") not in game.neighbours(game.move["to"]):
            raise Refusal(MALFORMED, f"{action.get('to')!r} is not next to {game.move['to']}")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        power, count, here = frame.data["power"], frame.data["units"], game.move["to"]
        game.pop(frame)
        game.move["queue"].remove(power)
        if action["type"] == "avoid_fails":
            return [{"type": "avoid_battle_failed", "power": power}] + advance(game)
        there = action["to"]
        units = game.units[(here, power)]
        everyone = count == units.in_field
        units.take_from_field(count)
        game.units[(there, power)].field += count
        leaders = [l.name for l in game.leaders_in(here, power) if not l.inside] if everyone else []
        for name in leaders:
            game.leaders[name].space = there
        return [{"type": "avoided_battle", "power": power, "units": count, "leaders": sorted(leaders),
                 "to": there}] + advance(game)
