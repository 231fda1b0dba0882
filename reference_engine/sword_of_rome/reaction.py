"""9.3 Reaction of the other side when a moving army enters a space.

An army with CU (not a leader on his own) that enters a space opens a
reaction, kept in ``game.reaction`` while it lasts:

1. ``walled_city`` (9.3.1): in an enemy walled city, each enemy faction with
   leaders or CU there declares who goes inside the walls (at most 3 CU, any
   leaders, only in a city its own side controls), each from what was free as
   the army entered, whichever is asked first (``walls_at_entry``);
2. ``reaction`` (9.3.2): each enemy player able to react declares all his
   interception and avoid-battle attempts, then ``end_declarations``;
3. ``attempt_outcome`` (referee): each attempt succeeds or fails, in the order
   declared (the rolls of sections 10-11 are outside the excerpt);
4. ``reaction_event`` (9.3.3): an enemy player holding Caudine Forks may play
   it now, and only now;
5. then 9.4 (enemy_spaces.after_reactions).

Who may attempt is kept minimal (eligibility beyond this is sections 10-11):
an interception is led by an enemy leader in a space adjacent by land, with
1 or more CU of his faction from his space; an avoid attempt is led by an
enemy leader outside the walls in the entered space, with 1 or more CU of his
faction there. Leaders locked inside walls (9.3.1-e) or tied up in a declared
battle (enemy_spaces.is_engaged) do not react.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from conformance.contract import Refusal

from ..core.board import connections
from ..core.decisions import REFEREE
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import enemy_spaces, factions
from .game import SwordOfRome
from .pieces import Leader

# 9.3.1 no more than three CU inside the walls of a city (leaders: no limit)
MAX_INSIDE_CU = 3
CAUDINE_FORKS = "Caudine Forks"
LAND = ("clear", "rough", "strait", "appian")


# -- opening the reaction ----------------------------------------------------------

def on_enter(game: SwordOfRome) -> list[dict[str, Any]]:
    """The army has just entered a space: let the other side react, then 9.4."""
    army = game.army
    if army.is_lone_leader:
        return []  # 9.3 only an army, not a leader on his own, provokes a reaction
    game.reaction = {"space": army.space, "from": army.previous, "stage": "walls",
                     "walls": walls_to_declare(game), "declaring": [], "attempts": [],
                     "events_offered": [], "results": {}}
    if game.reaction["walls"]:
        game.reaction["entry"] = walls_at_entry(game)
    return advance(game)


def advance(game: SwordOfRome) -> list[dict[str, Any]]:
    """Push the next reaction decision, or hand over to 9.4."""
    reaction = game.reaction
    if reaction["stage"] == "walls":
        if reaction["walls"]:
            game.push("walled_city", faction=reaction["walls"].pop(0))
            return []
        reaction["stage"] = "declaring"
        reaction["declaring"] = reacting_players(game)
    if reaction["stage"] == "declaring":
        if reaction["declaring"]:
            game.push("reaction", player=reaction["declaring"].pop(0))
            return []
        reaction["stage"] = "resolving"
    if reaction["stage"] == "resolving":
        for index, attempt in enumerate(reaction["attempts"]):
            if attempt["result"] is None:
                game.push("attempt_outcome", index=index)
                return []
        reaction["stage"] = "events"
        reaction["events_offered"] = caudine_forks_holders(game)
    if reaction["stage"] == "events":
        if reaction["events_offered"]:
            game.push("reaction_event", player=reaction["events_offered"].pop(0))
            return []
        reaction["stage"] = "enemy_space"
    return enemy_spaces.after_reactions(game)


def state(game: SwordOfRome) -> dict[str, Any] | None:
    reaction = game.reaction
    if reaction is None:
        return None
    return {"space": reaction["space"], "from": reaction["from"], "stage": reaction["stage"],
            "attempts": [dict(a) for a in reaction["attempts"]]}


# -- 9.3.1 walled cities ------------------------------------------------------------

def is_locked(game: SwordOfRome, space: str, faction: str) -> bool:
    # 9.3.1 units inside the walls cannot leave while enemy CU remain in the space
    return game.enemy_cu_in(space, faction, inside=False) > 0


#: erratum 9.3.1-d-whose-city: "own-power" (the city of the units' own power) or "own-player"
WHOSE_CITY_ERRATUM = "9.3.1-d-whose-city"


def hides_in_own_city(game: SwordOfRome, space: str, faction: str) -> bool:
    # 9.3.1 units hide only inside cities they control
    owner = game.control.get(space)
    if owner is None:
        return False
    if game.reading(WHOSE_CITY_ERRATUM, "own-power") == "own-player":
        return game.controller_of(owner) == game.controller_of(faction)  # a power of the same player
    return owner == faction  # their own power's city


def walls_to_declare(game: SwordOfRome) -> list[str]:
    army = game.army
    space = army.space
    owner = game.control.get(space)
    if not game.is_walled(space) or owner is None or not game.is_enemy(army.faction, owner):
        return []  # 9.3.1 only an enemy walled city
    found = []
    for faction in factions.FACTIONS:
        if game.is_enemy(army.faction, faction) and (free_cu(game, space, faction) or
                                                     free_leaders(game, space, faction)):
            found.append(faction)
    return found


def free_cu(game: SwordOfRome, space: str, faction: str) -> int:
    """CU the owner may place either side of the walls (9.3.1-a: outside until declared)."""
    inside = 0 if is_locked(game, space, faction) else game.cu_in(space, faction, inside=True)
    return game.cu_in(space, faction, inside=False) + inside


def inside_of_others(game: SwordOfRome, space: str, faction: str) -> int:
    """CU of other powers that stay inside the walls: declared in this reaction, or shut in
    when the army entered."""
    declared = game.reaction.get("walls_declared", [])
    entry = game.reaction["entry"]
    return sum(game.cu_in(space, other, inside=True) for other in factions.FACTIONS
               if other != faction and (other in declared or entry[other]["shut_in"]))


def free_leaders(game: SwordOfRome, space: str, faction: str) -> list[str]:
    locked = is_locked(game, space, faction)
    return sorted(l.name for l in game.leaders_in(space, faction=faction) if not (l.inside and locked))


def walls_at_entry(game: SwordOfRome) -> dict[str, dict[str, Any]]:
    """Per power, what it may place either side of the walls and how many of its CU are shut in,
    as the army enters.

    9.3.1: the enemy makes one declaration of who is inside and who outside; no part of it comes
    before another. The powers are asked one at a time, but a power's CU kept outside by one
    answer do not shut in the units of another power answering after it: every power chooses
    from what was free when the army entered, so the outcome is the same whichever power is
    asked first. Shut in (9.3.1-e) are only units that were inside while enemy CU already stood
    outside (9.3.1-a); units declared inside are shut in once the declaration is made.
    """
    space = game.army.space
    return {faction: {"cu": free_cu(game, space, faction), "leaders": free_leaders(game, space, faction),
                      "shut_in": game.cu_in(space, faction, inside=True) if is_locked(game, space, faction) else 0}
            for faction in factions.FACTIONS}


class WalledCity(DecisionKind[SwordOfRome]):
    name = "walled_city"
    rule = "9.3.1"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.controller_of(frame.data["faction"])

    def _entry(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        # 9.3.1 what the power may place is what was free as the army entered (walls_at_entry)
        return game.reaction["entry"][frame.data["faction"]]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        entry = self._entry(game, frame)
        return {"space": game.army.space, "faction": frame.data["faction"], "cu": entry["cu"],
                "leaders": list(entry["leaders"])}

    def candidates(self, game: SwordOfRome, frame: Frame):
        entry = self._entry(game, frame)
        leaders = entry["leaders"]
        for count in range(entry["cu"] + 1):
            for size in range(len(leaders) + 1):
                for chosen in combinations(leaders, size):
                    yield {"type": "declare_walls", "cu": count, "leaders": list(chosen)}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        space, faction = game.army.space, frame.data["faction"]
        entry = self._entry(game, frame)
        if action["type"] != "declare_walls":
            raise Refusal(OUT_OF_PLACE, f"the owner declares who is inside the walls, not {action['type']!r}")
        count, leaders = action.get("cu"), action.get("leaders")
        if not isinstance(count, int) or isinstance(count, bool) or count < 0 or not isinstance(leaders, list) \
                or not all(isinstance(name, str) for name in leaders) or len(set(leaders)) != len(leaders):
            raise Refusal(MALFORMED, "declare_walls takes a number of CU and a list of leaders, each once")
        for name in leaders:
            leader = game.leaders.get(name)
            if leader is None:
                raise Refusal(MALFORMED, f"there is no leader {name!r}")
            if leader.faction == faction and may_intercept(game, leader):
                # 9.3.2 note: walls are declared before interception; an interceptor cannot hide
                raise Refusal("9.3.2-note", f"{name} is not in {space}: an army intercepting into it "
                                            "cannot go inside the walls")
            if name not in entry["leaders"]:
                raise Refusal(OUT_OF_PLACE, f"{name} is not a {faction} leader free to choose in {space}")
        if count > entry["cu"]:
            raise Refusal(MALFORMED, f"only {entry['cu']} {faction} CU are in {space}")
        # 9.3.1-e shut in as the army entered, never by CU another power's answer keeps outside
        locked = entry["shut_in"]
        inside = locked + inside_of_others(game, space, faction) + count
        if inside > MAX_INSIDE_CU:
            # 9.3.1 at most 3 CU inside a city, whoever's they are
            raise Refusal("9.3.1-b", f"{inside} CU inside {space}: at most {MAX_INSIDE_CU} fit")
        if (count or leaders) and not hides_in_own_city(game, space, faction):
            # 9.3.1 units hide only in cities their side controls
            raise Refusal("9.3.1-d", f"{faction} does not control {space}: its units cannot go inside")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        space, faction = game.army.space, frame.data["faction"]
        count, chosen = action["cu"], set(action["leaders"])
        entry = self._entry(game, frame)
        free, locked = entry["cu"], entry["shut_in"]
        for name in entry["leaders"]:
            game.leaders[name].inside = name in chosen
        game.cu[(space, faction)] = [free - count, locked + count]
        game.reaction.setdefault("walls_declared", []).append(faction)
        event = {"type": "walls_declared", "player": player, "faction": faction, "space": space,
                 "inside_cu": locked + count, "outside_cu": free - count, "inside_leaders": sorted(chosen)}
        return [event] + advance(game)


def check_leaving(game: SwordOfRome) -> None:
    """Refuse a move out of a space the army may not leave."""
    army = game.army
    if game.leaders[army.commander].inside and enemy_cu_remain_outside(game, army.space, army.faction):
        # 9.3.1 units inside the walls may not leave while enemy CU remain (sortie: 13.4.1)
        raise Refusal("9.3.1-e", f"{army.commander} is inside the walls of {army.space} "
                                 "and enemy CU remain there")


def enemy_cu_remain_outside(game: SwordOfRome, space: str, faction: str) -> bool:
    return game.enemy_cu_in(space, faction, inside=False) > 0


def check_leader_may_leave(game: SwordOfRome, leader: Leader) -> None:
    """Refuse picking up a leader who may not leave the walls."""
    army = game.army
    if leader.inside and not game.leaders[army.commander].inside and \
            enemy_cu_remain_outside(game, leader.space, leader.faction):
        # 9.3.1 leaders inside the walls may not leave while enemy CU remain
        raise Refusal("9.3.1-e", f"{leader.name} is inside the walls of {leader.space} and enemy CU remain there")


def cu_free_to_leave_walls(game: SwordOfRome) -> int:
    """CU inside the walls of the army's space that may join it."""
    army = game.army
    inside = game.cu_in(army.space, army.faction, inside=True)
    if game.leaders[army.commander].inside or not enemy_cu_remain_outside(game, army.space, army.faction):
        return inside
    return 0  # 9.3.1 they may not leave while enemy CU remain


