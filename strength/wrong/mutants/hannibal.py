"""Hannibal mutants: each breaks one clause of the player's summary."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_ENGINE = "reference_engine.hannibal"


def a_roll_equal_to_the_rating_fails():
    mock.patch(f"{_ENGINE}.tactics.succeeds", lambda game, roll, tactics: roll < tactics).start()
    return Implementation()


def eleven_cu_may_avoid():
    mock.patch(f"{_ENGINE}.avoidance.MAX_AVOIDING_CU", 11).start()
    return Implementation()


def no_plus_one_into_an_enemy_pc():
    mock.patch(f"{_ENGINE}.interception.ENEMY_PC_MODIFIER", 0).start()
    return Implementation()


def interception_across_passes():
    mock.patch(f"{_ENGINE}.interception.BARRED", ("strait",)).start()
    return Implementation()


def three_cu_inside_a_walled_city():
    mock.patch(f"{_ENGINE}.walls.CAPACITY", 3).start()
    return Implementation()


def four_siege_points_to_take_a_city():
    mock.patch(f"{_ENGINE}.sieges.POINTS_TO_TAKE", 4).start()
    return Implementation()


def tribes_do_not_count_for_carthage():
    mock.patch(f"{_ENGINE}.tribes.TRIBES_COUNT_FOR", ()).start()
    return Implementation()


def the_siege_never_lifts():
    mock.patch(f"{_ENGINE}.sieges.lift_siege", lambda game, space, faction: []).start()
    return Implementation()


def two_cu_may_besiege():
    mock.patch(f"{_ENGINE}.sieges.MIN_SIEGE_CU", 2).start()
    return Implementation()


def own_cu_do_not_cancel_the_plus_one():
    def modifier(game, target, faction):
        return 1 if game.control.get(target) == game.enemy_of(faction) else 0

    mock.patch(f"{_ENGINE}.interception.modifier", modifier).start()
    return Implementation()


def besieged_cu_sortie_without_a_general():
    from reference_engine.hannibal.activation import Activation

    listed = Activation.legal_actions

    def with_leaderless_sorties(self, game):  # the activation builds its list: offer them there too
        actions = listed(self, game)
        return actions[:-1] + [{"type": "sortie", "space": space} for space in game.spaces()
                               if game.cu_in(space, game.active, inside=True)] + actions[-1:]

    mock.patch(f"{_ENGINE}.sieges.check_leaderless_sortie", lambda game, space: None).start()
    mock.patch.object(Activation, "legal_actions", with_leaderless_sorties).start()
    return Implementation()


MUTANTS = [
    Mutant("hannibal", f"{__name__}:a_roll_equal_to_the_rating_fails", "intercept-2-a",
           "a roll equal to the tactics rating fails under the default reading"),
    Mutant("hannibal", f"{__name__}:eleven_cu_may_avoid", "avoid-3", "11 CU may avoid battle"),
    Mutant("hannibal", f"{__name__}:no_plus_one_into_an_enemy_pc", "intercept-2-b",
           "no +1 to intercept into an enemy PC without friendly CU"),
    Mutant("hannibal", f"{__name__}:interception_across_passes", "intercept-4", "interception across a pass"),
    Mutant("hannibal", f"{__name__}:three_cu_inside_a_walled_city", "walled-2", "3 CU fit inside a walled city"),
    Mutant("hannibal", f"{__name__}:four_siege_points_to_take_a_city", "siege-5", "4 siege points take a city"),
    Mutant("hannibal", f"{__name__}:tribes_do_not_count_for_carthage", "tribes-2",
           "tribes friendly to Carthage do not count as PCs"),
    Mutant("hannibal", f"{__name__}:the_siege_never_lifts", "siege-8", "the siege stays when the besiegers leave"),
    Mutant("hannibal", f"{__name__}:two_cu_may_besiege", "siege-1", "a general with 2 CU may roll to besiege"),
    Mutant("hannibal", f"{__name__}:own_cu_do_not_cancel_the_plus_one", "intercept-2-b",
           "+1 into an enemy PC even where the interceptor's own CU stand"),
    Mutant("hannibal", f"{__name__}:besieged_cu_sortie_without_a_general", "siege-6",
           "besieged CU sortie without a general"),
]
