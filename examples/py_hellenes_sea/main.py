#!/usr/bin/env python3
"""Hellenes sea movement, storms and forced marches, over the process protocol.

A second outside example implementation, written from the documentation
only (docs/protocol.md, docs/contract.md, docs/games/hellenes.md, the
schemas in fixtures/hellenes/schemas/ and the site's implementer page and
glossary): no import from this repository, Python's standard library only.

It models one action phase of Hellenes section 5 far enough for
5.2.2 (hazardous borders, storms), 5.2.3 (ship damage) and 5.3 (forced
march and forced sail): Maneuvers and Musters, moves along the map's
connections within each block's range, embarking, forced-march
declarations, and, after the last action, the forced-march rolls, the
owner's choice to take or decline the extra area, then the storm and damage
rolls. Engagement, battles, pillage and sieges are not modelled: the
handshake leaves those clauses out.

    conformance run --implementation "exec:python3 examples/py_hellenes_sea/main.py"
"""

from __future__ import annotations

import json
import sys

CLAUSES = ["5.2.2-a", "5.2.2-b", "5.2.2-c", "5.2.3-a", "5.2.3-b",
           "5.3-a", "5.3-b", "5.3-c", "5.3-d", "5.3-muster"]
#: 5.2.2: the storm strikes on this roll or lower, by season
STORM_MAX = {"Spring": 3, "Summer": 2, "Late Summer": 1, "Autumn": 2, "Winter": 3}
#: 5.2.3: a damage roll up to this is a tempest, above it heavy seas
TEMPEST_MAX = 3
#: 5.3: the lowest successful forced-march roll per block class
FORCED_MARCH_MIN = {"regular": 5, "elite": 3}
OTHER_SIDE = {"Athens": "Sparta", "Sparta": "Athens"}


class Refused(Exception):
    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule, self.message = rule, message


class NotModelled(Exception):
    pass


class NoDieLeft(Exception):
    def __init__(self, rolled: int) -> None:
        super().__init__(f"no scripted die left after {rolled} roll(s)")
        self.rolled = rolled


