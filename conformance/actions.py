"""Actions compare as data: the one equality the contract, the engine and the corpus share."""

from __future__ import annotations

from typing import Any


def same_action(a: Any, b: Any) -> bool:
    """Two actions are the same when their data are; list order inside an action does not matter."""
    return _normal(a) == _normal(b)


def same_json(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same JSON value: list order counts, and true is not 1."""
    return _normal(a, ordered=True) == _normal(b, ordered=True)


def is_listed(action: Any, actions: Any) -> bool:
    """``action`` is one of ``actions`` (a decision's list of legal actions)."""
    if not isinstance(actions, list):
        return False
    # equal data are the same action, with no need to normalise the whole list -- but Python
    # counts True equal to 1, which JSON does not, so the match is confirmed as JSON
    if any(listed == action and _normal(listed) == _normal(action) for listed in actions):
        return True
    wanted = _normal(action)
    return any(_normal(listed) == wanted for listed in actions)


#: Optional action keys whose absence the games' documents (docs/games/<game>.md) give a meaning:
#: an action that leaves one out is the same action as one that gives this value. Successors'
#: ``intercept`` takes ``"leaders"?`` (other generals going along: absent, none); a Sword of Rome
#: ``sail`` lands outside the walls unless it says ``"inside": true``.
OPTIONAL_DEFAULTS: dict[str, dict[str, dict[str, Any]]] = {
    "successors": {"intercept": {"leaders": []}},
    "sword_of_rome": {"sail": {"inside": False}},
}


def spelled_out(action: Any, game: str) -> Any:
    """``action`` with every optional key the game gives a default written out (a copy where one is added)."""
    if not isinstance(action, dict):
        return action
    defaults = OPTIONAL_DEFAULTS.get(game, {}).get(action.get("type"))
    if not defaults or defaults.keys() <= action.keys():
        return action
    return {**defaults, **action}


def is_offered(action: Any, actions: Any, game: str) -> bool:
    """``action`` is one of ``actions`` in any spelling the contract makes the same action: compared as
    data (keys in any order, lists inside an action in any order: :func:`same_action`), an optional key
    left out the same as its default (:data:`OPTIONAL_DEFAULTS`). What the corpus's "... is (not) a legal
    action" steps ask, so that neither answer depends on the spelling an implementation lists."""
    return offered_as(action, actions, game) is not NOT_OFFERED


#: what :func:`offered_as` answers when ``actions`` does not list the action (None is a JSON value)
NOT_OFFERED: Any = object()


def offered_as(action: Any, actions: Any, game: str) -> Any:
    """The first of ``actions`` that is ``action`` as :func:`is_offered` compares them (in the spelling
    listed), or ``NOT_OFFERED``."""
    if not isinstance(actions, list):
        return NOT_OFFERED
    wanted = _normal(spelled_out(action, game))
    return next((listed for listed in actions if _normal(spelled_out(listed, game)) == wanted), NOT_OFFERED)


def listed_twice(actions: Any) -> Any:
    """The first action of ``actions`` that an earlier one is the same as (as data), or None."""
    if not isinstance(actions, list) or len(actions) < 2:
        return None
    seen: dict[Any, list[Any]] = {}
    for action in actions:
        key = _key(action)
        earlier = seen.get(key)
        if earlier is None:
            seen[key] = [action]
        elif any(same_action(other, action) for other in earlier):  # True and 1 share a key
            return action
        else:
            earlier.append(action)
    return None


def same_actions(a: Any, b: Any) -> bool:
    """``a`` and ``b`` list the same actions as often, in any order (two lists of legal actions)."""
    if not isinstance(a, list) or not isinstance(b, list) or len(a) != len(b):
        return False
    left: dict[Any, list[Any]] = {}
    for action in a:
        left.setdefault(_key(action), []).append(action)
    for action in b:
        bucket = left.get(_key(action)) or []
        match = next((i for i, other in enumerate(bucket) if same_action(other, action)), None)
        if match is None:
            return False
        del bucket[match]
    return True


#: values that are their own key
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _key(value: Any) -> Any:
    """A hashable key, the same for actions that are the same (lists in any order); True and 1
    share one, so a match of keys is confirmed with :func:`same_action`."""
    kind = type(value)
    if kind is dict:  # keys are unique: the sort compares keys only
        return ("{", tuple(sorted([(k, v if type(v) in _SCALARS else _key(v)) for k, v in value.items()])))
    if kind is list:
        items = [v if type(v) in _SCALARS else _key(v) for v in value]
        try:
            items.sort()
        except TypeError:  # mixed kinds
            items.sort(key=repr)
        return ("[", tuple(items))
    return value if kind in _SCALARS else ("?", repr(value))


#: a JSON boolean, normalised so that it never equals a number (True == 1 in Python)
_BOOLEAN = "json:boolean"


def _normal(value: Any, ordered: bool = False) -> Any:
    if isinstance(value, bool):
        return (_BOOLEAN, value)
    if isinstance(value, dict):
        return {k: _normal(v, ordered) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_normal(v, ordered) for v in value]
        if ordered:
            return items
        try:
            return sorted(items)
        except TypeError:
            return sorted(items, key=repr)
    return value
