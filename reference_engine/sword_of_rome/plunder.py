"""9.2 Gallic and Transalpine Gallic armies may spend MP on plunder.

How much plunder costs and what it yields is rule 14.2, outside the excerpt:
the action carries the MP the scenario says it costs, and the engine only
checks who may plunder and that the MP are there.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from . import enemy_spaces, factions
from .game import SwordOfRome


def can_plunder(faction: str) -> bool:
    # 9.2 only the Transalpine Gauls and the Gallic player spend MP on plunder
    return factions.is_gallic(faction)


def candidates(game: SwordOfRome):
    army = game.army
    if can_plunder(army.faction):
        for mp in range(1, army.mp_left + 1):
            yield {"type": "plunder", "mp": mp}


def check(game: SwordOfRome, action: dict[str, Any]) -> None:
    army = game.army
    if not can_plunder(army.faction):
        raise Refusal("9.2-plunder", f"only Gallic and Transalpine Gallic armies plunder, not {army.faction}")
    mp = action.get("mp")
    if not isinstance(mp, int) or isinstance(mp, bool) or mp < 1:
        raise Refusal("9.2-plunder", f"plunder spends a positive number of MP, not {mp!r}")
    if mp > army.mp_left:
        raise Refusal("9.2", f"plunder would spend {mp} MP and the army has {army.mp_left} MP left")
    enemy_spaces.check_spending(game, mp)


def apply(game: SwordOfRome, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    army.mp_spent += action["mp"]
    return [{"type": "plunder", "leader": army.commander, "space": army.space, "mp": action["mp"],
             "mp_left": army.mp_left}]
