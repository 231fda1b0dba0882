"""Steps for games whose state lists the battles an excerpt only declares due.

For games whose normalised state has ``battles_due`` (a list of records with
at least a ``space``); a game's step package imports this module with
``import *`` when its state follows that convention.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from conformance.runner.world import World


@then(parsers.re(r"^a battle is due in (?P<space>[A-Z][\w ]*?)$"))
def battle_due(world: World, space: str) -> None:
    spaces = [b["space"] for b in world.state()["battles_due"]]
    assert space in spaces, f"battles are due in {spaces}, not in {space}"


@then("no battle is due")
def no_battle(world: World) -> None:
    found = world.state()["battles_due"]
    assert not found, f"battles are due: {found}"
