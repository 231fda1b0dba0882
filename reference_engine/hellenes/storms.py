"""5.2.2-5.2.3 Hazardous borders, storms and ship damage.

Each hazardous border a fleet crosses gets one die (5.2.2). After all
actions (and forced marches), the opponent rolls once per marked border;
on a storm, once per fleet that crossed it: 1-3 tempest, 4-6 heavy seas. A
block that loses its last step to heavy seas is destroyed (to the pool).
"""

from __future__ import annotations

from typing import Any

from . import transport
from .game import Hellenes

# 5.2.2 a storm breaks on this roll or lower, by season
STORM_MAX = {"Spring": 3, "Winter": 3, "Summer": 2, "Autumn": 2, "Late Summer": 1}
# 5.2.3 a damage roll up to this is a tempest, above it heavy seas
TEMPEST_MAX = 3


def mark(game: Hellenes, a: str, b: str, fleet: str, cargo: str | None) -> list[dict[str, Any]]:
    """5.2.2 a die on the crossed border, remembering the fleet and its cargo."""
    border = tuple(sorted((a, b)))
    for crossing in game.crossings:
        if crossing["border"] == border:
            if fleet not in [f for f, _ in crossing["fleets"]]:
                crossing["fleets"].append((fleet, cargo))
            break
    else:
        game.crossings.append({"border": border, "fleets": [(fleet, cargo)]})
    return [{"type": "hazard_marked", "border": list(border), "fleet": fleet}]


def is_storm(season: str, roll: int) -> bool:
    return roll <= STORM_MAX[season]


def resolve(game: Hellenes) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    roller = game.enemy_of(game.active)
    for crossing in game.crossings:
        border = list(crossing["border"])
        roll = game.dice.roll(f"the storm roll for the border {border}")
        storm = is_storm(game.season, roll)
        events.append({"type": "storm_roll", "border": border, "roll": roll, "storm": storm, "rolled_by": roller})
        if not storm:
            continue
        events.append({"type": "storm", "border": border})
        for fleet, cargo in crossing["fleets"]:  # 5.2.2 one damage roll per fleet
            if fleet in game.blocks:
                events += damage(game, fleet, cargo, game.dice.roll(f"ship damage of {fleet}"), roller)
    return events


def damage(game: Hellenes, fleet_name: str, cargo: str | None, roll: int, roller: str) -> list[dict[str, Any]]:
    if roll <= TEMPEST_MAX:
        # 5.2.3 tempest: the fleet and what it carries go to the pool
        lost = [fleet_name] + ([cargo] if cargo and cargo in game.blocks else [])
        for name in lost:
            game.eliminate(name)
        return [{"type": "tempest", "fleet": fleet_name, "roll": roll, "rolled_by": roller, "eliminated": lost}]
    # 5.2.3 heavy seas: the fleet loses a step; the cargo one too if it no longer fits
    fleet = game.blocks[fleet_name]
    fleet.strength -= 1
    events: list[dict[str, Any]] = [{"type": "heavy_seas", "fleet": fleet_name, "roll": roll, "rolled_by": roller,
                                     "strength": fleet.strength}]
    carried = game.blocks.get(cargo) if cargo else None
    if carried is not None and not transport.fits(game, carried.strength, fleet.strength):
        carried.strength -= 1  # 5.2.3 one step, so that the carrying limit (5.2.1) holds again
        events.append({"type": "step_lost", "block": cargo, "strength": carried.strength})
    # 5.2.3 a block whose last step is lost has no strength left: it is destroyed, as the tempest's are
    lost = [b.name for b in (fleet, carried) if b is not None and b.strength <= 0]
    for name in lost:
        game.eliminate(name)
    if lost:
        events.append({"type": "eliminated", "blocks": lost})
    return events
