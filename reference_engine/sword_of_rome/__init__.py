"""The Sword of Rome, section 9 Movement, as a state machine.

Modules mirror the rule sections: activation (9.1), stacking (9.1.1-9.1.2),
movement_points (9.2.1-9.2.3), terrain (9.2), movement (the moving army),
reaction (9.3), enemy_spaces (9.4), campaign (9.5), naval (9.6).
"""

from .game import VARIANTS, SwordOfRome, new_game

__all__ = ["VARIANTS", "SwordOfRome", "new_game"]
