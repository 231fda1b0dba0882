"""The restrictions of rule 13.1 on who may move and where.

``check_army`` covers the army itself (restrictions a, d, e); ``check_control``
the destination's controller (b); ``check_occupants`` the other powers' land
units in the destination (c) and returns the powers c-3 makes enemies;
``can_leaders_reach``, ``reached_by_leaders`` and ``leader_route_costs`` the leaders' move without
units (f).
"""

from __future__ import annotations

from typing import Any, Callable

import networkx as nx

from conformance.contract import Refusal

from ..core.board import connections
from ..core.memo import once
from ..core.procedure import MALFORMED, OUT_OF_PLACE
from .game import HereIStand
from .powers import INDEPENDENT


def check_army(game: HereIStand, space: str, units: int, leaders: list[str]) -> None:
    power = game.active
    if units < 0 or (units == 0 and not leaders):
        # contract: a count missing or below one where one is required (13.1-step-1 an army is
        # made of land units and leaders: at least one of them)
        raise Refusal(MALFORMED, "an army needs at least one land unit or leader")
    for name in leaders:
        leader = game.leaders.get(name)
        if leader is None:
            raise Refusal(MALFORMED, f"there is no leader {name!r} on the map")
        if leader.power != power or leader.captured_by is not None:
            # contract: a piece the impulse is not about -- another power's leader (13.1-step-1 the
            # active power names its own army), or a prisoner on a card (13.1-restriction-f-card)
            raise Refusal(OUT_OF_PLACE, f"{name} is not a leader of {power} on the map")
    there = game.units_of(space, power)
    if units > there.in_field:
        # contract: more land units named than stand there (13.1-restriction-a every unit of the
        # army sets out from its space)
        raise Refusal(MALFORMED, f"{space} has only {there.in_field} {power} units in the open")
    for name in leaders:
        leader = game.leaders[name]
        if leader.space != space or leader.inside:
            # 13.1-restriction-a every leader sets out from the army's space, with it
            raise Refusal("13.1-restriction-a", f"{name} is in {leader.space}, not with the army in {space}")
    if space in game.sieges_begun:
        # 13.1-restriction-e besiegers of a siege begun this impulse stay
        raise Refusal("13.1-restriction-e", f"{power} began the siege of {space} earlier this impulse")
    beaten = [name for name in leaders if game.leaders[name].lost_battle]
    if units > there.field or beaten:
        # 13.1-restriction-d pieces of an army beaten in a field battle this impulse stay
        raise Refusal("13.1-restriction-d", f"pieces in {space} lost a field battle earlier this impulse")


def check_control(game: HereIStand, space: str) -> None:
    power = game.active
    controller = game.control.get(space)
    if controller in (None, power, INDEPENDENT):
        return  # 13.1-restriction-b own and independent spaces are always open
    if game.relations.is_enemy(power, controller):
        return  # 13.1-restriction-b-1 a power at war
    if game.relations.is_ally(power, controller):
        return  # 13.1-restriction-b-2 an ally
    # 13.1-restriction-b any other power's space is closed
    raise Refusal("13.1-restriction-b", f"{space} is controlled by {controller}, neither at war nor allied with {power}")


def check_occupants(game: HereIStand, space: str) -> set[str]:
    """Refuse entry barred by 13.1-restriction-c; return the powers c-3 treats as enemies."""
    power, rel = game.active, game.relations
    others = [p for p in game.powers_with_units(space) if p != power]
    if not others:
        return set()
    controller = game.control.get(space)
    if controller and rel.is_enemy(power, controller):
        friends = {p for p in others if p == controller or rel.is_ally(p, controller)}
        # 13.1-restriction-c-3 the enemy's space, held by it and its friends; 13.1-restriction-c-neutral
        # units of a power neutral to the active power (and no friend of the controller) never bar it
        if friends and all(p in friends or rel.is_neutral(power, p) for p in others):
            return friends  # 13.1-restriction-c-3-enemies every one of them an enemy for this move
    relevant = [p for p in others if not rel.is_neutral(power, p)]
    if not relevant:
        return set()  # 13.1-restriction-c-neutral neutral units never bar the way
    besieged = {p for p in relevant if game.units_of(space, p).inside}
    besiegers = {p for p in relevant if game.units_of(space, p).in_field}
    # a siege: units inside fortifications and, in the open, units of a power at war with them
    siege = game.is_fortified(space) and any(rel.is_enemy(a, b) for a in besieged for b in besiegers)
    if all(rel.is_ally(power, p) for p in relevant) and not siege:
        return set()  # 13.1-restriction-c-1 allies only, not besieging one another
    if all(rel.is_enemy(power, p) for p in relevant) and not siege:
        return set()  # 13.1-restriction-c-2 enemies only, not besieging one another
    if siege:
        allies_in = all(rel.is_ally(power, p) for p in besieged) and all(rel.is_enemy(power, p) for p in besiegers)
        enemies_in = all(rel.is_enemy(power, p) for p in besieged) and all(rel.is_ally(power, p) for p in besiegers)
        if allies_in or enemies_in:
            return set()  # 13.1-restriction-c-4 friends besieged by enemies, or the reverse
    # 13.1-restriction-c none of the four cases
    raise Refusal("13.1-restriction-c", f"{power} may not enter {space} with the land units there ({', '.join(others)})")


