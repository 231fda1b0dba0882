"""5.5 Pillage: one action against an enemy city-state under siege.

``{"type": "pillage", "city_state": C, "withdraw": {BLOCK: AREA, ...}}``: the
whole besieging group leaves for adjacent areas free of enemy blocks; the
pillager scores +1 prestige (+2 for Athens or Sparta); C is marked pillaged
for the year and, for the rest of the turn, barred to one side.

Errata: 5.5-siege-age ("established" / "any-siege"), 5.5-withdrawal-areas
("one-or-more" / "one-area"), 5.5-barred-side ("pillager" / "owner"), 5.5-siege-group
("start-of-turn" / "whole-siege").
"""

from __future__ import annotations

from itertools import product
from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE
from . import sieges
from .blocks import Block
from .game import Hellenes

SIEGE_AGE_ERRATUM = "5.5-siege-age"
WITHDRAWAL_ERRATUM = "5.5-withdrawal-areas"
BARRED_ERRATUM = "5.5-barred-side"
GROUP_ERRATUM = "5.5-siege-group"
# 5.5 prestige for a pillage, and for pillaging one of the two great cities
PRESTIGE = 1
GREAT_CITIES = {"Athens": 2, "Sparta": 2}


def prestige_for(city_state: str) -> int:
    return GREAT_CITIES.get(city_state, PRESTIGE)


def check_withdrawal(game: Hellenes, block: Block, area: str) -> None:
    """May ``block`` withdraw from the pillaged city-state into ``area``? The withdrawal is a move
    (5.5: the group retreats, moves): the movement rules bind it as they bind any step."""
    here = block.space
    if area not in game.neighbours(here):
        # 5.5 the besiegers withdraw into adjacent areas
        raise Refusal("5.5-b", f"{area} is not adjacent to {here}")
    types = game.border_types(here, area)
    if not block.is_fleet and (game.is_sea(area) or "land" not in types):
        # 5.2 only fleets (and what they carry) go by sea
        raise Refusal("5.2-sea", f"{block.name} is a land block and cannot withdraw to sea")
    if block.is_fleet and not game.is_sea(area) and not game.is_coastal(area):
        # 5.1 fleets enter coastal land areas only
        raise Refusal("5.1-fleet-coast", f"{area} has no coast, so {block.name} cannot withdraw there")
    if not game.is_sea(area) and game.is_neutral(area):
        # 5.1 no block enters a neutral area
        raise Refusal("5.1-neutral", f"{area} is neutral")
    if game.blocks_in(area, game.enemy_of(block.side)):
        # 5.5 into areas that hold no enemy blocks at that moment (besieged ones are there too)
        raise Refusal("5.5-b", f"{area} holds enemy blocks")
    check_entry(game, block, area)  # 5.5 nor into a city-state pillaged this turn and barred to its side


def withdrawal_areas(game: Hellenes, block: Block) -> list[str]:
    """Adjacent areas the block may withdraw into (check_withdrawal)."""
    found = []
    for area in game.neighbours(block.space):
        try:
            check_withdrawal(game, block, area)
        except Refusal:
            continue
        found.append(area)
    return found


def withdrawing_group(game: Hellenes, city: str) -> list[str]:
    """5.5 the siege group as it stood at the start of the turn: blocks that joined it this turn have
    moved already (5.0) and stay; under reading whole-siege of erratum 5.5-siege-group they go too."""
    if game.reading(GROUP_ERRATUM, "start-of-turn") == "whole-siege":
        return sieges.besiegers(game, city)
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
    if not isinstance(city, str) or city not in game.board:
        raise Refusal(MALFORMED, f"{city!r} is not an area on the map")
    withdraw = action.get("withdraw")
    if not isinstance(withdraw, dict) or not all(isinstance(n, str) and n in game.blocks for n in withdraw) \
            or not all(isinstance(a, str) and a in game.board for a in withdraw.values()):
        raise Refusal(MALFORMED, f"the withdrawal maps blocks on the map to areas on the map, not {withdraw!r}")
    others = sorted(n for n in withdraw if game.blocks[n].side != player)
    if others:
        # the contract: another side's blocks are no part of this player's pillage
        raise Refusal(OUT_OF_PLACE, f"{others} are not {player}'s blocks")
    if not game.is_city_state(city) or game.controller(city) in (None, player):
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
    if sorted(withdraw) != names:
        # 5.5 the whole besieging group (as at the start of the turn) withdraws, and only that group
        raise Refusal("5.5-b", f"the whole besieging group {names} must withdraw")
    for name, area in sorted(withdraw.items()):
        check_withdrawal(game, game.blocks[name], area)
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