def take_cu_from_walls(game: SwordOfRome, count: int) -> None:
    army = game.army
    game.add_cu(army.space, army.faction, -count, inside=True)


# -- 9.3.2 interception and avoiding battle --------------------------------------------

def is_land_adjacent(game: SwordOfRome, a: str, b: str) -> bool:
    return any(c.get("type", "clear") in LAND for c in connections(game.board, a, b))


def _may_react(game: SwordOfRome, leader: Leader) -> bool:
    army = game.army
    return (leader.name not in army.leaders and game.is_enemy(army.faction, leader.faction)
            and not (leader.inside and is_locked(game, leader.space, leader.faction))
            and not enemy_spaces.is_engaged(game, leader.space)
            and game.cu_in(leader.space, leader.faction, inside=False) > 0)


def may_intercept(game: SwordOfRome, leader: Leader) -> bool:
    # 9.3.2 / 10.0 an enemy leader in an adjacent space may try to intercept
    army = game.army
    return (leader.space != army.space and is_land_adjacent(game, leader.space, army.space)
            and _may_react(game, leader))


def may_avoid(game: SwordOfRome, leader: Leader) -> bool:
    # 9.3.2 / 11.0 the enemy army in the entered space may try to avoid battle
    return leader.space == game.army.space and not leader.inside and _may_react(game, leader)


