"""Right of passage, and meeting other factions' CU in a space.

Free passage is asked (``ask_passage``) and answered by the other faction's
player ("passage_request") at any time (passage-b). When the army enters a
space with CU of a faction that granted it, that player is asked whether he
keeps his word ("passage_word", passage-d); he is free to break it
(passage-c), which stops the army for a battle or sends a lone general to
the dispersed box (passage-e, passage-f).

Without passage the army may not simply move on (passage-a): its player
either asks for passage or engages ("contact"), and what engaging brings --
a battle, an overrun, or the other army avoiding battle (11) -- is outside
the excerpt: the referee answers ("engagement").

At the end of a segment armies of two factions in one space must fight,
the phasing player attacking and risking Champion status (passage-g, -h).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.procedure import MALFORMED, DecisionKind, Frame
from . import arrival
from .army import finish
from .deciders import FactionDecision, RefereeDecision, battle_stops_the_army
from .game import INDEPENDENT, Successors


# -- asking -------------------------------------------------------------------

def other_factions(game: Successors) -> list[str]:
    army = game.army
    found = {f for (_, f), counts in game.cu.items() if sum(counts)} | {g.faction for g in game.generals.values()}
    return sorted(f for f in found if f not in (army.faction, INDEPENDENT))


def ask_candidates(game: Successors):
    for faction in other_factions(game):
        if not game.army.passage.get(faction):
            yield {"type": "ask_passage", "from": faction}


def check_ask(game: Successors, faction: Any) -> None:
    army = game.army
    if faction == army.faction or faction not in other_factions(game):
        raise Refusal("passage-b", f"{faction!r} is not another faction's player to ask for passage")
    if army.passage.get(faction):
        raise Refusal("passage-b", f"{faction} has already granted passage")


def ask(game: Successors, faction: str) -> list[dict[str, Any]]:
    game.push("passage_request", faction=faction)
    return [{"type": "passage_asked", "by": game.army.faction, "from": faction, "space": game.army.space}]


class PassageRequest(FactionDecision):
    name = "passage_request"
    rule = "passage-b"
    answers = ("grant_passage", "refuse_passage")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        faction = frame.data["faction"]
        game.pop(frame)
        army = game.army
        if action["type"] == "refuse_passage":
            return [{"type": "passage_refused", "by": faction, "to": army.faction}]
        army.passage[faction] = True
        events = [{"type": "passage_granted", "by": faction, "to": army.faction}]
        if game.frame is not None and game.frame.kind.name == "contact" and game.frame.data["faction"] == faction:
            # asked after entering: the grantor is asked at once whether he keeps his word (passage-d)
            game.pop()
            game.push("passage_word", faction=faction)
        return events


class PassageWord(FactionDecision):
    name = "passage_word"
    rule = "passage-d"
    answers = ("keep_word", "break_word")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        faction = frame.data["faction"]
        army = game.army
        if action["type"] == "break_word" and army.cu == 0 and not all(game.generals[n].major for n in army.leaders):
            # passage-f speaks of a lone major general only
            raise Unsupported("a minor general alone whose passage is broken: outside the excerpt")
        game.pop(frame)
        if action["type"] == "keep_word":
            army.passed.add((army.space, faction))  # passage-d the army may go on
            return [{"type": "word_kept", "by": faction, "space": army.space}] + arrival.again(game)
        events = [{"type": "word_broken", "by": faction, "space": army.space}]
        if army.cu == 0:
            # passage-f a lone major general goes to the dispersed box
            for name in army.leaders:
                game.generals[name].dispersed = True
            events.append({"type": "dispersed", "generals": list(army.leaders), "space": army.space})
            return events + finish(game, "dispersed")
        # passage-e stop and fight
        return events + battle_stops_the_army(game, "broken word", attacker=army.faction, defender=faction)


# -- meeting CU without passage ---------------------------------------------------

class Contact(DecisionKind[Successors]):
    name = "contact"
    rule = "passage-a"

    def player(self, game: Successors, frame: Frame) -> str:
        return game.army.player

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {"faction": frame.data["faction"], "space": game.army.space}

    def candidates(self, game: Successors, frame: Frame):
        yield {"type": "ask_passage", "from": frame.data["faction"]}
        yield {"type": "engage"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "ask_passage" and action.get("from") == frame.data["faction"] != INDEPENDENT:
            return
        if kind == "engage":
            return
        # passage-a without free passage the army cannot pass on through the other faction's CU
        raise Refusal(self.rule, f"{frame.data['faction']} CU are in {game.army.space}: ask for passage or engage")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "ask_passage":
            return ask(game, frame.data["faction"])
        game.pop(frame)
        game.push("engagement", faction=frame.data["faction"])
        return [{"type": "engaged", "by": game.army.faction, "faction": frame.data["faction"],
                 "space": game.army.space}]


class Engagement(RefereeDecision):
    """The outcome of engaging, by rules outside the excerpt."""

    name = "engagement"
    rule = "passage-a"
    answers = ("battle", "overrun")

    def candidates(self, game: Successors, frame: Frame):
        yield from super().candidates(game, frame)
        for space in game.land_neighbours(game.army.space):
            yield {"type": "avoid_battle", "to": space}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] != "avoid_battle":
            super().check(game, frame, player, action)
        elif action.get("to") not in game.land_neighbours(game.army.space):
            raise Refusal(MALFORMED, f"{action.get('to')!r} is not next to {game.army.space} by land")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        faction = frame.data["faction"]
        game.pop(frame)
        army = game.army
        kind = action["type"]
        if kind == "battle":
            return battle_stops_the_army(game, "engagement", attacker=army.faction, defender=faction)
        army.passed.add((army.space, faction))
        if kind == "overrun":
            return [{"type": "overrun", "by": army.faction, "faction": faction, "space": army.space}] + \
                arrival.again(game)
        to = action["to"]
        moved = game.cu_in(army.space, faction, besieged=False)
        game.add_cu(army.space, faction, -moved)
        game.add_cu(to, faction, moved)
        generals = [g.name for g in game.generals_in(army.space, faction=faction) if not g.besieged]
        for name in generals:
            game.generals[name].space = to
        game.last_move = {"kind": "avoid_battle", "space": to, "faction": faction}
        return [{"type": "avoided_battle", "faction": faction, "from": army.space, "to": to, "cu": moved,
                 "generals": generals}] + arrival.again(game)


# -- the end of a segment ------------------------------------------------------------

LONE_GENERAL = "passage-g-lone-general"


def armies_in(game: Successors, space: str) -> list[str]:
    """The factions with an army in ``space`` for passage-g."""
    factions = set(game.factions_with_cu(space))
    if game.reading(LONE_GENERAL, "cu-only") == "general-counts":
        # passage-g-lone-general "general-counts": a general without CU is an army too
        factions |= {g.faction for g in game.generals_in(space) if not g.besieged}
    return sorted(factions)


def end_of_segment(game: Successors) -> list[dict[str, Any]]:
    """passage-g armies of two factions in one space fight; passage-h the phasing player attacks."""
    events = []
    mine = game.factions_of(game.phasing)
    already = {b["space"] for b in game.battles_due}
    for space in sorted(game.board.nodes):
        factions = armies_in(game, space)
        if len(factions) < 2 or space in already:
            continue
        attackers = [f for f in factions if f in mine]
        attacker = attackers[0] if attackers else None
        events.append(game.battle_due(space, "end of segment", factions=factions, attacker=attacker,
                                      champion_status_at_risk=attacker is not None))
    return events