#: the erratum on whether restrictions b and c bar leaders alone in the spaces they pass through
WAY = "13.1-restriction-f-way"
#: the clauses that may close a space on the way (13.1-restriction-f-way, reading "every-space")
WAY_BARS = frozenset({"13.1-restriction-b", "13.1-restriction-c"})


def _reachable(game: HereIStand, start: str, passes: bool, ignoring: frozenset[str]) -> set[str]:
    """The spaces leaders alone may end a move in from ``start`` (over passes or not): spaces open to
    them (13.1-restriction-f), reached through spaces that restrictions b and c leave open on the way
    (13.1-restriction-f-way; a space closed only by a clause in ``ignoring`` is taken as open)."""
    open_spaces = _open_spaces(game)
    barred = {s for s, rule in _barred_on_the_way(game).items() if rule not in ignoring}
    reached, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        for there in game.neighbours(here):
            if there not in reached and there in open_spaces and (
                    passes or any(c.get("type") != "pass" for c in connections(game.board, here, there))):
                reached.add(there)
                if there not in barred:
                    frontier.append(there)  # the leaders may go on through it
    return reached


def _open_spaces(game: HereIStand) -> frozenset[str]:
    """The spaces open to the active power's leaders alone, found once per listing for every start."""
    return once(game, _open_spaces, lambda: frozenset(game.board.nodes) - _closed_to_leaders(game))


def _closed_to_leaders(game: HereIStand) -> set[str]:
    """13.1-restriction-f the spaces leaders alone avoid: enemy-controlled, or holding enemy units."""
    power, rel = game.active, game.relations
    closed = {s for s, controller in game.control.items() if controller and rel.is_enemy(power, controller)}
    closed.update(s for (s, p), u in game.units.items() if u.total > 0 and rel.is_enemy(power, p))
    return closed


def _barred_on_the_way(game: HereIStand) -> dict[str, str]:
    """13.1-restriction-f-way the spaces restrictions b and c close to the active power, with the
    clause that closes each: under the reading "every-space" leaders alone pass through none of
    them (the destination is checked as every army's is); under "destination-only", none."""
    if game.reading(WAY, "every-space") != "every-space":
        return {}

    def barred() -> dict[str, str]:
        found = {}
        for space in game.board.nodes:
            try:
                check_control(game, space)
                check_occupants(game, space)
            except Refusal as refusal:
                found[space] = refusal.rule
        return found

    return once(game, _barred_on_the_way, barred)


def _reached(game: HereIStand, start: str, passes: bool, ignoring: frozenset[str] = frozenset()) -> set[str]:
    """``_reachable``, searched once per listing for every destination and both uses below."""
    return once(game, (_reachable, start, passes, ignoring), lambda: _reachable(game, start, passes, ignoring))


def reached_by_leaders(game: HereIStand, start: str) -> list[str]:
    """13.1-restriction-f the spaces an open route leads to from ``start`` (over passes or not), sorted."""
    return sorted(_reached(game, start, True) - {start})


def can_leaders_reach(game: HereIStand, start: str, end: str, *, passes: bool,
                      ignoring: frozenset[str] = frozenset()) -> bool:
    """13.1-restriction-f an open route leads from ``start`` to ``end`` (over passes or not; the
    spaces on the way closed only by a clause in ``ignoring`` taken as open)."""
    return end in _reached(game, start, passes, ignoring)


def check_leaders_route(game: HereIStand, start: str, end: str) -> None:
    """Refuse a move of leaders alone that no open route leads to, citing what closes the way."""
    if not can_leaders_reach(game, start, end, passes=True, ignoring=WAY_BARS):
        # 13.1-restriction-f leaders alone avoid enemy spaces on the way and at the end
        raise Refusal("13.1-restriction-f", f"no route to {end} avoids enemy-controlled or enemy-held spaces")
    if not can_leaders_reach(game, start, end, passes=True, ignoring=frozenset({"13.1-restriction-c"})):
        # 13.1-restriction-f-way every route passes through a space restriction b closes
        raise Refusal("13.1-restriction-b", f"every route to {end} passes through a space closed to {game.active}")
    if not can_leaders_reach(game, start, end, passes=True):
        # 13.1-restriction-f-way every route passes through a space restriction c closes
        raise Refusal("13.1-restriction-c", f"every route to {end} passes through a space whose units bar it")


def leader_route_costs(game: HereIStand, start: str, leg_cost: Callable[[str, str], int]) -> dict[str, int]:
    """13.1-restriction-f the cost of the cheapest open route from ``start`` to each space leaders
    alone reach (``leg_cost``: what one connection costs), searched once per listing."""
    open_spaces = _open_spaces(game)
    barred = _barred_on_the_way(game)

    def cost(a: str, b: str, _connections: Any) -> int | None:
        # None: networkx takes no way into b, nor on from a space the leaders may only end in
        return leg_cost(a, b) if b in open_spaces and (a == start or a not in barred) else None

    return once(game, (leader_route_costs, start),
                lambda: nx.single_source_dijkstra_path_length(game.board, start, weight=cost))
