"""9.1 Activating a leader by playing a card as an action.

The phasing player activates one of his leaders with a card of value 1-3
(or, where an event does it, as the event says); the leader's army then
moves (movement.py). When its movement is over the action is over, unless a
Campaign card activates a second leader (campaign.py).
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import campaign, factions, terrain
from .army import activate
from .game import SwordOfRome
from .movement_points import CARD_VALUES


class Activation(DecisionKind[SwordOfRome]):
    name = "activation"
    rule = "9.1"

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.phasing

    def candidates(self, game: SwordOfRome, frame: Frame):
        for name in sorted(game.leaders):
            for card in CARD_VALUES:
                yield {"type": "activate", "leader": name, "card": card}
            if game.leaders[name].faction == factions.TRANSALPINE_GAULS:
                for event in game.transalpine_events:
                    yield {"type": "activate", "leader": name, "event": event}
        yield from campaign.activation_candidates(game, frame)

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "activate":
            check_activation(game, player, action)
            return
        if campaign.handles(kind):
            campaign.check_activation_action(game, frame, player, action)
            return
        raise Refusal(OUT_OF_PLACE, f"a player moves by activating a leader; '{kind}' is not an activation")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if kind == "activate":
            game.pop(frame)
            # 9.2.3 note: an event activating the Transalpine Gauls counts as a 3-card
            card = EVENT_CARD_VALUE if "event" in action else card_of(action)
            return activate(game, player, action["leader"], card=card, event=action.get("event"))
        return campaign.apply_activation_action(game, frame, player, action)

# 9.2.3 note: an event that activates the Transalpine Gauls counts as a card of value 3
EVENT_CARD_VALUE = 3


def check_activation(game: SwordOfRome, player: str, action: dict[str, Any]) -> None:
    leader_name = action.get("leader")
    if leader_name is None:
        # 9.1.1 note: CU move only with a leader
        raise Refusal("9.1.1-note", "combat units can move only with a leader")
    leader = game.leaders.get(leader_name)
    if leader is None:
        raise Refusal(MALFORMED, f"there is no leader {leader_name!r} on the map")
    if game.controller_of(leader.faction) != player:
        campaign.check_ally_outside_campaign(game, player, leader)  # 9.5.5 allies: Campaign cards only
        # 9.1 a player activates one of his own leaders
        raise Refusal("9.1", f"{leader_name} is a {leader.faction} leader, not one of {player}'s")
    if "event" in action:
        event = action["event"]
        if not isinstance(event, str):
            raise Refusal(MALFORMED, f"an event is named by a string, not {event!r}")
        if event not in game.transalpine_events or leader.faction != factions.TRANSALPINE_GAULS:
            # which events activate the Transalpine Gauls is told by the cards: the position gives them
            raise Refusal(OUT_OF_PLACE, f"the position gives no event {event!r} that activates {leader_name}")
        if "card" in action:
            # 9.2.3 note: the event is the activation, and counts as a 3-card
            raise Refusal("9.2.3-note", "an event that activates the Transalpine Gauls counts as a 3-card: "
                                        "no card is named beside it")
        return
    if card_of(action) not in CARD_VALUES:
        # 9.1 the activation plays a card (of value 1, 2 or 3)
        raise Refusal(MALFORMED, f"a card played for activation has a value of 1, 2 or 3, not {action.get('card')!r}")


def card_of(action: dict[str, Any]) -> Any:
    """The value of the card an activation plays, as the action gives it."""
    return action.get("card")


def start(game: SwordOfRome, situation: dict[str, Any]) -> None:
    """A position opens with the phasing player's activation to decide."""
    terrain.check_supported(game)
    if campaign.resume(game, situation):  # 9.5 a position in the middle of a Campaign card
        return
    if game.phasing is not None:
        game.push("activation")


def after_movement(game: SwordOfRome) -> list[dict[str, Any]]:
    """The army's movement is over: what comes next in this action."""
    return campaign.after_movement(game)
