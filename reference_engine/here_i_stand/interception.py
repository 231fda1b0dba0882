"""Step 5: enemies next to the destination may try to intercept (the roll is 13.2's).

Decision ``interception`` (each enemy power with land units next to the
destination): ``{"type": "intercept", "from": S}``, ``{"type": "decline_interception"}``.
Decision ``interception_outcome`` (referee, 13.2): ``{"type": "interception_succeeds"}``,
``{"type": "interception_fails"}``. A successful interceptor's land units and
leaders in the open go into the destination.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, Frame
from . import capture
from .deciders import PowerDecision, RefereeDecision, ask_referee
from .game import HereIStand
from .procedure import advance, next_power


def sources(game: HereIStand, power: str) -> list[str]:
    """Spaces next to the destination where ``power`` has land units in the open. How many attempts
    a space may make is 13.2's, outside the excerpt: 13.1 sets no limit, so the power is asked
    again while it has units there, until it declines."""
    return [s for s in game.neighbours(game.move["to"]) if game.units_of(s, power).in_field]


def interceptors(game: HereIStand) -> list[str]:
    # 13.1-step-5 enemy units next to the destination; 13.1-restriction-c-3-enemies those c-3 makes enemies too
    powers = {p for (s, p), u in game.units.items() if u.in_field and s in game.neighbours(game.move["to"])}
    return sorted(p for p in powers if p != game.active and game.is_enemy_in_move(p) and sources(game, p))


class Interception(PowerDecision):
    name = "interception"
    rule = "13.1-step-5"
    passing, acting = "decline_interception", "intercept"

    def powers(self, game: HereIStand) -> list[str]:
        return interceptors(game)

    def candidates(self, game: HereIStand, frame: Frame):
        for space in game.neighbours(game.move["to"]):
            yield {"type": "intercept", "from": space}
        yield {"type": "decline_interception"}

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if self.is_passing(action):
            return
        if action.get("from") not in game.board:
            # contract: a space the position does not have
            raise Refusal(MALFORMED, f"{action.get('from')!r} is not a space on the map")
        if action.get("from") not in sources(game, player):
            # 13.1-step-5 interceptors stand next to the destination
            raise Refusal(self.rule, f"{player} has no land units to intercept with in {action.get('from')!r}")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "decline_interception":
            return [{"type": "interception_declined", "power": player}] + next_power(game, frame)
        event = {"type": "interception_attempted", "power": player, "from": action["from"]}
        return ask_referee(game, frame, "interception_outcome", event, **{"from": action["from"]})


class InterceptionOutcome(RefereeDecision):
    name = "interception_outcome"
    rule = "13.1-step-5"
    answers = ("interception_succeeds", "interception_fails")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        power, start, to = frame.data["power"], frame.data["from"], game.move["to"]
        game.pop(frame)
        events = []
        if action["type"] == "interception_succeeds":
            # 13.1-step-5 a successful interception adds enemy units to the destination
            units = game.units[(start, power)]
            count = units.in_field
            game.units[(to, power)].field += units.field
            game.units[(to, power)].beaten += units.beaten
            units.field = units.beaten = 0
            leaders = [l.name for l in game.leaders_in(start, power) if not l.inside]
            for name in leaders:
                game.leaders[name].space = to
            game.move["intercepted"] = True
            events.append({"type": "intercepted", "power": power, "from": start, "to": to, "units": count,
                           "leaders": sorted(leaders)})
            if count:
                events += capture.by_interception(game, power)  # 13.1-restriction-f-capture by interception
        else:
            events.append({"type": "interception_failed", "power": power, "from": start})
        if not sources(game, power):
            game.move["queue"].remove(power)
        return events + advance(game)
