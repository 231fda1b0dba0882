"""Shared machinery for property tests: random walks through legal actions.

A walk asks the game for its pending decision, picks one of the listed
actions (hypothesis chooses), plays it, and checks the invariants given by
the caller after every step. ``probe`` checks the other direction: an
action that is not listed must be refused, and one that is accepted must
have been listed.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Callable

from hypothesis import strategies as st

from conformance.contract import Refusal, Unsupported

Invariant = Callable[[Any, dict[str, Any], dict[str, Any]], None]


def walk(game: Any, data: st.DataObject, *, steps: int, invariants: list[Invariant],
         extra_actions: Callable[[Any], list[dict[str, Any]]] | None = None) -> list[dict[str, Any]]:
    """Play up to ``steps`` listed actions; return the actions played."""
    initial = copy.deepcopy(game.state())
    played = []
    for _ in range(steps):
        pending = game.pending()
        if pending is None:
            break
        listed = pending["actions"]
        assert listed, f"decision {pending['decision']!r} is pending with no legal action"
        if extra_actions is not None:
            for action in data.draw(st.lists(st.sampled_from(extra_actions(game)), max_size=3), label="probes"):
                probe(game, pending, action)
        action = data.draw(st.sampled_from(listed), label=f"{pending['decision']} action")
        try:
            game.act(pending["player"], action)
        except Refusal as refusal:  # pragma: no cover - a property failure
            raise AssertionError(f"listed action {action} was refused: {refusal}") from refusal
        except Unsupported:  # the play left what the excerpt rules (the contract allows saying so)
            break
        played.append(action)
        state = game.state()
        for invariant in invariants:
            invariant(game, initial, state)
    return played


def probe(game: Any, pending: dict[str, Any], action: dict[str, Any]) -> None:
    """An action is accepted exactly when it is listed (tried on a copy)."""
    twin = copy.deepcopy(game)
    listed = action in pending["actions"]
    try:
        twin.act(pending["player"], action)
    except Refusal:
        assert not listed, f"listed action {action} was refused"
    except Unsupported:
        pass
    else:
        assert listed, f"action {action} was accepted but not listed among {pending['actions']}"


def cu_totals(state: dict[str, Any]) -> Counter:
    """CU per faction over the whole map, from a state's ``cu`` table."""
    totals: Counter = Counter()
    for by_faction in state["cu"].values():
        totals.update(by_faction)
    return totals


def mp_never_negative(game: Any, initial: dict[str, Any], state: dict[str, Any]) -> None:
    army = state["army"]
    assert army is None or army["mp_left"] >= 0, f"MP went negative: {army}"
