"""Hellenes actions: Maneuver, Muster, Pillage, and the decisions after them.

Every action goes through the adapter contract as data (docs/games/hellenes.md).
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from conformance.runner.world import World
from conformance.steps.hellenes.positions import NAME


def _act(world: World, player: str, action: dict[str, Any]) -> None:
    if not world.started:
        world.position["situation"].setdefault("active", player)
    world.act(player, action)


@when(parsers.re(rf"^(?P<side>{NAME}) maneuvers the group in (?P<area>{NAME})$"))
def maneuver(world: World, side: str, area: str) -> None:
    _act(world, side, {"type": "maneuver", "area": area})


@when(parsers.re(rf"^(?P<side>{NAME}) musters in (?P<city>{NAME})$"))
def muster(world: World, side: str, city: str) -> None:
    _act(world, side, {"type": "muster", "city_state": city})


@when(parsers.re(rf"^(?P<side>{NAME}) moves (?P<block>{NAME}) to (?P<area>{NAME})$"))
def move(world: World, side: str, block: str, area: str) -> None:
    _act(world, side, {"type": "move", "block": block, "to": area})


@when(parsers.re(rf"^(?P<side>{NAME}) tries to end the Muster after moving (?P<block>{NAME}) to (?P<area>{NAME})$"))
def move_then_end_muster(world: World, side: str, block: str, area: str) -> None:
    """A mustering block's step after which it cannot end in the city-state (5.0-muster), in a
    scenario that holds under both readings of erratum 5.0-muster-moment: under each-step the
    step is refused, under at-the-end it is taken and the end of the Muster is refused. The step
    is played, and if it is taken the Muster is ended; the refusal, whichever action draws it,
    is the next step's to take. A scenario about the moment itself pins a reading and plays the
    step and the end separately."""
    _act(world, side, {"type": "move", "block": block, "to": area})
    if world.refusal is None:
        _act(world, side, {"type": "end_action"})


@when(parsers.re(rf"^(?P<side>{NAME}) forced-marches (?P<block>{NAME}) to (?P<area>{NAME})$"))
def forced_march(world: World, side: str, block: str, area: str) -> None:
    _act(world, side, {"type": "forced_march", "block": block, "to": area})


@when(parsers.re(rf"^(?P<side>{NAME}) embarks (?P<block>{NAME}) on (?P<fleet>{NAME})"
                 r"(?: at strength (?P<strength>\d+))?$"))
def embark(world: World, side: str, block: str, fleet: str, strength: str | None) -> None:
    if strength is None:
        strength = world.state()["blocks"][block]["strength"]
    _act(world, side, {"type": "embark", "block": block, "fleet": fleet, "strength": int(strength)})


@when(parsers.re(rf"^(?P<side>{NAME}) ends the action$"))
def end_action(world: World, side: str) -> None:
    _act(world, side, {"type": "end_action"})


@when(parsers.re(rf"^(?P<side>{NAME}) ends the action phase$"))
def end_actions(world: World, side: str) -> None:
    _act(world, side, {"type": "end_actions"})


@when(parsers.re(rf"^(?P<side>{NAME}) pillages (?P<city>{NAME}), withdrawing the besiegers to (?P<area>{NAME})$"))
def pillage_to_one_area(world: World, side: str, city: str, area: str) -> None:
    siege = world.state()["sieges"].get(city, {})
    _act(world, side, {"type": "pillage", "city_state": city,
                       "withdraw": {name: area for name in siege.get("besiegers", [])}})


@when(parsers.re(rf"^(?P<side>{NAME}) pillages (?P<city>{NAME}), withdrawing (?P<first>{NAME}) to (?P<to1>{NAME})"
                 rf"(?: and (?P<second>{NAME}) to (?P<to2>{NAME}))?$"))
def pillage_by_block(world: World, side: str, city: str, first: str, to1: str,
                     second: str | None, to2: str | None) -> None:
    withdraw = {first: to1} | ({second: to2} if second else {})
    _act(world, side, {"type": "pillage", "city_state": city, "withdraw": withdraw})


@when(parsers.re(rf"^(?P<side>{NAME}) (?P<verb>takes|declines) the extra area for (?P<block>{NAME})$"))
def extra_area(world: World, side: str, verb: str, block: str) -> None:
    kind = "take_extra_area" if verb == "takes" else "decline_extra_area"
    _act(world, side, {"type": kind, "block": block})


@when(parsers.re(rf"^(?P<side>{NAME}) sends the Force of (?P<block>{NAME}) into battle$"))
def send_force(world: World, side: str, block: str) -> None:
    pending = world.pending_decision()
    chosen = [a for a in pending["actions"] if block in a.get("blocks", [])]
    if not chosen:
        raise AssertionError(f"{block} is in no Force offered to fight: {pending['actions']}")
    _act(world, side, chosen[0])


@when(parsers.re(rf"^(?P<side>{NAME}) sends (?P<first>{NAME}) and (?P<second>{NAME}) into battle together$"))
def send_together(world: World, side: str, first: str, second: str) -> None:
    area = world.pending_decision().get("area")
    _act(world, side, {"type": "fight_first", "area": area, "blocks": sorted([first, second])})


@when(parsers.re(r"^the referee rules that the (?P<winner>attacker|defender) won the battle$"))
def battle_result(world: World, winner: str) -> None:
    world.act("referee", {"type": "battle_result", "winner": winner})
