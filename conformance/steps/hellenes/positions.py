"""Hellenes positions: the partial map, blocks, sieges, season and situation.

Positions are built from fixtures/hellenes/map.toml and
fixtures/hellenes/pieces.toml; docs/games/hellenes.md lists the keys.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers

from conformance.corpus.fixtures import find_piece, load_map, map_path
from conformance.runner.world import World

GAME = "hellenes"
#: a block's or an area's name in a step: capitalised words
NAME = r"[A-Z][\w ]*?"


def block_fixture(name: str) -> dict[str, Any]:
    return find_piece(GAME, name, ("block",))[1]


def place(world: World, name: str, area: str, **extra: Any) -> None:
    world.require_not_started("a block's place")
    if area not in world.position["map"]["spaces"]:
        raise AssertionError(f"scenario error: no area {area!r} on the partial map")
    world.position["pieces"].append({"kind": "block", **block_fixture(name), "space": area, **extra})


@given(parsers.parse("Hellenes in {season} on the partial map"))
def hellenes_game(world: World, season: str) -> None:
    world.require_not_started("the game")
    data = load_map(map_path(GAME))
    world.position["variant"] = "standard"
    world.position["map"] = {"spaces": data["spaces"], "connections": data["connections"]}
    world.position["situation"]["season"] = season
    world.position["markers"].update({"sieges": {}, "pillaged_this_year": [], "pillaged_this_turn": {}})


@given(parsers.re(rf"^it is (?P<side>{NAME})'s action phase(?: with (?P<actions>\d+) actions)?$"))
def action_phase(world: World, side: str, actions: str | None) -> None:
    world.require_not_started("the active player")
    world.position["situation"]["active"] = side
    world.position["situation"]["actions"] = int(actions or 1)


@given(parsers.re(rf"^(?P<block>{NAME}) (?:is|are) in (?P<area>{NAME})(?: at strength (?P<strength>\d+))?$"))
def block_in(world: World, block: str, area: str, strength: str | None) -> None:
    extra = {"strength": int(strength)} if strength else {}
    place(world, block, area, **extra)


@given(parsers.re(rf"^(?P<block>{NAME}) (?:is|are) besieged in (?P<area>{NAME})$"))
def block_besieged(world: World, block: str, area: str) -> None:
    place(world, block, area, besieged=True)


@given(parsers.re(rf"^(?P<side>{NAME}) (?P<how>has besieged|began the siege of) (?P<area>{NAME}) "
                  r"(?:since an earlier season|this season)$"))
def siege(world: World, side: str, how: str, area: str) -> None:
    world.require_not_started("a siege")
    world.position["markers"]["sieges"][area] = {"besieger": side, "established": how == "has besieged"}


@given(parsers.parse("{area} was pillaged earlier this year"))
def pillaged_this_year(world: World, area: str) -> None:
    world.require_not_started("a pillaged marker")
    world.position["markers"]["pillaged_this_year"].append(area)


@given(parsers.parse("{area} was pillaged in an earlier year"))
def pillaged_earlier_year(world: World, area: str) -> None:
    world.require_not_started("a pillage of an earlier year")
    world.position["markers"].setdefault("pillaged_earlier_years", []).append(area)


@given(parsers.parse("{area} was pillaged by {side} this turn"))
def pillaged_this_turn(world: World, area: str, side: str) -> None:
    world.require_not_started("a pillaged marker")
    world.position["markers"]["pillaged_this_year"].append(area)
    world.position["markers"]["pillaged_this_turn"][area] = side


@given("the Peace of Nicias is in force")
def peace_of_nicias(world: World) -> None:
    world.require_not_started("the Peace of Nicias")
    world.position["situation"]["peace_of_nicias"] = True


@given("the blocks are going home in Winter movement")
def winter_movement(world: World) -> None:
    world.require_not_started("Winter movement")
    world.position["situation"]["winter_movement"] = True


@given("it is Winter movement but the blocks are not going home")
def winter_movement_elsewhere(world: World) -> None:
    world.require_not_started("Winter movement")
    world.position["situation"]["winter_movement"] = True
    world.position["situation"]["going_home"] = False


@given(parsers.re(rf"^(?P<block>{NAME}) (?:has|have) already moved this turn$"))
def already_moved(world: World, block: str) -> None:
    world.require_not_started("a block that moved")
    world.position["situation"].setdefault("moved", []).append(block)


@given(parsers.re(rf"^(?P<block>{NAME}) (?:has|have) a range of (?P<areas>\d+)$"))
def block_range(world: World, block: str, areas: str) -> None:
    """A block's movement range other than its fixture's (the position states each block's own)."""
    world.require_not_started("a block's range")
    placed = [p for p in world.position["pieces"] if p.get("kind") == "block" and p.get("name") == block]
    if not placed:
        raise AssertionError(f"scenario error: {block} is not on the map yet: place it before its range")
    placed[0]["range"] = int(areas)


@given(parsers.re(rf"^(?P<area>{NAME}) is a neutral sea area$"))
def neutral_sea(world: World, area: str) -> None:
    """A sea area the position marks neutral (the fixture map has no neutral sea)."""
    world.require_not_started("a neutral area")
    spaces = dict(world.position["map"]["spaces"])  # the fixture map is shared by every scenario: change a copy
    if spaces.get(area, {}).get("area") != "sea":
        raise AssertionError(f"scenario error: {area!r} is not a sea area of the partial map")
    spaces[area] = {**spaces[area], "neutral": True}
    world.position["map"]["spaces"] = spaces


@given(parsers.re(rf"^(?P<a>{NAME}) and (?P<b>{NAME}) are joined only by an? (?P<kind>land|sea) border$"))
def border_of_type(world: World, a: str, b: str, kind: str) -> None:
    """The border between two areas becomes one of the type named, whatever the partial map has there:
    a sea border between two land areas (a strait), or a land border to a sea area."""
    world.require_not_started("a border")
    spaces = world.position["map"]["spaces"]
    for area in (a, b):
        if area not in spaces:
            raise AssertionError(f"scenario error: no area {area!r} on the partial map")
    # the fixture map is shared by every scenario: change a copy
    connections = [c for c in world.position["map"]["connections"] if sorted(c["between"]) != sorted([a, b])]
    connections.append({"between": [a, b], "type": kind})
    world.position["map"]["connections"] = connections
