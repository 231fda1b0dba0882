"""9.5.6-9.5.9 Coordinated attacks: a main army engages, a flanking army helps.

When the first army of a Campaign card ends its movement in a battle
(enemy_spaces declares it), the battle is not resolved: the Campaign player
either activates a flanking army (``{"type": "activate", "leader": L,
"role": "flank"}``) or lets the main army fight alone (``{"type":
"fight_alone"}``). The flanking army must be able to reach a space next to
the battle by another path than the main army's (9.5.6-b; erratum
9.5.6-b-different-path: only the approach differs, or the whole route); it
never enters the battle space and stops next to it (9.5.6-d). Its arrival
joins the battle (event ``coordinated_attack``; the battle record in
``game.battles`` gains a ``coordinated`` entry with what the flank brings,
9.5.6-g/-h/-i), and the referee resolves it (``campaign_battle``): a result
with the Campaign side's losses, split as 9.5.6-j says (erratum
9.5.6-j-remaining: what the flank cannot take), or an automatic
victory (9.5.7), after which the main army moves on first and the flanking
army after it. A flanking army stopped on its way (intercepted, 9.5.9) does
not join: the main army's battle is resolved first, then the flank's.

Battles, automatic-victory thresholds, retreats and support markers are
outside the excerpt: the engine records what these rules say about them as
data (who must retreat, which modifiers the flank brings, how losses fall)
and leaves the rest to the referee's answers.
"""

from __future__ import annotations

import heapq
from typing import Any

from conformance.contract import Refusal

from ..core.decisions import REFEREE, FixedAnswers
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import campaign_budget as budget, enemy_spaces, factions, reaction, terrain
from .army import finish
from .game import SwordOfRome
from .movement_points import campaign_movement_points
from .pieces import Army, Leader

STAGES = ("battle", "again")
PATH_ERRATUM = "9.5.6-b-different-path"
MOMENT_ERRATUM = "9.5.6-b-moment"
LOSS_ERRATUM = "9.5.6-j-remaining"
# 9.5.6-g the flanking army adds +1 to the battle
FLANK_MODIFIER = 1


def army_size_modifier(flank_cu: int) -> int:
    # 9.5.6-g half the flanking army's CU, rounded up
    return (flank_cu + 1) // 2


def retreating(main: Army, flank: Army) -> list[str]:
    # 9.5.6-k a defeated combined force: the main and the flanking army both retreat
    return [main.commander, flank.commander]


