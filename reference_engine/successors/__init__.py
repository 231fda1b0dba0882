"""Successors, the movement rules, as a state machine.

Modules mirror the excerpt's headings: command (command change while
moving), passage (right of passage, contact with other factions' CU),
hostile (hostile spaces), mercenaries (raising a CU instead of moving), naval
(naval movement), interception; segment and movement carry the procedure,
arrival orders what happens when the army enters a space.
"""

from .game import VARIANTS, Successors, new_game

__all__ = ["VARIANTS", "Successors", "new_game"]
