"""The Successors game: position, pieces on the map, normalised state.

Factions are named by the players who run them ("Red", "Blue", ...), plus
"Independent" for independent armies and control markers. ``situation`` in
the position carries the facts of the moment: ``phasing``, ``segment``
("movement" or "tyche"), ``tyche_ops`` (moving with a card's OPs in a Tyche
segment), ``movement_rolled`` (``movement_roll``, its value, is not read), ``allowances`` (spaces each
general may move this segment: a movement-roll result from outside the
excerpt), ``naval_moves_made``, ``controllers`` and ``sea_interruption``.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from conformance.contract import Unsupported

from ..core.board import build_board, connections, neighbours, space_attribute
from ..core.dice import DiceScript
from ..core.procedure import ProcedureGame, Rules
from ..core.tally import cu_tables
from .pieces import Army, General, Royal

VARIANTS = ("standard",)
#: What a key a position leaves out means: the one table of position defaults, from which
#: fixtures/successors/schemas/position.schema.json's ``default``s and docs/games/successors.md
#: ("Position defaults") are written (tools/schemas). By where the key is: a piece's by its kind
#: (``pieces.KIND``), the situation's, a map connection's.
POSITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "pieces.general": {"besieged": False, "major": True},
    "pieces.cu": {"besieged": False},
    "situation": {"segment": "movement", "tyche_ops": False, "movement_rolled": False},
}
INDEPENDENT = "Independent"
LAND_CONNECTIONS = frozenset({"land", "mountain", "strait"})


class Successors(ProcedureGame):
    """The position and what every rule section asks of it; the sections type their game as
    Successors and reach one another through ``rules`` (rules.py)."""

    # the board never changes: what joins two spaces, and a space's land neighbours, kept once asked
    links: dict[tuple[str, str], set[str]] | None = None
    land_links: dict[str, list[str]] | None = None

    def __init__(self, position: dict[str, Any], rules: Rules[Successors]) -> None:
        super().__init__(rules)
        variant = position.get("variant") or "standard"
        if variant not in VARIANTS:
            raise Unsupported(f"Successors has no variant {variant!r} (known: {', '.join(VARIANTS)})")
        self.variant = variant
        self.readings: dict[str, str] = dict(position.get("readings") or {})
        self.board = build_board(position.get("map") or {})
        self.dice = DiceScript(position.get("dice") or [])
        if position.get("events"):
            raise Unsupported("Successors positions take no events in play")
        markers = position.get("markers") or {}
        control = markers.get("control") or {}
        self.control: dict[str, str] = {s: c for s, c in control.items() if c is not None}  # null: no marker
        situation = position.get("situation") or {}
        self.phasing: str | None = situation.get("phasing")
        self.segment: str = situation.get("segment", POSITION_DEFAULTS["situation"]["segment"])
        if self.segment not in ("movement", "tyche"):
            raise Unsupported(f"unknown segment {self.segment!r}")
        self.tyche_ops = bool(situation.get("tyche_ops", POSITION_DEFAULTS["situation"]["tyche_ops"]))
        self.movement_rolled = bool(situation.get("movement_rolled", POSITION_DEFAULTS["situation"]["movement_rolled"]))
        self.allowances: dict[str, int] = {k: int(v) for k, v in (situation.get("allowances") or {}).items()}
        self.naval_moves_made: dict[str, int] = dict(situation.get("naval_moves_made") or {})
        self.controllers: dict[str, str] = dict(situation.get("controllers") or {})
        self.sea_interruption: dict[str, Any] | None = situation.get("sea_interruption")
        self.generals: dict[str, General] = {}
        self.royals: dict[str, Royal] = {}
        # (space, faction) -> [unbesieged, besieged]
        self.cu: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        for piece in position.get("pieces") or []:
            self._place(piece)
        self.army: Army | None = None
        self.moved_generals: set[str] = set()
        self.mercenary_raised = False
        self.battles_due: list[dict[str, Any]] = []
        self.attrition_checks_due: list[dict[str, Any]] = []

    # -- loading -------------------------------------------------------------
    def _place(self, piece: dict[str, Any]) -> None:
        kind = piece.get("kind")
        space = piece.get("space")
        if space not in self.board:
            raise Unsupported(f"piece {piece!r} stands in {space!r}, which is not on the map")
        faction = piece.get("faction")
        if not isinstance(faction, str) or not faction:
            raise Unsupported(f"piece {piece!r} has no faction")
        if kind == "general":
            self.generals[piece["name"]] = General(
                name=piece["name"], faction=faction, rank=int(piece["rank"]),
                initiative=int(piece["initiative"]), space=space, besieged=bool(piece.get("besieged", POSITION_DEFAULTS["pieces.general"]["besieged"])),
                major=bool(piece.get("major", POSITION_DEFAULTS["pieces.general"]["major"])))
        elif kind == "royal":
            self.royals[piece["name"]] = Royal(name=piece["name"], faction=faction, space=space)
        elif kind == "cu":
            self.cu[(space, faction)][1 if piece.get("besieged", POSITION_DEFAULTS["pieces.cu"]["besieged"]) else 0] += int(piece["count"])
        else:
            raise Unsupported(f"unknown piece kind {kind!r}")

    # -- who is who ----------------------------------------------------------
    def controller_of(self, faction: str) -> str:
        return self.controllers.get(faction, faction)

    def factions_of(self, player: str) -> set[str]:
        return {player} | {f for f, p in self.controllers.items() if p == player}

    def reading(self, erratum: str, default: str) -> str:
        return self.readings.get(erratum, default)

    def allowance_of(self, general: str) -> int:
        if general not in self.allowances:
            raise Unsupported(f"the position gives no movement allowance for {general} "
                              "(the movement roll's result is outside the excerpt)")
        return self.allowances[general]

    # -- what is where -------------------------------------------------------
    def cu_in(self, space: str, faction: str, *, besieged: bool | None = None) -> int:
        counts = self.cu.get((space, faction), [0, 0])
        if besieged is None:
            return counts[0] + counts[1]
        return counts[1] if besieged else counts[0]

    def add_cu(self, space: str, faction: str, count: int, *, besieged: bool = False) -> None:
        self.cu[(space, faction)][1 if besieged else 0] += count

    def factions_with_cu(self, space: str, *, besieged: bool = False) -> list[str]:
        return sorted(f for (s, f), counts in self.cu.items() if s == space and counts[1 if besieged else 0] > 0)

    def generals_in(self, space: str, *, faction: str | None = None) -> list[General]:
        moving = set(self.army.leaders) if self.army and not self.army.ended else set()
        return [g for g in self.generals.values()
                if g.space == space and not g.dispersed and g.name not in moving
                and (faction is None or g.faction == faction)]

    def connection_types(self, a: str, b: str) -> set[str]:
        if self.links is None:
            self.links = {}
        types = self.links.get((a, b))
        if types is None:
            types = self.links[(a, b)] = {c.get("type") for c in connections(self.board, a, b)}
        return types

    def neighbours(self, space: str) -> list[str]:
        return neighbours(self.board, space)

    def land_neighbours(self, space: str) -> list[str]:
        if self.land_links is None:
            self.land_links = {}
        known = self.land_links.get(space)
        if known is None:
            known = self.land_links[space] = [n for n in self.neighbours(space)
                                              if self.connection_types(space, n) & LAND_CONNECTIONS]
        return known

    def is_transit(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "transit", False))

    def is_fortress(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "fortress", False))

    def is_major_city(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "major_city", False))

    def battle_due(self, space: str, cause: str, **details: Any) -> dict[str, Any]:
        battle = {"space": space, "cause": cause, **details}
        self.battles_due.append(battle)
        return {"type": "battle_due", **battle}

    # -- normalised state ------------------------------------------------------
    def state(self) -> dict[str, Any]:
        a = self.army
        moving = [(a.space, a.faction, a.cu)] if a is not None and not a.ended else []
        cu, besieged = cu_tables(self.cu, moving)
        army = None
        if a is not None:
            army = {
                "commander": a.commander, "faction": a.faction, "player": a.player, "space": a.space,
                "generals": sorted(a.generals), "royals": sorted(a.royals), "cu": a.cu,
                "movement_points": a.movement_points, "mp_spent": a.mp_spent, "mp_left": a.mp_left,
                "at_sea": a.at_sea, "embarkation_port": a.embarkation_port,
                "debarkation_port": a.debarkation_port, "passage": sorted(a.passage),
                "ended": a.ended, "end_reason": a.end_reason,
            }
        return {
            "game": "successors",
            "variant": self.variant,
            "segment": self.segment,
            "phasing": self.phasing,
            "movement_rolled": self.movement_rolled,
            "mercenary_raised": self.mercenary_raised,
            "naval_moves_made": dict(sorted(self.naval_moves_made.items())),
            "generals": {
                name: {"faction": g.faction, "space": None if g.dispersed else g.space,
                       "dispersed": g.dispersed, "besieged": g.besieged}
                for name, g in sorted(self.generals.items())
            },
            "royals": {name: {"faction": r.faction, "space": r.space} for name, r in sorted(self.royals.items())},
            "cu": cu,
            "cu_besieged": besieged,
            "army": army,
            "control": dict(sorted(self.control.items())),
            "battles_due": [dict(b) for b in self.battles_due],
            "attrition_checks_due": [dict(c) for c in self.attrition_checks_due],
            "events": list(self.log),
            "dice_rolled": self.dice.rolled,
        }
