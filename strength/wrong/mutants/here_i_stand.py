"""Here I Stand mutants: each breaks one clause of the land movement excerpt (rule 13.1)."""

from __future__ import annotations

from unittest import mock

from conformance.contract import Refusal
from reference_engine import Implementation

from . import Mutant

_ENGINE = "reference_engine.here_i_stand"


def a_pass_costs_one_cp():
    mock.patch(f"{_ENGINE}.impulse.PASS_COST", 1).start()
    return Implementation()


def five_units_may_withdraw():
    mock.patch(f"{_ENGINE}.withdrawal.WITHDRAWAL_LIMIT", 5).start()
    return Implementation()


def gout_does_not_stop_a_move():
    mock.patch(f"{_ENGINE}.responses.RESPONSE_CARDS", ("Foul Weather",)).start()
    return Implementation()


def allied_spaces_are_closed():
    from reference_engine.here_i_stand import restrictions

    original = restrictions.check_control

    def check_control(game, space):
        controller = game.control.get(space)
        if controller and game.relations.is_ally(game.active, controller):
            raise Refusal("13.1-restriction-b", "mutant: allied spaces are closed")
        original(game, space)

    mock.patch(f"{_ENGINE}.restrictions.check_control", check_control).start()
    return Implementation()


def neutral_units_bar_the_way():
    mock.patch(f"{_ENGINE}.powers.Relations.is_neutral", lambda self, a, b: False).start()
    return Implementation()


def interceptors_capture_nobody():
    mock.patch(f"{_ENGINE}.capture.by_interception", lambda game, interceptor: []).start()
    return Implementation()


def lone_leaders_are_never_captured():
    mock.patch(f"{_ENGINE}.capture.lone_leaders", lambda game: []).start()
    return Implementation()


def leaders_alone_walk_into_enemy_spaces():
    mock.patch(f"{_ENGINE}.restrictions._closed_to_leaders", lambda game: set()).start()
    return Implementation()


MUTANTS = [
    Mutant("here_i_stand", f"{__name__}:a_pass_costs_one_cp", "13.1-step-3", "a move over a pass costs 1 CP"),
    Mutant("here_i_stand", f"{__name__}:five_units_may_withdraw", "13.1-step-7",
           "five units may withdraw into fortifications"),
    Mutant("here_i_stand", f"{__name__}:gout_does_not_stop_a_move", "13.1-step-4", "Gout cannot stop a move"),
    Mutant("here_i_stand", f"{__name__}:allied_spaces_are_closed", "13.1-restriction-b-2",
           "an ally's space is closed"),
    Mutant("here_i_stand", f"{__name__}:neutral_units_bar_the_way", "13.1-restriction-c-neutral",
           "neutral units bar the way"),
    Mutant("here_i_stand", f"{__name__}:lone_leaders_are_never_captured", "13.1-restriction-f-capture",
           "a lone leader is never captured"),
    Mutant("here_i_stand", f"{__name__}:interceptors_capture_nobody", "13.1-restriction-f-capture",
           "interceptors entering do not capture a lone leader"),
    Mutant("here_i_stand", f"{__name__}:leaders_alone_walk_into_enemy_spaces", "13.1-restriction-f",
           "leaders alone may enter enemy spaces"),
]
