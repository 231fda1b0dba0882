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

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import arrival
from .army import finish
from .deciders import FactionChoice, FactionDecision, RefereeDecision, battle_stops_the_army
from .game import INDEPENDENT, Successors


# -- asking -------------------------------------------------------------------

def other_factions(game: Successors) -> list[str]:
    army = game.army
    return sorted(f for f in known_factions(game) if f not in (army.faction, INDEPENDENT))


def ask_candidates(game: Successors):
    for faction in other_factions(game):
        if not game.army.passage.get(faction):
            yield {"type": "ask_passage", "from": faction}


def check_ask(game: Successors, faction: Any) -> None:
    """passage-b passage may be asked at any time, of another faction's player."""
    army = game.army
    if not isinstance(faction, str) or faction not in known_factions(game):
        raise Refusal(MALFORMED, f"{faction!r} is no faction of the position")
    if faction in (army.faction, INDEPENDENT) or army.passage.get(faction):
        # nobody to ask: the army's own faction, the independents (no player grants for them), or a
        # faction whose grant already stands
        raise Refusal(OUT_OF_PLACE, f"{faction} is not another faction's player to ask for passage")


def known_factions(game: Successors) -> set[str]:
    return {f for (_, f), counts in game.cu.items() if sum(counts)} | {g.faction for g in game.generals.values()}


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
        game.pop(frame)
        if action["type"] == "keep_word":
            army.passed.add((army.space, faction))  # passage-d the army may go on
            return [{"type": "word_kept", "by": faction, "space": army.space}] + arrival.again(game)
        events = [{"type": "word_broken", "by": faction, "space": army.space}]
        if army.cu == 0 and all(game.generals[n].major for n in army.leaders):
            # passage-f a major general moving without CU goes to the dispersed box
            for name in army.leaders:
                game.generals[name].dispersed = True
            events.append({"type": "dispersed", "generals": list(army.leaders), "space": army.space})
            return events + finish(game, "dispersed")
        # passage-e stop and fight (a minor general without CU too: passage-f names major generals only)
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
        yield from ask_candidates(game)  # passage-b at any time, of any other faction
        yield {"type": "engage"}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "ask_passage":
            check_ask(game, action.get("from"))
        elif kind == "move":
            # passage-a without free passage the army cannot pass on through the other faction's CU
            raise Refusal(self.rule, f"{frame.data['faction']} CU are in {game.army.space}: ask for passage or engage")
        elif kind != "engage":
            raise Refusal(OUT_OF_PLACE, f"{frame.data['faction']} CU are in {game.army.space}: ask for passage or engage")

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action["type"] == "ask_passage":
            return ask(game, action["from"])
        game.pop(frame)
        game.push("engagement", faction=frame.data["faction"])
        return [{"type": "engaged", "by": game.army.faction, "faction": frame.data["faction"],
                 "space": game.army.space}]


class MeetingOrder(FactionChoice, DecisionKind[Successors]):
    """CU of several other factions stand where the army arrived: its player says which faction he
    deals with first (he is the one who asks for passage and for the word, passage-d)."""

    name = "meeting_order"
    rule = "passage-a"
    action_type = "meet_faction"
    prompt = "the army first says which faction it deals with: meet_faction"

    def player(self, game: Successors, frame: Frame) -> str:
        return game.army.player

    def context(self, game: Successors, frame: Frame) -> dict[str, Any]:
        return {"space": game.army.space}

    def apply(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        arrival.meet_faction(game, action["faction"])
        return []


class Engagement(RefereeDecision):
    """The outcome of engaging, by rules outside the excerpt."""

    name = "engagement"
    rule = "passage-a"
    answers = ("battle", "overrun")

    def candidates(self, game: Successors, frame: Frame):
        yield from super().candidates(game, frame)
        for space in sorted(game.board.nodes):
            if space != game.army.space:
                yield {"type": "avoid_battle", "to": space}

    def check(self, game: Successors, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action["type"] != "avoid_battle" or set(action) - {"type", "to"}:
            super().check(game, frame, player, action)
        elif action.get("to") not in game.board or action.get("to") == game.army.space:
            # where an army avoiding battle goes is rule 11, outside the excerpt: the referee names a space
            raise Refusal(MALFORMED, f"{action.get('to')!r} is not another space of the map")

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
