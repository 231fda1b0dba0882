"""5.2 Sea movement: access to the sea and besieged ports.

Fleets reach any adjacent sea area from a coastal land area, even when they
besiege a city there; blocks leave or reach a besieged port only through the
port's own coastal sea (the map's ``coastal_sea`` key). Whether the besieger's
own fleets, too, come in only that way is erratum 5.2-besieged-port-entry:
"everyone" (default) or "besieged-side".
"""

from __future__ import annotations

from conformance.contract import Refusal

from .blocks import Block
from .game import Hellenes

ENTRY_ERRATUM = "5.2-besieged-port-entry"


def check_step(game: Hellenes, block: Block, here: str, to: str) -> None:
    if not (game.is_sea(here) or game.is_sea(to)):
        return
    if game.is_sea(to) and block.besieged and to != game.coastal_sea(here):
        # 5.2 a besieged port is left only through its coastal sea
        raise Refusal("5.2-besieged-port",
                      f"{block.name} is besieged in {here} and may put out only into {game.coastal_sea(here)}")
    siege = game.sieges.get(to)
    limited = siege and (siege["besieger"] != block.side
                         or game.reading(ENTRY_ERRATUM, "everyone") == "everyone")
    if game.is_sea(here) and limited and here != game.coastal_sea(to):
        # 5.2 a besieged port is reached only through its coastal sea
        raise Refusal("5.2-besieged-port", f"{to} is besieged and is reached only from {game.coastal_sea(to)}")
