"""The Sword of Rome game: position, pieces on the map, normalised state.

The procedure (which decision is pending) lives in activation.py,
movement.py and the modules of each rule section; this module holds what
they share.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from conformance.contract import Unsupported

from ..core.board import build_board, neighbours, space_attribute
from ..core.dice import DiceScript
from ..core.procedure import ProcedureGame, Rules
from ..core.tally import cu_tables
from . import factions
from .pieces import Army, Leader

VARIANTS = ("2-4", "5")
#: What a key a position leaves out means: the one table of position defaults, from which
#: fixtures/sword_of_rome/schemas/position.schema.json's ``default``s and docs/games/sword_of_rome.md
#: ("Position defaults") are written (tools/schemas). By where the key is: a piece's by its kind
#: (``pieces.KIND``), the situation's, a map connection's.
POSITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "pieces.leader": {"historical": True, "consul": False, "tactics": 0, "inside": False},
    "pieces.cu": {"inside": False},
    "map.connections": {"type": "clear"},
}
LEADER = POSITION_DEFAULTS["pieces.leader"]


class SwordOfRome(ProcedureGame):
    """The position and what every rule section asks of it; the sections type their game as
    SwordOfRome and reach one another through ``rules`` (rules.py)."""

    def __init__(self, position: dict[str, Any], rules: Rules[SwordOfRome]) -> None:
        super().__init__(rules)
        variant = position.get("variant") or "2-4"
        if variant not in VARIANTS:
            raise Unsupported(f"The Sword of Rome has no variant {variant!r} (known: {', '.join(VARIANTS)})")
        self.variant = variant
        self.readings: dict[str, str] = dict(position.get("readings") or {})
        self.board = build_board(position.get("map") or {})
        self.dice = DiceScript(position.get("dice") or [])
        self.events_in_play: set[str] = set(position.get("events") or [])
        markers = position.get("markers") or {}
        # sorted as the state reports them (control markers, like alliances, stay as loaded)
        self.control: dict[str, str] = dict(sorted((markers.get("control") or {}).items()))
        self.besieged: set[str] = set(markers.get("besieged") or [])
        situation = position.get("situation") or {}
        self.phasing: str | None = situation.get("phasing")
        self.alliances: set[frozenset[str]] = {frozenset(pair) for pair in situation.get("alliances") or []}
        self.alliance_pairs: list[list[str]] = sorted(sorted(pair) for pair in self.alliances)
        self.controllers: dict[str, str] = dict(situation.get("controllers") or {})
        # faction -> its enemies among the factions, listed when first asked (alliances stay as loaded)
        self.enemies: dict[str, tuple[str, ...]] = {}
        # the power moved this action by a Neutral Power Activation (9.6.3), if any
        self.neutral_power_activation: str | None = situation.get("neutral_power_activation")
        # the events that activate the Transalpine Gauls: told by their cards, outside the excerpt (9.2.3 note)
        self.transalpine_events: list[str] = list(situation.get("transalpine_events") or [])
        self.leaders: dict[str, Leader] = {}
        # the map's ports by name, listed when first asked (the board never changes)
        self.port_list: list[str] | None = None
        # (space, faction) -> [outside the walls, inside the walls]
        self.cu: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        for piece in position.get("pieces") or []:
            self._place(piece)
        self.army: Army | None = None
        self.campaign: dict[str, Any] | None = None
        # 9.3-9.4: the reaction in progress and the battles declared (enemy_spaces.py)
        self.reaction: dict[str, Any] | None = None
        self.battles: list[dict[str, Any]] = []
        # cards a player holds that the excerpt names (9.3.3 Caudine Forks)
        self.cards: dict[str, list[str]] = {p: list(c) for p, c in (situation.get("cards") or {}).items()}
        # 9.5.8-b the sorties 13.4.1 (outside the excerpt) allows this action: leader -> CU that sortie
        self.sorties: dict[str, int] = {s["leader"]: s["cu"] for s in situation.get("sorties") or []}

    # -- loading -------------------------------------------------------------
    def _place(self, piece: dict[str, Any]) -> None:
        kind = piece.get("kind")
        space = piece.get("space")
        if space not in self.board:
            raise Unsupported(f"piece {piece!r} stands in {space!r}, which is not on the map")
        if piece.get("faction") not in factions.FACTIONS:
            raise Unsupported(f"unknown faction {piece.get('faction')!r}")
        if kind == "leader":
            self.leaders[piece["name"]] = Leader(
                name=piece["name"], faction=piece["faction"], historical=bool(piece.get("historical", LEADER["historical"])),
                consul=bool(piece.get("consul", LEADER["consul"])), tactics=int(piece.get("tactics", LEADER["tactics"])),
                space=space, inside=bool(piece.get("inside", LEADER["inside"])),
            )
        elif kind == "cu":
            self.cu[(space, piece["faction"])][1 if piece.get("inside", POSITION_DEFAULTS["pieces.cu"]["inside"]) else 0] += int(piece["count"])
        else:
            raise Unsupported(f"unknown piece kind {kind!r}")

    # -- who is who ----------------------------------------------------------
    def controller_of(self, faction: str) -> str:
        return self.controllers.get(faction, faction)

    def are_allied(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.alliances

    def is_enemy(self, a: str, b: str) -> bool:
        return a != b and not self.are_allied(a, b)

    def reading(self, erratum: str, default: str) -> str:
        return self.readings.get(erratum, default)

    # -- what is where -------------------------------------------------------
    def cu_in(self, space: str, faction: str, *, inside: bool | None = None) -> int:
        counts = self.cu.get((space, faction), [0, 0])
        if inside is None:
            return counts[0] + counts[1]
        return counts[1] if inside else counts[0]

    def add_cu(self, space: str, faction: str, count: int, *, inside: bool = False) -> None:
        self.cu[(space, faction)][1 if inside else 0] += count

    def leaders_in(self, space: str, *, faction: str | None = None, moving: bool = False) -> list[Leader]:
        """Leaders standing in a space (the moving army's leaders only if ``moving``)."""
        in_army = set(self.army.leaders) if self.army else set()
        return [
            leader for leader in self.leaders.values()
            if leader.space == space and (faction is None or leader.faction == faction)
            and (moving or leader.name not in in_army)
        ]

    def enemy_cu_in(self, space: str, faction: str, *, inside: bool | None = None) -> int:
        enemies = self.enemies.get(faction)
        if enemies is None:
            enemies = self.enemies[faction] = tuple(
                other for other in factions.FACTIONS if self.is_enemy(faction, other))
        return sum(self.cu_in(space, other, inside=inside) for other in enemies)

    def enemy_leaders_in(self, space: str, faction: str) -> list[Leader]:
        return [leader for leader in self.leaders_in(space) if self.is_enemy(faction, leader.faction)]

    def is_port(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "port", False))

    def ports(self) -> list[str]:
        if self.port_list is None:
            self.port_list = [space for space in sorted(self.board.nodes) if self.is_port(space)]
        return self.port_list

    def is_walled(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "walled", False))

    def neighbours(self, space: str) -> list[str]:
        return neighbours(self.board, space)

    # -- normalised state ------------------------------------------------------
    def state(self) -> dict[str, Any]:
        a = self.army
        moving = [(a.space, a.faction, a.cu)] if a is not None and not a.ended else []
        cu, inside = cu_tables(self.cu, moving)
        army = None
        if a is not None:
            army = {
                "commander": a.commander, "faction": a.faction, "space": a.space,
                "subordinates": sorted(a.subordinates), "cu": a.cu,
                "movement_points": a.movement_points, "mp_left": a.mp_left,
                "ended": a.ended, "end_reason": a.end_reason,
                "naval_capacity": a.naval_capacity,
            }
        return {
            "game": "sword_of_rome",
            "variant": self.variant,
            "leaders": {
                name: {"faction": l.faction, "space": l.space, "inside": l.inside}
                for name, l in sorted(self.leaders.items())
            },
            "cu": cu,
            "cu_inside": inside,
            "army": army,
            "campaign": self.report("campaign"),
            "reaction": self.report("reaction"),
            "battles": [dict(b) for b in self.battles],
            "control": dict(self.control),
            "besieged": sorted(self.besieged),
            "alliances": [list(pair) for pair in self.alliance_pairs],
            "events": list(self.log),
            "dice_rolled": self.dice.rolled,
        }
