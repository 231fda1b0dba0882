"""Hellenes: Campaigns of the Peloponnesian War, section 5 Movement.

The action phase as a state machine. Modules mirror the rule sections:
actions (5.0 the action phase and its actions), movement (5.0 Maneuver and
Muster, one block step at a time), land (5.1), sea (5.2), transport (5.2.1),
storms (5.2.2-5.2.3), forced_march (5.3), engagement (5.4), battles (5.4.1),
sieges (5.4.2 and the siege facts pillage needs), pillage (5.5), views (who
sees which block, 5.4).
"""

from .game import VARIANTS, Hellenes, new_game

__all__ = ["VARIANTS", "Hellenes", "new_game"]
