"""Choices drawn from a byte string: the one source of every generated decision.

Hypothesis draws the bytes (and shrinks them: fewer bytes, smaller values);
a plain ``random.Random`` can draw them too. Reading past the end gives 0,
so a shrunk, shorter string means the first template, the first legal
action, no variation: the simplest case.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")


class Choices:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def byte(self) -> int:
        at = self.at
        self.at = at + 1
        try:
            return self.data[at]
        except IndexError:  # past the end: zero, the simplest choice
            return 0

    def below(self, n: int) -> int:
        """An integer in ``range(n)`` (0 when ``n <= 1``)."""
        if n <= 1:
            return 0
        if n > 256:
            return (self.byte() * 256 + self.byte()) % n
        at = self.at  # byte(), written out: a position draws some fifty of these
        self.at = at + 1
        data = self.data
        return data[at] % n if at < len(data) else 0

    def pick(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def chance(self, percent: int) -> bool:
        """True with about ``percent`` per cent probability; False once the bytes run out."""
        at = self.at  # byte(), written out
        self.at = at + 1
        data = self.data
        return (data[at] if at < len(data) else 0) * 100 >= (100 - percent) * 256 and percent > 0

    @property
    def exhausted(self) -> bool:
        return self.at > len(self.data)
