"""Hannibal actions: the active army's moves and the answers of both sides."""

from __future__ import annotations

from pytest_bdd import parsers, when

from conformance.runner.world import World
from conformance.steps.army import ArmyMover, army_acts
from conformance.steps.hannibal.positions import NAME, POWER, SPACE

WITH = rf"(?P<general>{NAME}) and (?P<count>\d+) CUs?(?: joined by (?P<leaders>{NAME}(?: and {NAME})*))?"


def leaders_of(leaders: str | None) -> list[str]:
    return leaders.split(" and ") if leaders else []


@when(parsers.re(rf"^(?P<power>{POWER}) moves (?P<general>{NAME})'s army with (?P<count>-?\d+) CUs?(?: joined by (?P<leaders>{NAME}(?: and {NAME})*))?$"))
def move_army(world: World, army_mover: ArmyMover, power: str, general: str, count: str, leaders: str | None) -> None:
    world.act(power, {"type": "move_army", "general": general, "cu": int(count), "leaders": leaders_of(leaders)})
    army_mover.sets_out(world, power, f"{power} moved {general}'s army")


@when(parsers.re(rf"^the army moves to (?P<space>{SPACE})$"))
def army_moves(world: World, army_mover: ArmyMover, space: str) -> None:
    army_acts(world, army_mover, {"type": "move", "to": space})


@when("the army ends its movement")
def army_ends(world: World, army_mover: ArmyMover) -> None:
    army_acts(world, army_mover, {"type": "end_movement"})


@when(parsers.re(rf"^the army detaches (?P<general>{NAME}) with (?P<count>\d+) CUs? to besiege$"))
def detach(world: World, army_mover: ArmyMover, general: str, count: str) -> None:
    army_acts(world, army_mover, {"type": "detach_to_besiege", "general": general, "cu": int(count)})


@when(parsers.re(rf"^(?P<power>{POWER}) intercepts with {WITH}$"))
def intercept(world: World, power: str, general: str, count: str, leaders: str | None) -> None:
    world.act(power, {"type": "intercept", "general": general, "cu": int(count), "leaders": leaders_of(leaders)})


@when(parsers.re(rf"^(?P<power>{POWER}) avoids battle to (?P<to>{SPACE}) with {WITH}$"))
def avoid(world: World, power: str, to: str, general: str, count: str, leaders: str | None) -> None:
    world.act(power, {"type": "avoid", "general": general, "to": to, "cu": int(count),
                      "leaders": leaders_of(leaders)})


@when(parsers.re(rf"^(?P<power>{POWER}) withdraws (?P<count>\d+) CUs? into the walls(?: with (?P<leaders>{NAME}(?: and {NAME})*))?$"))
def withdraw(world: World, power: str, count: str, leaders: str | None) -> None:
    world.act(power, {"type": "withdraw_into_walls", "cu": int(count), "leaders": leaders_of(leaders)})


_SIMPLE = {
    "declines to intercept": "decline_interception",
    "accepts battle": "accept_battle",
    "falls back": "fall_back",
    "pursues": "pursue",
    "does not pursue": "no_pursuit",
    "ends the action": "end_action",
    "keeps the besieged inside": "stay_inside",
}


@when(parsers.re(rf"^(?P<power>{POWER}) (?P<what>{'|'.join(_SIMPLE)})$"))
def simple(world: World, power: str, what: str) -> None:
    world.act(power, {"type": _SIMPLE[what]})


_BY_GENERAL = {
    "makes a siege roll with": "siege_roll",
    "sorties with": "sortie",
    "tries to subjugate with": "subjugate",
    "joins the battle by a sortie with": "join_by_sortie",
}


@when(parsers.re(rf"^(?P<power>{POWER}) (?P<what>{'|'.join(_BY_GENERAL)}) (?P<general>{NAME})$"))
def by_general(world: World, power: str, what: str, general: str) -> None:
    world.act(power, {"type": _BY_GENERAL[what], "general": general})


@when(parsers.re(rf"^(?P<power>{POWER}) sorties from (?P<space>{SPACE}) without a general$"))
def leaderless_sortie(world: World, power: str, space: str) -> None:
    world.act(power, {"type": "sortie", "space": space})


@when(parsers.re(rf"^(?P<power>{POWER}) places a PC in (?P<space>{SPACE})$"))
def place_pc(world: World, power: str, space: str) -> None:
    world.act(power, {"type": "place_pc", "space": space})


_OUTCOMES = {
    "the siege roll succeeds": "siege_succeeds",
    "the siege roll fails": "siege_fails",
    "the tribe is subjugated": "subjugated",
    "the tribe is not subjugated": "not_subjugated",
}


@when(parsers.re(rf"^the referee rules that (?P<outcome>{'|'.join(_OUTCOMES)})$"))
def referee(world: World, outcome: str) -> None:
    world.act("referee", {"type": _OUTCOMES[outcome]})
