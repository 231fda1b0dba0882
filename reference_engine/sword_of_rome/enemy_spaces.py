"""9.4 Spaces holding enemy units: battle, pursuit, refusing battle, lone leaders.

API for the other sections (9.5 Campaign cards, 9.6 naval):

Entering a space
    ``army.enter(game, to, ...)`` hands over to ``reaction.on_enter(game)``. For an
    army with CU (a lone leader triggers nothing, 9.3) that opens the whole
    reaction in ``game.reaction`` and pushes its decisions in this order:
    ``walled_city`` (9.3.1, each enemy faction with units in an enemy walled
    city), ``reaction`` (9.3.2, each enemy player who has a leader able to
    intercept from an adjacent space or to avoid battle in the entered space:
    declares every attempt, then ``end_declarations``), ``attempt_outcome``
    (referee, one per declared attempt, in declaration order),
    ``reaction_event`` (9.3.3 Caudine Forks, for an enemy player holding it),
    then this module's ``after_reactions``: ``pursuit`` (referee, 9.4.2, after a
    successful avoid), ``refuse_battle`` / ``refuse_battle_outcome`` (9.4.3,
    after a successful interception), ``automatic_victory`` (referee,
    9.4.1-exception) and finally the battle (9.4.1). When nothing is left to
    decide the movement decision is on top again, or the movement is over.
    Interception of any moving army -- a flanking army included (9.5.9) -- is
    thus opened by simply entering the space through ``army.enter``.

Who may react
    ``reaction.may_intercept(game, leader)`` / ``reaction.may_avoid(game,
    leader)``. A leader (with CU of his own side in his space) standing where
    a declared, unresolved battle is (see ``is_engaged``) does not react: he is
    busy with that battle (what 9.5.6 says of the enemy of a main army).

Battles
    ``declare_battle(game, space, cause) -> [event]`` records a battle between
    the moving army (``game.army``) and every enemy CU and leader outside the
    walls of ``space``; it does NOT end movement (``after_reactions`` does,
    with ``army.finish(game, "battle")``). ``game.battles`` is the list of
    declared battles, reported as state key ``battles``; each is
    ``{"id", "space", "cause": "entered" | "interception", "attacker",
    "attacker_faction", "attacking_cu", "defenders" (factions),
    "defender_leaders", "defending_cu", "resolved": false}``. ``attacker`` is
    the moving army's commander. Battles are never resolved here (combat, 12,
    is outside the excerpt): a declared battle stays ``resolved: false``
    ("declared, not resolved yet", 9.5.6); ``unresolved_battle_in(game,
    space)`` finds it; another section may set ``resolved`` when its rules say
    so. The battle event is ``{"type": "battle", **battle}``.

Reasons a movement ends here (``army.end_reason``): ``"battle"``,
``"failed pursuit"``, ``"refused battle"`` -- the cases 9.5.2's exception
names.

Lone leaders (9.4.4)
    Whether a lone leader could still move on is whether a land or a sea move out
    would be legal: the movement decision's check of one (``movement.check_land_move``,
    ``movement.check_sea_move``), asked through the game's rules. A move he could
    only stop after is refused when it is made (erratum 9.4.4-b-no-way-out).

State: ``game.battles`` (list) and ``game.reaction`` (the reaction in
progress, or None; state key ``reaction``: ``{"space", "from", "stage",
"attempts": [...]}``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from conformance.contract import Refusal

from ..core.decisions import REFEREE
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import factions, terrain
from .army import finish
from .game import SwordOfRome


# -- lone leaders (9.4.4) -----------------------------------------------------------

#: erratum 9.4.4-b-start: "leave-if-able" (the space he was activated in counts) or "start-exempt"
START_ERRATUM = "9.4.4-b-start"


#: erratum 9.4.4-b-no-way-out: "never-stranded" (he may not make the move or spend the MP after which he could
#: only stop with enemy leaders) or "ends-when-stranded" (only ending his move while a way out is open is barred)
NO_WAY_OUT_ERRATUM = "9.4.4-b-no-way-out"


def never_stranded(game: SwordOfRome) -> bool:
    return game.reading(NO_WAY_OUT_ERRATUM, "never-stranded") == "never-stranded"


def check_entering(game: SwordOfRome, to: str, *, cost: int | None = None) -> None:
    """Refuse a lone leader's move into ``to`` (``cost``: a sea move's MP; None: by land)."""
    army = game.army
    if army.is_lone_leader and game.enemy_cu_in(to, army.faction) > 0:
        # 9.4.4 a leader without an army may not enter a space with enemy CU
        raise Refusal("9.4.4-a", f"{army.commander} has no CU and {to} holds enemy CU")
    if army.is_lone_leader and game.enemy_leaders_in(to, army.faction) and never_stranded(game) \
            and not _could_move_on_from(game, to, cost):
        # 9.4.4 ... nor stop with enemy leaders: he may not enter where he could not move on from
        raise Refusal("9.4.4-b", f"{army.commander} has no CU and would have to stop with enemy leaders in {to}")


def _could_move_on_from(game: SwordOfRome, to: str, cost: int | None) -> bool:
    """Whether, once in ``to`` (by sea for ``cost`` MP, or by land), the lone leader would still have a
    legal move out."""
    army = game.army
    by_sea = cost is not None
    if cost is None:
        cost, _ = terrain.land_cost(game, army.faction, army.space, to)
    return _could_move_on_after(game, cost, to=to, by_sea=by_sea)


def _could_move_on_after(game: SwordOfRome, cost: int, *, to: str | None = None, by_sea: bool = False) -> bool:
    """Whether, after spending ``cost`` MP (moving into ``to``, or in place), a legal move out remains."""
    army = game.army
    if army.mp_left - cost <= 0:
        return False
    moved = {"space": to, "path": [*army.path, to], "sea_moves": army.sea_moves + by_sea} if to else {}
    game.army = replace(army, mp_spent=army.mp_spent + cost, **moved)
    try:
        return _can_move_on(game)
    finally:
        game.army = army


def check_stopping(game: SwordOfRome, space: str) -> None:
    army = game.army
    if army.previous is None and game.reading(START_ERRATUM, "leave-if-able") == "start-exempt":
        return  # erratum 9.4.4-b-start (start-exempt): the ban is on spaces he enters
    if army.is_lone_leader and game.enemy_leaders_in(space, army.faction) and _can_move_on(game):
        # 9.4.4 ... nor stop in a space with enemy leaders (unless no legal move leads out)
        raise Refusal("9.4.4-b", f"{army.commander} has no CU and may not stop with enemy leaders in {space}")


def check_spending(game: SwordOfRome, mp: int) -> None:
    """Refuse spending MP in place (e.g. plunder, 9.2) that would strand a lone
    leader with enemy leaders: he could then only stop there."""
    army = game.army
    if army.is_lone_leader and game.enemy_leaders_in(army.space, army.faction) and never_stranded(game) and \
            not _could_move_on_after(game, mp):
        # 9.4.4 a lone leader may not stop with enemy leaders
        raise Refusal("9.4.4-b", f"{army.commander} would be left with no move out beside enemy leaders "
                                 f"in {army.space}")


def _can_move_on(game: SwordOfRome) -> bool:
    """Whether the lone leader still has a legal move out (if not, he is there
    by no choice of his: the engine does not strand him without any action)."""
    army = game.army
    for space in game.neighbours(army.space):
        try:
            game.proceed("check_land_move", space)  # movement.check_land_move
        except Refusal:
            continue
        return True
    if game.is_port(army.space):
        for port in game.ports():  # 9.4.4 a way out by sea is a way out too
            if port == army.space:
                continue
            try:
                game.proceed("check_sea_move", port)  # movement.check_sea_move
            except Refusal:
                continue
            return True
    return False


# -- battles (9.4.1) ----------------------------------------------------------------

def defending_cu(game: SwordOfRome, space: str) -> int:
    """Enemy CU outside the walls: those that fight (9.3.1-c: those inside do not)."""
    return game.enemy_cu_in(space, game.army.faction, inside=False)


def declare_battle(game: SwordOfRome, space: str, cause: str) -> list[dict[str, Any]]:
    army = game.army
    defenders = [f for f in factions.FACTIONS
                 if game.is_enemy(army.faction, f) and game.cu_in(space, f, inside=False)]
    battle = {
        "id": len(game.battles) + 1, "space": space, "cause": cause,
        "attacker": army.commander, "attacker_faction": army.faction, "attacking_cu": army.cu,
        "defenders": defenders,
        "defender_leaders": sorted(l.name for l in game.enemy_leaders_in(space, army.faction) if not l.inside),
        "defending_cu": defending_cu(game, space), "resolved": False,
    }
    game.battles.append(battle)
    return [{"type": "battle", **battle}]


def unresolved_battle_in(game: SwordOfRome, space: str) -> dict[str, Any] | None:
    for battle in game.battles:
        if battle["space"] == space and not battle["resolved"]:
            return battle
    return None


def is_engaged(game: SwordOfRome, space: str) -> bool:
    """Units in ``space`` are tied up in a declared battle not resolved yet."""
    return unresolved_battle_in(game, space) is not None


# -- after the reaction (9.4.1-9.4.3) --------------------------------------------------

def after_reactions(game: SwordOfRome) -> list[dict[str, Any]]:
    """The other side's reactions are over: pursuit, refusing battle, battle."""
    army = game.army
    reaction = game.reaction
    if reaction is None or army.ended:
        game.reaction = None
        return []
    results = reaction["results"]
    if _succeeded(reaction, "avoid_battle") and "pursuit" not in results:
        game.push("pursuit")
        return []
    if _succeeded(reaction, "interception") and "refuse_battle" not in results:
        game.push("refuse_battle")
        return []
    if army.cu and defending_cu(game, army.space):
        if "automatic_victory" not in results:
            game.push("automatic_victory")
            return []
        if not results["automatic_victory"]:
            # 9.4.1 enemy CU that neither hid nor avoided: movement ends in an attack
            game.reaction = None
            cause = "interception" if _succeeded(reaction, "interception") else "entered"
            return declare_battle(game, army.space, cause) + finish(game, "battle")
    game.reaction = None
    if results.get("pursuit") is False:
        # 9.4.2 a failed pursuit ends the moving army's movement
        return finish(game, "failed pursuit")
    return []


