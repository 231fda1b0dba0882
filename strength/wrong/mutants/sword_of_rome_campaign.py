"""Sword of Rome mutants for 9.5 Campaign cards and coordinated attacks."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_CAMPAIGN = "reference_engine.sword_of_rome.campaign"
_BUDGET = "reference_engine.sword_of_rome.campaign_budget"
_COORDINATED = "reference_engine.sword_of_rome.coordinated"


def _patched(target: str, *args, **kwargs):
    mock.patch(target, *args, **kwargs).start()
    return Implementation()


def non_gauls_spend_5_mp_in_a_campaign():
    return _patched(f"{_BUDGET}.BUDGET", {"default": 5, "gallic": 5})


def a_leader_may_be_activated_twice():
    return _patched(f"{_CAMPAIGN}.is_already_activated", return_value=False)


def units_that_fought_move_again():
    return _patched(f"{_BUDGET}.EXHAUSTING", set())


def carthage_is_asked_for_consent():
    return _patched(f"{_CAMPAIGN}.consents_without_asking", return_value=False)


def the_flank_may_enter_the_battle_space():
    return _patched(f"{_COORDINATED}.check_flank_move", lambda game, action: None)


def the_flank_size_modifier_rounds_down():
    return _patched(f"{_COORDINATED}.army_size_modifier", lambda cu: cu // 2)


def the_odd_loss_falls_on_the_flank():
    return _patched(f"{_COORDINATED}.split_losses", lambda total, flank_cu: (total // 2, total - total // 2))


def only_the_main_army_retreats():
    return _patched(f"{_COORDINATED}.retreating", lambda main, flank: [main.commander])


MUTANTS = [
    Mutant("sword_of_rome", f"{__name__}:non_gauls_spend_5_mp_in_a_campaign", "9.5.2",
           "the shared Campaign budget is 5 MP for non-Gallic units"),
    Mutant("sword_of_rome", f"{__name__}:a_leader_may_be_activated_twice", "9.5.1-b",
           "one Campaign card may activate the same leader twice"),
    Mutant("sword_of_rome", f"{__name__}:units_that_fought_move_again", "9.5.2-exception",
           "units of an army that battled or besieged may move again in the action"),
    Mutant("sword_of_rome", f"{__name__}:carthage_is_asked_for_consent", "9.5.5-c",
           "Carthage allied with Rome is asked for consent"),
    Mutant("sword_of_rome", f"{__name__}:the_flank_may_enter_the_battle_space", "9.5.6-d",
           "the flanking army may enter the battle space"),
    Mutant("sword_of_rome", f"{__name__}:the_flank_size_modifier_rounds_down", "9.5.6-g",
           "the flank's army-size modifier rounds down"),
    Mutant("sword_of_rome", f"{__name__}:the_odd_loss_falls_on_the_flank", "9.5.6-j",
           "an odd CU loss falls on the flanking army"),
    Mutant("sword_of_rome", f"{__name__}:only_the_main_army_retreats", "9.5.6-k",
           "after a defeat only the main army retreats"),
]
