"""Sneaky implementations: right wherever a scenario's steps look, wrong where none does.

Each wraps the reference engine, so every rule a step asserts is played right,
and breaks a promise of the contract that few steps read:

- ``DroppedEvent``: an action that causes two events or more returns all but
  the last;
- ``ExtraAction``: every pending decision lists, besides its legal actions,
  a copy of one with a count one higher (an illegal action, unless the
  rules allow it too; then nothing is added);
- ``ContextOffByOne``: every count in a pending decision's context (``mp_left``
  and the like, beside its actions) is one higher;
- ``AnyPlayer``: an action is played as the pending decision's player's,
  whoever sends it (who decides is never enforced).

Scenarios that play an affected action and read what it breaks still fail
without help; the others pass unless the reference check
(conformance/checks/reference_check.py) compares every answer with the reference
engine's. tests/checks/test_reference_check.py plays them with and without it, tests/fuzz/ fuzzes
them, strength/sneaky.py plays them over the whole corpus.
"""

from __future__ import annotations

from typing import Any

from conformance.checks.actions import is_listed
from strength.wrong.patched import PatchedReference, WrappedGame


class DroppedEvent(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            events = inner.act(player, action)
            return events[:-1] if len(events) >= 2 else events

        game.act = act


class ExtraAction(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if not decision or not decision.get("actions"):
                return decision
            actions = list(decision["actions"])
            for action in actions:
                counts = [k for k, v in sorted(action.items()) if isinstance(v, int) and not isinstance(v, bool)]
                if counts:
                    extra = {**action, counts[0]: action[counts[0]] + 1}
                    if not is_listed(extra, actions):
                        return {**decision, "actions": [*actions, extra]}
            return decision

        game.pending = pending


class ContextOffByOne(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def pending() -> dict[str, Any] | None:
            decision = inner.pending()
            if not decision:
                return decision
            return {k: v + 1 if isinstance(v, int) and not isinstance(v, bool) else v for k, v in decision.items()}

        game.pending = pending


class AnyPlayer(PatchedReference):
    def patch(self, game: WrappedGame, inner: Any) -> None:
        def act(player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
            decision = inner.pending()
            return inner.act(decision["player"] if decision else player, action)

        game.act = act
