"""The moving army's place and end: what every section that moves or stops it shares.

Movement, naval movement and interception relocate the army; a battle, a
broken word, a command change or a forced return ends its movement.
"""

from __future__ import annotations

from typing import Any

from .game import Successors


def relocate(game: Successors, to: str) -> None:
    """The army and everyone moving with it are now in ``to``."""
    army = game.army
    army.previous = army.space
    army.space = to
    for name in army.leaders:
        game.generals[name].space = to
    for name in army.royals:
        game.royals[name].space = to


def finish(game: Successors, reason: str) -> list[dict[str, Any]]:
    """The army's movement is over: its CU stay where it is."""
    army = game.army
    if army is None or army.ended:
        return []
    army.ended = True
    army.end_reason = reason
    army.arrival.clear()
    game.add_cu(army.space, army.faction, army.cu)
    game.moved_generals.update(army.leaders)
    game.frames = [f for f in game.frames if f.kind.name == "segment"]
    return [{"type": "movement_ended", "general": army.commander, "space": army.space,
             "mp_left": army.mp_left, "reason": reason}]