class Game:
    def __init__(self, position: dict) -> None:
        if position.get("game") != "hellenes":
            raise NotModelled(f"game {position.get('game')!r} is not modelled")
        situation = position.get("situation") or {}
        self.readings = position.get("readings") or {}
        if self.readings.get("5.3-b-cargo", "fleet-rolls") != "fleet-rolls":
            raise NotModelled("the cargo-rolls reading of erratum 5.3-b-cargo is not modelled")
        self.spaces = (position.get("map") or {}).get("spaces", {})
        self.links: dict[str, dict[str, str]] = {name: {} for name in self.spaces}
        for connection in (position.get("map") or {}).get("connections", []):
            a, b = connection["between"]
            self.links.setdefault(a, {})[b] = connection["type"]
            self.links.setdefault(b, {})[a] = connection["type"]
        self.blocks: dict[str, dict] = {}
        for piece in position.get("pieces", []):
            if piece.get("kind") != "block":
                raise NotModelled(f"pieces of kind {piece.get('kind')!r}")
            if piece.get("besieged"):
                raise NotModelled("besieged blocks (sieges) are not modelled")
            self.blocks[piece["name"]] = {"besieged": False,
                                          **{k: v for k, v in piece.items() if k not in ("kind", "name")}}
        if (position.get("markers") or {}).get("sieges"):
            raise NotModelled("sieges are not modelled")
        self.dice = list(position.get("dice", []))
        self.dice_rolled = 0
        self.season = situation.get("season", "Spring")
        self.year = situation.get("year")
        self.active = situation.get("active", "Athens")
        self.actions_left = int(situation.get("actions", 1))
        self.moved: list[str] = list(situation.get("moved", []))
        self.phase = "actions"
        self.pool: list[str] = []
        self.action_number = 0
        self.current: dict | None = None      # the action under way
        self.cargo: dict[str, str] = {}        # fleet -> the land block it carries
        self.steps_before_march: dict[tuple[str, int], int] = {}  # (block, action) -> steps taken when it declared
        self.crossings: list[dict] = []
        self.forced_marches: list[dict] = []
        self.events: list[dict] = []

    # -- helpers -----------------------------------------------------------
    def roll(self) -> int:
        if not self.dice:
            raise NoDieLeft(self.dice_rolled)
        self.dice_rolled += 1
        return self.dice.pop(0)

    def block(self, name: str) -> dict:
        if name not in self.blocks:
            raise Refused("5.0", f"no block {name!r} on the map")
        return self.blocks[name]

    def carrier_of(self, name: str) -> str | None:
        return next((fleet for fleet, cargo in self.cargo.items() if cargo == name), None)

    def may_enter(self, name: str, to: str) -> str | None:
        """The rule id forbidding the block to step into ``to``, or None."""
        block = self.blocks[name]
        kind = self.links.get(block["space"], {}).get(to)
        if kind is None:
            return "5.0"
        if self.spaces.get(to, {}).get("neutral"):
            return "5.1-neutral"
        if block["type"] == "fleet":
            return None if kind in ("coast", "sea", "hazardous-sea") else "5.2"
        return None if kind == "land" else "5.2"

    # -- decisions ---------------------------------------------------------
    def pending(self) -> dict | None:
        if self.phase == "actions":
            if self.current is None:
                if self.actions_left <= 0:  # a position given with no action left: nothing to decide
                    return None
                return {"decision": "action", "player": self.active, "actions_left": self.actions_left,
                        "actions": self.action_choices()}
            decision = {"decision": "movement", "player": self.active, "kind": self.current["kind"],
                        "action": self.action_number, "actions": self.movement_choices()}
            decision["area" if self.current["kind"] == "maneuver" else "city_state"] = self.current["where"]
            return decision
        if self.phase == "forced marches":
            march = self.next_forced_march()
            if march is not None:
                return {"decision": "forced_march", "player": self.blocks[march["block"]]["side"],
                        "block": march["block"], "from": march["from"], "to": march["to"],
                        # taking an extra area that engages enemy blocks (5.4) is not modelled: not listed
                        "actions": [{"type": "take_extra_area", "block": march["block"]}]
                        * (not self.engages(march["block"], march["to"]))
                        + [{"type": "decline_extra_area", "block": march["block"]}]}
        return None

    def action_choices(self) -> list[dict]:
        areas = sorted({b["space"] for n, b in self.blocks.items() if b["side"] == self.active and n not in self.moved})
        musters = sorted(n for n, s in self.spaces.items() if s.get("city_state") and s.get("control") == self.active)
        return ([{"type": "maneuver", "area": a} for a in areas]
                + [{"type": "muster", "city_state": c} for c in musters] + [{"type": "end_actions"}])

    def group(self) -> list[str]:
        return [n for n in self.current["group"] if n in self.blocks and self.carrier_of(n) is None]

    def movement_choices(self) -> list[dict]:
        choices = []
        for name in self.group():
            block = self.blocks[name]
            steps = self.current["steps"].get(name, 0)
            declared = any(m["block"] == name and m["action"] == self.action_number for m in self.forced_marches)
            if declared:
                continue
            for to in sorted(self.links.get(block["space"], {})):
                # a move it does not model (engagement, 5.4) is left out, not listed and then
                # answered unsupported: what an implementation lists it must play
                if self.may_enter(name, to) is None and not self.engages(name, to):
                    if steps < block["range"]:
                        choices.append({"type": "move", "block": name, "to": to})
                    if self.current["kind"] == "maneuver" and steps >= block["range"]:
                        # 5.3 the extra area is one beyond the block's whole range
                        choices.append({"type": "forced_march", "block": name, "to": to})
            if block["type"] == "land" and steps == 0:
                for fleet in self.group():
                    other = self.blocks[fleet]
                    if (other["type"] == "fleet" and other["space"] == block["space"] and fleet not in self.cargo
                            and self.current["steps"].get(fleet, 0) == 0):
                        for strength in range(1, block["strength"] + 1):
                            if self.cargo_fits(strength, other["strength"]):
                                choices.append({"type": "embark", "block": name, "fleet": fleet, "strength": strength})
        return choices + [{"type": "end_action"}]

    def cargo_fits(self, cargo: int, fleet: int) -> bool:
        # 5.2.1 and erratum 5.2.1-strength: less than the fleet (default), or at most as strong
        return cargo <= fleet if self.readings.get("5.2.1-strength") == "at-most" else cargo < fleet

    def next_forced_march(self) -> dict | None:
        return next((m for m in self.forced_marches if m["result"] == "success"), None)

    # -- actions -------------------------------------------------------------
    def act(self, player: str, action: dict) -> list[dict]:
        kind = action.get("type")
        decision = self.pending()
        if decision is None:  # the contract's refusals, not a rule's (docs/contract.md)
            if self.phase == "actions" and self.actions_left <= 0:
                raise Refused("5.0-action", f"{self.active} has no action left")  # 5.0: each costs one
            raise Refused("contract:not-pending", "the action phase is over")
        if player != decision["player"]:
            raise Refused("contract:wrong-player", f"it is {decision['player']}'s decision, not {player}'s")
        handler = getattr(self, f"do_{kind}", None)
        allowed = {"action": ("maneuver", "muster", "end_actions", "pillage"),
                   "movement": ("move", "embark", "forced_march", "end_action"),
                   "forced_march": ("take_extra_area", "decline_extra_area")}[decision["decision"]]
        if kind == "pillage":
            raise NotModelled("pillage (5.5) is not modelled")
        if handler is None or kind not in allowed:
            raise Refused("contract:out-of-place", f"{kind!r} does not answer the {decision['decision']!r} decision")
        events = handler(action)
        self.events.extend(events)
        return events

    def do_maneuver(self, action: dict) -> list[dict]:
        area = action["area"]
        group = [n for n, b in self.blocks.items() if b["side"] == self.active and b["space"] == area]
        if not group:
            raise Refused("5.0-group", f"{self.active} has no block in {area}")
        self.start("maneuver", area, [n for n in group if n not in self.moved])
        return [{"type": "maneuver_started", "player": self.active, "area": area, "action": self.action_number}]

    def do_muster(self, action: dict) -> list[dict]:
        city = action["city_state"]
        if self.spaces.get(city, {}).get("control") != self.active:
            raise Refused("5.0-muster", f"{city} is not a friendly city-state")
        group = [n for n, b in self.blocks.items() if b["side"] == self.active and n not in self.moved]
        self.start("muster", city, group)
        return [{"type": "muster_started", "player": self.active, "city_state": city, "action": self.action_number}]

    def start(self, kind: str, where: str, group: list[str]) -> None:
        self.action_number += 1
        self.current = {"kind": kind, "where": where, "group": group, "steps": {}}

    def do_move(self, action: dict) -> list[dict]:
        name, to = action["block"], action["to"]
        block = self.block(name)
        if name not in self.group():
            raise Refused("5.0-group", f"{name} is not in the group of this action")
        if any(m["block"] == name and m["action"] == self.action_number for m in self.forced_marches):
            raise Refused("5.3-a", f"{name} has declared its forced march and moves no further")
        steps = self.current["steps"].get(name, 0)
        if steps >= block["range"]:
            raise Refused("5.0-range", f"{name} has used its range of {block['range']}")
        rule = self.may_enter(name, to)
        if rule:
            raise Refused(rule, f"{name} may not go from {block['space']} to {to}")
        return self.step(name, to)

    def engages(self, name: str, to: str) -> bool:
        """Whether entering ``to`` engages enemy blocks there (5.4)."""
        side = self.blocks[name]["side"]
        return any(b["space"] == to and b["side"] != side for b in self.blocks.values())

    def entering(self, name: str, to: str) -> None:
        """Entering an area that holds enemy blocks engages them (5.4), which is not modelled."""
        if self.engages(name, to):
            raise NotModelled("engagement (5.4): entering an area that holds enemy blocks is not modelled")

    def step(self, name: str, to: str) -> list[dict]:
        self.entering(name, to)
        block = self.blocks[name]
        origin = block["space"]
        self.current["steps"][name] = self.current["steps"].get(name, 0) + 1
        block["space"] = to
        cargo = self.cargo.get(name)
        if cargo:
            self.blocks[cargo]["space"] = to
        events = [{"type": "moved", "block": name, "from": origin, "to": to, "cargo": cargo,
                   "step": self.current["steps"][name], "action": self.action_number}]
        return events + self.crossed(name, origin, to)

    def crossed(self, name: str, origin: str, to: str) -> list[dict]:
        """A fleet crossing a hazardous border marks it for a storm roll (5.2.2-a)."""
        if self.links[origin][to] != "hazardous-sea" or self.blocks[name]["type"] != "fleet":
            return []
        border = sorted([origin, to])
        crossing = next((c for c in self.crossings if c["border"] == border), None)
        if crossing is None:
            crossing = {"border": border, "fleets": []}
            self.crossings.append(crossing)
        if name not in crossing["fleets"]:
            crossing["fleets"].append(name)
        return [{"type": "hazard_marked", "border": border, "fleet": name}]

    def do_embark(self, action: dict) -> list[dict]:
        name, fleet, strength = action["block"], action["fleet"], action["strength"]
        if not isinstance(strength, int) or isinstance(strength, bool):
            raise Refused("contract:malformed-action", f"a strength is a whole number, not {strength!r}")
        block, carrier = self.block(name), self.block(fleet)
        if carrier["type"] != "fleet" or block["type"] != "land" or block["space"] != carrier["space"]:
            raise Refused("5.2.1", f"{name} cannot board {fleet}")
        if self.current["steps"].get(name) or self.current["steps"].get(fleet) or fleet in self.cargo:
            raise Refused("5.2.1", "a block boards before either moves, one per fleet")
        if not 1 <= strength <= block["strength"] or not self.cargo_fits(strength, carrier["strength"]):
            raise Refused("5.2.1-strength", f"{name} at {strength} does not fit on {fleet}")
        events = []
        if strength < block["strength"]:
            events.append({"type": "reduced", "block": name, "from": block["strength"], "to": strength})
            block["strength"] = strength
        self.cargo[fleet] = name
        return events + [{"type": "embarked", "block": name, "fleet": fleet, "strength": strength}]

    def do_forced_march(self, action: dict) -> list[dict]:
        name, to = action["block"], action["to"]
        block = self.block(name)
        if self.current["kind"] == "muster":
            raise Refused("5.3-muster", "mustering blocks may not forced-march")
        if any(m["block"] == name and m["action"] == self.action_number for m in self.forced_marches):
            raise Refused("5.3-a", f"{name} already tries one extra area")
        if name not in self.group():
            raise Refused("5.0-group", f"{name} is not in the group of this action")
        if self.current["steps"].get(name, 0) < block["range"]:
            # 5.3 the extra area is one beyond the block's range: it moves its whole range first
            raise Refused("5.3-a", f"{name} has not yet moved its range of {block['range']}")
        rule = self.may_enter(name, to)
        if rule:
            raise Refused(rule, f"{name} may not go from {block['space']} to {to}")
        self.forced_marches.append({"block": name, "from": block["space"], "to": to,
                                    "action": self.action_number, "roll": None, "result": None})
        self.steps_before_march[(name, self.action_number)] = self.current["steps"].get(name, 0)
        return [{"type": "forced_march_declared", "block": name, "from": block["space"], "to": to}]

    def do_end_action(self, action: dict) -> list[dict]:
        # a block that stepped, or declared its forced march (5.3), has moved, and so has its cargo
        marching = {m["block"] for m in self.forced_marches if m["action"] == self.action_number}
        moved = sorted({n for n, s in self.current["steps"].items() if s} | marching)
        moved += sorted(self.cargo[f] for f in self.cargo if f in moved)
        self.moved += [n for n in moved if n not in self.moved]
        events = [{"type": "action_ended", "action": self.action_number, "kind": self.current["kind"],
                   "moved": moved}]
        self.current = None
        self.cargo = {}
        self.actions_left -= 1
        events.append({"type": "action_done", "player": self.active, "action": self.action_number,
                       "actions_left": self.actions_left})
        if self.actions_left <= 0:
            events += self.end_phase()
        return events

    def do_end_actions(self, action: dict) -> list[dict]:
        return self.end_phase()

    def end_phase(self) -> list[dict]:
        events = [{"type": "action_phase_ended", "player": self.active}]
        self.phase = "forced marches"
        for march in self.forced_marches:  # 5.3-b: the owner rolls for each, in order of declaration
            block = self.blocks[march["block"]]
            march["roll"] = self.roll()
            success = march["roll"] >= FORCED_MARCH_MIN[block["class"]]  # 5.3-c
            march["result"] = "success" if success else "failure"
            events.append({"type": "forced_march_roll", "block": march["block"], "class": block["class"],
                           "roll": march["roll"], "success": success, "rolled_by": block["side"]})
        return events + self.after_forced_marches()

    def after_forced_marches(self) -> list[dict]:
        if self.next_forced_march() is not None:
            return []
        self.phase = "storms"
        events = self.storms()
        self.phase = "over"
        return events

    def do_take_extra_area(self, action: dict) -> list[dict]:
        march = self.next_forced_march()
        if action.get("block") != march["block"]:
            raise Refused("contract:out-of-place", f"the decision is about {march['block']}")
        self.entering(march["block"], march["to"])
        march["result"] = "taken"
        name, origin, to = march["block"], self.blocks[march["block"]]["space"], march["to"]
        # taking the extra area is one more step of the block's move, into it (5.3-d)
        cargo = next((c for _, c in self.last_cargo(march)), None)
        self.blocks[name]["space"] = to
        if cargo is not None:
            self.blocks[cargo]["space"] = to
        events = [{"type": "extra_area_taken", "block": name, "to": to},
                  {"type": "moved", "block": name, "from": origin, "to": to, "cargo": cargo,
                   "step": self.steps_before_march.get((name, march["action"]), 0) + 1,
                   "action": march["action"]}]
        return events + self.crossed(name, origin, to) + self.after_forced_marches()

    def last_cargo(self, march: dict) -> list[tuple[str, str]]:
        carried = [e for e in self.events if e["type"] == "embarked" and e["fleet"] == march["block"]]
        return [(march["block"], carried[-1]["block"])] if carried else []

    def do_decline_extra_area(self, action: dict) -> list[dict]:
        march = self.next_forced_march()
        if action.get("block") != march["block"]:
            raise Refused("contract:out-of-place", f"the decision is about {march['block']}")
        march["result"] = "declined"
        return [{"type": "extra_area_declined", "block": march["block"]}] + self.after_forced_marches()

    def storms(self) -> list[dict]:
        events = []
        roller = OTHER_SIDE.get(self.active, self.active)  # 5.2.2-b: the opponent rolls
        for crossing in self.crossings:
            roll = self.roll()
            storm = roll <= STORM_MAX[self.season]
            events.append({"type": "storm_roll", "border": crossing["border"], "roll": roll, "storm": storm,
                           "rolled_by": roller})
            if not storm:
                continue
            events.append({"type": "storm", "border": crossing["border"]})
            for fleet in crossing["fleets"]:  # 5.2.2-c: one damage roll per fleet that crossed
                if fleet in self.blocks:
                    events += self.damage(fleet, self.roll(), roller)
        return events

    def damage(self, fleet: str, roll: int, roller: str) -> list[dict]:
        cargo = [c for f, c in self.last_cargo({"block": fleet}) if c in self.blocks
                 and self.blocks[c]["space"] == self.blocks[fleet]["space"]]
        if roll <= TEMPEST_MAX:  # 5.2.3-a: fleet and cargo to the pool
            for name in [fleet, *cargo]:
                del self.blocks[name]
                self.pool.append(name)
            return [{"type": "tempest", "fleet": fleet, "roll": roll, "rolled_by": roller,
                     "eliminated": [fleet, *cargo]}]
        ship = self.blocks[fleet]  # 5.2.3-b: the fleet loses a step, the cargo one if it no longer fits
        ship["strength"] -= 1
        events = [{"type": "heavy_seas", "fleet": fleet, "roll": roll, "rolled_by": roller,
                   "strength": ship["strength"]}]
        for name in cargo:
            block = self.blocks[name]
            if not self.cargo_fits(block["strength"], ship["strength"]):
                block["strength"] -= 1
                events.append({"type": "step_lost", "block": name, "strength": block["strength"]})
        # 5.2.3-b: a block that loses its last step is destroyed, like the tempest's
        lost = [name for name in [fleet, *cargo] if self.blocks[name]["strength"] <= 0]
        for name in lost:
            del self.blocks[name]
            self.pool.append(name)
        if lost:
            events.append({"type": "eliminated", "blocks": lost})
        return events

    def state(self) -> dict:
        return {"game": "hellenes", "variant": "standard", "season": self.season, "year": self.year,
                "active": self.active, "phase": self.phase, "actions_left": self.actions_left,
                "dice_rolled": self.dice_rolled,
                "blocks": self.blocks, "pool": self.pool, "moved": self.moved,
                "crossings": self.crossings,
                # a march declared in the action under way is listed once that action ends
                "forced_marches": [dict(m) for m in self.forced_marches
                                   if self.current is None or m["action"] != self.action_number],
                "events": self.events}


