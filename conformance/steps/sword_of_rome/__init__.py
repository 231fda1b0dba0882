"""The Sword of Rome step vocabulary, one module per rule-section group.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from .movement import *  # noqa: F401,F403  9.1-9.2 positions, activation, movement
from .naval import *  # noqa: F401,F403  9.6 naval movement
from .reaction import *  # noqa: F401,F403  9.3-9.4 reaction and enemy-occupied spaces
from .campaign import *  # noqa: F401,F403  9.5 Campaign cards and coordinated attacks
from ..army import *  # noqa: F401,F403  the moving army (shared with other games)
