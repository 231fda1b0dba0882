"""Hannibal's rules by name: every decision kind, where its rules are, and the one part of the
state a rule section reports. The game (game.py) and each section reach another section's
decision through this table (``game.push("pursuit", ...)``), never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import activation, avoidance, interception, movement, sieges, tribes
from .game import Hannibal

RULES: Rules[Hannibal] = Rules(
    "hannibal",
    decisions={
        "activation": activation.Activation,  # the card's actions, siege-1
        "movement": movement.Movement,  # the army's steps, pursuit-3
        "interception": interception.Interception,  # intercept-1
        "intercepted": interception.Intercepted,  # intercept-3-a
        "avoid_battle": avoidance.AvoidBattle,  # avoid-1
        "pursuit": avoidance.Pursuit,  # pursuit-1
        "siege_outcome": sieges.SiegeOutcome,  # siege-4, the referee
        "sortie_offer": sieges.SortieOffer,  # siege-6
        "subjugation_outcome": tribes.SubjugationOutcome,  # subjugation, the referee
    },
    procedures={
        "after avoiding": avoidance.offer_pursuit,  # pursuit-1, after an interception (avoid first)
    },
    reports={
        "friendly_spaces": tribes.friendly_spaces,  # tribes-2
    },
)
