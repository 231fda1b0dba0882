"""Hannibal positions: the partial map, generals, CU, control markers, siege
points and the givens of rules outside the summary (movement points).

docs/games/hannibal.md lists the position keys, actions and state.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers

from conformance.corpus.fixtures import find_piece, load_map, map_path
from conformance.runner.world import World

GAME = "hannibal"
NAME = r"[A-Z]\w*"
SPACE = r"[A-Z][\w ]*?"
POWER = r"Rome|Carthage"


def fixture_general(name: str) -> dict[str, Any]:
    return find_piece(GAME, name, ("general",))[1]


def situation(world: World) -> dict[str, Any]:
    return world.position["situation"]


@given(parsers.re(rf"^Hannibal on the partial map, (?P<power>{POWER}) active$"))
def hannibal_game(world: World, power: str) -> None:
    world.require_not_started("the game")
    data = load_map(map_path(GAME))
    world.position["variant"] = "standard"
    world.position["map"] = {"spaces": data["spaces"], "connections": data["connections"]}
    world.position["markers"].setdefault("control", {})
    world.position["markers"].setdefault("siege_points", {})
    situation(world)["active"] = power


@given(parsers.re(rf"^(?P<power>{POWER})'s (?P<name>{NAME}) is (?P<where>in|inside the walls of) (?P<space>{SPACE})$"))
def general_in(world: World, power: str, name: str, where: str, space: str) -> None:
    world.require_not_started("a general's place")
    world.position["pieces"].append({"kind": "general", **fixture_general(name), "faction": power,
                                     "space": space, "inside": where != "in"})


@given(parsers.re(rf"^(?P<count>\d+) (?P<power>{POWER}) CUs? (?:is|are) (?P<where>in|inside the walls of) (?P<space>{SPACE})$"))
def cu_in(world: World, count: str, power: str, where: str, space: str) -> None:
    world.require_not_started("CU on the map")
    world.position["pieces"].append({"kind": "cu", "faction": power, "space": space, "count": int(count),
                                     "inside": where != "in"})


@given(parsers.re(rf"^(?P<space>{SPACE}) has a (?P<power>{POWER}) PC$"))
def pc_in(world: World, space: str, power: str) -> None:
    world.require_not_started("control")
    world.position["markers"]["control"][space] = power


@given(parsers.re(rf"^the tribe in (?P<space>{SPACE}) is friendly to (?P<power>{POWER})$"))
def friendly_tribe(world: World, space: str, power: str) -> None:
    world.require_not_started("a tribe's side")
    world.position["markers"]["control"][space] = power


@given(parsers.re(rf"^(?P<name>{NAME}) has (?P<mp>\d+) MP$"))
def movement_points(world: World, name: str, mp: str) -> None:
    world.require_not_started("movement points")
    situation(world).setdefault("movement_points", {})[name] = int(mp)


@given(parsers.re(rf"^(?P<space>{SPACE}) has (?P<points>\d+) siege points?$"))
def siege_points(world: World, space: str, points: str) -> None:
    world.require_not_started("siege points")
    world.position["markers"]["siege_points"][space] = int(points)


@given(parsers.re(rf"^(?P<space>{SPACE}) has already had a siege roll with this card$"))
def rolled_this_card(world: World, space: str) -> None:
    world.require_not_started("a siege roll made")
    situation(world).setdefault("siege_rolls_this_card", []).append(space)
