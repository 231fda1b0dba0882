"""Implementations whose game data breaks what the protocol asks of every game, each faithful but
for one misfit (tests/checks/test_data_misfits_fail_alike_on_both_transports.py plays each in-process
and served over the protocol):

- ``NoPlayer``: every pending decision leaves out ``player``;
- ``NullPlayer``: every pending decision gives ``null`` for its ``player``, a string
  (tests/checks/test_schema_messages_speak_json.py: the message speaks JSON on both transports);
- ``UntypedEvent``: every action's last event leaves out ``type``;
- ``NoDiceRolled``: every state leaves out ``dice_rolled``.
"""

from __future__ import annotations

from typing import Any

from strength.wrong.patched import PatchedReference, WrappedGame


class NoPlayer(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            return {k: v for k, v in decision.items() if k != "player"} if decision else decision

        game.pending = pending


class NullPlayer(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            return {**decision, "player": None} if decision else decision

        game.pending = pending


class UntypedEvent(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            events = inner.act(player, action)
            return events[:-1] + [{k: v for k, v in events[-1].items() if k != "type"}] if events else events

        game.act = act


class NoDiceRolled(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        game.state = lambda: {k: v for k, v in inner.state().items() if k != "dice_rolled"}
