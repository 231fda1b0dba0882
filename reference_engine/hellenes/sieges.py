"""Sieges as section 5 sees them (7.x itself is outside the excerpt).

A position's ``markers.sieges`` maps an area to ``{"besieger": SIDE,
"established": BOOL}`` (established = begun in an earlier season). The
besiegers are the besieger's free blocks in the area; blocks marked
``besieged`` are shut up in its city. 5.4.2: a maneuvering group that ends
at a siege of its side joins the besiegers for the assault (8.1).
"""

from __future__ import annotations

from typing import Any

from .blocks import Route
from .game import Hellenes


def besiegers(game: Hellenes, area: str) -> list[str]:
    siege = game.sieges.get(area)
    if not siege:
        return []
    return sorted(b.name for b in game.blocks_in(area, siege["besieger"]) if not b.besieged)


def join_sieges(game: Hellenes, routes: list[Route]) -> list[dict[str, Any]]:
    joined: dict[str, list[str]] = {}
    for route in routes:
        block = game.blocks.get(route.block)
        siege = game.sieges.get(route.here)
        if block is not None and siege and siege["besieger"] == block.side and not route.engaged:
            joined.setdefault(route.here, []).append(route.block)  # 5.4.2 joins the assault
    return [{"type": "joined_siege", "area": area, "blocks": sorted(names)} for area, names in sorted(joined.items())]


def sieges_state(game: Hellenes) -> dict[str, Any]:
    return {
        area: {"besieger": siege["besieger"], "established": siege["established"],
               "besiegers": besiegers(game, area),
               "besieged": sorted(b.name for b in game.blocks_in(area) if b.besieged)}
        for area, siege in sorted(game.sieges.items())
    }
