"""5.0 Maneuver and Muster: the blocks of one action move, a step at a time.

An action opens a ``movement`` decision for the active player. Its actions:

- ``{"type": "move", "block": B, "to": AREA}`` -- one step to an adjacent area
- ``{"type": "embark", "block": B, "fleet": F, "strength": N}`` -- 5.2.1
- ``{"type": "forced_march", "block": B, "to": AREA}`` -- declare the extra area (5.3): one area
  more than the block's range, so only once it has moved its whole range
- ``{"type": "end_action"}`` -- the action is over; blocks that did not move stay

Each step is checked against 5.0 (group, once per turn, range), 5.1 (land),
5.2 (sea), 5.4 (engaging) and 5.5 (pillaged city-states).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import engagement, groups, land, pillage, sea, sieges, storms, transport
from .blocks import Block, Route
from .game import Hellenes
from .groups import MANEUVER, MUSTER, can_reach, own_block, route_of

#: why a block may move no further -> the clause that stops it
STOP_RULES = {"engaged": "5.4-a", "landfall": "5.2-landfall", "coast": "5.1-fleet-coast"}
#: when a mustering block that can no longer reach the city-state is refused: the step, or the end
MOMENT_ERRATUM = "5.0-muster-moment"


class Movement(DecisionKind[Hellenes]):
    name = "movement"
    rule = "5.0"

    def player(self, game: Hellenes, frame: Frame) -> str:
        return game.active

    def context(self, game: Hellenes, frame: Frame) -> dict[str, Any]:
        where = {"area": frame.data["area"]} if frame.data["mode"] == MANEUVER else {
            "city_state": frame.data["city_state"]}
        return {"kind": frame.data["mode"], "action": frame.data["number"], **where}

    def candidates(self, game: Hellenes, frame: Frame):
        for name in frame.data["movers"]:
            block = game.blocks.get(name)
            if block is None:
                continue
            for to in game.neighbours(block.space):
                yield {"type": "move", "block": name, "to": to}
                yield {"type": "forced_march", "block": name, "to": to}
            for fleet in frame.data["movers"]:
                other = game.blocks.get(fleet)
                if other is not None and other.is_fleet and other.space == block.space and fleet != name:
                    for strength in range(1, block.strength + 1):
                        yield {"type": "embark", "block": name, "fleet": fleet, "strength": strength}
        yield {"type": "end_action"}

    def check(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "move":
            check_move(game, frame, player, action)
        elif kind == "forced_march":
            check_forced_march(game, frame, player, action)
        elif kind == "embark":
            transport.check_embark(game, frame, player, action)
        elif kind == "end_action":
            check_end(game, frame)
        else:
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not a movement action")

    def apply(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        routes = frame.data["routes"]
        if kind == "move":
            return enter(game, routes, route_of(game, frame, action["block"]), action["to"])
        if kind == "forced_march":
            return declare_forced_march(game, frame, action["block"], action["to"])
        if kind == "embark":
            return transport.embark(game, frame, action)
        return end_action(game, frame)


# -- opening an action -------------------------------------------------------------

def check_maneuver(game: Hellenes, player: str, area: Any) -> None:
    if not isinstance(area, str) or area not in game.board:
        raise Refusal(MALFORMED, f"{area!r} is not an area on the map")
    group = game.blocks_in(area, player)
    if not group:
        # 5.0 a Maneuver moves the group of one area: there must be one
        raise Refusal("5.0-group", f"{player} has no group in {area}")
    if all(groups.has_moved_this_turn(game, b.name) for b in group):
        # 5.0 each block moves once per turn
        raise Refusal("5.0-once", f"every block of {player}'s group in {area} has moved this turn")


def check_muster(game: Hellenes, player: str, city_state: Any) -> None:
    if not isinstance(city_state, str) or city_state not in game.board:
        raise Refusal(MALFORMED, f"{city_state!r} is not an area on the map")
    if not game.is_city_state(city_state) or game.controller(city_state) != player:
        # 5.0 a Muster gathers blocks in a friendly city-state
        raise Refusal("5.0-muster", f"{city_state!r} is not a city-state of {player}")


def open_action(game: Hellenes, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    if action["type"] == MANEUVER:
        area = action["area"]
        movers = sorted(b.name for b in game.blocks_in(area, player))
        game.push("movement", mode=MANEUVER, area=area, number=game.action_number, movers=movers, routes={})
        return [{"type": "maneuver_started", "player": player, "area": area, "action": game.action_number}]
    city = action["city_state"]
    movers = sorted(b.name for b in game.blocks.values() if b.side == player)
    game.push("movement", mode=MUSTER, city_state=city, number=game.action_number, movers=movers, routes={})
    return [{"type": "muster_started", "player": player, "city_state": city, "action": game.action_number}]


# -- the blocks of the action (groups.py) ------------------------------------------------

def check_free_to_go_on(route: Route | None) -> None:
    if route is None:
        return
    if route.carried_by:
        # 5.2.1 a carried block starts and ends with its fleet: it does not move alone
        raise Refusal("5.2.1-b", f"{route.block} is carried by {route.carried_by} and moves with it")
    if route.forced_to:
        # 5.3 a forced march is one extra area, the last of the move
        raise Refusal("5.3-a", f"{route.block} has declared a forced march to {route.forced_to}")
    if route.stopped:
        raise Refusal(STOP_RULES[route.stopped], f"{route.block} had to stop ({route.stopped}) in {route.here}")


def check_step(game: Hellenes, frame: Frame | None, block: Block, to: str) -> None:
    """May ``block`` go from where it is into the adjacent area ``to``?"""
    here = block.space
    land.check_step(game, block, here, to)
    sea.check_step(game, block, here, to)
    pillage.check_entry(game, block, to)
    if frame is not None and frame.data["mode"] == MUSTER and engagement.engages(game, block, to):
        # 5.4 mustering blocks may not engage
        raise Refusal("5.4-muster", f"{block.name} would engage the enemy in {to} while mustering")


def check_adjacent(game: Hellenes, block: Block, to: Any) -> None:
    """A move is one step into an adjacent area."""
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not an area on the map")
    if to in game.neighbours(block.space):
        return
    if block.is_fleet and game.is_sea(to) and not game.is_sea(block.space):
        # 5.2 a fleet in a coastal area puts out only into the sea areas next to it
        raise Refusal("5.2-access", f"{to} is not a sea area next to {block.space}")
    raise Refusal(MALFORMED, f"{to!r} is not adjacent to {block.space}")


def check_move(game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
    block = own_block(game, frame, player, action.get("block"))
    route = frame.data["routes"].get(block.name)
    check_free_to_go_on(route)
    to = action.get("to")
    check_adjacent(game, block, to)
    steps = len(route.path) if route else 0
    if steps + 1 > block.range:
        # 5.0 each block moves within its own movement range
        raise Refusal("5.0-range", f"{block.name} has a range of {block.range} and has moved {steps} areas")
    check_step(game, frame, block, to)
    city = frame.data.get("city_state")
    if (frame.data["mode"] == MUSTER and game.reading(MOMENT_ERRATUM, "each-step") == "each-step"
            and not can_reach(game, block, to, block.range - steps - 1, city)):
        # 5.0 mustering blocks move into the city-state of the Muster: erratum 5.0-muster-moment,
        # each-step refuses the step that strays; under at-the-end check_end refuses the end instead
        raise Refusal("5.0-muster", f"from {to}, {block.name} could no longer reach {city} within its range")


def enter(game: Hellenes, routes: dict[str, Route], route: Route, to: str) -> list[dict[str, Any]]:
    """``route``'s block (and its cargo) steps into ``to``; is it stopped there?"""
    block = game.blocks[route.block]
    here = block.space
    movers = [route] + ([routes[route.cargo]] if route.cargo else [])
    for r in movers:
        moving = game.blocks[r.block]
        moving.space = to
        moving.besieged = False
        r.path.append(to)
    events = [{"type": "moved", "block": block.name, "from": here, "to": to,
               "cargo": route.cargo, "step": len(route.path), "action": route.action}]
    if block.is_fleet and "hazardous-sea" in game.border_types(here, to):
        events += storms.mark(game, here, to, block.name, route.cargo)  # 5.2.2
    if block.is_fleet and not game.is_sea(to):
        # 5.2 sea movement ends on landfall; 5.1 a fleet stops in the land area it enters
        for r in movers:
            r.stopped = "landfall" if game.is_sea(here) else "coast"
    if engagement.engages(game, block, to):
        for r in movers:
            r.stopped = "engaged"  # 5.4 aggressors stop
            r.engaged = to
        events.append({"type": "engaged", "area": to, "aggressors": sorted(r.block for r in movers),
                       "aggressor": block.side, "defender": game.enemy_of(block.side)})
    return events


