"""Here I Stand's rules by name: every decision kind and where its rules are. The game
(game.py) and each section reach another section's decision through this table
(``game.push("interception_outcome", ...)``), never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import avoid_battle, impulse, interception, responses, withdrawal
from .game import HereIStand

RULES: Rules[HereIStand] = Rules(
    "here_i_stand",
    decisions={
        "impulse": impulse.Impulse,  # steps 1-3: the army, its destination, the CP
        "response": responses.Response,  # step 4
        "interception": interception.Interception,  # step 5
        "interception_outcome": interception.InterceptionOutcome,  # step 5, the referee (13.2)
        "avoid_battle": avoid_battle.AvoidBattle,  # step 6
        "avoid_battle_outcome": avoid_battle.AvoidOutcome,  # step 6, the referee (13.3)
        "withdrawal": withdrawal.Withdrawal,  # step 7
    },
)
