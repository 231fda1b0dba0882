"""Data kept as bytes: a pending decision kept until the next act(), a map known by its content.

The engine keeps these few lines of its own rather than the harness's equivalents
(``conformance.data_copy``): of the conformance package it imports the contract only
(``conformance.contract``), so that it runs beside any harness that speaks the contract.
"""

from __future__ import annotations

import copy
import marshal
from typing import Any


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
            self._copy = copy.deepcopy(value)

    def thawed(self) -> Any:
        """A fresh deep copy of the data as frozen."""
        return marshal.loads(self._bytes) if self._bytes is not None else copy.deepcopy(self._copy)


def content_key(value: Any) -> bytes | None:
    """Bytes equal for equal data of the same types; None for what is not built-in data (an
    object, a subclass such as an IntEnum), which has no key.

    :mod:`marshal`'s format 2: ``True`` is not ``1`` nor ``1.0``; unlike later formats its
    bytes do not depend on whether a string is interned or an object referred to twice.
    """
    try:
        return marshal.dumps(value, 2)
    except ValueError:
        return None
