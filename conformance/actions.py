"""Actions compare as data: the one equality the contract, the engine and the corpus share."""

from __future__ import annotations

from typing import Any


def same_action(a: Any, b: Any) -> bool:
    """Two actions are the same when their data are; list order inside an action does not matter."""
    return _normal(a) == _normal(b)


def is_listed(action: Any, actions: Any) -> bool:
    """``action`` is one of ``actions`` (a decision's list of legal actions)."""
    if not isinstance(actions, list):
        return False
    if action in actions:  # equal data are the same action: no need to normalise the list
        return True
    wanted = _normal(action)
    return any(_normal(listed) == wanted for listed in actions)


def _normal(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_normal(v) for v in value]
        try:
            return sorted(items)
        except TypeError:
            return sorted(items, key=repr)
    return value
