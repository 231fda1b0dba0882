"""Successors: the segment, moving armies, command change, naval movement."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from conformance.runner.world import World
from conformance.steps.army import ArmyMover, army, army_acts
from conformance.steps.listing import check_listed
from conformance.steps.successors.positions import NAME, SPACE, fixture_piece


def act(world: World, player: str, action: dict[str, Any]) -> None:
    if not world.started:
        world.position["situation"].setdefault("phasing", player)
    world.act(player, action)


# -- When -----------------------------------------------------------------------------

@when(parsers.re(rf"^(?P<player>[A-Z]\w*) moves (?P<general>{NAME})'s army$"))
def move_army(world: World, army_mover: ArmyMover, player: str, general: str) -> None:
    act(world, player, {"type": "move_army", "general": general})
    army_mover.sets_out(world, player, f"{player} moved {general}'s army")


@when(parsers.re(rf"^the army (?P<verb>moves|sails) to (?P<space>{SPACE})$"))
def army_goes(world: World, army_mover: ArmyMover, verb: str, space: str) -> None:
    army_acts(world, army_mover, {"type": "move" if verb == "moves" else "sail", "to": space})


@when(parsers.re(rf"^(?P<player>[A-Z]\w*) tries to move the army to (?P<space>{SPACE})$"))
def try_army_move(world: World, player: str, space: str) -> None:
    """An attempt out of turn (another player's decision pending): the player named plays it as it stands."""
    world.act(player, {"type": "move", "to": space})


@when("the army lands")
def army_lands(world: World, army_mover: ArmyMover) -> None:
    army_acts(world, army_mover, {"type": "land"})


@when("the army ends its movement")
def army_ends(world: World, army_mover: ArmyMover) -> None:
    army_acts(world, army_mover, {"type": "end_movement"})


_STACKING = {"picks up": "pick_up", "drops off": "drop_off"}


@when(parsers.re(r"^the army (?P<verb>picks up|drops off) (?P<count>\d+) CUs?$"))
def army_cu(world: World, army_mover: ArmyMover, verb: str, count: str) -> None:
    army_acts(world, army_mover, {"type": _STACKING[verb], "cu": int(count)})


@when(parsers.re(rf"^the army (?P<verb>picks up|drops off) (?P<name>{NAME})$"))
def army_piece(world: World, army_mover: ArmyMover, verb: str, name: str) -> None:
    kind, _ = fixture_piece(name)
    army_acts(world, army_mover, {"type": _STACKING[verb], kind: name})


@when(parsers.re(rf"^(?P<player>[A-Z]\w*) (?P<choice>keeps|hands the command to) (?P<general>{NAME})(?: in command)?$"))
def command_choice(world: World, player: str, choice: str, general: str) -> None:
    world.act(player, {"type": "keep_commander" if choice == "keeps" else "switch_commander"})


@when(parsers.re(rf"^(?P<player>[A-Z]\w*) raises a mercenary CU in (?P<space>{SPACE})$"))
def raise_mercenary(world: World, player: str, space: str) -> None:
    act(world, player, {"type": "raise_mercenary", "space": space})


@when(parsers.parse("{player} ends the segment"))
def end_segment(world: World, player: str) -> None:
    act(world, player, {"type": "end_segment"})


# -- Then -----------------------------------------------------------------------------

@then(parsers.re(rf"^(?P<name>{NAME}) (?P<neg>does not move|moves) with the army$"))
def moves_with(world: World, name: str, neg: str) -> None:
    current = army(world)
    with_army = name == current["commander"] or name in current["generals"] or name in current["royals"]
    assert with_army == (neg == "moves"), f"{name} {'moves' if with_army else 'does not move'} with the army"


@then(parsers.re(r"^the army is (?P<where>at sea|ashore)$"))
def at_sea(world: World, where: str) -> None:
    found = army(world)["at_sea"]
    assert found == (where == "at sea"), f"the army is {'at sea' if found else 'ashore'}"


@then(parsers.re(rf"^the (?P<which>embarkation|debarkation) port is (?P<space>{SPACE})$"))
def port(world: World, which: str, space: str) -> None:
    found = army(world)[f"{which}_port"]
    assert found == space, f"the {which} port is {found}, expected {space}"


@then(parsers.re(rf"^(?P<name>{NAME}) is in (?P<space>{SPACE})$"))
def piece_is(world: World, name: str, space: str) -> None:
    kind, _ = fixture_piece(name)
    found = world.state()[f"{kind}s"].get(name)
    assert found is not None, f"{name} is not on the map"
    assert found["space"] == space, f"{name} is in {found['space']}, not {space}"


@then(parsers.re(rf"^(?P<name>{NAME}) is (?P<neg>not )?besieged$"))
def general_besieged(world: World, name: str, neg: str | None) -> None:
    found = world.state()["generals"][name]
    assert found["besieged"] != bool(neg), f"{name} is {'' if found['besieged'] else 'not '}besieged: {found}"


@then(parsers.re(rf"^(?P<space>{SPACE}) holds (?P<count>\d+|no) besieged (?P<faction>[A-Z]\w*) CUs?$"))
def space_holds_besieged(world: World, space: str, count: str, faction: str) -> None:
    found = world.state()["cu_besieged"].get(space, {}).get(faction, 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{space} holds {found} besieged {faction} CU, expected {expected}"


@then(parsers.re(rf"^(?P<name>{NAME}) is in the dispersed box$"))
def dispersed(world: World, name: str) -> None:
    found = world.state()["generals"][name]
    assert found["dispersed"] and found["space"] is None, f"{name} is not in the dispersed box: {found}"


@then(parsers.re(rf"^(?P<space>{SPACE}) holds (?P<count>\d+|no) (?P<faction>[A-Z]\w*) CUs?$"))
def space_holds(world: World, space: str, count: str, faction: str) -> None:
    found = world.state()["cu"].get(space, {}).get(faction, 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{space} holds {found} {faction} CU, expected {expected}"


@then(parsers.re(r'^"(?P<action>\w+)" is (?P<neg>not )?a legal action$'))
def legal_type(world: World, action: str, neg: str | None) -> None:
    actions = world.pending_decision()["actions"]
    listed = any(a.get("type") == action for a in actions)
    assert listed != bool(neg), f"{action} is {'' if listed else 'not '}listed among {actions}"


@then(parsers.re(r"^picking up (?P<count>\d+) CUs? is (?P<neg>not )?a legal action$"))
def legal_pick_up(world: World, count: str, neg: str | None) -> None:
    check_listed(world, {"type": "pick_up", "cu": int(count)}, neg, f"picking up {count} CU")


@then(parsers.re(rf"^(?P<verb>moving|sailing) to (?P<space>{SPACE}) is (?P<neg>not )?a legal action$"))
def legal_move(world: World, verb: str, space: str, neg: str | None) -> None:
    kind = {"moving": "move", "sailing": "sail"}[verb]
    check_listed(world, {"type": kind, "to": space}, neg, f"{verb} to {space}")


@then(parsers.re(r"^(?P<player>[A-Z]\w*) has made (?P<count>\d+) naval moves? this segment$"))
def naval_moves(world: World, player: str, count: str) -> None:
    found = world.state()["naval_moves_made"].get(player, 0)
    assert found == int(count), f"{player} has made {found} naval moves, expected {count}"


@then(parsers.re(r"^(?P<player>[A-Z]\w*) has (?P<neg>not )?rolled for movement$"))
def rolled_for_movement(world: World, player: str, neg: str | None) -> None:
    state = world.state()
    assert state["phasing"] == player, f"it is {state['phasing']}'s segment, not {player}'s"
    assert state["movement_rolled"] != bool(neg), f"movement_rolled is {state['movement_rolled']}"


@then(parsers.re(r"^the army's movement is over: (?P<reason>.+)$"))
def movement_over_because(world: World, reason: str) -> None:
    current = army(world)
    assert current["ended"], "the army is still moving"
    assert current["end_reason"] == reason, f"the army's movement ended: {current['end_reason']}"
    ended = world.events_of_type("movement_ended")
    assert ended and ended[-1]["reason"] == reason, f"movement_ended events: {ended}"