def _attempt_kind(game: SwordOfRome, leader: Leader) -> str | None:
    if may_intercept(game, leader):
        return "interception"
    if may_avoid(game, leader):
        return "avoid_battle"
    return None


def reacting_players(game: SwordOfRome) -> list[str]:
    players: list[str] = []
    for leader in sorted(game.leaders.values(), key=lambda l: (factions.FACTIONS.index(l.faction), l.name)):
        player = game.controller_of(leader.faction)
        if player not in players and _attempt_kind(game, leader):
            players.append(player)
    return players


def declared_cu_from(game: SwordOfRome, space: str, faction: str) -> int:
    return sum(a["cu"] for a in game.reaction["attempts"]
               if a["from"] == space and a["faction"] == faction)


ACTION_OF = {"interception": "intercept", "avoid_battle": "avoid_battle"}


class Declaration(DecisionKind[SwordOfRome]):
    name = "reaction"
    rule = "9.3.2"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return frame.data["player"]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "declared": [dict(a) for a in game.reaction["attempts"]]}

    def _leaders(self, game: SwordOfRome, frame: Frame):
        player = frame.data["player"]
        declared = {a["leader"] for a in game.reaction["attempts"]}
        for name, leader in sorted(game.leaders.items()):
            if game.controller_of(leader.faction) == player and name not in declared:
                kind = _attempt_kind(game, leader)
                if kind:
                    yield leader, kind

    def candidates(self, game: SwordOfRome, frame: Frame):
        for leader, kind in self._leaders(game, frame):
            left = game.cu_in(leader.space, leader.faction, inside=False) - declared_cu_from(
                game, leader.space, leader.faction)
            for count in range(1, left + 1):
                yield {"type": ACTION_OF[kind], "leader": leader.name, "cu": count}
        yield {"type": "end_declarations"}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "play_event":
            # 9.3.3 Caudine Forks only after every attempt is resolved
            raise Refusal("9.3.3", "events of the reaction are played after all attempts are resolved")
        if kind == "end_declarations":
            return
        if kind not in ACTION_OF.values():
            raise Refusal(OUT_OF_PLACE, f"'{kind}' is not an interception or avoid-battle declaration")
        name = action.get("leader")
        eligible = dict((leader.name, k) for leader, k in self._leaders(game, frame))
        if ACTION_OF.get(eligible.get(name)) != kind:
            # who may intercept or avoid is rules 10.0 / 11.0, outside the excerpt: not a 9.3.2 matter
            raise Refusal(OUT_OF_PLACE, f"{name!r} cannot declare '{kind}' here (or already has an attempt)")
        leader = game.leaders[name]
        count = action.get("cu")
        left = game.cu_in(leader.space, leader.faction, inside=False) - declared_cu_from(
            game, leader.space, leader.faction)
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= left:
            raise Refusal(MALFORMED, f"{name} can take 1 to {left} CU, not {count!r}")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "end_declarations":
            game.pop(frame)
            return [{"type": "declarations_ended", "player": player, "space": game.army.space}] + advance(game)
        # 9.3.2 every attempt is declared before any is resolved: the decision stays open
        leader = game.leaders[action["leader"]]
        attempt = {"attempt": "interception" if action["type"] == "intercept" else "avoid_battle",
                   "player": player, "leader": leader.name, "faction": leader.faction,
                   "cu": action["cu"], "from": leader.space, "result": None, "to": None}
        game.reaction["attempts"].append(attempt)
        return [{"type": "attempt_declared", **{k: v for k, v in attempt.items() if k not in ("result", "to")},
                 "space": game.army.space}]


