"""5.5 Pillage: one action against an enemy city-state under siege.

``{"type": "pillage", "city_state": C, "withdraw": {BLOCK: AREA, ...}}``: the
whole besieging group leaves for adjacent areas free of enemy blocks; the
pillager scores +1 prestige (+2 for Athens or Sparta); C is marked pillaged
for the year and, for the rest of the turn, barred to one side.

Errata: 5.5-siege-age ("established" / "any-siege"), 5.5-withdrawal-areas
("one-or-more" / "one-area"), 5.5-barred-side ("pillager" / "owner").
"""

from __future__ import annotations

from itertools import product
from typing import Any

from conformance.contract import Refusal

from . import sieges
from .blocks import Block
from .game import Hellenes

SIEGE_AGE_ERRATUM = "5.5-siege-age"
WITHDRAWAL_ERRATUM = "5.5-withdrawal-areas"
BARRED_ERRATUM = "5.5-barred-side"
# 5.5 prestige for a pillage, and for pillaging one of the two great cities
PRESTIGE = 1
GREAT_CITIES = {"Athens": 2, "Sparta": 2}


def prestige_for(city_state: str) -> int:
    return GREAT_CITIES.get(city_state, PRESTIGE)


def withdrawal_areas(game: Hellenes, block: Block) -> list[str]:
    """Adjacent areas the block could step into that hold no enemy blocks."""
    found = []
    for area in game.neighbours(block.space):
        types = game.border_types(block.space, area)
        usable = ("land" in types and (not block.is_fleet or game.is_coastal(area))) or (
            block.is_fleet and game.is_sea(area))
        if usable and not game.blocks_in(area, game.enemy_of(block.side)):
            found.append(area)
    return found


def withdrawing_group(game: Hellenes, city: str) -> list[str]:
    """5.5 the siege group as it stood at the start of the turn: blocks that
    joined it this turn have moved already (5.0) and stay."""
    return [name for name in sieges.besiegers(game, city) if name not in game.moved]


def candidates(game: Hellenes):
    player = game.active
    for city, siege in sorted(game.sieges.items()):
        if siege["besieger"] != player:
            continue
        names = withdrawing_group(game, city)
        options = [withdrawal_areas(game, game.blocks[n]) for n in names]
        for choice in product(*options):
            yield {"type": "pillage", "city_state": city, "withdraw": dict(zip(names, choice))}


def check(game: Hellenes, player: str, action: dict[str, Any]) -> None:
    city = action.get("city_state")
    if city not in game.board or not game.is_city_state(city) or game.controller(city) in (None, player):
        # 5.5 only an enemy city-state is pillaged
        raise Refusal("5.5-a", f"{city!r} is not an enemy city-state")
    siege = game.sieges.get(city)
    names = withdrawing_group(game, city)
    if not siege or siege["besieger"] != player or not names:
        # 5.5 the pillager's blocks must besiege it
        raise Refusal("5.5-a", f"{player}'s blocks do not besiege {city}")
    if not siege["established"] and game.reading(SIEGE_AGE_ERRATUM, "established") == "established":
        # 5.5 the siege must be established since an earlier season
        raise Refusal("5.5-a", f"the siege of {city} was not established in an earlier season")
    if city in game.pillaged_this_year:
        # 5.5 once per year per city-state
        raise Refusal("5.5-e", f"{city} has already been pillaged this year")
    withdraw = action.get("withdraw")
    if not isinstance(withdraw, dict) or sorted(withdraw) != names:
        # 5.5 the whole besieging group (as at the start of the turn) withdraws
        raise Refusal("5.5-b", f"the whole besieging group {names} must withdraw")
    for name, area in withdraw.items():
        if area not in withdrawal_areas(game, game.blocks[name]):
            # 5.5 into adjacent areas holding no enemy blocks
            raise Refusal("5.5-b", f"{name} cannot withdraw to {area!r}: not adjacent, or enemy blocks are there")
    if len(set(withdraw.values())) > 1 and game.reading(WITHDRAWAL_ERRATUM, "one-or-more") == "one-area":
        # 5.5 (one-area reading) the group withdraws into a single area
        raise Refusal("5.5-b", "the besieging group withdraws into a single adjacent area")


def apply(game: Hellenes, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    city = action["city_state"]
    events = []
    for name, area in sorted(action["withdraw"].items()):
        game.blocks[name].space = area
        game.moved.add(name)
        events.append({"type": "withdrew", "block": name, "from": city, "to": area, "action": game.action_number})
    del game.sieges[city]
    gain = prestige_for(city)
    game.prestige[player] = game.prestige.get(player, 0) + gain
    game.pillaged_this_year.add(city)
    game.pillaged_this_turn[city] = player
    return [{"type": "pillaged", "player": player, "city_state": city, "prestige": gain}] + events


def check_entry(game: Hellenes, block: Block, to: str) -> None:
    """5.5 nobody of the barred side enters a city-state pillaged this turn."""
    pillager = game.pillaged_this_turn.get(to)
    if pillager is None:
        return
    if game.reading(BARRED_ERRATUM, "pillager") == "owner":
        barred = game.controller(to)
    else:
        barred = pillager
    if block.side == barred:
        raise Refusal("5.5-c", f"{to} was pillaged this turn; {barred}'s blocks may not enter it")
