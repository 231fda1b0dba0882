"""5.0 Forces and 5.4.1 uncoordinated attacks.

A Force is the blocks of one Maneuver that took the same route to the same
area (a carried block shares its fleet's route). Where two or more Forces of
the aggressor engage the same enemy group -- counting blocks besieged in the
city there as a Force of their own (sorties) -- they fight separately: the
aggressor picks which one fights (``battle_order``), the referee gives the
outcome (``battle_result``, battles are 6.0), routed defenders recover for the
next battle, and the first winner absorbs the Forces that have not fought.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.decisions import REFEREE
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from .game import Hellenes


def forces(game: Hellenes) -> list[dict[str, Any]]:
    found: dict[tuple[int, tuple[str, ...]], dict[str, Any]] = {}
    for name, route in game.current_routes().items():
        if route.kind != "maneuver" or not route.path or name not in game.blocks:
            continue
        key = (route.action, tuple(route.full_route))
        force = found.setdefault(key, {"action": route.action, "route": route.full_route,
                                       "destination": route.here, "blocks": [], "engaged": False})
        force["blocks"].append(name)
        force["engaged"] = force["engaged"] or route.engaged == route.here
    result = sorted(found.values(), key=lambda f: (f["action"], f["route"]))
    for force in result:
        force["blocks"].sort()
    return result


def aggressors_in(game: Hellenes) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for name, route in game.current_routes().items():
        block = game.blocks.get(name)
        if block is not None and route.engaged and block.space == route.engaged:
            found.setdefault(route.engaged, []).append(name)
    return found


def engagements(game: Hellenes) -> dict[str, Any]:
    result = {}
    for area, names in sorted(aggressors_in(game).items()):
        side = game.blocks[names[0]].side
        result[area] = {"aggressor": side, "defender": game.enemy_of(side), "aggressors": sorted(names),
                        "defenders": sorted(b.name for b in game.free_enemies_in(area, side))}
    return result


def attacking_forces(game: Hellenes, area: str) -> list[list[str]]:
    """The separate Forces that engage in ``area``, sorties included."""
    engaged = [f["blocks"] for f in forces(game) if f["engaged"] and f["destination"] == area]
    side = game.blocks[engaged[0][0]].side
    inside = sorted(b.name for b in game.blocks_in(area, side) if b.besieged)
    return engaged + ([inside] if inside else [])  # 5.4.1 sorties: a Force of their own


def open_battles(game: Hellenes) -> list[dict[str, Any]]:
    for area in sorted(aggressors_in(game)):
        separate = attacking_forces(game, area)
        if len(separate) >= 2:
            game.battles[area] = {"forces": separate, "fought": [], "winner": None, "joined": []}
    return next_battle(game)


def next_battle(game: Hellenes) -> list[dict[str, Any]]:
    for area, battle in sorted(game.battles.items()):
        if battle["winner"] is None and len(battle["fought"]) < len(battle["forces"]):
            game.push("battle_order", area=area)
            return []
    return []


def battles_state(game: Hellenes) -> dict[str, Any]:
    return {area: {"forces": [list(f) for f in b["forces"]], "fought": [list(f) for f in b["fought"]],
                   "winner": b["winner"], "joined": list(b["joined"])}
            for area, b in sorted(game.battles.items())}


def unfought(battle: dict[str, Any]) -> list[list[str]]:
    return [f for f in battle["forces"] if f not in battle["fought"]]


class BattleOrder(DecisionKind[Hellenes]):
    name = "battle_order"
    rule = "5.4.1-b"

    def player(self, game: Hellenes, frame: Frame) -> str:
        return game.active

    def context(self, game: Hellenes, frame: Frame) -> dict[str, Any]:
        return {"area": frame.data["area"]}

    def candidates(self, game: Hellenes, frame: Frame):
        for force in unfought(game.battles[frame.data["area"]]):
            yield {"type": "fight_first", "area": frame.data["area"], "blocks": list(force)}

    def check(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
        area = frame.data["area"]
        if action["type"] != "fight_first" or action.get("area") != area:
            raise Refusal(OUT_OF_PLACE, f"the attacker names the Force that fights next in {area}")
        blocks = action.get("blocks")
        if not isinstance(blocks, list) or not blocks or not all(isinstance(n, str) for n in blocks) \
                or len(set(blocks)) != len(blocks) or any(n not in game.blocks for n in blocks):
            raise Refusal(MALFORMED, f"a Force is a list of blocks on the map, each named once, not {blocks!r}")
        named = sorted(blocks)
        battle = game.battles[area]
        if named in unfought(battle):
            return
        attackers = {n for f in battle["forces"] for n in f}
        if set(named) - attackers:
            # the contract: the decision is about the Forces that attack in this area, no other block
            raise Refusal(OUT_OF_PLACE, f"{sorted(set(named) - attackers)} attack in no battle in {area}")
        if named in battle["fought"]:
            # 5.4.1 after a lost battle another Force fights: the beaten one does not fight again
            raise Refusal("5.4.1-b", f"{named} has fought and lost in {area}")
        besieged = {b.name for b in game.blocks_in(area) if b.besieged}
        if besieged & set(named) and set(named) - besieged:
            # 5.4.1 sorties: besieged blocks cannot join the relief force's battle
            raise Refusal("5.4.1-sortie", "besieged blocks fight apart from the relief force")
        # 5.4.1 separate Forces fight separate battles
        raise Refusal("5.4.1-a", f"{named} is not one of the Forces still to fight in {area}")

    def apply(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        area = frame.data["area"]
        battle = game.battles[area]
        attackers = sorted(action["blocks"])
        side = game.blocks[attackers[0]].side
        defenders = sorted(b.name for b in game.free_enemies_in(area, side))
        events = []
        if battle["fought"]:
            # 5.4.1 defenders routed in the lost battle are back for the next one
            events.append({"type": "defenders_recovered", "area": area, "defenders": defenders})
        battle["current"] = attackers
        game.revealed.update(attackers + defenders)  # 5.4 blocks are revealed in battle
        game.push("battle_result", area=area)
        return events + [{"type": "battle", "area": area, "number": len(battle["fought"]) + 1,
                          "attackers": attackers, "defenders": defenders}]


class BattleResult(DecisionKind[Hellenes]):
    name = "battle_result"
    rule = "5.4.1-b"

    def player(self, game: Hellenes, frame: Frame) -> str:
        return REFEREE

    def context(self, game: Hellenes, frame: Frame) -> dict[str, Any]:
        return {"area": frame.data["area"], "attackers": list(game.battles[frame.data["area"]]["current"])}

    def candidates(self, game: Hellenes, frame: Frame):
        yield {"type": "battle_result", "winner": "attacker"}
        yield {"type": "battle_result", "winner": "defender"}

    def check(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] != "battle_result":
            raise Refusal(OUT_OF_PLACE, f"the referee says who won the battle, not {action['type']!r}")
        if action.get("winner") not in ("attacker", "defender"):
            raise Refusal(MALFORMED, "the referee says whether the attacker or the defender won (6.0)")

    def apply(self, game: Hellenes, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        area = frame.data["area"]
        battle = game.battles[area]
        force = battle.pop("current")
        battle["fought"].append(force)
        if action["winner"] == "defender":
            return [{"type": "battle_lost", "area": area, "attackers": force}] + next_battle(game)
        battle["winner"] = force
        # 5.4.1 the Forces that have not fought join the winner
        battle["joined"] = sorted(name for f in unfought(battle) for name in f)
        events = [{"type": "battle_won", "area": area, "attackers": force}]
        if battle["joined"]:
            events.append({"type": "forces_joined", "area": area, "winner": force, "joined": battle["joined"]})
        return events + next_battle(game)
