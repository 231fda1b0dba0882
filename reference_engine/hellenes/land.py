"""5.1 Land movement: neutral areas, besieged blocks, fleets ashore, terrain.

Terrain (the map's ``terrain`` key) is never read: 5.1 says it has no effect.
"""

from __future__ import annotations

from conformance.contract import Refusal

from ..core.procedure import MALFORMED
from .blocks import Block
from .game import Hellenes


def check_step(game: Hellenes, block: Block, here: str, to: str) -> None:
    by_sea = game.is_sea(here) or game.is_sea(to)
    if not block.is_fleet and by_sea:
        # 5.2 only fleets and what they carry move by sea
        raise Refusal("5.2-sea", f"{block.name} is a land block and cannot go to sea on its own")
    if not by_sea:
        if block.besieged:
            # 5.1 besieged blocks do not move by land
            raise Refusal("5.1-besieged", f"{block.name} is besieged in {here} and cannot move by land")
        if "land" not in game.border_types(here, to):
            raise Refusal(MALFORMED, f"{here} and {to} share no land border")
        if block.is_fleet and not game.is_coastal(to):
            # 5.1 fleets enter coastal land areas only
            raise Refusal("5.1-fleet-coast", f"{to} has no coast, so {block.name} cannot enter it")
    if not game.is_sea(to) and game.is_neutral(to):
        # 5.1 no block enters a neutral area
        raise Refusal("5.1-neutral", f"{to} is neutral")
