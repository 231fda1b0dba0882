"""Successors mutants: each breaks one clause of the movement excerpt."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_ENGINE = "reference_engine.successors"


def interception_succeeds_on_a_roll_equal_to_initiative():
    mock.patch(f"{_ENGINE}.interception.succeeds", lambda roll, initiative: roll >= initiative).start()
    return Implementation()


def nine_cu_may_move_by_sea():
    mock.patch(f"{_ENGINE}.naval.MAX_NAVAL_CU", 9).start()
    return Implementation()


def no_attrition_check_passing_a_hostile_fortress():
    mock.patch(f"{_ENGINE}.hostile.is_hostile", lambda game, space: False).start()
    return Implementation()


def a_minor_general_takes_command():
    mock.patch(f"{_ENGINE}.command.are_major", lambda game, *names: True).start()
    return Implementation()


def command_does_not_pass_to_a_higher_rank_general():
    mock.patch(f"{_ENGINE}.command.outranks", lambda game, a, b: False).start()
    return Implementation()


def no_transit_modifier():
    mock.patch(f"{_ENGINE}.interception.TRANSIT_MODIFIER", 0).start()
    return Implementation()


def the_mediterranean_costs_1_mp():
    mock.patch.dict(f"{_ENGINE}.naval.SEA_COST", {"mediterranean": 1}).start()
    return Implementation()


def interception_across_mountains():
    mock.patch(f"{_ENGINE}.interception.INTERCEPTION_ROUTES", ("land", "mountain")).start()
    return Implementation()


MUTANTS = [
    Mutant("successors", f"{__name__}:interception_succeeds_on_a_roll_equal_to_initiative", "intercept-c",
           "interception succeeds on a roll equal to initiative"),
    Mutant("successors", f"{__name__}:nine_cu_may_move_by_sea", "naval-d", "9 CU may move by sea"),
    Mutant("successors", f"{__name__}:no_attrition_check_passing_a_hostile_fortress", "hostile-b",
           "no attrition check when passing through a hostile fortress"),
    Mutant("successors", f"{__name__}:command_does_not_pass_to_a_higher_rank_general", "command-change-a",
           "command does not pass to a higher-rank general"),
    Mutant("successors", f"{__name__}:a_minor_general_takes_command", "command-change-a",
           "a collected minor general of higher rank takes command"),
    Mutant("successors", f"{__name__}:no_transit_modifier", "intercept-e", "no -1 into a transit space"),
    Mutant("successors", f"{__name__}:the_mediterranean_costs_1_mp", "naval-f", "crossing the Mediterranean costs 1 MP"),
    Mutant("successors", f"{__name__}:interception_across_mountains", "intercept-i", "interception across mountains"),
]
