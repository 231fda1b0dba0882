"""5.4 Blocks stay hidden until battle: what each side sees.

``state["views"][SIDE][AREA]`` lists the blocks there as that side sees
them: its own blocks, and enemy blocks revealed in a battle, in full; other
enemy blocks only as ``{"side": S, "hidden": true, "besieged": B}``.
"""

from __future__ import annotations

from typing import Any

from .blocks import Block
from .game import SIDES, Hellenes


def seen(game: Hellenes, viewer: str, block: Block) -> dict[str, Any]:
    if block.side == viewer or block.name in game.revealed:
        return {"name": block.name, "side": block.side, "type": block.type, "nation": block.nation,
                "class": block.klass, "strength": block.strength, "besieged": block.besieged}
    return {"side": block.side, "hidden": True, "besieged": block.besieged}


def views(game: Hellenes) -> dict[str, Any]:
    result: dict[str, Any] = {}
    ordered = sorted(game.blocks.values(), key=lambda b: (b.space, b.side, b.name))
    for viewer in SIDES:
        areas: dict[str, list[dict[str, Any]]] = {}
        for block in ordered:
            areas.setdefault(block.space, []).append(seen(game, viewer, block))
        result[viewer] = areas
    return result
