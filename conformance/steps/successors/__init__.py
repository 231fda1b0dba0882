"""The Successors step vocabulary, one module per group of the excerpt's headings.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from .positions import *  # noqa: F401,F403  the position: map, pieces, segment, givens
from .movement import *  # noqa: F401,F403  moving, command change, naval movement, mercenaries
from .encounters import *  # noqa: F401,F403  passage, contact, interception, battles, attrition
from ..battles_due import *  # noqa: F401,F403  battles declared due (shared with other games)
from ..army import *  # noqa: F401,F403  the moving army (shared with other games)