class AttemptOutcome(DecisionKind[SwordOfRome]):
    # 9.3.2 the outcomes (10.0, 11.0) come only after all attempts are declared
    name = "attempt_outcome"
    rule = "9.3.2"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return REFEREE

    def _attempt(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return game.reaction["attempts"][frame.data["index"]]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "attempt": dict(self._attempt(game, frame))}

    def candidates(self, game: SwordOfRome, frame: Frame):
        attempt = self._attempt(game, frame)
        name = attempt["leader"]
        if attempt["attempt"] == "avoid_battle":
            for space in game.neighbours(game.army.space):
                yield {"type": "succeeds", "leader": name, "to": space}
        else:
            yield {"type": "succeeds", "leader": name}
        yield {"type": "fails", "leader": name}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        attempt = self._attempt(game, frame)
        if action["type"] not in ("succeeds", "fails"):
            raise Refusal(OUT_OF_PLACE, f"the referee says whether the attempt succeeds or fails, "
                                     f"not {action['type']!r}")
        if action.get("leader") != attempt["leader"]:
            raise Refusal(OUT_OF_PLACE, f"the attempt being resolved is {attempt['leader']}'s")
        if action["type"] == "succeeds" and attempt["attempt"] == "avoid_battle":
            if action.get("to") not in game.neighbours(game.army.space):
                # where an avoiding army goes is rule 11.0, outside the excerpt: the referee names a neighbour
                raise Refusal(MALFORMED, f"an army avoiding battle goes to an adjacent space, "
                                         f"not {action.get('to')!r}")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        attempt = self._attempt(game, frame)
        space = game.army.space
        if action["type"] == "fails":
            attempt["result"] = "failed"
        else:
            attempt["result"] = "succeeded"
            attempt["to"] = space if attempt["attempt"] == "interception" else action["to"]
            _move_reacting_army(game, attempt)
        event = {"type": "attempt_resolved", "attempt": attempt["attempt"], "leader": attempt["leader"],
                 "cu": attempt["cu"], "result": attempt["result"], "to": attempt["to"]}
        return [event] + advance(game)


