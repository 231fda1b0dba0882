"""The Hannibal step vocabulary, one module per concern.

A game's corpus conftest imports this package with ``import *``; every step
module of the game is listed here.
"""

from conformance.steps.army import *  # noqa: F401,F403  the moving army (shared with other games)
from conformance.steps.battles_due import *  # noqa: F401,F403  battles declared due (shared with other games)
from conformance.steps.hannibal.actions import *  # noqa: F401,F403  moving, intercepting, avoiding, pursuing, besieging
from conformance.steps.hannibal.outcomes import *  # noqa: F401,F403  where things are, rolls, battles, sieges, control
from conformance.steps.hannibal.positions import *  # noqa: F401,F403  the position: map, generals, CU, markers, givens