def answer(games: dict, message: dict) -> dict:
    op = message["op"]
    if op == "hello":
        return {"protocol": "2.0", "name": "py-hellenes-sea", "version": "0.1.0", "contract": "2.0",
                "games": {"hellenes": {"variants": ["standard"], "clauses": CLAUSES}}}
    if op == "create":
        handle = f"g{len(games) + 1}"
        games[handle] = Game(message["position"])
        return {"game": handle}
    if op == "stop":
        return {}
    game = games[message["game"]]
    if op == "pending":
        return {"pending": game.pending()}
    if op == "act":
        return {"events": game.act(message["player"], message["action"])}
    if op == "state":
        return {"state": json.loads(json.dumps(game.state()))}
    raise ValueError(f"unknown op {op!r}")


def main() -> None:
    games: dict[str, Game] = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        reply: dict = {"seq": message.get("seq", 0)}
        try:
            reply["result"] = answer(games, message)
        except Refused as refusal:
            reply["refusal"] = {"rule": refusal.rule, "message": refusal.message}
        except NotModelled as exc:
            reply["unsupported"] = {"reason": str(exc)}
        except NoDieLeft as exc:
            reply["unscripted_die"] = {"rolled": exc.rolled, "message": str(exc)}
        except Exception as exc:  # noqa: BLE001 - reported to the runner, which counts it as errored
            reply["error"] = {"message": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
        if message.get("op") == "stop":
            break


if __name__ == "__main__":
    main()
