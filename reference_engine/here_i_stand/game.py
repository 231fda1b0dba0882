"""The Here I Stand game: position, pieces on the map, normalised state.

``situation`` carries the facts of the moment: ``active`` (the power taking
the impulse), ``cp`` (CP it has to spend), ``wars`` and ``alliances`` (pairs
of powers; any other pair is neutral), ``sieges_begun`` (spaces whose siege
the active power started earlier this impulse) and ``response_cards``
(``{power: [card, ...]}``, the response cards each power holds).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from conformance.contract import Unsupported

from ..core import memo
from ..core.board import build_board, connections, neighbours, space_attribute
from ..core.dice import DiceScript
from ..core.procedure import ProcedureGame, Rules
from ..core.tally import cu_tables
from .pieces import Leader, Units
from .powers import Relations

VARIANTS = ("standard",)
#: What a key a position leaves out means: the one table of position defaults, from which
#: fixtures/here_i_stand/schemas/position.schema.json's ``default``s and docs/games/here_i_stand.md
#: ("Position defaults") are written (tools/schemas). By where the key is: a piece's by its kind
#: (``pieces.KIND``), the situation's, a map connection's.
POSITION_DEFAULTS: dict[str, dict[str, Any]] = {
    "pieces.leader": {"inside": False, "lost_battle": False},
    "pieces.land_unit": {"inside": False, "lost_battle": False},
    "situation": {"cp": 0},
}


class HereIStand(ProcedureGame):
    """The position and what every rule section asks of it; the sections type their game as
    HereIStand and reach one another through ``rules`` (rules.py)."""

    def __init__(self, position: dict[str, Any], rules: Rules[HereIStand]) -> None:
        super().__init__(rules)
        variant = position.get("variant") or "standard"
        if variant not in VARIANTS:
            raise Unsupported(f"Here I Stand has no variant {variant!r} (known: {', '.join(VARIANTS)})")
        self.variant = variant
        self.readings: dict[str, str] = dict(position.get("readings") or {})
        self.board = build_board(position.get("map") or {})
        self.dice = DiceScript(position.get("dice") or [])
        if position.get("events"):
            raise Unsupported("Here I Stand positions take no events in play")
        control = (position.get("markers") or {}).get("control") or {}
        self.control: dict[str, str] = {s: c for s, c in control.items() if c is not None}  # null: no marker
        situation = position.get("situation") or {}
        self.active: str | None = situation.get("active")
        if not self.active:
            raise Unsupported("the position names no active power")
        self.cp = int(situation.get("cp", POSITION_DEFAULTS["situation"]["cp"]))
        self.relations = Relations(situation)
        self.sieges_begun: set[str] = set(situation.get("sieges_begun") or [])
        self.response_cards: dict[str, list[str]] = {
            p: list(cards) for p, cards in (situation.get("response_cards") or {}).items()}
        self.leaders: dict[str, Leader] = {}
        self.units: dict[tuple[str, str], Units] = defaultdict(Units)
        for piece in position.get("pieces") or []:
            self._place(piece)
        self.move: dict[str, Any] | None = None
        self.battles_due: list[dict[str, Any]] = []

    def _place(self, piece: dict[str, Any]) -> None:
        space, power, kind = piece.get("space"), piece.get("power"), piece.get("kind")
        if space not in self.board:
            raise Unsupported(f"piece {piece!r} stands in {space!r}, which is not on the map")
        if not isinstance(power, str) or not power:
            raise Unsupported(f"piece {piece!r} has no power")
        defaults = POSITION_DEFAULTS.get(f"pieces.{kind}") or {}
        inside, beaten = bool(piece.get("inside", defaults.get("inside"))), bool(piece.get("lost_battle", defaults.get("lost_battle")))
        if kind == "leader":
            self.leaders[piece["name"]] = Leader(piece["name"], power, space, inside, beaten)
        elif kind == "land_unit":
            units = self.units[(space, power)]
            count = int(piece["count"])
            if inside:
                units.inside += count
            elif beaten:
                units.beaten += count
            else:
                units.field += count
        else:
            raise Unsupported(f"unknown piece kind {kind!r}")

    # -- readings, map -------------------------------------------------------
    def reading(self, erratum: str, default: str) -> str:
        return self.readings.get(erratum, default)

    def neighbours(self, space: str) -> list[str]:
        return neighbours(self.board, space)

    def is_fortified(self, space: str) -> bool:
        return bool(space_attribute(self.board, space, "fortified", False))

    def is_pass(self, a: str, b: str) -> bool:
        return any(c.get("type") == "pass" for c in connections(self.board, a, b))

    # -- who is where ----------------------------------------------------------
    def units_of(self, space: str, power: str) -> Units:
        found = self.units.get((space, power))  # a default made only when needed: asked at every check
        return found if found is not None else Units()

    def powers_with_units(self, space: str) -> list[str]:
        # every space's powers found at once, for the whole listing (a listing asks of many spaces)
        return memo.once(self, _powers_by_space, lambda: _powers_by_space(self.units)).get(space, [])

    def leaders_in(self, space: str, power: str) -> list[Leader]:
        return [l for l in self.leaders.values() if l.space == space and l.power == power and l.captured_by is None]

    def is_enemy_in_move(self, power: str) -> bool:
        """An enemy of the active power, or a power 13.1-restriction-c-3 makes one for this move."""
        treated = self.move["treated"] if self.move else ()
        return self.relations.is_enemy(self.active, power) or power in treated

    # -- normalised state --------------------------------------------------------
    def state(self) -> dict[str, Any]:
        counts = {key: [u.in_field, u.inside] for key, u in self.units.items()}
        units, inside = cu_tables(counts)
        return {
            "game": "here_i_stand",
            "variant": self.variant,
            "active": self.active,
            "cp_left": self.cp,
            "leaders": {
                name: {"power": l.power, "space": None if l.captured_by else l.space, "inside": l.inside,
                       "captured_by": l.captured_by}
                for name, l in sorted(self.leaders.items())
            },
            "units": units,
            "units_inside": inside,
            "control": dict(sorted(self.control.items())),
            "response_cards": {p: sorted(c) for p, c in sorted(self.response_cards.items())},
            "move": _move_view(self.move),
            "battles_due": [dict(b) for b in self.battles_due],
            "events": list(self.log),
            "dice_rolled": self.dice.rolled,
        }


def _powers_by_space(units: dict[tuple[str, str], Units]) -> dict[str, list[str]]:
    """The powers with land units in each space, sorted."""
    found: dict[str, list[str]] = {}
    for (space, power), u in sorted(units.items()):
        if u.total > 0:
            found.setdefault(space, []).append(power)
    return found


def _move_view(move: dict[str, Any] | None) -> dict[str, Any] | None:
    if move is None:
        return None
    keys = ("from", "to", "units", "leaders", "cost", "stage", "cancelled", "intercepted", "done")
    view = {k: move[k] for k in keys}
    view["treated_as_enemies"] = sorted(move["treated"])
    return view
