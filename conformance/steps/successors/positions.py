"""Successors positions: the partial map, generals, CU, markers and the givens
of rules outside the excerpt (movement allowances, sea interruptions).

docs/games/successors.md lists the position keys, actions and state.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers

from conformance.corpus.fixtures import find_piece, load_map, map_path
from conformance.runner.world import World

GAME = "successors"
NAME = r"[A-Z][\w ]*?"
SPACE = r"[A-Z][\w ]*?"


def fixture_piece(name: str) -> tuple[str, dict[str, Any]]:
    """(kind, entry) of a general or royal family member in fixtures/successors/pieces.toml."""
    return find_piece(GAME, name, ("general", "royal"))


def situation(world: World) -> dict[str, Any]:
    return world.position["situation"]


@given("Successors on the partial map")
def successors_game(world: World) -> None:
    world.require_not_started("the game")
    data = load_map(map_path(GAME))
    world.position["variant"] = "standard"
    world.position["map"] = {"spaces": data["spaces"], "connections": data["connections"]}
    world.position["markers"]["control"] = {}
    situation(world).setdefault("segment", "movement")


@given(parsers.re(r"^it is (?P<player>[A-Z]\w*)'s (?P<segment>Movement|Tyche) segment$"))
def segment_of(world: World, player: str, segment: str) -> None:
    world.require_not_started("the segment")
    situation(world).update(phasing=player, segment=segment.lower())


@given(parsers.parse("{player} moves with the card's OPs"))
def with_card_ops(world: World, player: str) -> None:
    world.require_not_started("moving with OPs")
    situation(world)["tyche_ops"] = True


@given(parsers.parse("{player}'s movement roll this segment is {roll:d}"))
def movement_roll(world: World, player: str, roll: int) -> None:
    world.require_not_started("the movement roll")
    situation(world).update(movement_rolled=True, movement_roll=roll)


@given(parsers.re(rf"^(?P<general>{NAME}) may move (?P<spaces>\d+) spaces? this segment$"))
def allowance(world: World, general: str, spaces: str) -> None:
    world.require_not_started("a movement allowance")
    situation(world).setdefault("allowances", {})[general] = int(spaces)


@given(parsers.re(rf"^(?P<faction>[A-Z]\w*)'s (?P<name>{NAME}) is (?P<where>in|besieged in) (?P<space>{SPACE})$"))
def piece_in(world: World, faction: str, name: str, where: str, space: str) -> None:
    world.require_not_started("a general's place")
    kind, entry = fixture_piece(name)
    piece = {"kind": kind, **entry, "faction": faction, "space": space}
    if kind == "general":
        piece.setdefault("major", True)  # stated, never left to a default
    if where != "in":
        piece["besieged"] = True
    world.position["pieces"].append(piece)


@given(parsers.re(rf"^the independent general (?P<name>{NAME}) is in (?P<space>{SPACE}), moved by (?P<player>[A-Z]\w*)$"))
def independent_general(world: World, name: str, space: str, player: str) -> None:
    world.require_not_started("an independent general")
    kind, entry = fixture_piece(name)
    world.position["pieces"].append({"kind": kind, "major": True, **entry, "faction": "Independent", "space": space})
    situation(world).setdefault("controllers", {})["Independent"] = player


@given(parsers.re(rf"^(?P<count>\d+) (?P<faction>[A-Z]\w*) CUs? (?:is|are) (?P<where>in|besieged in) (?P<space>{SPACE})$"))
def cu_in(world: World, count: str, faction: str, where: str, space: str) -> None:
    world.require_not_started("CU on the map")
    world.position["pieces"].append({"kind": "cu", "faction": faction, "space": space, "count": int(count),
                                     "besieged": where != "in"})


@given(parsers.re(rf"^(?P<space>{SPACE}) is controlled by (?P<faction>[A-Z]\w*)$"))
def controlled_by(world: World, space: str, faction: str) -> None:
    world.require_not_started("control")
    world.position["markers"]["control"][space] = faction


@given(parsers.re(rf"^(?P<space>{SPACE}) has an independent control marker$"))
def independent_marker(world: World, space: str) -> None:
    world.require_not_started("an independent marker")
    world.position["markers"]["control"][space] = "Independent"


@given(parsers.parse("{player} has already made a naval move this segment"))
def naval_move_made(world: World, player: str) -> None:
    world.require_not_started("a naval move made")
    situation(world).setdefault("naval_moves_made", {})[player] = 1


@given(parsers.re(rf"^(?P<cause>a Storm at Sea|an enemy fleet) will drive the voyage back when it reaches (?P<space>{SPACE})$"))
def sea_interruption(world: World, cause: str, space: str) -> None:
    world.require_not_started("a sea interruption")
    situation(world)["sea_interruption"] = {"space": space,
                                            "cause": "Storm at Sea" if "Storm" in cause else "enemy fleet"}
