"""9.3 Reaction of the other side when a moving army enters a space.

(Stub: section helpers fill in 9.3.1 walled cities, 9.3.2 interception and
avoid battle, 9.3.3 Caudine Forks.)
"""

from __future__ import annotations

from typing import Any


def on_enter(game: Any) -> list[dict[str, Any]]:
    """The army has just entered a space: let the other side react, then 9.4."""
    from . import enemy_spaces

    return enemy_spaces.after_reactions(game)


def check_leaving(game: Any) -> None:
    """Refuse a move out of a space the army may not leave."""


def check_leader_may_leave(game: Any, leader: Any) -> None:
    """Refuse picking up a leader who may not leave the walls."""


def cu_free_to_leave_walls(game: Any) -> int:
    return 0


def take_cu_from_walls(game: Any, count: int) -> None:
    raise AssertionError("no CU inside the walls may join the army")
