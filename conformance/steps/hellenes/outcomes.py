"""Hellenes outcomes: where blocks are, Forces, storms, forced marches,
battles, sieges, prestige and what each side sees -- all read from the
normalised state or the pending decision (docs/games/hellenes.md).
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then

from conformance.checks.actions import same_action
from conformance.runner.world import World
from conformance.steps.hellenes.positions import NAME
from conformance.steps.listing import check_listed


def block_state(world: World, block: str) -> dict[str, Any]:
    blocks = world.state()["blocks"]
    assert block in blocks, f"{block} is not on the map (pool: {world.state()['pool']})"
    return blocks[block]


@then(parsers.re(rf"^(?P<block>{NAME}) (?:is|are) (?P<how>in|besieged in) (?P<area>{NAME})$"))
def block_is_in(world: World, block: str, how: str, area: str) -> None:
    found = block_state(world, block)
    assert found["space"] == area, f"{block} is in {found['space']}, not in {area}"
    assert found["besieged"] == (how == "besieged in"), (
        f"{block} is {'' if found['besieged'] else 'not '}besieged in {area}")


@then(parsers.re(rf"^(?P<block>{NAME}) (?:is|are) in the pool$"))
def block_in_pool(world: World, block: str) -> None:
    state = world.state()
    assert block not in state["blocks"] and block in state["pool"], (
        f"{block} is not in the pool {state['pool']}")


@then(parsers.re(rf"^(?P<block>{NAME}) (?:has|have) strength (?P<strength>\d+)$"))
def block_strength(world: World, block: str, strength: str) -> None:
    found = block_state(world, block)["strength"]
    assert found == int(strength), f"{block} has strength {found}, not {strength}"


@then(parsers.re(rf"^(?P<block>{NAME}) (?:has|have) (?P<neg>not )?moved this turn$"))
def block_moved(world: World, block: str, neg: str | None) -> None:
    moved = block in world.state()["moved"]
    assert moved != bool(neg), f"{block} has {'' if moved else 'not '}moved this turn"


@then(parsers.re(rf"^(?P<side>{NAME}) has (?P<count>\d+) actions? left$"))
def actions_left(world: World, side: str, count: str) -> None:
    state = world.state()
    assert state["active"] == side, f"the active player is {state['active']}"
    assert state["actions_left"] == int(count), f"{side} has {state['actions_left']} actions left"


@then(parsers.re(rf"^(?P<side>{NAME}) has gained (?P<points>\d+) prestige$"))
def prestige(world: World, side: str, points: str) -> None:
    found = world.state()["prestige"].get(side, 0)
    assert found == int(points), f"{side} has {found} prestige, expected {points}"


@then(parsers.re(rf"^(?P<city>{NAME}) is (?P<neg>not )?marked pillaged this year$"))
def marked_pillaged(world: World, city: str, neg: str | None) -> None:
    found = world.state()["pillaged_this_year"]
    assert (city in found) != bool(neg), f"the city-states pillaged this year are {found}"


@then(parsers.re(r"^the state's (?P<key>forces|engagements|battles|sieges|prestige|phase|year|pillaged_earlier_years) (?:is|are) (?P<value>[\[{\"\d].*)$"))
def state_part(world: World, key: str, value: str) -> None:
    """One part of the state, exactly, as JSON: `the state's forces are [...]`."""
    try:
        expected = json.loads(value)
    except ValueError as exc:
        raise world.scenario_error(f"the expected {key} are not JSON: {exc}") from None
    found = world.state()[key]
    # as data, with lists in any order (the blocks of a Force, the besiegers of a siege are sets), but
    # each Force's route, the one list of these parts whose order the docs fix, in order
    assert same_action(found, expected) and _routes(found) == _routes(expected), \
        f"the state's {key} are {json.dumps(found)}"


def _routes(value: Any) -> list[str]:
    """Every ``route`` list inside ``value``, in its own order (as JSON), the routes in any order."""
    if isinstance(value, dict):
        return sorted([json.dumps(v) for k, v in value.items() if k == "route"]
                      + [r for k, v in value.items() if k != "route" for r in _routes(v)])
    if isinstance(value, list):
        return sorted(r for v in value for r in _routes(v))
    return []


# -- forces and engagement ------------------------------------------------------------

def force_of(world: World, block: str) -> dict[str, Any]:
    for force in world.state()["forces"]:
        if block in force["blocks"]:
            return force
    raise AssertionError(f"{block} is in no Force: {world.state()['forces']}")


@then(parsers.re(rf"^(?P<first>{NAME}) and (?P<second>{NAME}) (?P<how>form one Force|are in different Forces)$"))
def same_force(world: World, first: str, second: str, how: str) -> None:
    together = second in force_of(world, first)["blocks"]
    assert together == (how == "form one Force"), (
        f"{first} and {second} are {'in one Force' if together else 'in different Forces'}")


@then(parsers.re(rf"^(?P<block>{NAME}) (?P<verb>engages?|does not engage|do not engage) the enemy in (?P<area>{NAME})$"))
def engages(world: World, block: str, verb: str, area: str) -> None:
    _check_role(world, block, area, "aggressors", "not" not in verb)


def _check_role(world: World, block: str, area: str, role: str, expected: bool) -> None:
    """Is ``block`` among the aggressors (or defenders) of the engagement in ``area``?"""
    engagements = world.state()["engagements"]
    found = block in engagements.get(area, {}).get(role, [])
    assert found == expected, (
        f"{block} {'is' if found else 'is not'} among the {role} in {area}; engagements: {engagements}")


@then(parsers.re(rf"^the defenders in (?P<area>{NAME}) are (?P<side>{NAME})$"))
def defenders(world: World, area: str, side: str) -> None:
    engagement = world.state()["engagements"].get(area)
    assert engagement is not None, f"nobody engages in {area}"
    assert engagement["defender"] == side, f"the defenders in {area} are {engagement['defender']}"


@then(parsers.re(rf"^(?P<block>{NAME}) (?P<verb>defends?|does not defend|do not defend) (?P<area>{NAME})$"))
def defends(world: World, block: str, verb: str, area: str) -> None:
    _check_role(world, block, area, "defenders", "not" not in verb)


@then(parsers.re(rf"^(?P<verb>moving|forced-marching) (?P<block>{NAME}) to (?P<area>{NAME}) is (?P<neg>not )?a legal action$"))
def legal_move(world: World, verb: str, block: str, area: str, neg: str | None) -> None:
    kind = "move" if verb == "moving" else "forced_march"
    check_listed(world, {"type": kind, "block": block, "to": area}, neg, f"{verb} {block} to {area}")


@then(parsers.re(r"^(?P<count>\d+) Forces? (?:is|are) offered to fight first$"))
def forces_offered(world: World, count: str) -> None:
    actions = world.pending_decision()["actions"]
    assert len(actions) == int(count), f"{len(actions)} Forces are offered: {actions}"


@then(parsers.re(rf"^the Force of (?P<block>{NAME}) won the battle in (?P<area>{NAME})$"))
def force_won(world: World, block: str, area: str) -> None:
    battle = world.state()["battles"].get(area)
    assert battle and battle["winner"] and block in battle["winner"], f"battles in {area}: {battle}"


@then(parsers.re(rf"^(?P<block>{NAME}) (?P<neg>joined|did not join) the winning Force in (?P<area>{NAME})$"))
def joined_winner(world: World, block: str, neg: str, area: str) -> None:
    battle = world.state()["battles"].get(area) or {}
    joined = block in battle.get("joined", [])
    assert joined == (neg == "joined"), f"{block} {'joined' if joined else 'did not join'}; battles: {battle}"


@then(parsers.re(rf"^(?P<block>{NAME}) (?P<verb>is|are|is not|are not) among the besiegers of (?P<area>{NAME})$"))
def besieger(world: World, block: str, verb: str, area: str) -> None:
    siege = world.state()["sieges"].get(area)
    assert siege is not None, f"{area} is not under siege"
    assert (block in siege["besiegers"]) == ("not" not in verb), f"besiegers of {area}: {siege['besiegers']}"


@then(parsers.re(rf"^(?P<block>{NAME}) joined the siege of (?P<area>{NAME})$"))
def joined_siege(world: World, block: str, area: str) -> None:
    joined = [e for e in world.events_of_type("joined_siege") if e.get("area") == area]
    assert any(block in e.get("blocks", []) for e in joined), (
        f"{block} did not join the siege of {area}; joined_siege events: {world.events_of_type('joined_siege')}")


# -- storms and forced marches --------------------------------------------------------------

@then(parsers.re(rf"^a die marks the border between (?P<a>{NAME}) and (?P<b>{NAME})$"))
def die_on_border(world: World, a: str, b: str) -> None:
    borders = [sorted(c["border"]) for c in world.state()["crossings"]]
    assert sorted([a, b]) in borders, f"the marked borders are {borders}"


@then("no hazardous border is marked")
def no_die_on_borders(world: World) -> None:
    crossings = world.state()["crossings"]
    assert not crossings, f"marked borders: {crossings}"


@then(parsers.re(r"^(?P<count>\d+) storm rolls? (?:was|were) made$"))
def storm_rolls(world: World, count: str) -> None:
    rolls = world.events_of_type("storm_roll")
    assert len(rolls) == int(count), f"{len(rolls)} storm rolls: {rolls}"


@then(parsers.re(rf"^(?P<neg>a|no) storm struck the border between (?P<a>{NAME}) and (?P<b>{NAME})$"))
def storm_struck(world: World, neg: str, a: str, b: str) -> None:
    rolls = [e for e in world.events_of_type("storm_roll") if sorted(e["border"]) == sorted([a, b])]
    assert rolls, f"no storm roll was made for the border between {a} and {b}"
    assert rolls[-1]["storm"] == (neg == "a"), f"the storm roll was {rolls[-1]}"


@then(parsers.re(r"^(?P<count>\d+) damage rolls? (?:was|were) made$"))
def damage_rolls(world: World, count: str) -> None:
    found = world.events_of_type("tempest") + world.events_of_type("heavy_seas")
    assert len(found) == int(count), f"{len(found)} damage rolls: {found}"


@then(parsers.re(rf"^the forced march of (?P<block>{NAME}) (?P<result>succeeded|failed|was taken|was declined)$"))
def forced_march_result(world: World, block: str, result: str) -> None:
    marches = [m for m in world.state()["forced_marches"] if m["block"] == block]
    assert marches, f"{block} declared no forced march"
    expected = {"succeeded": "success", "failed": "failure", "was taken": "taken", "was declined": "declined"}
    assert marches[-1]["result"] == expected[result], f"the forced march of {block}: {marches[-1]}"


# -- what each side sees ---------------------------------------------------------------------

@then(parsers.re(rf"^(?P<viewer>{NAME}) sees (?P<count>\d+) hidden (?P<besieged>besieged )?(?P<side>{NAME}) blocks? "
                 rf"in (?P<area>{NAME})$"))
def sees_hidden(world: World, viewer: str, count: str, besieged: str | None, side: str, area: str) -> None:
    seen = world.state()["views"][viewer].get(area, [])
    hidden = [b for b in seen if b["side"] == side and b.get("hidden") and (not besieged or b.get("besieged"))]
    assert len(hidden) == int(count), f"{viewer} sees {seen} in {area}"


@then(parsers.re(rf"^(?P<viewer>{NAME}) sees (?P<block>{NAME}) at strength (?P<strength>\d+) in (?P<area>{NAME})$"))
def sees_block(world: World, viewer: str, block: str, strength: str, area: str) -> None:
    seen = world.state()["views"][viewer].get(area, [])
    found = [b for b in seen if b.get("name") == block]
    assert found and found[0]["strength"] == int(strength), f"{viewer} sees {seen} in {area}"


_ROLL_EVENTS = {"storm": ("storm_roll",), "damage": ("tempest", "heavy_seas"), "forced march": ("forced_march_roll",)}


@then(parsers.re(rf"^the (?P<kind>storm|damage|forced march) rolls? (?:was|were) made by (?P<side>{NAME})$"))
def rolled_by(world: World, kind: str, side: str) -> None:
    rolls = [e for t in _ROLL_EVENTS[kind] for e in world.events_of_type(t)]
    assert rolls, f"no {kind} roll was made"
    assert {e["rolled_by"] for e in rolls} == {side}, f"the {kind} rolls: {rolls}"


@then(parsers.re(r"^(?P<count>\d+) forced march rolls? (?:was|were) made$"))
def forced_march_rolls(world: World, count: str) -> None:
    rolls = world.events_of_type("forced_march_roll")
    assert len(rolls) == int(count), f"{len(rolls)} forced march rolls: {rolls}"
