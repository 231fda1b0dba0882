"""9.6 Naval movement: sailing port to port, who may sail with how many CU.

Adds the movement action ``{"type": "sail", "to": PORT}`` (optionally
``"inside": true`` to land inside the walls) and, with five players, the
``lend_ships`` decision of the Carthaginian player (9.6.3). Naval combat
rolls (9.6.4) are only announced as events: the roll and its table are
outside the excerpt.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal, Unsupported

from ..core.board import space_attribute
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from . import campaign, enemy_spaces, factions, reaction
from .army import enter
from .game import SwordOfRome
from .movement_points import CAMPAIGN_CARD_VALUE
from .pieces import Army, Leader

# 9.6 a sea move costs 3 MP
SEA_MOVE_COST = 3
NOTE_ERRATUM = "9.6-note-one-land-move"
ROMAN_ALLIANCE_ERRATUM = "9.6.3-c-alliance-card"

# 9.6.2 (2-4 players) ports only the Carthaginians may use: spaces marked african
KERKOUANE = "Kerkouane"
AGATHOCLES_EVENT = "Agathocles Lands in Africa"

SYRACUSAE = "Syracusae"
LILYBAEUM = "Lilybaeum"
DUOVIRI_NAVALES = "Duoviri Navales"
NAVAL_TRANSPORTS = "Naval Transports"

# 9.6.3 capacities
CARTHAGE_CAPACITY = 10  # 9.6.3-a neutral activation / Roman 3-card after the alliance
GREEK_CAPACITY = 3  # 9.6.3-b
GREEK_SYRACUSAE_CAPACITY = 6  # 9.6.3-b to or from Syracusae
ROMAN_CAPACITY = 3  # 9.6.3-c after Duoviri Navales
ROMAN_ALLIANCE_CAPACITY = 10  # 9.6.3-c once Carthage allies with Rome
ETRUSCAN_CAPACITY = 3  # 9.6.3-d Naval Transports
GREEK_LILYBAEUM_CAPACITY = 10  # 9.6.3-five-a
# 9.6.3-five-b/-c/-d Carthage by card value; the same table for ships lent (-five-e)
FIVE_PLAYER_CARTHAGE_CAPACITY = {1: 3, 2: 6, 3: 10}
FIVE_PLAYER_CARTHAGE_RULE = {1: "9.6.3-five-b", 2: "9.6.3-five-c", 3: "9.6.3-five-d"}
LENT_RULE = "9.6.3-five-e"
#: erratum 9.6.3-five-e-own-ships: "card-limit" (lent ships carry by the card alone) or "own-kept"
OWN_SHIPS_ERRATUM = "9.6.3-five-e-own-ships"
#: erratum 9.6.3-campaign-card: "no-value" (a Campaign card is no card of value 1-3 here) or "as-three"
CAMPAIGN_CARD_ERRATUM = "9.6.3-campaign-card"


# -- who may sail with how many CU (9.6.3) -------------------------------------------

def capacity(game: SwordOfRome, origin: str | None = None, to: str | None = None) -> tuple[int, str]:
    """(most CU the army may carry, the clause granting it) for a sea move
    ``origin`` -> ``to`` (None: no destination bonus). Refuses, citing the
    missing clause, when the army may not sail at all."""
    army = game.army
    if army.naval_capacity_source == "lent":
        lent = army.naval_capacity, LENT_RULE  # 9.6.3-five-e by the card, whatever the ally's own ability
        if game.reading(OWN_SHIPS_ERRATUM, "card-limit") == "own-kept":
            try:
                own = own_capacity(game, origin, to)
            except Refusal:
                return lent
            return max(lent, own)  # erratum 9.6.3-five-e-own-ships: lent ships never lower what it had
        return lent
    return own_capacity(game, origin, to)


def own_capacity(game: SwordOfRome, origin: str | None = None, to: str | None = None) -> tuple[int, str]:
    """The army's capacity on its own power's ships (9.6.3 bullets), refusing when it has none."""
    army = game.army
    ends = {origin, to}
    faction = army.faction
    if faction == factions.CARTHAGE:
        return _carthage(game)
    if faction == factions.GREEKS:
        return _greeks(game, ends)
    if faction == factions.ROME:
        return _rome(game)
    if faction == factions.ETRUSCANS and NAVAL_TRANSPORTS in game.events_in_play:
        return ETRUSCAN_CAPACITY, "9.6.3-d"  # 9.6.3-d Etruscans with Naval Transports
    if faction == factions.ETRUSCANS:
        raise Refusal("9.6.3-d", "Etruscans sail only by the Naval Transports event")
    # 9.6.3 no bullet names this faction: it sails only on ships Carthage lends (five players only)
    raise Refusal("9.6.3", f"{faction} armies have no ships of their own and none were lent")


def card_value(game: SwordOfRome) -> int | None:
    """The value of the card that moved the army, as the 9.6.3 bullets read it: a Campaign
    card has none, or counts as a 3-card (erratum 9.6.3-campaign-card, as 9.5.6 says of Gallic MP)."""
    card = game.army.card
    if card is None and campaign.is_active(game) and game.reading(CAMPAIGN_CARD_ERRATUM, "no-value") == "as-three":
        return CAMPAIGN_CARD_VALUE
    return card


def _carthage(game: SwordOfRome) -> tuple[int, str]:
    army = game.army
    card = card_value(game)
    if game.variant == "5":
        # 9.6.3-five-b/-c/-d capacity by the card's value
        if card in FIVE_PLAYER_CARTHAGE_CAPACITY:
            return FIVE_PLAYER_CARTHAGE_CAPACITY[card], FIVE_PLAYER_CARTHAGE_RULE[card]
        raise Refusal("9.6.3-five-b", "a Carthaginian army sails by the value of the card that moved it")
    if is_neutral_activation(game):
        return CARTHAGE_CAPACITY, "9.6.3-a"  # 9.6.3-a moved by a Neutral Power Activation
    if army.player == factions.ROME and game.are_allied(factions.ROME, factions.CARTHAGE) and card == 3:
        return CARTHAGE_CAPACITY, "9.6.3-a"  # 9.6.3-a a Roman 3-card once allied
    raise Refusal("9.6.3-a", "Carthaginians sail when moved by a Neutral Power Activation "
                             "or, once allied with Rome, by a Roman 3-card")


def _greeks(game: SwordOfRome, ends: set[str | None]) -> tuple[int, str]:
    if card_value(game) != 3:
        # 9.6.3-b Greeks sail only with a 3-card
        raise Refusal("9.6.3-b", "Greeks sail only with a card of value 3")
    if game.variant == "5" and game.control.get(LILYBAEUM) == factions.GREEKS and ends & {SYRACUSAE, LILYBAEUM}:
        return GREEK_LILYBAEUM_CAPACITY, "9.6.3-five-a"  # 9.6.3-five-a Greeks holding Lilybaeum
    if SYRACUSAE in ends:
        return GREEK_SYRACUSAE_CAPACITY, "9.6.3-b"  # 9.6.3-b to or from Syracusae
    return GREEK_CAPACITY, "9.6.3-b"


def _rome(game: SwordOfRome) -> tuple[int, str]:
    card = card_value(game)
    if game.are_allied(factions.ROME, factions.CARTHAGE):
        # 9.6.3-c 10 CU once Carthage is Rome's ally; whether a 3-card is needed is erratum 9.6.3-c-alliance-card
        if card == 3 or game.reading(ROMAN_ALLIANCE_ERRATUM, "any-card") == "any-card":
            return ROMAN_ALLIANCE_CAPACITY, "9.6.3-c"
        raise Refusal("9.6.3-c", "allied with Carthage, Rome still sails only with a 3-card (this reading)")
    if has_duoviri_navales(game) and card == 3:
        return ROMAN_CAPACITY, "9.6.3-c"  # 9.6.3-c a 3-card after Duoviri Navales
    raise Refusal("9.6.3-c", "Rome sails only with a 3-card after Duoviri Navales, or once allied with Carthage")


def has_duoviri_navales(game: SwordOfRome) -> bool:
    return DUOVIRI_NAVALES in game.events_in_play


def is_neutral_activation(game: SwordOfRome) -> bool:
    return game.neutral_power_activation == game.army.faction


def base_capacity(game: SwordOfRome) -> int | None:
    """What the state reports: the capacity before any destination bonus."""
    try:
        return capacity(game)[0]
    except Refusal:
        return None


# -- sailing (9.6, 9.6.1, 9.6.2) ------------------------------------------------------

def candidates(game: SwordOfRome):
    army = game.army
    if not game.is_port(army.space):
        return
    for space in game.ports():
        if space != army.space:
            yield {"type": "sail", "to": space}


def check_sail(game: SwordOfRome, player: str, action: dict[str, Any]) -> None:
    army = game.army
    to = action.get("to")
    if not isinstance(to, str) or to not in game.board:
        raise Refusal(MALFORMED, f"{to!r} is not a space on the map")
    if not game.is_port(army.space) or not game.is_port(to) or to == army.space:
        # 9.6 a sea move goes from one port to another
        raise Refusal("9.6-a", f"a sea move goes from a port to another port, not {army.space} -> {to}")
    if army.mp_left < SEA_MOVE_COST:
        # 9.6 a sea move costs 3 MP
        raise Refusal("9.6-a", f"a sea move costs {SEA_MOVE_COST} MP and the army has {army.mp_left} MP left")
    check_sequence_before_sailing(game)
    check_african_ports(game, army.space, to)
    check_besieged(game, to, bool(action.get("inside")))
    most, rule = capacity(game, army.space, to)
    if army.cu > most:
        # 9.6.3 CU beyond the capacity are dropped off before sailing
        raise Refusal(rule, f"the army may carry {most} CU by sea here and has {army.cu}; drop some off first")
    reaction.check_leaving(game)
    enemy_spaces.check_entering(game, to, cost=SEA_MOVE_COST)


def land_moves(army: Army) -> int:
    return len(army.path) - 1 - army.sea_moves


def check_sequence_before_sailing(game: SwordOfRome) -> None:
    army = game.army
    if game.reading(NOTE_ERRATUM, "mp-only") == "one-space" and land_moves(army) > 1:
        # 9.6 note (reading one-space): at most one land move goes with the sea move
        raise Refusal("9.6-note", f"the army made {land_moves(army)} land moves; only one may precede a sea move")


def check_land_move(game: SwordOfRome, to: str) -> None:
    """Refuse a land move that the 9.6 note forbids after sailing."""
    army = game.army
    if army.sea_moves and game.reading(NOTE_ERRATUM, "mp-only") == "one-space" and land_moves(army) >= 1:
        # 9.6 note (reading one-space): one land move, before or after the sea move
        raise Refusal("9.6-note", "an army that sailed makes only one land move in the activation")


def is_reserved_for_carthage(game: SwordOfRome, space: str) -> bool:
    # 9.6.2 Kerkouane and Carthago (african ports) serve only the Carthaginians, 2-4 players
    if game.variant == "5":
        return False  # 9.6.2 is ignored with five players
    return bool(space_attribute(game.board, space, "african"))


#: erratum 9.6.2-exception-who: "greek-player" (the words: a port for the player of the Greeks)
#: or "greek-armies" (a port for Greek armies, whoever moves them)
KERKOUANE_WHO_ERRATUM = "9.6.2-exception-who"


def is_the_greeks_sailing(game: SwordOfRome) -> bool:
    # 9.6.2 exception and note: the Greeks sail when the player of the Greeks moves the army, whatever
    # its power (or, in the "greek-armies" reading of erratum 9.6.2-exception-who, when the army is Greek)
    army = game.army
    if game.reading(KERKOUANE_WHO_ERRATUM, "greek-player") == "greek-armies":
        return army.faction == factions.GREEKS
    return army.player == game.controller_of(factions.GREEKS)


def check_african_ports(game: SwordOfRome, origin: str, to: str) -> None:
    army = game.army
    if army.faction == factions.CARTHAGE:
        return
    for port in (origin, to):
        if not is_reserved_for_carthage(game, port):
            continue
        if AGATHOCLES_EVENT in game.events_in_play and is_the_greeks_sailing(game):
            raise Unsupported(f"what {AGATHOCLES_EVENT} allows is told by the event card, outside the excerpt")
        if port == KERKOUANE and is_the_greeks_sailing(game) and greek_cu_in(game, port):
            continue  # 9.6.2 exception: Kerkouane holding Greek CU is an ordinary port for the Greeks
        # 9.6.2 only Carthaginians may use this port
        raise Refusal("9.6.2", f"only the Carthaginians may use the port of {port}")


def greek_cu_in(game: SwordOfRome, space: str) -> int:
    army = game.army
    moving = army.cu if army.space == space and army.faction == factions.GREEKS else 0
    return game.cu_in(space, factions.GREEKS) + moving


def check_besieged(game: SwordOfRome, to: str, inside: bool) -> None:
    army = game.army
    here = army.space
    if here in game.besieged and any(game.leaders[name].inside for name in army.leaders):
        # 9.6.1 no sea move out of the walls of a besieged city
        raise Refusal("9.6.1", f"{here} is besieged: no sailing from inside its walls")
    if inside:
        if to in game.besieged:
            # 9.6.1 no sea move into the walls of a besieged city
            raise Refusal("9.6.1", f"{to} is besieged: no sailing inside its walls")
        raise Unsupported("landing inside the walls of a city is outside section 9")
    # 9.6.1 note: the port space of a besieged city stays open to sea moves


def apply_sail(game: SwordOfRome, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    army = game.army
    origin, to = army.space, action["to"]
    most, rule = capacity(game, origin, to)
    army.sea_moves += 1
    events = naval_combat_events(game, origin, to)
    return events + enter(game, to, cost=SEA_MOVE_COST, how="sea", capacity=most, capacity_rule=rule)


# -- naval combat (9.6.4) ---------------------------------------------------------------

#: erratum 9.6.4-a-who: "player" (the text: a player not playing Carthage) or "army" (a non-Carthaginian army)
WHO_ROLLS_ERRATUM = "9.6.4-a-who"


def needs_roll_into_carthaginian_port(game: SwordOfRome, to: str) -> bool:
    # 9.6.4 a sea move into a port Carthage controls, by a player not playing Carthage (or, in the
    # "army" reading of erratum 9.6.4-a-who, by an army that is not Carthaginian)
    if game.reading(WHO_ROLLS_ERRATUM, "player") == "army":
        outsider = game.army.faction != factions.CARTHAGE
    else:
        outsider = game.army.player != factions.CARTHAGE
    return outsider and game.control.get(to) == factions.CARTHAGE


def needs_roll_as_greeks_after_alliance(game: SwordOfRome) -> bool:
    # 9.6.4 every Greek sea move once Rome and Carthage are allied
    return game.army.faction == factions.GREEKS and game.are_allied(factions.ROME, factions.CARTHAGE)


def naval_combat_events(game: SwordOfRome, origin: str, to: str) -> list[dict[str, Any]]:
    rules = []
    if needs_roll_into_carthaginian_port(game, to):
        rules.append("9.6.4-a")
    if needs_roll_as_greeks_after_alliance(game):
        rules.append("9.6.4-b")
    if not rules:
        return []
    # the roll and the Naval Combat table are outside the excerpt: announced, not resolved
    return [{"type": "naval_combat_roll_required", "leader": game.army.commander, "from": origin, "to": to,
             "rules": rules}]


# -- Carthage lends ships to an ally (9.6.3, five players) --------------------------------

class LendShips(DecisionKind[SwordOfRome]):
    name = "lend_ships"
    rule = LENT_RULE

    def player(self, game: SwordOfRome, frame: Frame) -> str:
        return game.controller_of(factions.CARTHAGE)

    def context(self, game: SwordOfRome, frame: Frame) -> dict[str, Any]:
        army = game.army
        return {"leader": army.commander, "faction": army.faction, "space": army.space}

    def candidates(self, game: SwordOfRome, frame: Frame):
        for card in FIVE_PLAYER_CARTHAGE_CAPACITY:
            yield {"type": "lend_ships", "card": card}
        yield {"type": "decline_ships"}

    def check(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> None:
        kind = action["type"]
        if kind == "lend_ships" and action.get("card") not in FIVE_PLAYER_CARTHAGE_CAPACITY:
            raise Refusal(MALFORMED, f"ships are lent by playing a card of value 1-3, not {action.get('card')!r}")
        if kind not in ("lend_ships", "decline_ships"):
            raise Refusal(OUT_OF_PLACE, f"Carthage lends ships or declines; '{kind}' is neither")

    def apply(self, game: SwordOfRome, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        army = game.army
        game.pop(frame)
        if action["type"] == "decline_ships":
            return [{"type": "ships_declined", "player": player, "leader": army.commander}]
        card = action["card"]
        # 9.6.3 lent ships carry by the played card's value
        army.naval_capacity = FIVE_PLAYER_CARTHAGE_CAPACITY[card]
        army.naval_capacity_source = "lent"
        return [{"type": "ships_lent", "player": player, "card": card, "leader": army.commander,
                 "faction": army.faction, "capacity": army.naval_capacity}]


def may_borrow_ships(game: SwordOfRome) -> bool:
    # 9.6.3 five players: an ally of Carthage activated in a port
    army = game.army
    return (game.variant == "5" and army.faction != factions.CARTHAGE
            and game.are_allied(army.faction, factions.CARTHAGE) and game.is_port(army.space))


def could_sail(game: SwordOfRome, leader: Leader) -> bool:
    """Whether the army of ``leader``, activated now by the Campaign card, could make a sea move at all
    (9.6.3): on its own ships, or, five players, on ships Carthage may lend it (9.6.3-five-e)."""
    moving = game.army
    game.army = Army(commander=leader.name, faction=leader.faction, player=game.campaign["player"],
                     space=leader.space, movement_points=0, path=[leader.space])
    try:
        if may_borrow_ships(game):
            return True
        try:
            capacity(game)
        except Refusal:
            return False
        return True
    finally:
        game.army = moving


def after_activation(game: SwordOfRome) -> list[dict[str, Any]]:
    game.army.naval_capacity = base_capacity(game)
    if may_borrow_ships(game):
        game.push("lend_ships")
    return []


#: the movement decision's actions this section adds (movement.EXTENSIONS): sailing
MOVEMENT_ACTIONS = {"sail": (candidates, check_sail, apply_sail)}