def _move_reacting_army(game: SwordOfRome, attempt: dict[str, Any]) -> None:
    # 9.3.2 note: an interceptor arrives outside the walls (they were declared before)
    leader = game.leaders[attempt["leader"]]
    game.add_cu(attempt["from"], attempt["faction"], -attempt["cu"])
    game.add_cu(attempt["to"], attempt["faction"], attempt["cu"])
    leader.space = attempt["to"]
    leader.inside = False


# -- 9.3.3 Caudine Forks -------------------------------------------------------------

def caudine_forks_holders(game: SwordOfRome) -> list[str]:
    army = game.army
    return [player for player, cards in sorted(game.cards.items())
            if CAUDINE_FORKS in cards and player != army.player
            and any(game.is_enemy(army.faction, f) for f in factions.FACTIONS if game.controller_of(f) == player)]


class ReactionEvent(DecisionKind[SwordOfRome]):
    # 9.3.3 Caudine Forks is played after every interception and avoid attempt
    name = "reaction_event"
    rule = "9.3.3"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return frame.data["player"]

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space, "leader": game.army.commander}

    def candidates(self, game: SwordOfRome, frame: Frame):
        yield {"type": "play_event", "event": CAUDINE_FORKS}
        yield {"type": "pass"}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] == "pass":
            return
        if action["type"] != "play_event" or action.get("event") != CAUDINE_FORKS:
            raise Refusal(OUT_OF_PLACE, f"only {CAUDINE_FORKS} may be played here, or pass")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        events: list[dict[str, Any]] = []
        if action["type"] == "play_event":
            game.cards[player].remove(CAUDINE_FORKS)
            # what the event does is told by its card, outside the excerpt
            events.append({"type": "event_played", "event": CAUDINE_FORKS, "player": player,
                           "space": game.army.space, "against": game.army.commander})
        return events + advance(game)
