"""An implementation that diverges from the reference engine in one answer, for the fuzzer's tests:
a divergence to find, shrink, attribute to its clause and write as a scenario (tests/fuzz/)."""

from __future__ import annotations

from typing import Any

from strength.wrong.patched import PatchedReference, WrappedGame


class DropsLastEvent(PatchedReference):
    """The last event of an accepted move is dropped: a divergence in what a 9.2 move did."""

    def patch(self, game: WrappedGame, inner: Any) -> None:
        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            events = inner.act(player, action)
            return events[:-1] if action.get("type") == "move" and events else events

        game.act = act
