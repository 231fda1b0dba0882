"""The reference engine with some of its games' contract calls replaced: the ground every
wrong implementation of this package but the mutants stands on."""

from __future__ import annotations

from typing import Any

from reference_engine import Implementation


class WrappedGame:
    """Answers every attribute from the wrapped game, except those set on it."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


class PatchedReference:
    """The reference engine's handshake and games, each game's calls replaced in ``patch``."""

    def describe(self) -> dict[str, Any]:
        return Implementation().describe()

    def create(self, position: dict[str, Any]) -> Any:
        game = WrappedGame(Implementation().create(position))
        self.patch(game, game._game)
        return game

    def patch(self, game: WrappedGame, inner: Any) -> None:
        raise NotImplementedError
