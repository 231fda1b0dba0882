"""Blocks, and what one action does with each of them."""

from __future__ import annotations

from dataclasses import dataclass, field

FLEET = "fleet"
GREEK = "greek"


@dataclass
class Block:
    name: str
    side: str
    type: str  # land | fleet
    nation: str  # greek | barbarian
    klass: str  # regular | elite
    strength: int  # current CV, in steps
    range: int  # movement range, in areas
    space: str
    besieged: bool = False  # shut up in the besieged city of its area (7.4)

    @property
    def is_fleet(self) -> bool:
        return self.type == FLEET

    @property
    def is_greek(self) -> bool:
        return self.nation == GREEK

    def as_data(self) -> dict:
        return {"side": self.side, "type": self.type, "nation": self.nation, "class": self.klass,
                "strength": self.strength, "range": self.range, "space": self.space,
                "besieged": self.besieged}


@dataclass
class Route:
    """One block's movement in the action under way (or done this turn)."""

    block: str
    action: int  # the action's number in this turn, from 1
    kind: str  # maneuver | muster
    start: str
    path: list[str] = field(default_factory=list)
    cargo: str | None = None  # the block a fleet carries (5.2.1)
    carried_by: str | None = None  # the fleet carrying this block
    stopped: str | None = None  # why it may move no further: engaged | landfall | coast
    forced_to: str | None = None  # the extra area of a declared forced march (5.3)
    engaged: str | None = None  # the area where it became an aggressor (5.4)

    @property
    def here(self) -> str:
        return self.path[-1] if self.path else self.start

    @property
    def has_moved(self) -> bool:
        return bool(self.path) or self.forced_to is not None

    @property
    def full_route(self) -> list[str]:
        return [self.start, *self.path]
