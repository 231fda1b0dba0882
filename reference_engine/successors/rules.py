"""Successors' rules by name: every decision kind and where its rules are, and what the game
asks of a section above it. The game (game.py) and each section reach another section's
decision through this table (``game.push("interception_outcome", ...)``), never by importing it."""

from __future__ import annotations

from ..core.procedure import Rules
from . import command, interception, movement, passage, segment
from .game import Successors

RULES: Rules[Successors] = Rules(
    "successors",
    decisions={
        "segment": segment.Segment,  # move generals one at a time, or raise a CU (raise-cu-a)
        "movement": movement.Movement,  # the moving army (naval-e)
        "command_choice": command.CommandChoice,  # command-change-b
        "interception": interception.Interception,  # intercept-a
        "interception_order": interception.InterceptionOrder,  # intercept-a: who is asked next, the referee
        "interception_outcome": interception.InterceptionOutcome,  # intercept-a, the referee
        "passage_request": passage.PassageRequest,  # passage-b
        "passage_word": passage.PassageWord,  # passage-d
        "contact": passage.Contact,  # passage-a
        "meeting_order": passage.MeetingOrder,  # passage-a: which faction's CU the army deals with first
        "engagement": passage.Engagement,  # passage-a, the referee
    },
)
