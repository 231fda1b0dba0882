"""Hellenes' rules by name: every decision kind and where its rules are, what follows when no
decision is left, and the parts of the state each section reports. The game (game.py) and each
section reach another section's decision through this table (``game.push("battle_order", ...)``),
never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import actions, battles, forced_march, movement, sieges, views
from .game import Hellenes

RULES: Rules[Hellenes] = Rules(
    "hellenes",
    decisions={
        "action": actions.ActionChoice,  # 5.0 Maneuver, Muster or Pillage
        "movement": movement.Movement,  # 5.0 the blocks of one action, a step at a time
        "forced_march": forced_march.ExtraArea,  # 5.3 take the extra area or decline it
        "battle_order": battles.BattleOrder,  # 5.4.1 which Force fights next
        "battle_result": battles.BattleResult,  # 5.4.1 the referee (battles are 6.0)
    },
    procedures={
        # Hellenes.act: no decision is left, what comes after all actions (5.3, 5.2.2, 5.4.1)
        "after_all_actions": actions.advance,
    },
    reports={
        "forces": battles.forces,  # 5.0 Forces
        "engagements": battles.engagements,  # 5.4
        "battles": battles.battles_state,  # 5.4.1
        "sieges": sieges.sieges_state,  # 5.4.2
        "views": views.views,  # 5.4 what each side sees
    },
)
