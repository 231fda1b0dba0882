"""The Hellenes step vocabulary, one module per concern.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from conformance.steps.hellenes.actions import *  # noqa: F401,F403  Maneuver, Muster, Pillage and the decisions after them
from conformance.steps.hellenes.outcomes import *  # noqa: F401,F403  where blocks are, forces, storms, prestige, views
from conformance.steps.hellenes.positions import *  # noqa: F401,F403  the map, blocks, sieges, season, situation
