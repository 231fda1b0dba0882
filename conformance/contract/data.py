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

A record that is written once and read only if something goes wrong (the
transcript of a scenario's contract calls) need not be a live copy at all:
:class:`Frozen` keeps the data as immutable bytes (:mod:`marshal`, written in
C, about ten times faster than building a copy, and no containers for the
garbage collector to walk) and :meth:`Frozen.thawed` gives back a fresh
copy each time it is read.
"""

from __future__ import annotations

import copy
import marshal
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


class Frozen:
    """Data kept as it was when frozen: nothing done to the original later shows here."""

    __slots__ = ("_bytes", "_copy")

    def __init__(self, value: Any) -> None:
        try:
            # marshal refuses what is not built-in data (an object, an IntEnum, a str subclass);
            # what it takes it gives back equal and of the same types, as a deep copy would
            self._bytes: bytes | None = marshal.dumps(value)
            self._copy = None
        except ValueError:
            self._bytes = None
            self._copy = copied(value)

    def thawed(self) -> Any:
        """A fresh deep copy of the data as frozen."""
        return marshal.loads(self._bytes) if self._bytes is not None else copied(self._copy)

    def __repr__(self) -> str:
        return f"Frozen({self.thawed()!r})"


def thawed(value: Any) -> Any:
    """The data of a :class:`Frozen` (a fresh copy), any other value as it is."""
    return value.thawed() if type(value) is Frozen else value


def content_key(value: Any) -> bytes | None:
    """Bytes equal for equal data of the same types, to remember things by data; None for what
    is not built-in data (an object, a subclass such as an IntEnum), which has no key.

    :mod:`marshal`'s format 2: ``True`` is not ``1`` nor ``1.0``; unlike later formats its
    bytes do not depend on whether a string is interned or an object referred to twice.
    """
    try:
        return marshal.dumps(value, 2)
    except ValueError:
        return None
