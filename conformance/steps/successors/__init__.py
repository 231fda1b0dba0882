"""The Successors step vocabulary, one module per group of the excerpt's headings.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from conformance.steps.army import *  # noqa: F401,F403  the moving army (shared with other games)
from conformance.steps.battles_due import *  # noqa: F401,F403  battles declared due (shared with other games)
from conformance.steps.successors.encounters import *  # noqa: F401,F403  passage, contact, interception, battles, attrition
from conformance.steps.successors.movement import *  # noqa: F401,F403  moving, command change, naval movement, mercenaries
from conformance.steps.successors.positions import *  # noqa: F401,F403  the position: map, pieces, segment, givens