def _succeeded(reaction: dict[str, Any], kind: str) -> bool:
    return any(a["attempt"] == kind and a["result"] == "succeeded" for a in reaction["attempts"])


class RefereeOutcome(DecisionKind[SwordOfRome]):
    """A yes/no outcome of a rule outside the excerpt, answered by the referee."""

    key = ""

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return REFEREE

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "leader": game.army.commander}

    def candidates(self, game: SwordOfRome, frame: Frame):
        yield {"type": "succeeds"}
        yield {"type": "fails"}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in ("succeeds", "fails"):
            raise Refusal(OUT_OF_PLACE, f"the referee answers 'succeeds' or 'fails', not {action['type']!r}")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        success = action["type"] == "succeeds"
        game.reaction["results"][self.key] = success
        events = [{"type": self.key, "leader": game.army.commander, "space": game.army.space,
                   "result": "succeeded" if success else "failed"}]
        return events + self.after(game, success)

    def after(self, game: SwordOfRome, success: bool) -> list[dict[str, Any]]:
        return after_reactions(game)


class Pursuit(RefereeOutcome):
    # 9.4.2 the pursuit check (11.3) after a successful avoid: its roll is outside
    name = "pursuit"
    rule = "9.4.2"
    key = "pursuit"


class RefuseBattle(DecisionKind[SwordOfRome]):
    # 9.4.3 after a successful interception the moving player may try to refuse battle
    name = "refuse_battle"
    rule = "9.4.3"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.army.player

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        army = game.army
        return {"space": army.space, "back_to": army.previous, "leader": army.commander}

    def candidates(self, game: SwordOfRome, frame: Frame):
        yield {"type": "refuse_battle"}
        yield {"type": "accept_battle"}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] not in ("refuse_battle", "accept_battle"):
            raise Refusal(OUT_OF_PLACE, f"the intercepted army tries to refuse battle or accepts it, "
                                     f"not {action['type']!r}")
        if action["type"] == "refuse_battle" and game.army.previous is None:
            raise Refusal(self.rule, "the army has no space it came from")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        army = game.army
        if action["type"] == "refuse_battle":
            game.push("refuse_battle_outcome")
            return [{"type": "refusing_battle", "leader": army.commander, "space": army.space}]
        game.reaction["results"]["refuse_battle"] = False
        return [{"type": "battle_accepted", "leader": army.commander, "space": army.space}] + after_reactions(game)


