"""9.5.2 What units spend in one Campaign action, and which may move no more.

CU and subordinate leaders may move with the first Campaign leader and then
with the second, as long as no unit spends more than 4 MP in the whole
action (5 for Gallic units). Units of an army that battled, besieged,
subjugated, refused battle or failed a pursuit check move no further in the
action (9.5.2 exception).

CU are counted, not named, so the budget keeps tallies: per space and
faction, how many CU have already spent how many MP in this action (``None``
for units that may not move again), and per leader the MP he has spent.
Fresh CU are picked up before tired ones, and tired ones before those that
may not move (the most the player can move); drop-offs leave the most tired
first.

Each moving army carries groups ``[count, spent_before, joined_at]``: a group
has spent ``spent_before + army.mp_spent - joined_at`` MP in the action.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core import memo
from . import factions, stacking, terrain
from .game import SwordOfRome
from .pieces import Army

# 9.5.2 the most MP a unit may spend in one Campaign action
BUDGET = {"default": 4, "gallic": 5}
# the end reasons after which an army's units may not move again (9.5.2 exception)
EXHAUSTING = {"battle", "siege", "subjugation", "refused battle", "failed pursuit"}
SEA_MOVE_MP = 3


def budget_of(faction: str) -> int:
    # 9.5.2 4 MP in all, 5 for Gallic leaders and CU
    return BUDGET["gallic"] if factions.is_gallic(faction) else BUDGET["default"]


# -- tallies ----------------------------------------------------------------------

def _tally(campaign: dict[str, Any], space: str, faction: str) -> list[list[Any]]:
    return campaign["_cu"].setdefault(f"{space}|{faction}", [])


def tired_cu(campaign: dict[str, Any], space: str, faction: str) -> list[list[Any]]:
    return [entry for entry in _tally(campaign, space, faction) if entry[0]]


def exhausted_cu(campaign: dict[str, Any], space: str, faction: str) -> int:
    return sum(count for count, spent in tired_cu(campaign, space, faction) if spent is None)


def may_move_cu(game: SwordOfRome) -> int:
    """CU the moving army could pick up where it is that may still move in this action."""
    army = game.army
    return stacking.available_cu(game) - exhausted_cu(game.campaign, army.space, army.faction)


def leader_spent(campaign: dict[str, Any], name: str) -> int | None:
    """MP the leader has spent in this action (None: he may not move again)."""
    return campaign["_leaders"].get(name, 0)


def is_exhausted_leader(campaign: dict[str, Any], name: str) -> bool:
    return name in campaign["_leaders"] and campaign["_leaders"][name] is None


def _deposit(campaign: dict[str, Any], space: str, faction: str, count: int, spent: int | None) -> None:
    if count and (spent is None or spent > 0):
        _tally(campaign, space, faction).append([count, spent])


# -- the moving army's groups -------------------------------------------------------

def _carried(game: SwordOfRome) -> dict[str, Any]:
    return game.campaign["_carried"]


def start_army(game: SwordOfRome) -> None:
    """A Campaign commander is activated: he carries what he already spent."""
    army = game.army
    spent = leader_spent(game.campaign, army.commander) or 0
    game.campaign["_carried"] = {"cu": [], "leaders": {army.commander: [spent, 0]}}


def spent_so_far(game: SwordOfRome) -> int:
    """The most MP any unit of the moving army has spent in this action."""
    army = game.army
    carried = _carried(game)
    groups = [g[1:] for g in carried["cu"]] + list(carried["leaders"].values())
    return max((before + army.mp_spent - joined for before, joined in groups), default=army.mp_spent)


def budget_left(game: SwordOfRome) -> int:
    army = game.army
    # the same for every candidate of a decision (checks spend no MP): counted once per listing
    return memo.once(game, (budget_left, army.mp_spent), lambda: budget_of(army.faction) - spent_so_far(game))


def cost_of(game: SwordOfRome, action: dict[str, Any]) -> int:
    army = game.army
    kind = action["type"]
    if kind == "move":
        return terrain.land_cost(game, army.faction, army.space, action["to"])[0]
    if kind == "sail":
        return SEA_MOVE_MP
    if kind == "plunder":
        return action["mp"]
    return 0


def check_spending(game: SwordOfRome, action: dict[str, Any]) -> None:
    """Refuse a move that would take a unit past the action's budget."""
    cost = cost_of(game, action)
    if cost and cost > budget_left(game):
        # 9.5.2 no CU or leader spends more than 4 MP (Gauls 5) in one Campaign action
        raise Refusal("9.5.2", f"a unit of the army has spent {spent_so_far(game)} MP in this Campaign "
                               f"action; {cost} more would pass {budget_of(game.army.faction)}")


