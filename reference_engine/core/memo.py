"""Work shared between the candidates of one decision.

``ProcedureGame.legal_actions`` checks every candidate action of the pending
decision; checking never changes the game, so for as long as that listing
runs (``game.memo`` is a dict, None otherwise) a question asked with the same
arguments has the same answer. A game's check asks it through these helpers,
keyed by the function that answers it and its arguments:

- ``once(game, key, compute)``: the value ``compute()`` gives;
- ``checked_once(game, key, check)``: the value ``check()`` gives, or the
  Refusal it raises, raised again for the next candidate that asks.

A kept value is shared by every candidate that asks: callers must not change it.

Outside a listing (an ``act()``, a position loaded) nothing is kept and
``compute``/``check`` run every time. The helpers live here, not in the games'
modules, so that the games' mutation scores measure the rules, not the
bookkeeping.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, TypeVar

from conformance.contract import Refusal

T = TypeVar("T")

_MISSING: Any = object()


def once(game: Any, key: Hashable, compute: Callable[[], T]) -> T:
    memo = game.memo
    if memo is None:
        return compute()
    value = memo.get(key, _MISSING)
    if value is _MISSING:
        value = memo[key] = compute()
    return value


def checked_once(game: Any, key: Hashable, check: Callable[[], T]) -> T:
    passed, value = once(game, key, lambda: _outcome(check))
    if not passed:
        raise value.with_traceback(None)  # the same rule and message, without the last raise's traceback
    return value


def _outcome(check: Callable[[], T]) -> tuple[bool, Any]:
    try:
        return True, check()
    except Refusal as refusal:
        return False, refusal
