"""Hannibal outcomes: where generals and CU are, the army, rolls, battles,
siege points, control and the friendly spaces of a province."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then

from conformance.runner.world import World
from conformance.steps.army import army
from conformance.steps.hannibal.actions import WITH, leaders_of
from conformance.steps.hannibal.positions import NAME, POWER, SPACE
from conformance.steps.listing import check_listed


@then(parsers.re(rf"^(?P<name>{NAME}) is (?P<where>in|inside the walls of) (?P<space>{SPACE})$"))
def general_is(world: World, name: str, where: str, space: str) -> None:
    found = world.state()["generals"].get(name)
    assert found is not None, f"{name} is not on the map"
    assert (found["space"], found["inside"]) == (space, where != "in"), (
        f"{name} is in {found['space']}{' inside the walls' if found['inside'] else ''}, expected {where} {space}")


@then(parsers.re(rf"^(?P<space>{SPACE}) holds (?P<count>\d+|no) (?P<power>{POWER}) CUs?(?P<inside> inside the walls)?$"))
def space_holds(world: World, space: str, count: str, power: str, inside: str | None) -> None:
    table = world.state()["cu_inside" if inside else "cu"]
    found = table.get(space, {}).get(power, 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{space} holds {found} {power} CU{inside or ''}, expected {expected}"


@then(parsers.re(rf"^the army is in (?P<space>{SPACE}) with (?P<count>\d+) CUs? and (?P<mp>\d+) MP left$"))
def army_is(world: World, space: str, count: str, mp: str) -> None:
    current = army(world)
    found = (current["space"], current["cu"], current["mp_left"])
    assert found == (space, int(count), int(mp)), f"the army is in {found[0]} with {found[1]} CU and {found[2]} MP"


def _rolls(world: World, kind: str) -> list[dict[str, Any]]:
    found = world.events_of_type(kind)
    assert found, f"no {kind} roll was made; events: {[e.get('type') for e in world.events]}"
    return found


@then(parsers.re(r"^the (?P<kind>interception|avoid|pursuit) roll (?P<result>succeeds|fails)$"))
def roll_result(world: World, kind: str, result: str) -> None:
    last = _rolls(world, kind)[-1]
    assert last["success"] == (result == "succeeds"), f"the {kind} roll {'succeeded' if last['success'] else 'failed'}: {last}"


@then(parsers.re(r"^the (?P<kind>interception|avoid|pursuit) roll counts as (?P<value>\d+)$"))
def roll_value(world: World, kind: str, value: str) -> None:
    last = _rolls(world, kind)[-1]
    assert last["modified_roll"] == int(value), f"the {kind} roll counted as {last['modified_roll']}: {last}"


@then(parsers.re(r"^(?P<count>\d+) (?P<kind>interception|avoid|pursuit) rolls? (?:was|were) made$"))
def roll_count(world: World, count: str, kind: str) -> None:
    found = world.events_of_type(kind)
    assert len(found) == int(count), f"{len(found)} {kind} rolls were made: {found}"


@then(parsers.re(rf"^(?P<name>{NAME}) joins the battle in (?P<space>{SPACE}) by a sortie$"))
def sortie_joins(world: World, name: str, space: str) -> None:
    battles = [b for b in world.state()["battles_due"] if b["space"] == space]
    assert battles and battles[-1].get("sortie") == name, f"battles in {space}: {battles}"


@then(parsers.re(rf"^(?P<space>{SPACE}) has (?P<points>\d+|no) siege points?$"))
def has_points(world: World, space: str, points: str) -> None:
    found = world.state()["siege_points"].get(space, 0)
    expected = 0 if points == "no" else int(points)
    assert found == expected, f"{space} has {found} siege points, expected {expected}"


@then(parsers.re(rf"^(?P<space>{SPACE}) is (?P<neg>not )?besieged$"))
def besieged(world: World, space: str, neg: str | None) -> None:
    found = space in world.state()["besieged"]
    assert found != bool(neg), f"{space} is {'' if found else 'not '}besieged"


@then(parsers.re(rf"^(?P<space>{SPACE}) has (?P<what>a Rome PC|a Carthage PC|no PC)$"))
def control_is(world: World, space: str, what: str) -> None:
    found = world.state()["control"].get(space)
    expected = None if what == "no PC" else what.split()[1]
    assert found == expected, f"{space} has {found or 'no'} PC, expected {expected or 'none'}"


@then(parsers.re(rf"^(?P<province>{SPACE}) counts (?P<count>\d+) friendly spaces? for (?P<power>{POWER})$"))
def friendly_count(world: World, province: str, count: str, power: str) -> None:
    found = world.state()["friendly_spaces"].get(province, {}).get(power, 0)
    assert found == int(count), f"{province} counts {found} friendly spaces for {power}, expected {count}"


@then(parsers.re(rf"^intercepting with {WITH} is (?P<neg>not )?a legal action$"))
def intercept_legal(world: World, general: str, count: str, leaders: str | None, neg: str | None) -> None:
    check_listed(world, {"type": "intercept", "general": general, "cu": int(count), "leaders": leaders_of(leaders)},
                 neg)


@then(parsers.re(rf"^avoiding battle to (?P<to>{SPACE}) with {WITH} is (?P<neg>not )?a legal action$"))
def avoid_legal(world: World, to: str, general: str, count: str, leaders: str | None, neg: str | None) -> None:
    check_listed(world, {"type": "avoid", "general": general, "to": to, "cu": int(count),
                         "leaders": leaders_of(leaders)}, neg)


@then(parsers.re(r'^"(?P<action>\w+)" is (?P<neg>not )?a legal action$'))
def legal_type(world: World, action: str, neg: str | None) -> None:
    actions = world.pending_decision()["actions"]
    listed = any(a.get("type") == action for a in actions)
    assert listed != bool(neg), f"{action} is {'' if listed else 'not '}listed among {actions}"