def check_stacking(game: SwordOfRome, action: dict[str, Any]) -> None:
    army = game.army
    if action["type"] != "pick_up":
        return
    if "cu" in action:
        if action["cu"] > may_move_cu(game):
            # 9.5.2 exception: CU that fought or stopped this action may not move again
            raise Refusal("9.5.2-exception", f"only {may_move_cu(game)} CU in "
                                             f"{army.space} may still move in this action")
    elif is_exhausted_leader(game.campaign, action["leader"]):
        # 9.5.2 exception: leaders of an army that fought or stopped may not move again
        raise Refusal("9.5.2-exception", f"{action['leader']} may not move again in this action")


def before_stacking(game: SwordOfRome, action: dict[str, Any]) -> None:
    """Keep the groups in step with a pick-up or drop-off about to happen."""
    army = game.army
    campaign = game.campaign
    carried = _carried(game)
    if "leader" in action:
        name = action["leader"]
        if action["type"] == "pick_up":
            carried["leaders"][name] = [leader_spent(campaign, name) or 0, army.mp_spent]
        else:
            before, joined = carried["leaders"].pop(name)
            campaign["_leaders"][name] = before + army.mp_spent - joined
        return
    count = action["cu"]
    if action["type"] == "pick_up":
        fresh = may_move_cu(game) - sum(
            n for n, spent in tired_cu(campaign, army.space, army.faction) if spent is not None)
        taken = min(count, fresh)
        if taken:
            carried["cu"].append([taken, 0, army.mp_spent])
        count -= taken
        tally = _tally(campaign, army.space, army.faction)
        for entry in sorted((e for e in tally if e[1] is not None and e[0]), key=lambda e: e[1]):
            if not count:
                break
            taken = min(count, entry[0])
            entry[0] -= taken
            count -= taken
            carried["cu"].append([taken, entry[1], army.mp_spent])
        return
    # drop-off: the most tired leave first
    carried["cu"].sort(key=lambda g: g[1] - g[2])
    while count:
        group = carried["cu"][-1]
        taken = min(count, group[0])
        group[0] -= taken
        count -= taken
        _deposit(campaign, army.space, army.faction, taken, group[1] + army.mp_spent - group[2])
        if not group[0]:
            carried["cu"].pop()


def finish_army(game: SwordOfRome, *, exhausted: bool) -> None:
    """The army's movement is over: its units keep what they spent (or are done)."""
    army = game.army
    campaign = game.campaign
    carried = _carried(game)
    for count, before, joined in carried["cu"]:
        _deposit(campaign, army.space, army.faction, count, None if exhausted else before + army.mp_spent - joined)
    for name, (before, joined) in carried["leaders"].items():
        campaign["_leaders"][name] = None if exhausted else before + army.mp_spent - joined
    campaign["_carried"] = None


def keep_carried(game: SwordOfRome) -> dict[str, Any]:
    """Set the moving army's groups aside (its battle waits: 9.5.6)."""
    carried, game.campaign["_carried"] = game.campaign["_carried"], None
    return carried


def exhaust(game: SwordOfRome, army: Army, carried: dict[str, Any]) -> None:
    """An army set aside has fought: none of its units move again this action."""
    _deposit(game.campaign, army.space, army.faction, army.cu, None)
    for name in carried["leaders"]:
        game.campaign["_leaders"][name] = None


def report(campaign: dict[str, Any]) -> dict[str, Any]:
    """The tallies as state data."""
    moved = []
    for key, entries in sorted(campaign["_cu"].items()):
        space, faction = key.split("|")
        for count, spent in entries:
            if count:
                moved.append({"space": space, "faction": faction, "cu": count, "mp_spent": spent,
                              "may_move": spent is not None})
    leaders = {name: spent for name, spent in sorted(campaign["_leaders"].items())}
    return {"moved_cu": moved, "leaders_mp_spent": leaders}
