"""Interception.

When the army arrives in a space by movement (a land step or a landing at
its debarkation port), each other faction with a general next to that
space is asked ("interception"): intercept with a general and some CU, or
decline. The die is rolled from the script: success when it, less 1 into a
transit space, is higher than the general's initiative (intercept-c,
intercept-e). A successful interceptor moves in (intercept-d) and the
outcome, by rules outside the excerpt (10.5, overrun), is the referee's
("interception_outcome"): battle, the mover withdraws one space, or the
mover overruns the interceptor and goes on (intercept-l).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, Frame
from . import arrival
from .arrival import outcome_frame
from .army import finish, relocate
from .deciders import FactionChoice, FactionDecision, RefereeDecision, battle_stops_the_army
from .game import INDEPENDENT, Successors
from .pieces import General

TRANSIT_MODIFIER = -1  # intercept-e
SECOND_INTERCEPTOR = "intercept-f-second-interceptor"
SEVERAL_GENERALS = "intercept-c-several-generals"
OTHER_SIEGES = "intercept-g-other-sieges"
INTERCEPTION_ROUTES = ("land",)  # intercept-i never across mountain, strait, sea or Mediterranean


def succeeds(modified_roll: int, initiative: int) -> bool:
    return modified_roll > initiative  # intercept-c higher than the initiative


def bars_every_siege(game: Successors) -> bool:
    """Erratum intercept-g-other-sieges: "any-siege" bars a general besieged anywhere."""
    return game.reading(OTHER_SIEGES, "major-city-only") == "any-siege"


def cu_with(game: Successors, general: General) -> int:
    """The CU that may go with the general: besieged with him, or unbesieged with him (intercept-b)."""
    return game.cu_in(general.space, general.faction, besieged=general.besieged)


def generals_with(game: Successors, general: General) -> list[General]:
    """The other generals of his faction on his side of the walls (intercept-b)."""
    return [g for g in game.generals_in(general.space, faction=general.faction)
            if g.besieged == general.besieged and g.name != general.name]


def check_attempt(game: Successors, faction: str, action: dict[str, Any]) -> None:
    """An intercept action, checked in the contract's order (docs/contract.md, Which id a refusal
    cites): the pieces it names (malformed, out of place), its counts, then the rules."""
    target = game.army.space
    name, count = action.get("general"), action.get("cu")
    general = game.generals.get(name) if isinstance(name, str) else None
    if general is None:
        raise Refusal(MALFORMED, f"there is no general {name!r}")
    if general.faction != faction or general.dispersed or name in game.army.leaders:
        # another side's general (the mover's included) is not the deciding faction's to name
        raise Refusal(OUT_OF_PLACE, f"{name} is not a {faction} general who can try")
    if general.space not in game.neighbours(target):
        # intercept-a only an army next to the space the enemy entered
        raise Refusal(OUT_OF_PLACE, f"{name} in {general.space} is not next to {target}")
    leaders = check_leaders(game, general, action.get("leaders", []))
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        # intercept-b only armies intercept: a general with at least one CU
        raise Refusal(MALFORMED, f"an interception needs CU with {name}, not {count!r}")
    if count > game.cu_in(general.space, faction):
        raise Refusal(MALFORMED, f"{name} has only {game.cu_in(general.space, faction)} CU in {general.space}")
    if general.besieged and (game.is_major_city(general.space) or bars_every_siege(game)):
        # intercept-g not from inside a besieged major city (erratum intercept-g-other-sieges: nor any siege)
        raise Refusal("intercept-g", f"{name} is besieged in {general.space}")
    if count > cu_with(game, general):
        # intercept-b the army that tries: the CU on the general's own side of the walls
        raise Refusal("intercept-b", f"{name} has only {cu_with(game, general)} CU on his side of the walls")
    if any(game.generals[other].besieged != general.besieged for other in leaders):
        # intercept-b the generals who go are those of his army, on his side of the walls
        raise Refusal("intercept-b", f"{leaders!r} are not all on {name}'s side of the walls")
    if not game.connection_types(general.space, target) & set(INTERCEPTION_ROUTES):
        # intercept-i never across mountains, strait, sea or the Mediterranean
        raise Refusal("intercept-i", f"{general.space} and {target} are joined only across "
                      f"{', '.join(sorted(game.connection_types(general.space, target)))}")
    pending = outcome_frame(game)
    # interceptors that just came in are not stationary (intercept-f-second-interceptor "all-may-try")
    arrived = set() if pending is None else {side["faction"] for side in interceptors(pending)}
    if any(f != faction and f not in arrived for f in game.factions_with_cu(target)):
        # intercept-k not into stationary, unbesieged enemy CU
        raise Refusal("intercept-k", f"{target} holds enemy CU that are not moving")
    check_target(game, faction, target)


def check_leaders(game: Successors, general: General, leaders: Any) -> list[str]:
    """The other generals named to go with ``general``: names of the position, once each (malformed
    otherwise), of his faction and in his space (out of place otherwise)."""
    if not isinstance(leaders, list) or not all(isinstance(n, str) and n in game.generals for n in leaders) \
            or len(set(leaders)) != len(leaders) or general.name in leaders:
        raise Refusal(MALFORMED, f"leaders {leaders!r}: other generals of the position, each named once")
    for other in leaders:
        going = game.generals[other]
        if going.faction != general.faction or going.dispersed or going.space != general.space \
                or other in game.army.leaders:
            # intercept-b the generals who go are the player's, with the interceptor's army
            raise Refusal(OUT_OF_PLACE, f"{other} is not a {general.faction} general with {general.name}")
    return leaders


def check_target(game: Successors, faction: str, target: str) -> None:
    """intercept-h, intercept-j: where an interceptor may go."""
    if game.cu_in(target, faction, besieged=False) > 0:
        return  # intercept-h any space with at least one of its own unbesieged CU
    control = game.control.get(target)
    if control in (None, faction):
        return  # intercept-h its own control, or no control marker (an unmarked or a transit space)
    if control == INDEPENDENT or game.cu_in(target, faction, besieged=True) > 0:
        # intercept-h an independent marker is not among the allowed targets, and besieged CU of its
        # own open no space (intercept-j bars an enemy space only "without friendly CU")
        raise Refusal("intercept-h", f"{target} has a {control} control marker and no unbesieged {faction} CU")
    # intercept-j not into an enemy-controlled space without friendly CU
    raise Refusal("intercept-j", f"{target} is controlled by {control} and holds no {faction} CU")


class Interception(FactionDecision):
    name = "interception"
    rule = "intercept-a"

    def candidates(self, game: Successors, frame: Frame):
        faction = frame.data["faction"]
        around = set(game.neighbours(game.army.space))
        for general in sorted(game.generals.values(), key=lambda g: g.name):
            if general.faction == faction and general.space in around:
                others = sorted(g.name for g in generals_with(game, general))
                for size in range(len(others) + 1):
                    for leaders in combinations(others, size):
                        extra = {"leaders": list(leaders)} if leaders else {}
                        for count in range(1, cu_with(game, general) + 1):
                            yield {"type": "intercept", "general": general.name, "cu": count, **extra}
        yield {"type": "decline_interception"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "intercept":
            check_attempt(game, frame.data["faction"], action)
        elif kind != "decline_interception":
            raise Refusal(OUT_OF_PLACE, "intercept or decline_interception")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        faction = frame.data["faction"]
        game.pop(frame)
        if action["type"] == "decline_interception":
            return [{"type": "interception_declined", "faction": faction}] + arrival.proceed(game)
        return attempt(game, faction, action["general"], action["cu"], action.get("leaders", []))


class InterceptionOrder(FactionChoice, RefereeDecision):
    """Which of several factions next to the space is asked next whether it intercepts: the
    excerpt does not say, so it is a given of rules outside it (the referee's), never an alphabet."""

    name = "interception_order"
    rule = "intercept-a"
    action_type = "ask_interceptor"
    prompt = "the referee names the faction asked next: ask_interceptor"

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        arrival.offer(game, action["faction"])
        return []


def attempt(game: Successors, faction: str, name: str, count: int, leaders: list[str]) -> list[dict[str, Any]]:
    army = game.army
    general = game.generals[name]
    target = army.space
    roll = game.dice.roll(f"{name}'s interception")
    modifier = TRANSIT_MODIFIER if game.is_transit(target) else 0  # intercept-e
    leader = leading_general(game, name, leaders)
    success = succeeds(roll + modifier, leader.initiative)
    events = [{"type": "interception", "faction": faction, "general": name, "cu": count, "from": general.space,
               "space": target, "roll": roll, "modifier": modifier, "modified_roll": roll + modifier,
               "initiative": leader.initiative, "leader": leader.name, "success": success}]
    if not success:
        return events + arrival.proceed(game)
    # intercept-d the interceptor moves in
    source = general.space
    game.add_cu(source, faction, -count, besieged=general.besieged)
    game.add_cu(target, faction, count)
    for going in [general, *(game.generals[other] for other in leaders)]:
        going.space = target  # intercept-b / intercept-d the named generals go too
        going.besieged = False  # out of the siege they were under (erratum intercept-g-other-sieges)
    events.append({"type": "intercepted", "faction": faction, "general": name, "cu": count,
                   "from": source, "space": target, "generals": [name, *sorted(leaders)]})
    if game.reading(SECOND_INTERCEPTOR, "all-may-try") == "all-may-try":
        # intercept-f-second-interceptor "all-may-try": the other factions may still try
        # against the same move; one outcome then settles every interceptor
        pending = outcome_frame(game)
        if pending is None:
            game.push("interception_outcome", faction=faction, general=name, joined=[])
        else:
            pending.data["joined"].append({"faction": faction, "general": name})
        return events + arrival.proceed(game)
    # intercept-f-second-interceptor "first-stands": the interception is settled before anyone
    # else may act; a later attempt would intercept the interception (intercept-f)
    game.push("interception_outcome", faction=faction, general=name, joined=[])
    return events


def leading_general(game: Successors, name: str, leaders: list[str]) -> General:
    """Whose initiative the interception roll is tested against (intercept-c)."""
    if game.reading(SEVERAL_GENERALS, "highest-rank") == "highest-rank" and leaders:
        # intercept-c-several-generals "highest-rank": the general who would command them, the
        # highest-ranked one (the named one among equals), leads: his initiative counts
        group = [game.generals[n] for n in [name, *leaders]]
        return max(group, key=lambda g: (g.rank, g.name == name))
    return game.generals[name]  # intercept-c-several-generals "named": the general the player names


def interceptors(frame: Frame) -> list[dict[str, str]]:
    """Who has moved in against the move: the first interceptor, then those who joined ("all-may-try")."""
    return [{"faction": frame.data["faction"], "general": frame.data["general"]}, *frame.data["joined"]]


class InterceptionOutcome(RefereeDecision):
    name = "interception_outcome"
    rule = "intercept-a"
    answers = ("battle", "withdraw", "overrun")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        sides = interceptors(frame)
        game.pop(frame)
        army = game.army
        kind = action["type"]
        if kind == "battle":
            every = {"interceptors": [side["faction"] for side in sides]} if len(sides) > 1 else {}
            return battle_stops_the_army(game, "interception", mover=army.faction, interceptor=sides[0]["faction"],
                                         **every)
        if kind == "withdraw":
            # intercept-a the mover falls back one space (10.5)
            back_from = army.space
            relocate(game, army.previous)
            return [{"type": "withdrew", "general": army.commander, "from": back_from, "to": army.space}] + \
                finish(game, "withdrew")
        # intercept-l the interceptor is defeated and the mover goes on
        events = []
        for side in sides:
            army.passed.add((army.space, side["faction"]))
            events.append({"type": "interceptor_defeated", **side, "space": army.space})
        return events + arrival.proceed(game)
