"""Here I Stand positions: the partial map, powers at war or allied, leaders,
land units, control markers and the givens of rules outside the excerpt.

docs/games/here_i_stand.md lists the position keys, actions and state.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers

from conformance.corpus.fixtures import find_piece, load_map, map_path
from conformance.runner.world import World

GAME = "here_i_stand"
NAME = r"[A-Z][\w ]*?"
SPACE = r"[A-Z]\w*"
POWER = r"[A-Z]\w*"


def fixture_leader(name: str) -> dict[str, Any]:
    return find_piece(GAME, name, ("leader",))[1]


def situation(world: World) -> dict[str, Any]:
    return world.position["situation"]


@given(parsers.re(rf"^Here I Stand on the partial map, (?P<power>{POWER})'s impulse with (?P<cp>\d+) CP$"))
def here_i_stand_game(world: World, power: str, cp: str) -> None:
    world.require_not_started("the game")
    data = load_map(map_path(GAME))
    world.position["variant"] = "standard"
    world.position["map"] = {"spaces": data["spaces"], "connections": data["connections"]}
    world.position["markers"]["control"] = {}
    situation(world).update(active=power, cp=int(cp), wars=[], alliances=[])


@given(parsers.re(rf"^(?P<a>{POWER}) is (?P<relation>at war|allied) with (?P<b>{POWER})$"))
def relation(world: World, a: str, relation: str, b: str) -> None:
    world.require_not_started("relations between powers")
    situation(world)["wars" if relation == "at war" else "alliances"].append([a, b])


@given(parsers.re(rf"^(?P<space>{SPACE}) is controlled by (?P<power>{POWER})$"))
def controlled_by(world: World, space: str, power: str) -> None:
    world.require_not_started("control")
    world.position["markers"]["control"][space] = power


@given(parsers.re(rf"^(?P<count>\d+) (?P<power>{POWER}) units? (?:is|are) (?P<where>in|besieged in|inside the fortifications of) "
                  rf"(?P<space>{SPACE})(?P<beaten> and lost a field battle earlier this impulse)?$"))
def units_in(world: World, count: str, power: str, where: str, space: str, beaten: str | None) -> None:
    world.require_not_started("land units on the map")
    world.position["pieces"].append({"kind": "land_unit", "power": power, "space": space, "count": int(count),
                                     "inside": where != "in", "lost_battle": bool(beaten)})


@given(parsers.re(rf"^(?P<name>{NAME}) is (?P<where>in|besieged in) (?P<space>{SPACE})"
                  r"(?P<beaten> and lost a field battle earlier this impulse)?$"))
def leader_in(world: World, name: str, where: str, space: str, beaten: str | None) -> None:
    world.require_not_started("a leader's place")
    entry = fixture_leader(name)
    world.position["pieces"].append({"kind": "leader", "name": name, "power": entry["power"], "space": space,
                                     "inside": where != "in", "lost_battle": bool(beaten)})


@given(parsers.re(rf"^(?P<power>{POWER}) began the siege of (?P<space>{SPACE}) earlier this impulse$"))
def siege_begun(world: World, power: str, space: str) -> None:
    world.require_not_started("a siege begun")
    situation(world).setdefault("sieges_begun", []).append(space)


@given(parsers.re(rf'^(?P<power>{POWER}) holds the response card "(?P<card>[\w ]+)"$'))
def holds_card(world: World, power: str, card: str) -> None:
    world.require_not_started("a response card")
    situation(world).setdefault("response_cards", {}).setdefault(power, []).append(card)
