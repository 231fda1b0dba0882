"""9.2 What a land move from one space to an adjacent one costs."""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.board import connections
from . import factions
from .game import SwordOfRome

APPIAN_WAY_EVENT = "Appian Way"
SAMNITE_HOMELAND = ("Bovianum", "Aufidena")
# 9.2 clear 1 MP; rough terrain and straits 2 MP
COST = {"clear": 1, "rough": 2, "strait": 2}
SAMNITE_ROUTES_ERRATUM = "9.2-exception-samnites-routes"


def effective_type(game: SwordOfRome, faction: str, a: str, b: str, connection: dict[str, Any]) -> str:
    """The terrain a connection counts as, for an army of ``faction``."""
    kind = connection.get("type", "clear")
    if kind == "appian":
        if APPIAN_WAY_EVENT in game.events_in_play:
            # What the built road does is told by its event, outside the excerpt.
            raise Unsupported("the Appian Way after its event is governed by the event card, outside §9")
        kind = "clear"  # 9.2 note: before its event the Appian Way is clear terrain
    if faction == factions.SAMNITES and _is_samnite_route(game, a, b):
        kind = "clear"  # 9.2 exception: Samnite routes to Bovianum and Aufidena are clear
    return kind


def _is_samnite_route(game: SwordOfRome, a: str, b: str) -> bool:
    if game.reading(SAMNITE_ROUTES_ERRATUM, "touching") == "entering":
        return b in SAMNITE_HOMELAND
    return a in SAMNITE_HOMELAND or b in SAMNITE_HOMELAND


def land_cost(game: SwordOfRome, faction: str, a: str, b: str) -> tuple[int, str]:
    """(MP, terrain) of the cheapest land connection from ``a`` to ``b``."""
    options = []
    for connection in connections(game.board, a, b):
        kind = effective_type(game, faction, a, b, connection)
        if kind not in COST:
            continue
        options.append((COST[kind], kind))
    if not options:
        raise Refusal("9.2", f"{b} is not adjacent to {a} by land")
    return min(options)
