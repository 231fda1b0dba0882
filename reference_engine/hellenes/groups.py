"""5.0 The blocks an action moves: its group, each block once per turn, their routes, and
where a block could still get to. Movement (movement.py) and sea transport (transport.py) ask
this of the same blocks.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from . import engagement, land, pillage, sea
from .blocks import Block, Route
from .game import Hellenes

MANEUVER = "maneuver"
MUSTER = "muster"


def has_moved_this_turn(game: Hellenes, name: str) -> bool:
    """5.0 a block moved by an earlier action (or given as moved) may not move again."""
    return name in game.moved


def own_block(game: Hellenes, frame: Frame, player: str, name: Any) -> Block:
    block = game.blocks.get(name) if isinstance(name, str) else None
    if block is None:
        raise Refusal(MALFORMED, f"there is no block {name!r} on the map")
    if block.side != player:
        # the contract: another side's block is no piece of this player's action
        raise Refusal(OUT_OF_PLACE, f"{name} is {block.side}'s block, not {player}'s")
    if name not in frame.data["movers"]:
        # 5.0 a Maneuver moves blocks of one group only: those in its area
        raise Refusal("5.0-group", f"{name} is not in the group of {frame.data.get('area')}")
    if has_moved_this_turn(game, name):
        # 5.0 a block moves only once per turn
        raise Refusal("5.0-once", f"{name} has already moved this turn")
    return block


def route_of(game: Hellenes, frame: Frame, name: str) -> Route:
    routes = frame.data["routes"]
    if name not in routes:
        routes[name] = Route(block=name, action=frame.data["number"], kind=frame.data["mode"],
                             start=game.blocks[name].space)
    return routes[name]


def can_reach(game: Hellenes, block: Block, start: str, steps_left: int, goal: str) -> bool:
    """Could ``block`` get from ``start`` to ``goal`` in ``steps_left`` legal steps?"""
    frontier, seen = {start}, {start}
    for _ in range(steps_left + 1):
        if goal in frontier:
            return True
        following = set()
        for here in sorted(frontier):  # in a set order, not the hash's: no hidden randomness
            if block.is_fleet and not game.is_sea(here) and not here == start == block.space:
                continue  # 5.1/5.2 a fleet stops in the land area it enters
            for to in game.neighbours(here):
                if to in seen:
                    continue
                try:
                    land.check_step(game, block, here, to)
                    sea.check_step(game, block, here, to)
                    pillage.check_entry(game, block, to)
                except Refusal:
                    continue
                if not engagement.engages(game, block, to):
                    following.add(to)
        seen |= following
        frontier = following
    return False
