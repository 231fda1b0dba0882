"""9.2 What a land move from one space to an adjacent one costs."""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.board import connections
from . import factions
from .game import POSITION_DEFAULTS, SwordOfRome

APPIAN_WAY_EVENT = "Appian Way"
SAMNITE_HOMELAND = ("Bovianum", "Aufidena")
# 9.2 clear 1 MP; rough terrain and straits 2 MP
COST = {"clear": 1, "rough": 2, "strait": 2}
SAMNITE_ROUTES_ERRATUM = "9.2-exception-samnites-routes"
SAMNITE_ARMIES_ERRATUM = "9.2-exception-samnites-armies"


def effective_type(game: SwordOfRome, faction: str, a: str, b: str, connection: dict[str, Any]) -> str:
    """The terrain a connection counts as, for an army of ``faction``."""
    kind = connection.get("type", POSITION_DEFAULTS["map.connections"]["type"])
    if kind == "appian":
        kind = "clear"  # 9.2 note: before its event the Appian Way is clear terrain (check_supported)
    if faction == factions.SAMNITES and _is_samnite_route(game, a, b) and _as_army(game, faction, a):
        kind = "clear"  # 9.2 exception: Samnite routes to Bovianum and Aufidena are clear
    return kind


def _as_army(game: SwordOfRome, faction: str, a: str) -> bool:
    """Whether the exception's "Samnite armies" covers this move: a Samnite leader alone is an army
    only under the leaders-too reading of erratum 9.2-exception-samnites-armies."""
    army = game.army
    alone = army is not None and army.faction == faction and army.space == a and army.is_lone_leader
    return not alone or game.reading(SAMNITE_ARMIES_ERRATUM, "armies-only") == "leaders-too"


def check_supported(game: SwordOfRome) -> None:
    """A position the excerpt does not cover: the Appian Way built, its road on the map."""
    if APPIAN_WAY_EVENT in game.events_in_play and any(
            data.get("type") == "appian" for _, _, data in game.board.edges(data=True)):
        # what the built road does is told by its event card, outside the excerpt (9.2 note)
        raise Unsupported("the Appian Way after its event is governed by the event card, outside section 9")


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
