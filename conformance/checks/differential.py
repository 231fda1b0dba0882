"""The differential core: how an implementation's answers are compared with the
reference engine's, for the runner's reference check and for ``conformance fuzz``.

Both play the same actions on both sides and compare every answer here:

- data is normalised so that order inside a set-like list does not count
  (events count in order: those an action returns, and the state's log; so do
  the lists the schemas call ordered, such as a Hellenes Force's route);
- an action's outcome: accepted or refused, and the events in order
  (:func:`same_events`);
- a pending decision: the same when its actions are the same in any spelling of
  the same actions, defaults left out (:func:`same_decision`); a decision that
  differs only by legal actions the implementation leaves out
  (:func:`left_out_only`) is one whose missing actions may be probed: an
  implementation that answers ``Unsupported`` to each does not model them;
- a state: compared key by key, the keys the implementation leaves out not
  compared (:func:`differing_state_keys`, :func:`unreported_keys`,
  :func:`reported_differences`);
- a short account of any difference (:func:`difference`,
  :func:`decision_difference`, :func:`state_difference`) and the rule the
  reference cites against an action it does not list (:func:`cited_against`).

What each front-end does with a difference (fail a scenario at its end, or
shrink a generated sequence to a new scenario) is its own: the runner's in
conformance.checks.reference_check, the fuzzer's in conformance.fuzz.play.
"""

from __future__ import annotations

import json
import tomllib
from typing import Any

import orjson

from conformance.checks.actions import BOOLEAN, is_listed, spelled_decision, spelled_out
from conformance.checks.promises import shown
from conformance.contract import Refusal, is_contract_refusal
from conformance.contract.data import copied
from conformance.corpus import paths


def _ordered_fields() -> frozenset[str]:
    """The fields whose lists are in order: those the schemas' descriptions (every game's and the
    common file's) say are "in order" (a route, the dice script, the events)."""
    found = set()
    for path in [paths.descriptions_path(), *sorted(paths.FIXTURES.glob("*/schemas/descriptions.toml"))]:
        if not path.exists():  # a corpus of games without descriptions
            continue
        fields = tomllib.loads(path.read_text(encoding="utf-8")).get("fields", {})
        found |= {name for name, meaning in fields.items() if isinstance(meaning, str) and "in order" in meaning}
    return frozenset(found)


#: fields whose lists compare in order (a Force's route reported backwards differs)
ORDERED = _ordered_fields()


