"""Actions compare as data: the one equality the contract, the engine and the corpus share."""

from __future__ import annotations

from typing import Any

from conformance.corpus.schemas import action_defaults


def same_action(a: Any, b: Any, game: str | None = None) -> bool:
    """Two actions are the same when their data are; list order inside an action does not matter,
    and (with ``game``) an optional key left out is the same as its default (:func:`spelled_out`)."""
    return _normal(spelled_out(a, game)) == _normal(spelled_out(b, game))


def same_json(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same JSON value: list order counts, and true is not 1."""
    return _normal(a, ordered=True) == _normal(b, ordered=True)


def spelled_out(action: Any, game: str | None) -> Any:
    """``action`` with every optional key its game's action schema gives a ``default`` written out
    (conformance.checks.schemas.action_defaults: Successors' ``intercept`` without ``leaders`` takes none
    along, a Sword of Rome ``sail`` without ``inside`` lands outside the walls): a copy where one is
    added, else ``action`` itself. The one spelling actions are compared in."""
    if not game or not isinstance(action, dict):
        return action
    kind = action.get("type")
    defaults = action_defaults(game).get(kind) if isinstance(kind, str) else None
    if not defaults or defaults.keys() <= action.keys():
        return action
    return {**defaults, **action}


def spelled_decision(decision: Any, game: str | None) -> Any:
    """A pending decision with each of its actions :func:`spelled_out` (itself when none changes)."""
    if (not game or not action_defaults(game) or not isinstance(decision, dict)
            or not isinstance(decision.get("actions"), list)):
        return decision
    actions = [spelled_out(action, game) for action in decision["actions"]]
    if all(one is other for one, other in zip(actions, decision["actions"])):
        return decision
    return {**decision, "actions": actions}


#: what :func:`offered_as` answers when ``actions`` does not list the action (None is a JSON value)
NOT_OFFERED: Any = object()


def offered_as(action: Any, actions: Any, game: str | None = None) -> Any:
    """The first of ``actions`` that is ``action`` (:func:`same_action`), in the spelling listed, or
    ``NOT_OFFERED``."""
    if not isinstance(actions, list):
        return NOT_OFFERED
    # equal data are the same action, with no need to normalise the whole list -- but Python
    # counts True equal to 1, which JSON does not, so the match is confirmed as JSON
    found = next((listed for listed in actions if listed == action and _normal(listed) == _normal(action)),
                 NOT_OFFERED)
    if found is not NOT_OFFERED:
        return found
    wanted = _normal(spelled_out(action, game))
    return next((listed for listed in actions if _normal(spelled_out(listed, game)) == wanted), NOT_OFFERED)


def is_listed(action: Any, actions: Any, game: str | None = None) -> bool:
    """``action`` is one of ``actions`` (a decision's list of legal actions) in any spelling the
    contract makes the same action (:func:`same_action`): what the runner's checks and the corpus's
    "... is (not) a legal action" steps ask, so that neither answer depends on the spelling an
    implementation lists."""
    return offered_as(action, actions, game) is not NOT_OFFERED


def listed_twice(actions: Any, game: str | None = None) -> Any:
    """The first action of ``actions`` that an earlier one is the same as (:func:`same_action`), or None."""
    if not isinstance(actions, list) or len(actions) < 2:
        return None
    seen: dict[Any, list[Any]] = {}
    for action in actions:
        spelled = spelled_out(action, game)
        key = _key(spelled)
        earlier = seen.get(key)
        if earlier is None:
            seen[key] = [spelled]
        elif any(same_action(other, spelled) for other in earlier):  # True and 1 share a key
            return action
        else:
            earlier.append(spelled)
    return None


def same_actions(a: Any, b: Any, game: str | None = None) -> bool:
    """``a`` and ``b`` list the same actions as often, in any order (two lists of legal actions)."""
    if not isinstance(a, list) or not isinstance(b, list) or len(a) != len(b):
        return False
    left: dict[Any, list[Any]] = {}
    for action in a:
        spelled = spelled_out(action, game)
        left.setdefault(_key(spelled), []).append(spelled)
    for action in b:
        spelled = spelled_out(action, game)
        bucket = left.get(_key(spelled)) or []
        match = next((i for i, other in enumerate(bucket) if same_action(other, spelled)), None)
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
BOOLEAN = "json:boolean"


def _normal(value: Any, ordered: bool = False) -> Any:
    if isinstance(value, bool):
        return (BOOLEAN, value)
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
