"""5.3 Forced march (land) and forced sail (fleets with their cargo).

Declared during a Maneuver (movement.py) as the one extra area; rolled by
the owner after all actions, one die per declaring block (a fleet's roll
covers its cargo; erratum 5.3-b-cargo, reading "cargo-rolls", makes the
carried block roll too, the pair going on only if both succeed). A success
opens a ``forced_march`` decision: take the extra area or decline it.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import OUT_OF_PLACE, DecisionKind, Frame
from . import pillage, sieges
from .game import Hellenes
from .movement import enter

# 5.3 the lowest roll that succeeds, by the block's class
SUCCESS_MIN = {"regular": 5, "elite": 3}
CARGO_ERRATUM = "5.3-b-cargo"


def succeeds(klass: str, roll: int) -> bool:
    return roll >= SUCCESS_MIN[klass]


def roll_all(game: Hellenes) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    successes = []
    for march in game.forced_marches:
        block = game.blocks[march["block"]]
        roll = game.dice.roll(f"the forced march of {block.name}")
        ok = succeeds(block.klass, roll)
        march["roll"], march["result"] = roll, "success" if ok else "failure"
        events.append({"type": "forced_march_roll", "block": block.name, "class": block.klass, "roll": roll,
                       "success": ok, "rolled_by": block.side})
        cargo = game.routes[block.name].cargo if block.name in game.routes else None
        if cargo and game.reading(CARGO_ERRATUM, "fleet-rolls") == "cargo-rolls":
            # 5.3 one die per block: the carried block rolls too, and the fleet cannot leave it behind at sea
            carried = game.blocks[cargo]
            cargo_roll = game.dice.roll(f"the forced march of {carried.name}")
            cargo_ok = succeeds(carried.klass, cargo_roll)
            events.append({"type": "forced_march_roll", "block": carried.name, "class": carried.klass,
                           "roll": cargo_roll, "success": cargo_ok, "rolled_by": carried.side})
            if not cargo_ok:
                ok, march["result"] = False, "failure"
        if ok:
            successes.append(march)
    for march in reversed(successes):
        game.push("forced_march", march=march)
    return events


class ExtraArea(DecisionKind[Hellenes]):
    name = "forced_march"
    rule = "5.3-d"

    def player(self, game: Hellenes, frame: Frame) -> str:
        return game.blocks[frame.data["march"]["block"]].side

    def context(self, game: Hellenes, frame: Frame) -> dict[str, Any]:
        march = frame.data["march"]
        return {"block": march["block"], "from": march["from"], "to": march["to"]}

    def candidates(self, game: Hellenes, frame: Frame):
        name = frame.data["march"]["block"]
        yield {"type": "take_extra_area", "block": name}
        yield {"type": "decline_extra_area", "block": name}

    def check(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in ("take_extra_area", "decline_extra_area"):
            raise Refusal(OUT_OF_PLACE, f"a successful forced march is taken or declined, not {action['type']!r}")
        if action.get("block") != frame.data["march"]["block"]:
            raise Refusal(OUT_OF_PLACE, f"the decision is about {frame.data['march']['block']}")
        if action["type"] == "take_extra_area":
            march = frame.data["march"]
            # 5.5 the extra area is entered now: a city-state pillaged this turn stays barred to its side
            pillage.check_entry(game, game.blocks[march["block"]], march["to"])

    def apply(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        march = frame.data["march"]
        if action["type"] == "decline_extra_area":
            march["result"] = "declined"  # 5.3 a success need not be used
            return [{"type": "extra_area_declined", "block": march["block"]}]
        march["result"] = "taken"
        route = game.routes[march["block"]]
        route.forced_to = None
        events = [{"type": "extra_area_taken", "block": march["block"], "to": march["to"]}]
        events += enter(game, game.routes, route, march["to"])
        arrived = [route] + ([game.routes[route.cargo]] if route.cargo else [])
        if route.kind == "maneuver":
            events += sieges.join_sieges(game, arrived)  # 5.4.2 arriving at its side's siege, it joins it
        return events
