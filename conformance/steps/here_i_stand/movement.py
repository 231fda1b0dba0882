"""Here I Stand: naming and paying a move (steps 1-3) and where the pieces are."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from conformance.runner.world import World
from conformance.steps.here_i_stand.positions import NAME, POWER, SPACE
from conformance.steps.listing import check_listed


def leader_list(text: str | None) -> list[str]:
    return sorted(n.strip() for n in text.replace(" and ", ",").split(",")) if text else []


def move_action(units: str, leaders: str | None, start: str, to: str) -> dict[str, Any]:
    return {"type": "move", "from": start, "to": to, "units": int(units), "leaders": leader_list(leaders)}


# -- When -----------------------------------------------------------------------------

@when(parsers.re(rf"^(?P<power>{POWER}) moves (?P<units>\d+) units?(?: with (?P<leaders>{NAME}))? "
                 rf"from (?P<start>{SPACE}) to (?P<to>{SPACE})$"))
def move(world: World, power: str, units: str, leaders: str | None, start: str, to: str) -> None:
    world.act(power, move_action(units, leaders, start, to))


@when(parsers.re(rf"^(?P<power>{POWER}) moves (?P<leaders>{NAME}) alone from (?P<start>{SPACE}) to (?P<to>{SPACE})$"))
def move_alone(world: World, power: str, leaders: str, start: str, to: str) -> None:
    world.act(power, move_action("0", leaders, start, to))


@when(parsers.re(rf"^(?P<power>{POWER}) ends the impulse$"))
def end_impulse(world: World, power: str) -> None:
    world.act(power, {"type": "end_impulse"})


# -- Then -----------------------------------------------------------------------------

@then(parsers.re(rf"^moving (?P<units>\d+) units?(?: with (?P<leaders>{NAME}))? from (?P<start>{SPACE}) "
                 rf"to (?P<to>{SPACE}) is (?P<neg>not )?a legal action$"))
def legal_move(world: World, units: str, leaders: str | None, start: str, to: str, neg: str | None) -> None:
    check_listed(world, move_action(units, leaders, start, to), neg)


@then(parsers.re(rf"^moving (?P<leaders>{NAME}) alone from (?P<start>{SPACE}) to (?P<to>{SPACE}) is (?P<neg>not )?a legal action$"))
def legal_move_alone(world: World, leaders: str, start: str, to: str, neg: str | None) -> None:
    check_listed(world, move_action("0", leaders, start, to), neg)


@then(parsers.re(rf"^(?P<power>{POWER}) has (?P<cp>\d+) CP left$"))
def cp_left(world: World, power: str, cp: str) -> None:
    state = world.state()
    assert state["active"] == power and state["cp_left"] == int(cp), (
        f"{state['active']} has {state['cp_left']} CP left, expected {power} with {cp}")


@then(parsers.re(rf"^(?P<space>{SPACE}) holds (?P<count>\d+|no) (?P<power>{POWER}) units?$"))
def space_holds(world: World, space: str, count: str, power: str) -> None:
    found = world.state()["units"].get(space, {}).get(power, 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{space} holds {found} {power} units, expected {expected}"


@then(parsers.re(rf"^(?P<count>\d+|no) (?P<power>{POWER}) units? (?:is|are) inside the fortifications of (?P<space>{SPACE})$"))
def units_inside(world: World, count: str, power: str, space: str) -> None:
    found = world.state()["units_inside"].get(space, {}).get(power, 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{found} {power} units are inside {space}, expected {expected}"


@then(parsers.re(rf"^(?P<name>{NAME}) is in (?P<space>{SPACE})$"))
def leader_is(world: World, name: str, space: str) -> None:
    found = world.state()["leaders"][name]
    assert found["space"] == space and found["captured_by"] is None, f"{name}: {found}, expected in {space}"


@then(parsers.re(rf"^(?P<name>{NAME}) is a prisoner on (?P<power>{POWER})'s card$"))
def leader_captured(world: World, name: str, power: str) -> None:
    found = world.state()["leaders"][name]
    assert found["captured_by"] == power and found["space"] is None, f"{name} is not held by {power}: {found}"


@then(parsers.re(rf"^(?P<name>{NAME}) is inside the fortifications of (?P<space>{SPACE})$"))
def leader_inside(world: World, name: str, space: str) -> None:
    found = world.state()["leaders"][name]
    assert found["space"] == space and found["inside"] is True, f"{name}: {found}, expected inside {space}"
