"""Successors' rules by name: every decision kind and where its rules are, and what the game
asks of a section above it. The game (game.py) and each section reach another section's
decision through this table (``game.push("interception_outcome", ...)``), never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import command, interception, movement, out_of_turn, passage, segment
from .game import Successors

RULES: Rules[Successors] = Rules(
    "successors",
    decisions={
        "segment": segment.Segment,  # move generals one at a time, or raise a CU (raise-cu-a)
        "movement": movement.Movement,  # the moving army (naval-e)
        "command_choice": command.CommandChoice,  # command-change-b
        "interception": interception.Interception,  # intercept-a
        "interception_outcome": interception.InterceptionOutcome,  # intercept-a, the referee
        "passage_request": passage.PassageRequest,  # passage-b
        "passage_word": passage.PassageWord,  # passage-d
        "contact": passage.Contact,  # passage-a
        "engagement": passage.Engagement,  # passage-a, the referee
    },
    procedures={
        # Successors.act: interceptions and overruns asked for when no such decision is open
        "out_of_turn": out_of_turn.check,
    },
)
