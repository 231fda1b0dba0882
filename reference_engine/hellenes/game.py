"""The Hellenes game: position, blocks on the map, normalised state.

The procedure (which decision is pending) lives in actions.py and the
modules of each rule section; this module holds what they share, and reaches
them by name through the game's rules (rules.py).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Unsupported

from ..core.board import build_board, connections, neighbours, space_attribute
from ..core.dice import DiceScript
from ..core.procedure import ProcedureGame, Rules
from .blocks import Block, Route

VARIANTS = ("standard",)
#: What a key a position leaves out means: the one table of position defaults, from which
#: fixtures/hellenes/schemas/position.schema.json's ``default``s and docs/games/hellenes.md
#: ("Position defaults") are written (tools/schemas). By where the key is: a piece's by its kind
#: (``pieces.KIND``), the situation's, a map connection's.
POSITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "pieces.block": {"besieged": False},
    "situation": {"season": "Spring", "actions": 1, "peace_of_nicias": False, "winter_movement": False,
                  "going_home": True},
}
SIDES = ("Athens", "Sparta")
SEASONS = ("Spring", "Summer", "Late Summer", "Autumn", "Winter")
_BLOCK_KEYS = {"kind", "name", "side", "type", "nation", "class", "strength", "range", "space", "besieged"}


class Hellenes(ProcedureGame):
    """The position and what every rule section asks of it; the sections type their game as
    Hellenes and reach one another through ``rules`` (rules.py)."""

    # the board never changes: what it says is read once per game, when first asked
    areas: dict[str, Any] | None = None
    adjacent: dict[str, list[str]] | None = None  # the areas next to one
    borders: dict[tuple[str, str], set[str]] | None = None  # the borders between two areas

    def __init__(self, position: dict[str, Any], rules: Rules[Hellenes]) -> None:
        super().__init__(rules)
        variant = position.get("variant") or "standard"
        if variant not in VARIANTS:
            raise Unsupported(f"Hellenes has no variant {variant!r} (known: {', '.join(VARIANTS)})")
        self.variant = variant
        self.readings: dict[str, str] = dict(position.get("readings") or {})
        self.board = build_board(position.get("map") or {})
        self.dice = DiceScript(position.get("dice") or [])
        if position.get("events"):
            raise Unsupported("Hellenes positions carry no events in play (cards are outside section 5)")
        situation = position.get("situation") or {}
        DEFAULT = POSITION_DEFAULTS["situation"]
        self.active: str | None = situation.get("active")
        self.season: str = situation.get("season", DEFAULT["season"])
        if self.season not in SEASONS:
            raise Unsupported(f"unknown season {self.season!r} (known: {', '.join(SEASONS)})")
        self.year = situation.get("year")
        self.actions_left: int = int(situation.get("actions", DEFAULT["actions"]))
        self.peace_of_nicias: bool = bool(situation.get("peace_of_nicias", DEFAULT["peace_of_nicias"]))
        self.winter_movement: bool = bool(situation.get("winter_movement", DEFAULT["winter_movement"]))
        #: in Winter movement, are the moving blocks going home (9.2.1)? (erratum 5.4-winter-scope)
        self.going_home: bool = bool(situation.get("going_home", DEFAULT["going_home"]))
        markers = position.get("markers") or {}
        self.sieges: dict[str, dict[str, Any]] = {
            area: {"besieger": s["besieger"], "established": bool(s.get("established", False))}
            for area, s in (markers.get("sieges") or {}).items()
        }
        self.pillaged_this_year: set[str] = set(markers.get("pillaged_this_year") or [])
        #: pillages of earlier years: a fact of the position that bars nothing this year (5.5-e)
        self.pillaged_earlier_years: set[str] = set(markers.get("pillaged_earlier_years") or [])
        self.pillaged_this_turn: dict[str, str] = dict(markers.get("pillaged_this_turn") or {})
        self.prestige: dict[str, int] = {side: 0 for side in SIDES} | dict(markers.get("prestige") or {})
        self.blocks: dict[str, Block] = {}
        for piece in position.get("pieces") or []:
            self._place(piece)
        self.pool: list[str] = []
        # blocks moved by an earlier action of this turn (a given) or by this phase
        self.moved: set[str] = set(situation.get("moved") or [])
        self.routes: dict[str, Route] = {}  # every block moved in this phase
        self.action_number = 0
        self.phase = "actions"
        self.crossings: list[dict[str, Any]] = []  # 5.2.2 dice on hazardous borders
        self.forced_marches: list[dict[str, Any]] = []  # 5.3 declared extra areas
        self.battles: dict[str, dict[str, Any]] = {}  # 5.4.1
        self.revealed: set[str] = set()  # 5.4 blocks shown in battle

    # -- loading -------------------------------------------------------------
    def _place(self, piece: dict[str, Any]) -> None:
        if piece.get("kind") != "block":
            raise Unsupported(f"Hellenes has blocks only, not {piece.get('kind')!r}")
        unknown = set(piece) - _BLOCK_KEYS
        if unknown:
            raise Unsupported(f"block keys {sorted(unknown)} are not modelled")
        if piece.get("space") not in self.board:
            raise Unsupported(f"block {piece.get('name')!r} stands in {piece.get('space')!r}, not on the map")
        if piece.get("side") not in SIDES:
            raise Unsupported(f"unknown side {piece.get('side')!r}")
        if piece["name"] in self.blocks:
            raise Unsupported(f"two blocks are named {piece['name']!r}")
        block = Block(name=piece["name"], side=piece["side"], type=piece["type"], nation=piece["nation"],
                      klass=piece["class"], strength=int(piece["strength"]), range=int(piece["range"]),
                      space=piece["space"], besieged=bool(piece.get("besieged", POSITION_DEFAULTS["pieces.block"]["besieged"])))
        if block.besieged and block.space not in self.sieges:
            raise Unsupported(f"{block.name} is besieged in {block.space}, which has no siege marker")
        self.blocks[block.name] = block

    # -- who is who ----------------------------------------------------------
    @staticmethod
    def enemy_of(side: str) -> str:
        return SIDES[1] if side == SIDES[0] else SIDES[0]

    def reading(self, erratum: str, default: str) -> str:
        return self.readings.get(erratum, default)

    # -- the map ---------------------------------------------------------------
    def read_areas(self) -> dict[str, Any]:
        """The sea, coastal, neutral and city-state (in name order) areas, and each area's controller."""
        if self.areas is None:
            self.areas = {"sea": set(), "coastal": set(), "neutral": set(), "city_state": [], "control": {}}
            for area, attributes in sorted(self.board.nodes(data=True)):
                self.areas["control"][area] = attributes.get("control")
                if attributes.get("area") == "sea":
                    self.areas["sea"].add(area)
                if attributes.get("coastal"):
                    self.areas["coastal"].add(area)
                if attributes.get("neutral"):
                    self.areas["neutral"].add(area)
                if attributes.get("city_state"):
                    self.areas["city_state"].append(area)
        return self.areas

    def is_sea(self, area: str) -> bool:
        return area in self.read_areas()["sea"]

    def is_coastal(self, area: str) -> bool:
        return area in self.read_areas()["coastal"]

    def is_neutral(self, area: str) -> bool:
        return area in self.read_areas()["neutral"]

    def is_city_state(self, area: str) -> bool:
        return area in self.read_areas()["city_state"]

    def controller(self, area: str) -> str | None:
        return self.read_areas()["control"][area]

    def coastal_sea(self, area: str) -> str | None:
        return space_attribute(self.board, area, "coastal_sea")

    def neighbours(self, area: str) -> list[str]:
        if self.adjacent is None:
            self.adjacent = {}
        known = self.adjacent.get(area)
        if known is None:
            known = self.adjacent[area] = neighbours(self.board, area)
        return known

    def border_types(self, a: str, b: str) -> set[str]:
        if self.borders is None:
            self.borders = {}
        types = self.borders.get((a, b))
        if types is None:
            types = self.borders[(a, b)] = {c.get("type") for c in connections(self.board, a, b)}
        return types

    # -- what is where -------------------------------------------------------
    def blocks_in(self, area: str, side: str | None = None) -> list[Block]:
        return [b for b in self.blocks.values() if b.space == area and (side is None or b.side == side)]

    def free_enemies_in(self, area: str, side: str) -> list[Block]:
        """Enemy blocks in an area that are not shut up in a besieged city (5.4)."""
        # 5.4-location blocks in a city-state hold its area too; only a siege tells the city apart
        return [b for b in self.blocks_in(area, self.enemy_of(side)) if not b.besieged]

    def current_routes(self) -> dict[str, Route]:
        """Routes of this phase, the action under way included."""
        routes = dict(self.routes)
        for frame in self.frames:
            routes.update(frame.data.get("routes", {}))
        return routes

    def eliminate(self, name: str) -> None:
        self.blocks.pop(name)
        self.pool.append(name)

    # -- the contract ------------------------------------------------------
    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        events = super().act(player, action)
        if not self.frames:
            more = self.proceed("after_all_actions")  # actions.py
            self.log.extend(more)
            events = events + more
        return events

    def state(self) -> dict[str, Any]:
        return {
            "game": "hellenes",
            "variant": self.variant,
            "season": self.season,
            "year": self.year,
            "active": self.active,
            "phase": self.phase,
            "actions_left": self.actions_left,
            "peace_of_nicias": self.peace_of_nicias,
            "winter_movement": self.winter_movement, "going_home": self.going_home,
            "blocks": {name: b.as_data() for name, b in sorted(self.blocks.items())},
            "pool": list(self.pool),
            "moved": sorted(self.moved),
            "forces": self.report("forces"),
            "engagements": self.report("engagements"),
            "battles": self.report("battles"),
            "crossings": [{"border": list(c["border"]), "fleets": [f for f, _ in c["fleets"]]}
                          for c in self.crossings],
            "forced_marches": [dict(f) for f in self.forced_marches],
            "sieges": self.report("sieges"),
            "pillaged_this_year": sorted(self.pillaged_this_year),
            "pillaged_earlier_years": sorted(self.pillaged_earlier_years),
            "pillaged_this_turn": dict(sorted(self.pillaged_this_turn.items())),
            "prestige": dict(self.prestige),
            "views": self.report("views"),
            "events": list(self.log),
            "dice_rolled": self.dice.rolled,
        }
