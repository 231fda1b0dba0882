"""Here I Stand, the land movement excerpt (rule 13.1), as a state machine.

Modules mirror the excerpt: powers (war, alliance, neutrality), restrictions
(the six bulleted restrictions), impulse (steps 1-3: naming the army, its
destination, paying CP), responses (step 4), interception (step 5),
avoid_battle (step 6), withdrawal (step 7), battle (step 8), capture (a lone
leader taken prisoner); procedure sequences the eight steps.
"""

from .game import VARIANTS, HereIStand, new_game

__all__ = ["VARIANTS", "HereIStand", "new_game"]
