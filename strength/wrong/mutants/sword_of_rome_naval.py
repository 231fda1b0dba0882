"""Sword of Rome mutants for 9.6 naval movement."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_NAVAL = "reference_engine.sword_of_rome.naval"


def _patched(name: str, value) -> Implementation:
    """The reference engine with one name of naval.py replaced."""
    mock.patch(f"{_NAVAL}.{name}", value).start()
    return Implementation()


def greeks_carry_4_cu():
    return _patched("GREEK_CAPACITY", 4)


def sea_move_costs_2_mp():
    return _patched("SEA_MOVE_COST", 2)


def kerkouane_open_to_everyone():
    return _patched("is_reserved_for_carthage", lambda game, space: game.variant != "5" and space == "Carthago")


def five_player_carthage_2_card_carries_10():
    return _patched("FIVE_PLAYER_CARTHAGE_CAPACITY", {1: 3, 2: 10, 3: 10})


def no_greek_roll_after_the_alliance():
    return _patched("needs_roll_as_greeks_after_alliance", lambda game: False)


def besieged_walls_do_not_stop_sailing():
    return _patched("check_besieged", lambda game, to, inside: None)


def rome_sails_without_duoviri_navales():
    return _patched("has_duoviri_navales", lambda game: True)


def carthage_never_lends_ships():
    return _patched("may_borrow_ships", lambda game: False)


def _mutant(factory: str, clause: str, what: str) -> Mutant:
    return Mutant("sword_of_rome", f"{__name__}:{factory}", clause, what)


MUTANTS = [
    _mutant("greeks_carry_4_cu", "9.6.3-b", "Greeks carry 4 CU"),
    _mutant("sea_move_costs_2_mp", "9.6-a", "a sea move costs 2 MP"),
    _mutant("kerkouane_open_to_everyone", "9.6.2", "Kerkouane is open to everyone with 2-4 players"),
    _mutant("five_player_carthage_2_card_carries_10", "9.6.3-five-c",
            "with five players a Carthaginian 2-card carries 10 CU"),
    _mutant("no_greek_roll_after_the_alliance", "9.6.4-b",
            "no naval combat roll for Greeks after the Rome-Carthage alliance"),
    _mutant("besieged_walls_do_not_stop_sailing", "9.6.1", "sea moves leave and enter the walls of besieged cities"),
    _mutant("rome_sails_without_duoviri_navales", "9.6.3-c", "Rome sails with a 3-card without Duoviri Navales"),
    _mutant("carthage_never_lends_ships", "9.6.3-five-e", "Carthage is never offered to lend ships"),
]
