"""9.6 Naval movement.

(Stub: section helpers fill in sailing, capacities, besieged and African
ports, lending ships and naval combat rolls.)
"""

from __future__ import annotations

from typing import Any


def after_activation(game: Any) -> list[dict[str, Any]]:
    return []


def check_land_move(game: Any, to: str) -> None:
    """Refuse a land move that the 9.6 note forbids after sailing."""
