"""The Hannibal game: position, generals and CU on the map, normalised state.

Players are the two powers, "Rome" and "Carthage". ``situation`` carries
``active`` (the player whose strategy card is being played),
``movement_points`` ({general: MP}: the card's allowance, outside the
summary, so a given) and ``siege_rolls_this_card`` (walled cities already
rolled against with this card, siege-3).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from conformance.contract import Unsupported

from ..core import memo
from ..core.board import build_board, connections, neighbours, space_attribute
from ..core.dice import DiceScript
from ..core.procedure import ProcedureGame, Rules
from ..core.tally import cu_tables

VARIANTS = ("standard",)
#: What a key a position leaves out means: the one table of position defaults, from which
#: fixtures/hannibal/schemas/position.schema.json's ``default``s and docs/games/hannibal.md
#: ("Position defaults") are written (tools/schemas). By where the key is: a piece's by its kind
#: (``pieces.KIND``), the situation's, a map connection's.
POSITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "pieces.general": {"inside": False, "consul": False},
    "pieces.cu": {"inside": False},
    "situation": {"active": "Carthage"},
}
POWERS = ("Rome", "Carthage")


@dataclass
class General:
    name: str
    faction: str
    tactics: int
    consul: bool
    space: str
    inside: bool = False


@dataclass
class Army:
    """The active army on the move: its commander, other generals and CU."""

    commander: str
    faction: str
    space: str
    cu: int
    mp_left: int
    leaders: list[str] = field(default_factory=list)
    came_from: str | None = None
    came_by: str | None = None
    ended: bool = False
    end_reason: str | None = None

    @property
    def generals(self) -> list[str]:
        return [self.commander, *self.leaders]


class Hannibal(ProcedureGame):
    """The position and what every rule section asks of it; the sections type their game as
    Hannibal and reach one another through ``rules`` (rules.py)."""

    def __init__(self, position: dict[str, Any], rules: Rules[Hannibal]) -> None:
        super().__init__(rules)
        variant = position.get("variant") or "standard"
        if variant not in VARIANTS:
            raise Unsupported(f"Hannibal has no variant {variant!r}")
        self.variant = variant
        if position.get("events"):
            raise Unsupported("Hannibal positions take no events in play")
        self.readings: dict[str, str] = dict(position.get("readings") or {})
        self.board = build_board(position.get("map") or {})
        # the map's spaces by name, listed when first asked (the board never changes)
        self.space_list: list[str] | None = None
        self.dice = DiceScript(position.get("dice") or [])
        markers = position.get("markers") or {}
        control = markers.get("control") or {}
        self.control: dict[str, str] = {s: c for s, c in control.items() if c is not None}  # null: no marker
        self.siege_points: dict[str, int] = {k: int(v) for k, v in (markers.get("siege_points") or {}).items() if v}
        # a tribe's PC says which power it is friendly to (tribes-1, tribes-2); none: friendly to no one
        self.tribes: set[str] = {s for s in self.board if space_attribute(self.board, s, "tribe", False)}
        situation = position.get("situation") or {}
        self.active: str = situation.get("active", POSITION_DEFAULTS["situation"]["active"])
        if self.active not in POWERS:
            raise Unsupported(f"unknown active player {self.active!r}")
        self.movement_points: dict[str, int] = {k: int(v) for k, v in (situation.get("movement_points") or {}).items()}
        self.siege_rolls: list[str] = list(situation.get("siege_rolls_this_card") or [])
        self.generals: dict[str, General] = {}
        # (space, faction) -> [outside the walls, inside the walls]
        self.cu: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        for piece in position.get("pieces") or []:
            self._place(piece)
        self.army: Army | None = None
        self.moved: set[str] = set()
        self.failed_interceptions: list[dict[str, Any]] = []
        # (space, faction) -> CU moved in by the interception of the army's current step (intercept-2-b)
        self.intercepted_in: dict[tuple[str, str], int] = {}
        self.battles_due: list[dict[str, Any]] = []

    def _place(self, piece: dict[str, Any]) -> None:
        space, faction = piece.get("space"), piece.get("faction")
        if space not in self.board:
            raise Unsupported(f"piece {piece!r} stands in {space!r}, which is not on the map")
        if faction not in POWERS:
            raise Unsupported(f"piece {piece!r} belongs to no power")
        defaults = POSITION_DEFAULTS.get(f"pieces.{piece.get('kind')}") or {}
        inside = bool(piece.get("inside", defaults.get("inside")))
        if inside and not self.is_walled(space):
            raise Unsupported(f"{space} has no walls to be inside")
        if piece.get("kind") == "general":
            self.generals[piece["name"]] = General(piece["name"], faction, int(piece["tactics"]),
                                                   bool(piece.get("consul", defaults["consul"])), space, inside)
        elif piece.get("kind") == "cu":
            self.cu[(space, faction)][1 if inside else 0] += int(piece["count"])
        else:
            raise Unsupported(f"unknown piece kind {piece.get('kind')!r}")

    # -- who is who ------------------------------------------------------
    @property
    def inactive(self) -> str:
        return POWERS[1] if self.active == POWERS[0] else POWERS[0]

    def enemy_of(self, faction: str) -> str:
        return POWERS[1] if faction == POWERS[0] else POWERS[0]

    def reading(self, erratum: str, default: str) -> str:
        return self.readings.get(erratum, default)

    # -- what is where ---------------------------------------------------
    def cu_in(self, space: str, faction: str, *, inside: bool | None = None) -> int:
        counts = self.cu.get((space, faction), [0, 0])
        return counts[0] + counts[1] if inside is None else counts[1 if inside else 0]

    def shift_cu(self, faction: str, count: int, source: tuple[str, bool], target: tuple[str, bool]) -> None:
        self.cu[(source[0], faction)][1 if source[1] else 0] -= count
        self.cu[(target[0], faction)][1 if target[1] else 0] += count

    def generals_in(self, space: str, faction: str, *, inside: bool = False) -> list[General]:
        # the same for every candidate of a decision (checks move no general): listed once per listing
        return memo.once(self, (Hannibal.generals_in, space, faction, inside), lambda: sorted(
            (g for g in self.generals.values() if g.space == space and g.faction == faction and g.inside == inside),
            key=lambda g: g.name))

    def has_field_force(self, space: str, faction: str) -> bool:
        return self.cu_in(space, faction, inside=False) > 0 or bool(self.generals_in(space, faction))

    def spaces(self) -> list[str]:
        if self.space_list is None:
            self.space_list = sorted(self.board)
        return self.space_list

    def is_walled(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "walled", False))

    def is_tribe(self, space: str) -> bool:
        return space in self.tribes

    def connection_types(self, a: str, b: str) -> set[str]:
        return {c.get("type") for c in connections(self.board, a, b)}

    def neighbours(self, space: str) -> list[str]:
        return neighbours(self.board, space)

    def battle_due(self, space: str, cause: str, **details: Any) -> dict[str, Any]:
        battle = {"space": space, "cause": cause, **details}
        self.battles_due.append(battle)
        return {"type": "battle_due", **battle}

    # -- normalised state ------------------------------------------------
    def state(self) -> dict[str, Any]:
        cu, inside = cu_tables(self.cu)
        a = self.army
        army = None if a is None else {
            "commander": a.commander, "faction": a.faction, "space": a.space, "generals": sorted(a.generals),
            "cu": a.cu, "mp_left": a.mp_left, "came_from": a.came_from, "ended": a.ended, "end_reason": a.end_reason,
        }
        return {
            "game": "hannibal",
            "variant": self.variant,
            "active": self.active,
            "generals": {n: {"faction": g.faction, "space": g.space, "inside": g.inside}
                         for n, g in sorted(self.generals.items())},
            "cu": cu,
            "cu_inside": inside,
            "army": army,
            "control": dict(sorted(self.control.items())),
            "tribes": sorted(self.tribes),
            "siege_points": dict(sorted((s, n) for s, n in self.siege_points.items() if n)),
            "besieged": sorted(s for s, n in self.siege_points.items() if n),
            "siege_rolls_this_card": sorted(self.siege_rolls),
            "failed_interceptions": [dict(f) for f in self.failed_interceptions],
            "friendly_spaces": self.report("friendly_spaces"),
            "battles_due": [dict(b) for b in self.battles_due],
            "events": list(self.log),
            "dice_rolled": self.dice.rolled,
        }

