"""Deep copies of contract data, cheaper than :func:`copy.deepcopy`.

Positions, actions, pending decisions, events and states are JSON data:
dicts, lists, strings, numbers, booleans and None. :func:`copied` copies
such a tree with one comprehension per container -- no memo of what was
already copied, no dispatch through ``__deepcopy__`` -- several times faster
than :func:`copy.deepcopy`, which the runner would otherwise spend more time
in than the reference engine spends playing. Anything else in the tree (a
tuple, a set, an object) is handed to :func:`copy.deepcopy`, so the copy is
always as deep; only sharing is not kept (a list held twice is copied twice,
as JSON would).
"""

from __future__ import annotations

import copy
from typing import Any

#: values that need no copy
_IMMUTABLE = frozenset({str, int, float, bool, type(None)})


def copied(value: Any) -> Any:
    """A deep copy of ``value`` (see the module docstring)."""
    kind = type(value)
    if kind is dict:
        return {key: item if type(item) in _IMMUTABLE else copied(item) for key, item in value.items()}
    if kind is list:
        return [item if type(item) in _IMMUTABLE else copied(item) for item in value]
    if kind in _IMMUTABLE:
        return value
    return copy.deepcopy(value)
