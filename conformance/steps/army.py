"""Steps for games whose state has a moving ``army`` record.

The record carries at least ``commander``, ``space``, ``cu``, ``mp_left``,
``ended`` and ``end_reason``; its pending decision while it moves is
``movement``. A game's step package imports this module with ``import *``.

Who moves the army comes from the scenario, never from the implementation's
answers: the step that sets an army out names the player ("Rome activates
Himilco with a 2-card", "Red moves Antigonus's army") and records him in
the ``army_mover`` fixture; every step in which "the army" acts plays as that
player, after checking that the pending decision is his. An implementation
that hands the army's decisions to another player (the army's own faction
rather than the player controlling it) fails there.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import parsers, then

from conformance.runner.world import World


class ArmyMover:
    """The player the scenario says moves the army, and the step that said so."""

    def __init__(self) -> None:
        self.player: str | None = None
        self.said: str | None = None

    def sets_out(self, world: World, player: str, how: str) -> None:
        """``player`` sets an army out (``how``: the step's words, for messages)."""
        self.player, self.said = player, f"{how}, at {world.where()}"

    def of(self, world: World) -> str:
        if self.player is None:
            raise world.scenario_error("'the army' acts, but no step before says which player moves it "
                                       "(e.g. 'When Rome activates Himilco with a 2-card')")
        return self.player


@pytest.fixture
def army_mover() -> ArmyMover:
    """Who moves the army in this scenario (see the module's docstring)."""
    return ArmyMover()


def check_mover_decides(world: World, mover: ArmyMover) -> str:
    """The player who moves the army, once the pending decision is checked to be his."""
    player = mover.of(world)
    pending = world.pending_decision()
    assert pending.get("player") == player, (
        f"the pending decision is {pending.get('decision')!r} for {pending.get('player')!r}, but the army is "
        f"moved by {player} ({mover.said})")
    return player


def army_acts(world: World, mover: ArmyMover, action: dict[str, Any]) -> None:
    """The army's mover plays ``action``, once the pending decision is checked to be his."""
    world.act(check_mover_decides(world, mover), action)


def army(world: World) -> dict[str, Any]:
    current = world.state().get("army")
    if current is None:
        raise AssertionError("no army has set out")
    return current


@then(parsers.parse("the army has {mp:d} MP left"))
def mp_left(world: World, mp: int) -> None:
    found = army(world)["mp_left"]
    assert found == mp, f"the army has {found} MP left, expected {mp}"


@then(parsers.re(r"^the army has (?P<count>\d+|no) CUs?$"))
def army_cu_count(world: World, count: str) -> None:
    found = army(world)["cu"]
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"the army has {found} CU, expected {expected}"


@then(parsers.re(r"^(?P<leader>[A-Z][\w ]*?) commands the army in (?P<space>[A-Z][\w ]*?)$"))
def commands(world: World, leader: str, space: str) -> None:
    current = army(world)
    assert (current["commander"], current["space"]) == (leader, space), (
        f"the army is {current['commander']}'s in {current['space']}")


@then("the army's movement is over")
def movement_over(world: World) -> None:
    assert army(world)["ended"], "the army is still moving"


@then("the army may keep moving")
def may_keep_moving(world: World, army_mover: ArmyMover) -> None:
    current = army(world)
    assert not current["ended"], f"the army's movement ended ({current['end_reason']})"
    pending = world.pending_decision()
    expected = ("movement", army_mover.of(world))
    assert (pending["decision"], pending.get("player")) == expected, (
        f"pending decision is {pending['decision']!r} for {pending.get('player')!r}, not the army's movement "
        f"by {expected[1]} ({army_mover.said})")
