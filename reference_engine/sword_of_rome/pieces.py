"""Leaders, combat units (CU) and the moving army."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Leader:
    name: str
    faction: str
    historical: bool
    consul: bool
    tactics: int
    space: str
    inside: bool = False  # inside the walls of the walled city in its space

    @property
    def is_minor(self) -> bool:
        return not self.historical


@dataclass
class Army:
    """The activated leader with what moves with him."""

    commander: str
    faction: str
    player: str
    space: str
    movement_points: int
    card: int | None = None
    subordinates: list[str] = field(default_factory=list)
    cu: int = 0
    mp_spent: int = 0
    path: list[str] = field(default_factory=list)
    previous: str | None = None
    # how the army entered the space it is in: "land" or "sea" (None: it has not moved)
    entered_by: str | None = None
    sea_moves: int = 0
    land_moves_after_sea: int = 0
    land_moves: int = 0
    ended: bool = False
    end_reason: str | None = None
    # the most CU the army may carry by sea in this activation (9.6.3), or None
    naval_capacity: int | None = None
    naval_capacity_source: str | None = None
    # 9.1.2-d: consuls this army dropped off, and the CU it took, net, from the space it is in
    dropped_consuls: set[str] = field(default_factory=set)
    taken_here: int = 0

    @property
    def mp_left(self) -> int:
        return self.movement_points - self.mp_spent

    @property
    def is_lone_leader(self) -> bool:
        return self.cu == 0

    @property
    def leaders(self) -> list[str]:
        return [self.commander, *self.subordinates]
