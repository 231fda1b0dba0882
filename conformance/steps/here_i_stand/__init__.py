"""The Here I Stand step vocabulary, one module per part of rule 13.1.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from conformance.steps.here_i_stand.movement import *  # noqa: F401,F403  naming and paying a move (steps 1-3), where pieces are
from conformance.steps.here_i_stand.positions import *  # noqa: F401,F403  the position: map, powers, pieces, givens
from conformance.steps.here_i_stand.procedure import *  # noqa: F401,F403  responses, interceptions, avoid battle, withdrawal, battle
