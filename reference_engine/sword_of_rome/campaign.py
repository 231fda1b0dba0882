"""9.5 Campaign cards and coordinated attacks.

(Stub: section helpers fill in 9.5.)
"""

from __future__ import annotations

from typing import Any


def activation_candidates(game: Any, frame: Any):
    return iter(())


def handles(kind: str) -> bool:
    return False


def check_activation_action(game: Any, frame: Any, player: str, action: dict[str, Any]) -> None:
    raise NotImplementedError


def apply_activation_action(game: Any, frame: Any, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    raise NotImplementedError


def after_movement(game: Any) -> list[dict[str, Any]]:
    return []