# -- forced march (5.3) ------------------------------------------------------------------------

def check_forced_march(game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
    block = own_block(game, frame, player, action.get("block"))
    if frame.data["mode"] == MUSTER:
        # 5.3 note: mustering blocks may not forced-march
        raise Refusal("5.3-muster", f"{block.name} is mustering and may not forced-march")
    route = frame.data["routes"].get(block.name)
    check_free_to_go_on(route)
    to = action.get("to")
    check_adjacent(game, block, to)
    steps = len(route.path) if route else 0
    if steps < block.range:
        # 5.3 the extra area is one more than the block's range: it moves the areas of its range first
        raise Refusal("5.3-a", f"{block.name} has moved {steps} of its {block.range} areas: "
                               "it moves on normally, the extra area comes after its range")
    check_step(game, frame, block, to)


def declare_forced_march(game: Hellenes, frame: Frame, name: str, to: str) -> list[dict[str, Any]]:
    route = route_of(game, frame, name)
    route.forced_to = to
    frame.data.setdefault("forced", []).append(
        {"block": name, "from": route.here, "to": to, "action": route.action, "roll": None, "result": None})
    return [{"type": "forced_march_declared", "block": name, "from": route.here, "to": to}]


# -- ending the action --------------------------------------------------------------------------

def check_end(game: Hellenes, frame: Frame) -> None:
    if frame.data["mode"] != MUSTER:
        return
    city = frame.data["city_state"]
    for route in frame.data["routes"].values():
        if route.has_moved and route.here != city:
            # 5.0 mustering blocks move into the city-state of the Muster
            raise Refusal("5.0-muster", f"{route.block} is in {route.here}, not in {city}")


def end_action(game: Hellenes, frame: Frame) -> list[dict[str, Any]]:
    events = []
    routes = frame.data["routes"]
    moved = []
    for name, route in routes.items():
        if route.has_moved:
            # 5.0 a block that stepped has moved; a cargo steps with its fleet (enter), so it has moved too
            game.routes[name] = route
            game.moved.add(name)
            moved.append(name)
    game.forced_marches.extend(frame.data.get("forced", []))
    if frame.data["mode"] == MANEUVER:
        events += sieges.join_sieges(game, [r for r in frame.data["routes"].values() if r.path])
    game.pop(frame)
    events.append({"type": "action_ended", "kind": frame.data["mode"], "action": frame.data["number"],
                   "moved": sorted(moved)})
    return events + action_done(game)


def action_done(game: Hellenes) -> list[dict[str, Any]]:
    """5.0 an action is spent; with none left the action phase is over."""
    game.actions_left -= 1
    events = [{"type": "action_done", "player": game.active, "action": game.action_number,
               "actions_left": game.actions_left}]
    if game.actions_left <= 0:
        for frame in [f for f in game.frames if f.kind.name == "action"]:
            game.pop(frame)
    return events
