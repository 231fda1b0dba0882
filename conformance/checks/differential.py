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

from conformance.checks.actions import is_listed, spelled_decision, spelled_out
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
    in order elsewhere: events are compared one by one), but the lists of ORDERED fields."""
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
    return normal(a) == normal(b)


def difference(reference: Any, other: Any, limit: int = 300) -> str:
    """Where two values part: the first differing keys of a dict, or both values, shortened."""
    if isinstance(reference, dict) and isinstance(other, dict):
        keys = [k for k in sorted(set(reference) | set(other), key=str)
                if normal_state_value(k, reference.get(k, _MISSING))
                != normal_state_value(k, other.get(k, _MISSING))]
        parts = [f"{k}: {_short(reference.get(k, _MISSING), 80)} vs {_short(other.get(k, _MISSING), 80)}"
                 for k in keys[:3]]
        return _short("; ".join(parts), limit, quote=False)
    return f"{_short(reference, limit // 2)} vs {_short(other, limit // 2)}"


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
        return ["(the whole state)"] if reference != other else []
    if reference == other:  # the usual case, settled at C speed: every key on both sides, equal
        return []
    keys = []
    for key in sorted(set(reference) | set(other), key=str):
        if key not in other and reference[key] in (None, [], {}):
            continue
        if key not in reference or key not in other or (
                reference[key] != other[key]
                and normal_state_value(key, reference[key]) != normal_state_value(key, other[key])):
            keys.append(key)
    return keys


def unreported_keys(reference: Any, other: Any) -> list[str]:
    """The keys of the reference's state that ``other`` leaves out, ``dice_rolled`` aside. The state
    schemas require no top-level key: what an implementation does not model, it need not report
    (a scenario step that reads a key it left out fails). ``dice_rolled`` is the contract's own."""
    if not isinstance(reference, dict) or not isinstance(other, dict):
        return []
    return sorted((k for k in reference if k not in other and k != "dice_rolled"), key=str)


def reported_differences(reference: Any, other: Any, not_compared: set[str] | None = None) -> list[str]:
    """:func:`differing_state_keys` among the keys ``other`` reports (:func:`unreported_keys` left out);
    the keys left out whose reference value is not empty are added to ``not_compared``."""
    keys = differing_state_keys(reference, other)
    if not keys:
        return keys
    missing = set(unreported_keys(reference, other))
    if not_compared is not None:
        not_compared.update(k for k in keys if k in missing)
    return [k for k in keys if k not in missing]


# -- actions and decisions -----------------------------------------------------
def action_key(action: Any, game: str | None = None) -> str:
    """The same text for the same action (as conformance.checks.actions.same_action: ``game``'s
    defaults written out), to compare lists of actions as sets."""
    return json.dumps(normal(spelled_out(action, game)), sort_keys=True)


def same_events(reference: Any, implementation: Any) -> bool:
    """Whether two lists of events an action returned are the same, in order."""
    return reference == implementation or normal_events(reference) == normal_events(implementation)


def same_decision(reference: Any, implementation: Any, game: str | None = None) -> bool:
    """Whether two pending decisions are the same: every field, the actions as a set, each action
    in any spelling of the same action (an optional key left out the same as its default)."""
    return (reference == implementation or normal(reference) == normal(implementation)
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
