"""Leaders and land units on the map."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Leader:
    name: str
    power: str
    space: str | None
    inside: bool = False  # inside the fortifications of its space (besieged or withdrawn)
    lost_battle: bool = False  # part of an army beaten in a field battle earlier this impulse
    captured_by: str | None = None


@dataclass
class Units:
    """One power's land units in one space."""

    field: int = 0  # in the open, free to move
    beaten: int = 0  # in the open, but beaten in a field battle earlier this impulse
    inside: int = 0  # inside the fortifications

    @property
    def in_field(self) -> int:
        return self.field + self.beaten

    @property
    def total(self) -> int:
        return self.field + self.beaten + self.inside

    def take_from_field(self, count: int) -> None:
        """Remove ``count`` units from the open (the unbeaten first)."""
        from_field = min(count, self.field)
        self.field -= from_field
        self.beaten -= count - from_field
