"""The active power's impulse: steps 1-3 of the land movement procedure.

Actions of the ``impulse`` decision:

- ``{"type": "move", "from": S, "to": D, "units": N, "leaders": [names]}`` --
  names the army (step 1) and its destination (step 2) and pays the CP (step 3);
- ``{"type": "end_impulse"}``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import procedure, restrictions
from .game import HereIStand

PASS_COST = 2  # 13.1-step-3 a move over a pass costs two CP
CLEAR_COST = 1  # 13.1-step-3 any other move costs one CP


class Impulse(DecisionKind[HereIStand]):
    name = "impulse"
    rule = "13.1-step-1"

    def player(self, game: HereIStand, frame: Frame) -> str:
        return game.active

    def context(self, game: HereIStand, frame: Frame) -> dict[str, Any]:
        return {"cp_left": game.cp}

    def legal_actions(self, game: HereIStand) -> list[dict[str, Any]]:
        """Every move check() accepts, then ending the impulse: built army by army rather than
        each candidate checked in full (``ProcedureGame.legal_actions``), since the impulse lists
        the most actions of the game (leaders alone may head for every space, in every grouping).
        The destinations open to an army and their costs are found once per start, land units or
        not, and whether a space may be entered once per listing; check() is the arbiter, and
        tests/engine/test_built_listings_are_what_checks_accept.py holds this list to it."""
        power = game.active
        starts = {space for (space, p), u in game.units.items() if p == power and u.in_field}
        starts |= {l.space for l in game.leaders.values() if l.power == power and not l.inside and l.captured_by is None}
        enterable: dict[str, bool] = {}  # a space: whether restrictions b and c let the active power in
        legal = []
        for start in sorted(starts):
            names = sorted(l.name for l in game.leaders_in(start, power) if not l.inside)
            groups = [list(c) for k in range(len(names) + 1) for c in combinations(names, k)]
            paid: dict[bool, list[str]] = {}  # alone: the destinations open to the army, within the CP left
            for units in range(game.units_of(start, power).in_field + 1):
                alone = units == 0  # 13.1-restriction-f leaders moving without land units
                for group in groups:
                    if not _is_army(game, start, units, group):
                        continue  # check() refuses every destination of this army
                    if alone not in paid:
                        paid[alone] = [to for to, cost in _destinations(game, start, alone, enterable)
                                       if cost <= game.cp]  # 13.1-step-3 the move must be paid
                    legal += [{"type": "move", "from": start, "to": to, "units": units, "leaders": group}
                              for to in paid[alone]]
        legal.append({"type": "end_impulse"})
        return legal

    def check(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> None:
        # checking never changes the game: what it finds is kept while it runs (a leader's routes
        # ask of every space once), as for a listing (the impulse's builds its own, never checking)
        game.memo = {}
        try:
            self._check(game, action)
        finally:
            game.memo = None

    def _check(self, game: HereIStand, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "end_impulse":
            return
        if kind != "move":
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not an impulse action")
        start, to, units, leaders = _parts(action)
        if start not in game.board or to not in game.board:
            # contract: a space the position does not have
            raise Refusal(MALFORMED, f"{start!r} or {to!r} is not a space on the map")
        restrictions.check_army(game, start, units, leaders)
        alone = units == 0  # 13.1-restriction-f leaders moving without land units
        cost = check_destination(game, start, to, alone)
        if cost > game.cp:
            # 13.1-step-3 the move must be paid
            raise Refusal("13.1-step-3", f"the move costs {cost} CP; {game.cp} left")

    def apply(self, game: HereIStand, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "end_impulse":
            game.pop(frame)
            return [{"type": "impulse_ended", "power": game.active, "cp_left": game.cp}]
        start, to, units, leaders = _parts(action)
        cost = move_cost(game, start, to, units == 0)
        game.cp -= cost
        game.move = {"power": game.active, "from": start, "to": to, "units": units, "leaders": sorted(leaders),
                     "cost": cost, "stage": "responses", "cancelled": False, "intercepted": False,
                     "done": False, "treated": restrictions.check_occupants(game, to), "queue": [],
                     "enemy_in_field": 0}
        events = [{"type": "army_declared", "power": game.active, "from": start, "units": units,
                   "leaders": sorted(leaders)},
                  {"type": "destination_declared", "to": to},
                  {"type": "cp_spent", "cp": cost, "cp_left": game.cp}]
        return events + procedure.start(game)


def _parts(action: dict[str, Any]) -> tuple[Any, Any, int, list[str]]:
    # contract: only listed actions are legal, and a listed move names its units and leaders
    units, leaders = action.get("units"), action.get("leaders")
    if (not isinstance(units, int) or not isinstance(leaders, list)
            or len({name for name in leaders if isinstance(name, str)}) != len(leaders)):  # names, each once
        raise Refusal(MALFORMED, "an army is a number of land units and a list of leaders")
    return action.get("from"), action.get("to"), units, leaders


def _is_army(game: HereIStand, start: str, units: int, leaders: list[str]) -> bool:
    """Whether ``check_army`` lets these pieces move as an army."""
    try:
        restrictions.check_army(game, start, units, leaders)
    except Refusal:
        return False
    return True


def _destinations(game: HereIStand, start: str, alone: bool, enterable: dict[str, bool]) -> list[tuple[str, int]]:
    """The destinations ``check_destination`` accepts for an army setting out from ``start``, with
    their costs (``enterable``: what restrictions b and c said of a space, kept for the listing)."""
    if alone:
        # 13.1-restriction-f leaders alone go where an open route leads
        targets = restrictions.reached_by_leaders(game, start)
    else:
        # 13.1-step-2 an army with land units goes next door
        targets = [to for to in game.neighbours(start) if to != start]
    found = []
    for to in targets:
        entered = enterable.get(to)
        if entered is None:
            entered = enterable[to] = _is_enterable(game, to)
        if entered:
            found.append((to, move_cost(game, start, to, alone)))
    return found


def _is_enterable(game: HereIStand, to: str) -> bool:
    """Whether ``check_entry`` lets the active power into ``to``."""
    try:
        check_entry(game, to)
    except Refusal:
        return False
    return True


def check_entry(game: HereIStand, to: str) -> None:
    """Restrictions b and c on entering ``to``, wherever the army comes from."""
    restrictions.check_control(game, to)
    restrictions.check_occupants(game, to)


def check_destination(game: HereIStand, start: str, to: str, alone: bool) -> int:
    """The CP an army (``alone``: leaders without land units) pays to go from ``start`` to ``to``;
    a Refusal if it may not go there."""
    if to == start:
        # 13.1-step-2 the destination is another space, next to the army's
        raise Refusal("13.1-step-2", f"{to} is where the army already is")
    if alone:
        # 13.1-restriction-f leaders alone go where an open route leads (13.1-restriction-f-way)
        restrictions.check_leaders_route(game, start, to)
    elif to not in game.neighbours(start):
        # 13.1-step-2 the destination is next to the army
        raise Refusal("13.1-step-2", f"{to} is not next to {start}")
    check_entry(game, to)
    return move_cost(game, start, to, alone)


def move_cost(game: HereIStand, start: str, to: str, alone: bool) -> int:
    if not alone:
        return PASS_COST if game.is_pass(start, to) else CLEAR_COST
    if game.reading("13.1-restriction-f-cost", "one-move") == "per-connection":
        # every connection of the cheapest open route paid at step 3's rate, as an army with land
        # units pays it (2 CP where a pass joins the two spaces)
        return restrictions.leader_route_costs(game, start, lambda a, b: move_cost(game, a, b, False))[to]
    return CLEAR_COST if restrictions.can_leaders_reach(game, start, to, passes=False) else PASS_COST
