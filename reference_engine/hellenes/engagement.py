"""5.4 Engagement: entering free enemy blocks makes an aggressor that stops.

Enemy blocks shut up in a besieged city, and city garrisons (which are not
blocks), stop nobody (5.4 note). Exceptions: Winter movement (9.2.1), whose
scope is erratum 5.4-winter-scope: "returning-home" (default, only blocks going
home) or "winter-movement" (all of it); and the Peace of Nicias (12.0), whose
scope is erratum 5.4-peace-scope: "at-sea" (default, only moves into sea
areas) or "all-movement".
"""

from __future__ import annotations

from .blocks import Block
from .game import Hellenes

PEACE_ERRATUM = "5.4-peace-scope"
WINTER_ERRATUM = "5.4-winter-scope"


def is_exempt(game: Hellenes, to: str) -> bool:
    if game.winter_movement and game.going_home:
        return True  # 5.4 exception: blocks going home in Winter movement
    if game.winter_movement and game.reading(WINTER_ERRATUM, "returning-home") == "winter-movement":
        return True  # 5.4 exception, second version: all Winter movement
    if game.peace_of_nicias:
        if game.reading(PEACE_ERRATUM, "at-sea") == "all-movement":
            return True
        return game.is_sea(to)  # 5.4 exception: blocks at sea during the Peace
    return False


def engages(game: Hellenes, block: Block, to: str) -> bool:
    """Would ``block`` entering ``to`` engage (and so have to stop)?"""
    if not game.free_enemies_in(to, block.side):
        return False  # 5.4 note: only besieged enemies, or only a garrison
    return not is_exempt(game, to)
