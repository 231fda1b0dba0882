"""Implementations whose game data breaks what the protocol asks of every game, each faithful but
for one misfit (tests/test_data_misfits.py plays each in-process and served over the protocol):

- ``NoPlayer``: every pending decision leaves out ``player``;
- ``NullPlayer``: every pending decision gives ``null`` for its ``player``, a string
  (tests/test_schema_messages.py: the message speaks JSON on both transports);
- ``UntypedEvent``: every action's last event leaves out ``type``;
- ``NoDiceRolled``: every state leaves out ``dice_rolled``.
"""

from __future__ import annotations

from typing import Any

from tests.sneaky import _Sneaky
from tests.wrapped_game import WrappedGame


class NoPlayer(_Sneaky):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            return {k: v for k, v in decision.items() if k != "player"} if decision else decision

        game.pending = pending


class NullPlayer(_Sneaky):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            return {**decision, "player": None} if decision else decision

        game.pending = pending


class UntypedEvent(_Sneaky):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            events = inner.act(player, action)
            return events[:-1] + [{k: v for k, v in events[-1].items() if k != "type"}] if events else events

        game.act = act


class NoDiceRolled(_Sneaky):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        game.state = lambda: {k: v for k, v in inner.state().items() if k != "dice_rolled"}
