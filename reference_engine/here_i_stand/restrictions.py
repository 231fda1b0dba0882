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
from ..core.procedure import MALFORMED
from .game import HereIStand
from .powers import INDEPENDENT


def check_army(game: HereIStand, space: str, units: int, leaders: list[str]) -> None:
    power = game.active
    if units < 0 or (units == 0 and not leaders):
        # 13.1-step-1 an army is made of land units and/or leaders
        raise Refusal("13.1-step-1", "an army needs at least one land unit or leader")
    for name in leaders:
        leader = game.leaders.get(name)
        if leader is None:
            raise Refusal(MALFORMED, f"there is no leader {name!r} on the map")
        if leader.power != power or leader.captured_by is not None:
            # 13.1-step-1 the active power moves its own leaders
            raise Refusal("13.1-step-1", f"{name} is not a leader of {power} on the map")
        if leader.space != space or leader.inside:
            # 13.1-restriction-a everyone sets out from the same space
            raise Refusal("13.1-restriction-a", f"{name} is in {leader.space}, not with the army in {space}")
    there = game.units_of(space, power)
    if units > there.in_field:
        # 13.1-restriction-a every unit must start in the army's space
        raise Refusal("13.1-restriction-a", f"{space} has only {there.in_field} {power} units in the open")
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
    if controller and rel.is_enemy(power, controller) and all(
            p == controller or rel.is_ally(p, controller) for p in others):
        return set(others)  # 13.1-restriction-c-3 the enemy's space, held by it and its friends
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


def _reachable(game: HereIStand, start: str, passes: bool) -> set[str]:
    """The spaces leaders alone reach from ``start`` through spaces open to them (over passes or not)."""
    open_spaces = _open_spaces(game)
    reached, frontier = {start}, [start]
    while frontier:
        here = frontier.pop()
        for there in game.neighbours(here):
            if there not in reached and there in open_spaces and (
                    passes or any(c.get("type") != "pass" for c in connections(game.board, here, there))):
                reached.add(there)
                frontier.append(there)
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


def _reached(game: HereIStand, start: str, passes: bool) -> set[str]:
    """``_reachable``, searched once per listing for every destination and both uses below."""
    return once(game, (_reachable, start, passes), lambda: _reachable(game, start, passes))


def reached_by_leaders(game: HereIStand, start: str) -> list[str]:
    """13.1-restriction-f the spaces an open route leads to from ``start`` (over passes or not), sorted."""
    return sorted(_reached(game, start, True) - {start})


def can_leaders_reach(game: HereIStand, start: str, end: str, *, passes: bool) -> bool:
    """13.1-restriction-f an open route leads from ``start`` to ``end`` (over passes or not)."""
    return end in _reached(game, start, passes)


def leader_route_costs(game: HereIStand, start: str, leg_cost: Callable[[str, str], int]) -> dict[str, int]:
    """13.1-restriction-f the cost of the cheapest open route from ``start`` to each space leaders
    alone reach (``leg_cost``: what one connection costs), searched once per listing."""
    open_spaces = _open_spaces(game)

    def cost(a: str, b: str, _connections: Any) -> int | None:
        return leg_cost(a, b) if b in open_spaces else None  # None: networkx takes no way into b

    return once(game, (leader_route_costs, start),
                lambda: nx.single_source_dijkstra_path_length(game.board, start, weight=cost))
