"""A game of the reference engine whose contract calls a test may replace one by one."""

from __future__ import annotations

from typing import Any


class WrappedGame:
    """Answers every attribute from the wrapped game, except those set on it."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)