def normal(value: Any) -> Any:
    """``value`` with every list sorted (lists in the contract are sets, or are compared
    in order elsewhere: events are compared one by one), but the lists of ORDERED fields, and
    every boolean tagged: data compare as JSON, where true is not 1 (in Python it is)."""
    if isinstance(value, bool):
        return (BOOLEAN, value)
    if isinstance(value, dict):
        return {k: [normal(v) for v in item] if k in ORDERED and isinstance(item, list) else normal(item)
                for k, item in value.items()}
    if isinstance(value, (list, tuple)):
        items = [normal(v) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    return value


def normal_events(events: Any) -> Any:
    """Events in order, each normalised."""
    return [normal(e) for e in events] if isinstance(events, list) else events


#: the state's own log: everything that has happened, in order (docs/contract.md)
LOG = "events"


def normal_state_value(key: str, value: Any) -> Any:
    """One top-level value of a state, normalised: the log in order, any other list as a set."""
    return normal_events(value) if key == LOG else normal(value)


def same(a: Any, b: Any) -> bool:
    return identical(a, b) or normal(a) == normal(b)


def identical(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are the same JSON value with every list in the same order: the usual
    case, settled at C speed by ``==`` and, where it holds, by the text orjson writes of each
    (``==`` takes true for 1). False where either cannot be written (the slow comparison says)."""
    if a != b:
        return False
    try:
        return orjson.dumps(a, option=orjson.OPT_SORT_KEYS) == orjson.dumps(b, option=orjson.OPT_SORT_KEYS)
    except TypeError:  # orjson.JSONEncodeError: a key that is no string, a value that is no JSON
        return False


def difference(reference: Any, other: Any, limit: int = 300) -> str:
    """Where two values part, each place named by its deepest path with both values (the
    reference's first): ``move.stage: "responses" vs "interceptions"``; in a list that is in order,
    the first index that differs; in a set-like list, the items one side has and the other has not.
    At most three places, shortened to ``limit`` characters."""
    parts = [f"{path}: {_short(a, 120)} vs {_short(b, 120)}" for path, a, b in deepest_differences(reference, other)]
    return _short("; ".join(parts), limit, quote=False)


def deepest_differences(reference: Any, other: Any, path: str = "", *, ordered: bool = False,
                        limit: int = 3) -> list[tuple[str, Any, Any]]:
    """The deepest places where two values part: (path, the reference's value, the other's value),
    a value one side lacks shown as ``(missing)``; at most ``limit`` of them."""
    if isinstance(reference, dict) and isinstance(other, dict):
        found: list[tuple[str, Any, Any]] = []
        for key in sorted(set(reference) | set(other), key=str):
            a, b = reference.get(key, _MISSING), other.get(key, _MISSING)
            in_order = key in ORDERED or key == LOG
            if a is not _MISSING and b is not _MISSING and _same_part(a, b, in_order):
                continue
            where = f"{path}.{key}" if path else str(key)
            found += deepest_differences(a, b, where, ordered=in_order) if _MISSING not in (a, b) else [(where, a, b)]
            if len(found) >= limit:
                break
        return found[:limit]
    if isinstance(reference, list) and isinstance(other, list):
        if ordered:
            for index, (a, b) in enumerate(zip(reference, other)):
                if not _same_part(a, b, False):
                    return deepest_differences(a, b, f"{path}[{index}]", limit=limit)
            index = min(len(reference), len(other))
            return [(f"{path}[{index}]", reference[index] if index < len(reference) else _MISSING,
                     other[index] if index < len(other) else _MISSING)]
        ours = {_item_key(item): item for item in reference}
        theirs = {_item_key(item): item for item in other}
        only_ours = [item for key, item in ours.items() if key not in theirs]
        only_theirs = [item for key, item in theirs.items() if key not in ours]
        if len(only_ours) == 1 and len(only_theirs) == 1:  # one item changed: where inside it
            return deepest_differences(only_ours[0], only_theirs[0], f"{path}[]", limit=limit)
        if not only_ours and not only_theirs:  # the same items, one listed more often
            return [(f"{path}[] (counted)", len(reference), len(other))]
        return [(f"{path}[] (only on one side)", only_ours or _MISSING, only_theirs or _MISSING)]
    return [(path or "(the whole value)", reference, other)]


def _same_part(a: Any, b: Any, in_order: bool) -> bool:
    if identical(a, b):
        return True
    if in_order and isinstance(a, list) and isinstance(b, list):
        return normal_events(a) == normal_events(b)
    return normal(a) == normal(b)


def _item_key(item: Any) -> str:
    return json.dumps(normal(item), sort_keys=True, default=str)


class _Missing:
    def __repr__(self) -> str:
        return "(missing)"


_MISSING = _Missing()


def _short(value: Any, limit: int, quote: bool = True) -> str:
    text = value if isinstance(value, str) and not quote else (
        repr(value) if isinstance(value, _Missing) else json.dumps(value, sort_keys=True, default=str))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def differing_state_keys(reference: dict[str, Any], other: Any) -> list[str]:
    """The keys of the normalised state on which two states differ. A key the other side
    leaves out counts only when the reference's value is not empty (null, [], {}): a
    section an implementation does not model has nothing to report."""
    if not isinstance(reference, dict) or not isinstance(other, dict):
        return [] if same(reference, other) else ["(the whole state)"]
    if identical(reference, other):  # the usual case: every key on both sides, equal
        return []
    keys = []
    for key in sorted(set(reference) | set(other), key=str):
        if key not in other and reference[key] in (None, [], {}):
            continue
        if key not in reference or key not in other or (
                not identical(reference[key], other[key])
                and normal_state_value(key, reference[key]) != normal_state_value(key, other[key])):
            keys.append(key)
    return keys


def unreported_keys(reference: Any, other: Any) -> list[str]:
    """The keys of the reference's state that ``other`` leaves out, ``dice_rolled`` aside, at any
    depth, each by its path (``army.naval_capacity``; the items of a list by ``[]``). The state
    schemas require no key: what an implementation does not model, it need not report (a scenario
    step that reads a key it left out fails). ``dice_rolled`` is the contract's own."""
    if not isinstance(reference, dict) or not isinstance(other, dict):
        return []
    return sorted(path for path in _unreported(reference, other, "") if path != "dice_rolled")


def _unreported(reference: Any, other: Any, path: str) -> list[str]:
    if isinstance(reference, dict) and isinstance(other, dict):
        found = []
        for key, value in reference.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in other:
                found.append(where)
            else:
                found += _unreported(value, other[key], where)
        return found
    if isinstance(reference, list) and isinstance(other, list) and other:
        reported = _reported_item_keys(other)
        if reported is not None:
            return sorted({f"{path}[].{key}" for item in reference if isinstance(item, dict)
                           for key in item if key not in reported})
    return []


def _reported_item_keys(items: list[Any]) -> set[str] | None:
    """The keys the dict items of a list report (None unless every item is a dict)."""
    if not all(isinstance(item, dict) for item in items):
        return None
    return {key for item in items for key in item}


def as_reported(reference: Any, other: Any) -> Any:
    """The reference's state as far as ``other`` reports it: every key ``other`` leaves out, at any
    depth (in a list of dicts, the keys none of its items reports), dropped; ``dice_rolled`` kept."""
    if isinstance(reference, dict) and isinstance(other, dict):
        return {key: as_reported(value, other[key]) if key in other else value
                for key, value in reference.items() if key in other or key == "dice_rolled"}
    if isinstance(reference, list) and isinstance(other, list) and other:
        reported = _reported_item_keys(other)
        if reported is not None:
            return [{k: v for k, v in item.items() if k in reported} if isinstance(item, dict) else item
                    for item in reference]
    return reference


def reported_differences(reference: Any, other: Any, not_compared: set[str] | None = None) -> list[str]:
    """:func:`differing_state_keys` as far as ``other`` reports (:func:`as_reported`); the keys it
    leaves out, at any depth, whose reference value is not empty, are added to ``not_compared``."""
    keys = differing_state_keys(reference, other)
    if not keys:
        return keys
    if not_compared is not None:
        not_compared.update(path for path in unreported_keys(reference, other)
                            if _value_at(reference, path) not in (None, [], {}))
    return differing_state_keys(as_reported(reference, other), other)


def _value_at(value: Any, path: str) -> Any:
    for part in path.split("."):
        if part.endswith("[]") or not isinstance(value, dict):
            return value  # inside a list: counted as the list's
        value = value.get(part)
    return value


# -- actions and decisions -----------------------------------------------------
def action_key(action: Any, game: str | None = None) -> str:
    """The same text for the same action (as conformance.checks.actions.same_action: ``game``'s
    defaults written out), to compare lists of actions as sets."""
    return json.dumps(normal(spelled_out(action, game)), sort_keys=True)


def same_events(reference: Any, implementation: Any) -> bool:
    """Whether two lists of events an action returned are the same, in order."""
    return identical(reference, implementation) or normal_events(reference) == normal_events(implementation)


def same_decision(reference: Any, implementation: Any, game: str | None = None) -> bool:
    """Whether two pending decisions are the same: every field, the actions as a set, each action
    in any spelling of the same action (an optional key left out the same as its default)."""
    return (identical(reference, implementation) or normal(reference) == normal(implementation)
            or normal(spelled_decision(reference, game)) == normal(spelled_decision(implementation, game)))


def missing_actions(have: Any, lack: Any, game: str | None = None) -> list[Any]:
    """The actions of decision ``have`` that decision ``lack`` does not list (in any spelling)."""
    listed = (have.get("actions") or []) if isinstance(have, dict) else []
    theirs = (lack.get("actions") or []) if isinstance(lack, dict) else []
    return [a for a in listed if not is_listed(a, theirs, game)]


def _without_actions(decision: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in decision.items() if k != "actions"}


def left_out_only(reference: Any, implementation: Any, game: str | None = None) -> list[Any] | None:
    """The legal actions the implementation leaves out of its decision, when that is all that
    differs: the same decision, player and context, no action of its own and none listed twice.
    None when the decisions differ otherwise."""
    if not isinstance(reference, dict) or not isinstance(implementation, dict):
        return None
    if normal(_without_actions(reference)) != normal(_without_actions(implementation)):
        return None
    listed = implementation.get("actions") or []
    if missing_actions(implementation, reference, game) or len({action_key(a, game) for a in listed}) != len(listed):
        return None
    return missing_actions(reference, implementation, game)


def decision_difference(reference: Any, implementation: Any, game: str | None = None) -> str:
    """What differs between two pending decisions: actions listed by one side only, other fields."""
    if not isinstance(reference, dict) or not isinstance(implementation, dict):
        return f"is {shown(implementation)}; the reference engine's is {shown(reference)}"
    parts = []
    extra, lacking = missing_actions(implementation, reference, game), missing_actions(reference, implementation, game)
    if extra:
        parts.append(f"lists {len(extra)} action(s) the reference engine does not: {shown(extra[:3])}")
    if lacking:
        parts.append(f"lacks {len(lacking)} legal action(s) the reference engine lists: {shown(lacking[:3])} (one "
                     f"your implementation does not model: answer unsupported when the runner offers it, "
                     f"docs/protocol.md)")
    if normal(_without_actions(reference)) != normal(_without_actions(implementation)):
        parts.append(f"differs (the reference engine's first, then this one's) in "
                     f"{difference(_without_actions(reference), _without_actions(implementation))}")
    return "; ".join(parts) or "differs in the order of its actions' contents"


def state_difference(reference: Any, implementation: Any, keys: list[str]) -> str:
    """What differs between two states in ``keys``, the reference's first."""
    if not isinstance(reference, dict) or not isinstance(implementation, dict):
        return difference(reference, implementation)
    return "the reference engine's first, then this one's: " + difference(
        {k: reference.get(k) for k in keys if k in reference},
        {k: implementation.get(k) for k in keys if k in implementation}, 600)


def cited_against(reference_game: Any, player: Any, action: Any) -> tuple[str | None, bool]:
    """The rule the reference game cites when ``action`` (one it does not list) is played as
    ``player``'s, and whether it refused it at all (a refusal leaves its game as it was; an
    action it plays moves it on). A contract refusal names no rule: None."""
    try:
        reference_game.act(player, copied(action))
    except Refusal as refusal:
        return (None if is_contract_refusal(refusal.rule) else refusal.rule), True
    except Exception:  # noqa: BLE001 - the reference not answering names no rule
        return None, True
    return None, False
