"""What two implementations are compared on, and how: data normalised so that
order inside a set-like list does not count (events count in order: those an
action returns, and the state's log; so do the lists the schemas call ordered,
such as a Hellenes Force's route), and a short account of a difference."""

from __future__ import annotations

import json
import tomllib
from typing import Any

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
