"""The Sword of Rome step vocabulary, one module per rule-section group.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from conformance.steps.army import *  # noqa: F401,F403  the moving army (shared with other games)
from conformance.steps.sword_of_rome.campaign import *  # noqa: F401,F403  9.5 Campaign cards and coordinated attacks
from conformance.steps.sword_of_rome.movement import *  # noqa: F401,F403  9.1-9.2 positions, activation, movement
from conformance.steps.sword_of_rome.naval import *  # noqa: F401,F403  9.6 naval movement
from conformance.steps.sword_of_rome.reaction import *  # noqa: F401,F403  9.3-9.4 reaction and enemy-occupied spaces
