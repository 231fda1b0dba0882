"""The Hannibal step vocabulary, one module per concern.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from .positions import *  # noqa: F401,F403  the position: map, generals, CU, markers, givens
from .actions import *  # noqa: F401,F403  moving, intercepting, avoiding, pursuing, besieging
from .outcomes import *  # noqa: F401,F403  where things are, rolls, battles, sieges, control
from ..battles_due import *  # noqa: F401,F403  battles declared due (shared with other games)
from ..army import *  # noqa: F401,F403  the moving army (shared with other games)
