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

from .procedure import ProcedureGame

T = TypeVar("T")

_MISSING: Any = object()


def once(game: ProcedureGame, key: Hashable, compute: Callable[[], T]) -> T:
    memo = game.memo
    if memo is None:
        return compute()
    value = memo.get(key, _MISSING)
    if value is _MISSING:
        value = memo[key] = compute()
    return value


def checked_once(game: ProcedureGame, key: Hashable, check: Callable[[], T]) -> T:
    memo = game.memo
    if memo is None:
        return check()
    kept = memo.get(key, _MISSING)
    if kept is _MISSING:
        try:
            value = check()
        except Refusal as refusal:
            # kept without the frames it was raised through: they refer back to this game and its
            # memo, a reference cycle only the garbage collector would free
            refusal.__context__ = None
            memo[key] = _Refused(refusal.with_traceback(None))
        else:
            memo[key] = value
            return value
        kept = memo[key]
    elif type(kept) is not _Refused:
        return kept
    raise _fresh(kept.refusal)


class _Refused:
    """A kept refusal (a class of its own: a check may pass with any value, a Refusal included)."""

    __slots__ = ("refusal",)

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal


def _fresh(refusal: Refusal) -> Refusal:
    """A copy of ``refusal`` to raise: the same class, rule, message and args, without running its
    constructor again, so the kept one never carries the traceback of a raise."""
    copy = type(refusal).__new__(type(refusal))
    copy.__dict__.update(refusal.__dict__)
    copy.args = refusal.args
    return copy
