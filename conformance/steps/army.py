"""Steps for games whose state has a moving ``army`` record.

The record carries at least ``commander``, ``space``, ``cu``, ``mp_left``,
``ended`` and ``end_reason``; its pending decision while it moves is
``movement`` (for the army's ``player``, where the record names one). A
game's step package imports this module with ``import *``.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then

from conformance.world import World


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
def may_keep_moving(world: World) -> None:
    current = army(world)
    assert not current["ended"], f"the army's movement ended ({current['end_reason']})"
    pending = world.pending_decision()
    expected = ("movement", current.get("player", pending.get("player")))
    assert (pending["decision"], pending.get("player")) == expected, (
        f"pending decision is {pending['decision']!r} for {pending.get('player')!r}, not the army's movement")
