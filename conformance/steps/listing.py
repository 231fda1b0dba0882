"""What every game's "... is (not) a legal action" steps ask: whether the pending decision lists an action.

Listed means the same action as the contract defines it (conformance.checks.actions.is_listed): keys and the
lists inside an action in any order, an optional key left out the same as its default. So a step's
answer never depends on the spelling an implementation chose, and an illegal action listed in
another spelling (``"leaders": []`` for no leaders) fails a negative step.
"""

from __future__ import annotations

from typing import Any

from conformance.checks.actions import NOT_OFFERED, offered_as
from conformance.runner.world import World


def check_listed(world: World, action: dict[str, Any], neg: str | bool | None, what: str | None = None) -> None:
    """``action`` is listed (``neg`` false) or not (``neg`` true) by the pending decision; ``what`` names it
    in the message (the step's words)."""
    pending = world.pending_decision()
    actions = pending["actions"]
    found = offered_as(action, actions, world.game_id)
    among = f"among the actions of the {pending.get('decision')!r} decision for {pending.get('player')!r}: {actions}"
    if neg:
        assert found is NOT_OFFERED, f"{what or action} is listed, as {found}, {among}"
    else:
        assert found is not NOT_OFFERED, f"{what or action} is not listed {among}"
