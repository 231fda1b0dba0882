"""5.2.1 Sea transport: one Greek land block per fleet, weaker than the fleet."""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, Frame
from . import groups
from .game import Hellenes


def fits(game: Hellenes, cargo_strength: int, fleet_strength: int) -> bool:
    """May a block of ``cargo_strength`` ride on a fleet of ``fleet_strength``? (5.2.1: less than)"""
    return cargo_strength < fleet_strength


def check_embark(game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
    block = groups.own_block(game, frame, player, action.get("block"))
    fleet = groups.own_block(game, frame, player, action.get("fleet"))
    routes = frame.data["routes"]
    if not fleet.is_fleet or block.is_fleet:
        # 5.2.1 a fleet carries a land block
        raise Refusal("5.2.1-a", f"{fleet.name} cannot carry {block.name}: a fleet carries one land block")
    fleet_route, block_route = routes.get(fleet.name), routes.get(block.name)
    if fleet_route is not None and fleet_route.cargo:
        # 5.2.1 one block per fleet
        raise Refusal("5.2.1-a", f"{fleet.name} already carries {fleet_route.cargo}")
    if (block_route is not None and (block_route.has_moved or block_route.carried_by)) \
            or (fleet_route is not None and fleet_route.has_moved) or block.space != fleet.space:
        # 5.2.1 fleet and cargo set out together from the same area
        raise Refusal("5.2.1-b", f"{block.name} and {fleet.name} do not start their move together")
    if not block.is_greek:
        # 5.2.1 barbarian blocks are not carried by sea
        raise Refusal("5.2.1-c", f"{block.name} is a barbarian block")
    strength = action.get("strength")
    if not isinstance(strength, int) or isinstance(strength, bool) or not 1 <= strength <= block.strength:
        # the contract: a count of steps, from 1 to what the block has (5.2.1 lets the owner reduce it, not raise it)
        raise Refusal(MALFORMED, f"{block.name} can sail at a strength of 1 to {block.strength}, not {strength!r}")
    if not fits(game, strength, fleet.strength):
        # 5.2.1 the carried block's CV must be below the fleet's
        raise Refusal("5.2.1-d", f"{block.name} at strength {strength} is too strong for {fleet.name} "
                                 f"(strength {fleet.strength})")


def embark(game: Hellenes, frame: Frame, action: dict[str, Any]) -> list[dict[str, Any]]:
    block = game.blocks[action["block"]]
    events = []
    if action["strength"] < block.strength:
        events.append({"type": "reduced", "block": block.name, "from": block.strength, "to": action["strength"]})
        block.strength = action["strength"]  # 5.2.1 the owner may reduce it to fit
    groups.route_of(game, frame, action["fleet"]).cargo = block.name
    groups.route_of(game, frame, block.name).carried_by = action["fleet"]
    return [{"type": "embarked", "block": block.name, "fleet": action["fleet"], "strength": block.strength}] + events
