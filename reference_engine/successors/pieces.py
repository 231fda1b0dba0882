"""Generals, royal family members and the moving army."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class General:
    name: str
    faction: str
    rank: int  # a larger number is a higher rank
    initiative: int
    space: str | None
    besieged: bool = False
    dispersed: bool = False
    major: bool = True  # a major general (command-change-a, passage-f); minor generals are False


@dataclass
class Royal:
    name: str
    faction: str
    space: str | None


@dataclass
class Army:
    """The general moving in a segment with what moves with him."""

    commander: str
    faction: str
    player: str
    space: str
    movement_points: int
    generals: list[str] = field(default_factory=list)  # the other generals moving with the commander
    royals: list[str] = field(default_factory=list)
    cu: int = 0
    mp_spent: int = 0
    previous: str | None = None
    # how the army came into its present space: None (it started there), "land" or "sea"
    entered_by: str | None = None
    land_moves: int = 0
    land_moves_before_sea: int = 0
    at_sea: bool = False
    sea_move_done: bool = False
    embarkation_port: str | None = None
    debarkation_port: str | None = None
    # faction -> True once that faction granted free passage to this army
    passage: dict[str, bool] = field(default_factory=dict)
    # (space, faction) whose CU this army may pass: word kept, overrun, avoided battle
    passed: set[tuple[str, str]] = field(default_factory=set)
    # what is still to happen in the space just entered: "intercept" (each faction next to it), "contact"
    arrival: list[str] = field(default_factory=list)
    # the factions already asked whether they intercept in the space just entered (each is asked once)
    asked: set[str] = field(default_factory=set)
    command_changed: bool = False
    ended: bool = False
    end_reason: str | None = None

    @property
    def mp_left(self) -> int:
        return max(0, self.movement_points - self.mp_spent)

    @property
    def leaders(self) -> list[str]:
        return [self.commander, *self.generals]