class RefuseBattleOutcome(RefereeOutcome):
    # 9.4.3 whether the refusal succeeds is 10.5.1, outside: the referee says
    name = "refuse_battle_outcome"
    rule = "9.4.3"
    key = "refuse_battle"

    def after(self, game: SwordOfRome, success: bool) -> list[dict[str, Any]]:
        if not success:
            return after_reactions(game)

        # 9.4.3 the army goes back to the space it came from and its movement ends
        army = game.army
        here, back = army.space, army.previous
        army.space = back
        army.path.append(back)
        for name in army.leaders:
            game.leaders[name].space = back
            game.leaders[name].inside = False
        game.reaction = None
        events = [{"type": "refused_battle", "leader": army.commander, "from": here, "to": back}]
        return events + finish(game, "refused battle")


class AutomaticVictory(DecisionKind[SwordOfRome]):
    # 9.4.1 exception: whether the army is big enough to win automatically is 12.2.1
    name = "automatic_victory"
    rule = "9.4.1-exception"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return REFEREE

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        army = game.army
        return {"space": army.space, "leader": army.commander, "attacking_cu": army.cu,
                "defending_cu": defending_cu(game, army.space)}

    def candidates(self, game: SwordOfRome, frame: Frame):
        yield {"type": "no_automatic_victory"}
        for count in range(defending_cu(game, game.army.space) + 1):
            yield {"type": "automatic_victory", "cu_eliminated": count}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "no_automatic_victory":
            return
        if kind != "automatic_victory":
            raise Refusal(OUT_OF_PLACE, f"the referee rules an automatic victory or none, not {kind!r}")
        count = action.get("cu_eliminated")
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= defending_cu(
                game, game.army.space):
            raise Refusal(MALFORMED, f"{count!r} is not a number of defending CU in {game.army.space}")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        army = game.army
        if action["type"] == "no_automatic_victory":
            game.reaction["results"]["automatic_victory"] = False
            return after_reactions(game)
        # 9.4.1 exception: the army won automatically and may go on moving; what
        # becomes of the defenders is the referee's answer (12.2.1 is outside)
        count = action["cu_eliminated"]
        game.reaction["results"]["automatic_victory"] = True
        event = {"type": "automatic_victory", "space": army.space, "attacker": army.commander,
                 "cu_eliminated": count, "eliminated": _eliminate(game, army.space, count)}
        return [event] + after_reactions(game)


def _eliminate(game: SwordOfRome, space: str, count: int) -> dict[str, int]:
    """Remove ``count`` defending CU; returns how many of each faction."""
    faction, removed = game.army.faction, {}
    for other in factions.FACTIONS:
        if count and game.is_enemy(faction, other):
            taken = min(count, game.cu_in(space, other, inside=False))
            if taken:
                game.add_cu(space, other, -taken)
                removed[other] = taken
            count -= taken
    return removed
