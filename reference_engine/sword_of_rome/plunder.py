"""9.2 Gallic and Transalpine Gallic armies may spend MP on plunder.

How much plunder costs and what it yields is rule 14.2, outside the excerpt:
the action carries the MP the scenario says it costs, and the engine only
checks who may plunder and that the MP are there.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED

from . import enemy_spaces, factions
from .game import SwordOfRome


#: erratum 9.2-plunder-who: "gallic-player" (the words: the Gallic player's armies) or "gallic-armies"
WHO_ERRATUM = "9.2-plunder-who"


def can_plunder(game: SwordOfRome) -> bool:
    army = game.army
    if army.faction == factions.TRANSALPINE_GAULS:
        return True  # 9.2 the Transalpine Gauls plunder, whoever moves them
    if game.reading(WHO_ERRATUM, "gallic-player") == "gallic-armies":
        return army.faction == factions.GAULS  # erratum 9.2-plunder-who: Gallic armies
    return army.player == factions.GAULS  # 9.2 the Gallic player plunders, whatever army he moves


def candidates(game: SwordOfRome):
    army = game.army
    if can_plunder(game):
        for mp in range(1, army.mp_left + 1):
            yield {"type": "plunder", "mp": mp}


def check(game: SwordOfRome, action: dict[str, Any]) -> None:
    army = game.army
    mp = action.get("mp")
    if isinstance(mp, bool):
        # 9.2 plunder spends MP, a number
        raise Refusal("9.2-plunder", f"plunder spends a number of MP, not {mp!r}")
    if not isinstance(mp, int) or mp < 1:
        raise Refusal(MALFORMED, f"plunder spends a positive number of MP, not {mp!r}")
    if not can_plunder(game):
        # 9.2 only the Transalpine Gauls and the Gallic player spend MP on plunder
        raise Refusal("9.2-plunder", f"{army.player} may not plunder with the {army.faction} army")
    if mp > army.mp_left:
        # 9.2 plunder spends MP the army has left
        raise Refusal("9.2-plunder", f"plunder would spend {mp} MP and the army has {army.mp_left} MP left")
    enemy_spaces.check_spending(game, mp)


def apply(game: SwordOfRome, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    army.mp_spent += action["mp"]
    return [{"type": "plunder", "leader": army.commander, "space": army.space, "mp": action["mp"],
             "mp_left": army.mp_left}]
