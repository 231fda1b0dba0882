"""The Sword of Rome vocabulary for naval movement (9.6).

Sailing itself uses the movement steps ("the army sails to X", "sailing to X
is a legal action"); this module adds who moves the Carthaginians, lending
ships, landing inside walls, the army's naval capacity and naval combat rolls.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from conformance.runner.world import World
from conformance.steps.sword_of_rome.movement import (
    _ADJ,
    ArmyMover,
    army,
    army_acts,
    faction_of,
)


@given(parsers.parse("{player} plays a Neutral Power Activation for {faction}"))
def neutral_power_activation(world: World, player: str, faction: str) -> None:
    world.require_not_started("a Neutral Power Activation")
    situation = world.position["situation"]
    situation["neutral_power_activation"] = faction
    situation.setdefault("controllers", {})[faction] = player
    situation["phasing"] = player


@given(parsers.re(rf"^(?P<player>[A-Z]\w*) moves the (?P<adjective>{_ADJ}) armies$"))
def moves_armies_of(world: World, player: str, adjective: str) -> None:
    world.require_not_started("who moves a power's armies")
    world.position["situation"].setdefault("controllers", {})[faction_of(adjective)] = player


@given(parsers.parse("{space} has no control marker"))
def no_control_marker(world: World, space: str) -> None:
    world.require_not_started("control")
    world.position["markers"]["control"].pop(space, None)


@when(parsers.re(r"^(?P<player>[A-Z]\w*) lends? ships to the army with a (?P<card>\d)-card$"))
def lend_ships(world: World, player: str, card: str) -> None:
    world.act(player, {"type": "lend_ships", "card": int(card)})


@when(parsers.re(r"^(?P<player>[A-Z]\w*) declines? to lend ships$"))
def decline_ships(world: World, player: str) -> None:
    world.act(player, {"type": "decline_ships"})


@when(parsers.parse("the army sails inside the walls of {space}"))
def sail_inside(world: World, army_mover: ArmyMover, space: str) -> None:
    army_acts(world, army_mover, {"type": "sail", "to": space, "inside": True})


@then(parsers.re(r"^the army may carry (?P<count>\d+) CU by sea$"))
def naval_capacity(world: World, count: str) -> None:
    found = army(world)["naval_capacity"]
    assert found == int(count), f"the army may carry {found} CU by sea, expected {count}"


@then("the army has no ships")
def no_ships(world: World) -> None:
    found = army(world)["naval_capacity"]
    assert found is None, f"the army may carry {found} CU by sea, expected no sea movement at all"


@then(parsers.parse("a naval combat roll is required by rule {rule}"))
def naval_combat_roll(world: World, rule: str) -> None:
    rolls = world.events_of_type("naval_combat_roll_required")
    assert rolls, f"no naval combat roll was required; events: {[e.get('type') for e in world.events]}"
    assert any(rule in roll.get("rules", []) for roll in rolls), (
        f"naval combat rolls were required by {[roll.get('rules') for roll in rolls]}, not by rule {rule}")


@then(parsers.re(r"^the sea move calls for a naval combat roll by rules (?P<rules>\S+(?: and \S+)*)$"))
def naval_combat_roll_by_rules(world: World, rules: str) -> None:
    rolls = world.events_of_type("naval_combat_roll_required")
    assert [roll.get("rules") for roll in rolls] == [rules.split(" and ")], (
        f"naval combat rolls were required by {[roll.get('rules') for roll in rolls]}, expected the sea move to name {rules}")


@then("no naval combat roll is required")
def no_naval_combat_roll(world: World) -> None:
    rolls = world.events_of_type("naval_combat_roll_required")
    assert not rolls, f"unexpected naval combat roll: {rolls}"


@then(parsers.parse("the last move went by sea for {mp:d} MP"))
def last_move_by_sea(world: World, mp: int) -> None:
    moves = world.events_of_type("moved")
    assert moves, "the army has not moved"
    found = (moves[-1].get("by"), moves[-1].get("cost"))
    assert found == ("sea", mp), f"the last move went by {found[0]} for {found[1]} MP"