def split_losses(total: int, flank_cap: int) -> tuple[int, int]:
    """(main, flank): 9.5.6-j both armies take the losses equally, the odd CU on the main army.
    The flank's share is at most ``flank_cap``: under the rest-on-main reading of erratum
    9.5.6-j-remaining the CU it has (what it cannot take falls on the main army too); under the
    odd-cu reading no cap (the caller passes the total). A share larger than an army's CU is
    recorded as the text's arithmetic gives it: what becomes of the excess is the battle chapter's."""
    flank = min(total // 2, flank_cap)
    return total - flank, flank


def _co(game: SwordOfRome) -> dict[str, Any] | None:
    return game.campaign.get("coordinated")


def battle_of(game: SwordOfRome, space: str) -> dict[str, Any]:
    found = enemy_spaces.unresolved_battle_in(game, space)
    if found is None:
        raise AssertionError(f"no battle declared in {space}")
    return found


def battle_by_id(game: SwordOfRome, battle_id: int) -> dict[str, Any]:
    return next(b for b in game.battles if b["id"] == battle_id)


def waiting_battle(game: SwordOfRome) -> dict[str, Any]:
    return dict(battle_by_id(game, _co(game)["battle"]))


# -- the main army's battle waits (9.5.6-a) ------------------------------------------

def after_movement(game: SwordOfRome) -> list[dict[str, Any]] | None:
    """Handle the end of a Campaign army's movement, or return None."""
    campaign = game.campaign
    army = game.army
    co = _co(game)
    if co and co["stage"] == "flank_moving" and army.commander == co["flank"]:
        return _flank_stopped(game)
    if army.end_reason != "battle":
        return None
    role = campaign["roles"].get(army.commander)
    if role == "first" and len(campaign["activated"]) == 1:
        return _offer(game, "battle")
    if role == "main" and "flank_waiting" in campaign["_armies"]:
        return _offer(game, "again")
    return None


def _offer(game: SwordOfRome, stage: str) -> list[dict[str, Any]]:
    army = game.army
    battle = battle_of(game, army.space)
    game.campaign["_armies"]["main"] = (army, budget.keep_carried(game))
    waiting = game.campaign["_armies"].get("flank_waiting")
    game.campaign["coordinated"] = {
        "space": army.space, "battle": battle["id"], "main": army.commander,
        "main_path": list(army.path), "approach": army.previous if army.previous != army.space else None,
        "flank": waiting[0].commander if waiting else None, "stage": "choosing",
    }
    game.push("campaign_activation", stage=stage)
    # 9.5.6 the battle, however it began, is not resolved yet
    return [{"type": "battle_waits", "battle": battle["id"], "space": army.space, "main": army.commander}]


def candidates(game: SwordOfRome, stage: str):
    if stage == "battle":
        for name in sorted(game.leaders):
            yield {"type": "activate", "leader": name, "role": "flank"}
    else:
        yield {"type": "coordinate"}
    yield {"type": "fight_alone"}


def is_flank_activation(stage: str, action: dict[str, Any]) -> bool:
    """A flanking army's commander activated while the main army's battle waits (9.5.6-a)."""
    return stage == "battle" and action["type"] == "activate" and set(action) == {"type", "leader", "role"} \
        and action["role"] == "flank"


def check_flank_reach(game: SwordOfRome, leader: Leader) -> None:
    """Whether the army of a flanking commander (one the Campaign may activate,
    campaign.check_commander) can reach the battle: by land or, if it could sail at all, by sea
    (naval.could_sail), unless it may not leave the walls it stands in (9.3.1)."""
    mp = campaign_movement_points(leader.faction)
    spent = budget.leader_spent(game.campaign, leader.name) or 0
    locked = leader.inside and reaction.enemy_cu_remain_outside(game, leader.space, leader.faction)
    sails = not locked and game.proceed("could_sail", leader)  # naval.could_sail
    if not _stopping_places(game, leader.faction, leader.space, min(mp, budget.budget_of(leader.faction) - spent),
                            sails=sails, locked=locked):
        # 9.5.6 the flanking army must reach the battle by another path than the main army's
        raise Refusal("9.5.6-b", f"{leader.name} cannot reach a space next to {_co(game)['space']} "
                                 f"by another path than the main army's")


def check(game: SwordOfRome, stage: str, player: str, action: dict[str, Any]) -> None:
    """What the Campaign player may do while the main army's battle waits, a flanking commander's
    activation aside (is_flank_activation: the Campaign's, campaign.CampaignActivation)."""
    kind = action["type"]
    if kind == "fight_alone" and set(action) == {"type"}:
        return
    if stage == "again" and kind == "coordinate" and set(action) == {"type"}:
        flank = game.campaign["_armies"]["flank_waiting"][0]
        mp = min(flank.mp_left, budget.budget_of(flank.faction) - _spent_of_waiting(game))
        if not _stopping_places(game, flank.faction, flank.space, mp, sails=flank.naval_capacity is not None):
            # 9.5.7 further coordinated attacks need enough MP left for both armies
            raise Refusal("9.5.7-c", f"{flank.commander} has not MP enough left to flank {_co(game)['space']}")
        return
    if kind == "activate":
        if stage == "again" and action.get("leader") in game.campaign["activated"]:
            # 9.5.1 one Campaign card does not activate the same commander twice (9.5.7: the waiting
            # flank coordinates again, it is not activated again)
            raise Refusal("9.5.1-b", f"{action.get('leader')} has already been activated by this Campaign card")
        # 9.5.1 the main army's battle is fought (or joined by a flank) before the next commander
        raise Refusal("9.5.1", f"the battle in {_co(game)['space']} waits: activate a flanking army or fight "
                               f"alone, not {action!r}")
    if kind in ("fight_alone", "coordinate") and (stage == "again" or kind == "fight_alone"):
        raise Refusal(MALFORMED, f"{kind} takes no parameters: {action!r}")
    raise Refusal(OUT_OF_PLACE, f"the battle in {_co(game)['space']} waits for a flanking army or for the main "
                                f"army to fight alone, not {action!r}")


def _spent_of_waiting(game: SwordOfRome) -> int:
    army, carried = game.campaign["_armies"]["flank_waiting"]
    groups = [g[1:] for g in carried["cu"]] + list(carried["leaders"].values())
    return max((before + army.mp_spent - joined for before, joined in groups), default=army.mp_spent)


def apply(game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    campaign = game.campaign
    co = _co(game)
    kind = action["type"]
    if kind == "fight_alone":
        game.pop(frame)
        army, carried = campaign["_armies"].pop("main")
        budget.exhaust(game, army, carried)
        campaign["coordinated"] = None
        campaign["_queue"].append(("battle", co["battle"]))
        event = {"type": "fighting_alone", "battle": co["battle"], "space": co["space"], "main": co["main"]}
        return [event] + game.proceed("campaign_advance")  # campaign.advance
    # coordinate (a flanking commander's activation is the Campaign's, campaign.request)
    game.pop(frame)
    army, carried = campaign["_armies"].pop("flank_waiting")
    co["flank"], co["stage"] = army.commander, "flank_moving"
    return _resume(game, army, carried)


def flank_started(game: SwordOfRome) -> None:
    co = _co(game)
    co["flank"], co["stage"] = game.army.commander, "flank_moving"


def _resume(game: SwordOfRome, army: Army, carried: dict[str, Any]) -> list[dict[str, Any]]:
    """An army set aside moves on (9.5.7): its CU leave the space again."""
    game.army = army
    game.add_cu(army.space, army.faction, -army.cu)
    army.ended, army.end_reason = False, None
    game.campaign["_carried"] = carried
    game.push("movement")
    return [{"type": "movement_resumed", "leader": army.commander, "space": army.space, "mp_left": army.mp_left}]


def resume_waiting_flank(game: SwordOfRome) -> list[dict[str, Any]] | None:
    """9.5.7 the flanking army starts only once the main army has finished."""
    waiting = game.campaign["_armies"].pop("flank_waiting", None)
    if waiting is None:
        return None
    return _resume(game, *waiting)


# -- where the flanking army may go and stop (9.5.6-b, -d) ----------------------------------

def _whole_route(game: SwordOfRome) -> bool:
    return game.reading(PATH_ERRATUM, "approach") == "whole-route"


def _is_stopping_place(game: SwordOfRome, space: str, co: dict[str, Any]) -> bool:
    if space == co["space"] or not reaction.is_land_adjacent(game, space, co["space"]):
        return False
    if space == co["approach"]:
        return False
    return not (_whole_route(game) and space in co["main_path"])


def _stopping_places(game: SwordOfRome, faction: str, start: str, mp: int, *, sails: bool = False,
                     locked: bool = False) -> set[str]:
    """Spaces next to the battle, off the main army's path, reachable with ``mp``: by land, and by sea
    from port to port for 3 MP when the army may sail (9.6); from ``start`` alone when it may not leave."""
    co = _co(game)
    barred = {co["space"]} | (set(co["main_path"]) if _whole_route(game) else set())
    best = {start: 0}
    queue = [(0, start)] if not locked else []
    while queue:
        spent, space = heapq.heappop(queue)
        if spent > best.get(space, spent):
            continue
        moves = []
        for neighbour in game.neighbours(space):
            try:
                moves.append((neighbour, terrain.land_cost(game, faction, space, neighbour)[0]))
            except Refusal:
                continue
        if sails and game.is_port(space):
            moves += [(port, budget.SEA_MOVE_MP) for port in game.ports() if port != space]
        for neighbour, cost in moves:
            if neighbour in barred:
                continue
            if spent + cost <= mp and spent + cost < best.get(neighbour, mp + 1):
                best[neighbour] = spent + cost
                heapq.heappush(queue, (spent + cost, neighbour))
    return {space for space in best if _is_stopping_place(game, space, co)}


def _is_moving_flank(game: SwordOfRome) -> bool:
    co = _co(game)
    return bool(co) and co["stage"] == "flank_moving" and game.army.commander == co["flank"]


def _reachable_after(game: SwordOfRome, space: str, cost: int) -> bool:
    army = game.army
    mp = min(army.mp_left, budget.budget_left(game)) - cost
    return mp >= 0 and bool(_stopping_places(game, army.faction, space, mp, sails=army.naval_capacity is not None))


def _checked_each_move(game: SwordOfRome) -> bool:
    # erratum 9.5.6-b-moment: "each-move" (a move that loses the battle's reach is refused) or "at-the-stop"
    return game.reading(MOMENT_ERRATUM, "each-move") == "each-move"


def _may_go_on(game: SwordOfRome) -> bool:
    """Some move is still legal for the flank (one that keeps the battle in reach)."""
    movement = game.decision("movement")
    frame = Frame(movement)
    for action in movement.candidates(game, frame):
        if action["type"] in ("move", "sail"):
            try:
                movement.check(game, frame, game.army.player, action)
            except Refusal:
                continue
            return True
    return False


def check_flank_move(game: SwordOfRome, action: dict[str, Any]) -> None:
    if not _is_moving_flank(game) or action["type"] not in ("move", "sail", "plunder"):
        return
    co = _co(game)
    to = action.get("to", game.army.space)
    if to == co["space"]:
        # 9.5.6 the flanking army is never placed in the battle space
        raise Refusal("9.5.6-d", f"the flanking army stops next to {co['space']}, it does not enter it")
    if _whole_route(game) and to in co["main_path"]:
        # 9.5.6 (whole-route reading) the flank keeps off the main army's path
        raise Refusal("9.5.6-b", f"{to} is on the main army's path")
    if _checked_each_move(game) and not _reachable_after(game, to, budget.cost_of(game, action)):
        # 9.5.6 the flank must still be able to reach the battle by another path (each-move reading)
        raise Refusal("9.5.6-b", f"after this the flanking army could not reach {co['space']} by another path")


def check_flank_stop(game: SwordOfRome) -> None:
    if not _is_moving_flank(game):
        return
    co = _co(game)
    space = game.army.space
    if _is_stopping_place(game, space, co) or not _may_go_on(game) or not _reachable_after(game, space, 0):
        return  # it joins, or it can no longer reach the battle and stops on its way without joining
    if not reaction.is_land_adjacent(game, space, co["space"]):
        # 9.5.6 the flanking army stops in a space next to the battle
        raise Refusal("9.5.6-d", f"{space} is not next to the battle in {co['space']}")
    # 9.5.6 it comes by another path than the main army's
    raise Refusal("9.5.6-b", f"the main army came to {co['space']} through {space}")


# -- the flank arrives, or is stopped on its way ------------------------------------------------

def _flank_stopped(game: SwordOfRome) -> list[dict[str, Any]]:
    campaign = game.campaign
    army = game.army
    co = _co(game)
    if army.end_reason == "ended by its player" and _is_stopping_place(game, army.space, co):
        return _join(game)
    # 9.5.9 a flank stopped on its way (e.g. intercepted) does not join; the main
    # army's battle is resolved first, then the flank's own
    budget.finish_army(game, exhausted=army.end_reason in budget.EXHAUSTING)
    main, carried = campaign["_armies"].pop("main")
    budget.exhaust(game, main, carried)
    campaign["coordinated"] = None
    campaign["_queue"].append(("battle", co["battle"]))
    if army.end_reason == "battle":
        campaign["_queue"].append(("battle", battle_of(game, army.space)["id"]))
    event = {"type": "flank_stopped", "leader": army.commander, "space": army.space, "reason": army.end_reason,
             "battle": co["battle"]}
    return [event] + game.proceed("campaign_advance")  # campaign.advance


def _entry_terrain(game: SwordOfRome, faction: str, a: str | None, b: str) -> str | None:
    if a is None:
        return None
    try:
        return terrain.land_cost(game, faction, a, b)[1]
    except Refusal:
        return "sea"


def _join(game: SwordOfRome) -> list[dict[str, Any]]:
    campaign = game.campaign
    flank = game.army
    co = _co(game)
    campaign["_armies"]["flank"] = (flank, budget.keep_carried(game))
    main = campaign["_armies"]["main"][0]
    battle = battle_by_id(game, co["battle"])
    battle["coordinated"] = {
        "main": main.commander, "flank": flank.commander, "flank_faction": flank.faction,
        "flank_from": flank.space, "main_cu": main.cu, "flank_cu": flank.cu,
        "flank_modifier": FLANK_MODIFIER, "army_size_modifier": army_size_modifier(flank.cu),
        # 9.5.6-h the flanking leader's tactics rating gives nothing
        "tactics_leader": main.commander, "flank_tactics_counted": False, "main_leader_removed": False,
        # 9.5.6-i the terrain the flank crossed to join counts neither for battle nor retreat
        "flank_entry_terrain": _entry_terrain(game, flank.faction, flank.space, co["space"]),
        "flank_entry_terrain_counts": False,
        # the main army's terrain counts: the sea, if it sailed in, even between ports a road also joins
        "main_entry_terrain": "sea" if main.entered_by == "sea" else _entry_terrain(
            game, main.faction, co["approach"], co["space"]),
    }
    co["stage"] = "joined"
    game.push("campaign_battle", battle=co["battle"])
    return [{"type": "coordinated_attack", "battle": co["battle"], "space": co["space"], **battle["coordinated"]}]


def push_step(game: SwordOfRome, step: str, battle_id: int) -> None:
    game.push("ally_support" if step == "support" else "campaign_battle", battle=battle_id)


# -- the referee resolves a Campaign army's battle ------------------------------------------------

def _joined(game: SwordOfRome, battle: dict[str, Any]) -> bool:
    co = _co(game)
    return bool(co) and co["stage"] == "joined" and co["battle"] == battle["id"]


def _defending_cu(game: SwordOfRome, battle: dict[str, Any]) -> int:
    return sum(game.cu_in(battle["space"], f, inside=False) for f in battle["defenders"])


def _loss_totals(game: SwordOfRome, battle: dict[str, Any]) -> range:
    """The losses the referee may rule (12, outside the excerpt): any number of the Campaign side's CU
    in the battle; the excerpt sets no other cap (more than there are is malformed, docs/contract.md)."""
    if _joined(game, battle):
        return range(0, battle["coordinated"]["main_cu"] + battle["coordinated"]["flank_cu"] + 1)
    return range(0, battle["attacking_cu"] + 1)


def _flank_cap(game: SwordOfRome, battle: dict[str, Any], losses: int) -> int:
    if game.reading(LOSS_ERRATUM, "odd-cu") == "rest-on-main":
        # 9.5.6-j (rest-on-main reading) the main army takes what the flank cannot
        return battle["coordinated"]["flank_cu"]
    # 9.5.6-j (odd-cu reading) each army takes its equal share, the main army the odd CU
    return losses


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class CampaignBattle(DecisionKind[SwordOfRome]):
    # 9.5.1 a Campaign army's battle is finished before the action goes on
    name = "campaign_battle"
    rule = "9.5.1"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return REFEREE

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"battle": dict(battle_by_id(game, frame.data["battle"]))}

    def candidates(self, game: SwordOfRome, frame: Frame):
        battle = battle_by_id(game, frame.data["battle"])
        for winner in [battle["attacker_faction"], *battle["defenders"]]:
            for losses in _loss_totals(game, battle):
                yield {"type": "battle_result", "winner": winner, "losses": losses}
        if _joined(game, battle):
            for count in range(_defending_cu(game, battle) + 1):
                yield {"type": "automatic_victory", "cu_eliminated": count}
            if not battle["coordinated"]["main_leader_removed"]:
                yield {"type": "remove_leader", "leader": battle["coordinated"]["main"]}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        battle = battle_by_id(game, frame.data["battle"])
        kind = action["type"]
        if kind == "battle_result" and set(action) == {"type", "winner", "losses"}:
            if action["winner"] not in [battle["attacker_faction"], *battle["defenders"]]:
                raise Refusal(MALFORMED, f"{action['winner']!r} does not fight in {battle['space']}")
            if not _is_count(action["losses"]) or action["losses"] not in _loss_totals(game, battle):
                # the referee's ruling (12, outside): no more CU than the Campaign side has in the battle
                raise Refusal(MALFORMED, f"{action['losses']!r} is not a number of the Campaign side's CU "
                                         f"in {battle['space']}")
            return
        if _joined(game, battle) and kind == "automatic_victory" and set(action) == {"type", "cu_eliminated"}:
            if not _is_count(action["cu_eliminated"]) or \
                    action["cu_eliminated"] not in range(_defending_cu(game, battle) + 1):
                raise Refusal(MALFORMED, f"{action['cu_eliminated']!r} is not a number of defending CU")
            return
        if _joined(game, battle) and kind == "remove_leader" and action == {
                "type": "remove_leader", "leader": battle["coordinated"]["main"]} \
                and not battle["coordinated"]["main_leader_removed"]:
            return
        raise Refusal(OUT_OF_PLACE, f"the referee resolves the battle in {battle['space']}, not {action!r}")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        battle = battle_by_id(game, frame.data["battle"])
        kind = action["type"]
        if kind == "remove_leader":
            # 9.5.6-h even then the flanking leader's tactics rating is not used
            battle["coordinated"].update(main_leader_removed=True, tactics_leader=None)
            return [{"type": "leader_removed_by_event", "leader": action["leader"], "battle": battle["id"]}]
        game.pop(frame)
        if kind == "automatic_victory":
            return _automatic_victory(game, battle, action["cu_eliminated"])
        return _result(game, battle, action["winner"], action["losses"])


def _result(game: SwordOfRome, battle: dict[str, Any], winner: str, losses: int) -> list[dict[str, Any]]:
    campaign = game.campaign
    battle.update(resolved=True, winner=winner)
    events = []
    if _joined(game, battle):
        main_losses, flank_losses = split_losses(losses, _flank_cap(game, battle, losses))
        battle["losses"] = {"main": main_losses, "flank": flank_losses}
        main, main_carried = campaign["_armies"].pop("main")
        flank, flank_carried = campaign["_armies"].pop("flank")
        budget.exhaust(game, main, main_carried)
        budget.exhaust(game, flank, flank_carried)
        campaign["coordinated"] = None
        if winner != battle["attacker_faction"]:
            battle["must_retreat"] = retreating(main, flank)
            events.append({"type": "retreat_required", "battle": battle["id"], "armies": battle["must_retreat"]})
        elif game.controller_of(flank.faction) != campaign["player"]:
            campaign["_queue"].insert(0, ("support", battle["id"]))
    else:
        battle["losses"] = {"attacker": losses}
    resolved = {"type": "battle_resolved", "battle": battle["id"], "space": battle["space"], "winner": winner,
                "losses": dict(battle["losses"])}
    return [resolved, *events] + game.proceed("campaign_advance")  # campaign.advance


def _automatic_victory(game: SwordOfRome, battle: dict[str, Any], count: int) -> list[dict[str, Any]]:
    campaign = game.campaign
    main, carried = campaign["_armies"].pop("main")
    left = count
    for other in factions.FACTIONS:
        if left and game.is_enemy(main.faction, other):
            taken = min(left, game.cu_in(battle["space"], other, inside=False))
            game.add_cu(battle["space"], other, -taken)
            left -= taken
    battle.update(resolved=True, winner=battle["attacker_faction"], automatic_victory=True, cu_eliminated=count)
    # 9.5.7 both armies may move on: the main army first, the flank once it is done
    campaign["roles"][main.commander] = "main"
    campaign["_armies"]["flank_waiting"] = campaign["_armies"].pop("flank")
    campaign["coordinated"] = None
    event = {"type": "automatic_victory", "battle": battle["id"], "space": battle["space"],
             "attacker": main.commander, "coordinated": True, "cu_eliminated": count}
    return [event] + _resume(game, main, carried)


class AllySupport(FixedAnswers[SwordOfRome]):
    # 9.5.6-l after an allied flank's victory the Campaign player may place support for the ally
    name = "ally_support"
    rule = "9.5.6-l"
    answers = ("place_support", "decline_support")

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.campaign["player"]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        battle = battle_by_id(game, frame.data["battle"])
        return {"battle": battle["id"], "space": battle["space"], "ally": battle["coordinated"]["flank_faction"]}

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        battle = battle_by_id(game, frame.data["battle"])
        placed = action["type"] == "place_support"
        battle["ally_support"] = placed
        event = {"type": "support_placed" if placed else "support_declined", "battle": battle["id"],
                 "space": battle["space"], "ally": battle["coordinated"]["flank_faction"]}
        return [event] + game.proceed("campaign_advance")  # campaign.advance


# -- 9.5.8 a sortie as the main army ---------------------------------------------------------------

def sortie(game: SwordOfRome, player: str, name: str) -> list[dict[str, Any]]:
    """The sortie itself is 13.4.1: the army inside the walls attacks the besiegers, with the CU the
    position gives (9.5.8-b: a Campaign card may be played for it)."""
    leader = game.leaders[name]
    space = leader.space
    count = game.sorties[name]
    game.add_cu(space, leader.faction, -count, inside=True)
    leader.inside = False
    mp = campaign_movement_points(leader.faction)
    game.army = Army(commander=name, faction=leader.faction, player=player, space=space, movement_points=mp,
                     cu=count, path=[space])
    budget.start_army(game)
    game.campaign["_carried"]["cu"].append([count, 0, 0])
    events = [{"type": "activated", "leader": name, "player": player, "card": None, "movement_points": mp,
               "space": space, "role": "sortie"},
              {"type": "sortie", "leader": name, "space": space, "cu": count}]
    return events + enemy_spaces.declare_battle(game, space, "sortie") + finish(game, "battle")
