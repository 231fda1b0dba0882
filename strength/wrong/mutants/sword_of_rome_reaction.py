"""Sword of Rome mutants for 9.3-9.4 (reaction, enemy-occupied spaces)."""

from __future__ import annotations

from unittest import mock

from reference_engine import Implementation

from . import Mutant

_REACTION = "reference_engine.sword_of_rome.reaction"
_ENEMY = "reference_engine.sword_of_rome.enemy_spaces"


def four_cu_may_hide_inside_the_walls():
    mock.patch(f"{_REACTION}.MAX_INSIDE_CU", 4).start()
    return Implementation()


def units_may_hide_in_a_city_their_side_does_not_control():
    mock.patch(f"{_REACTION}.hides_in_own_city", lambda game, space, faction: True).start()
    return Implementation()


def units_inside_the_walls_fight_the_entering_army():
    mock.patch(f"{_ENEMY}.defending_cu",
               lambda game, space: game.enemy_cu_in(space, game.army.faction)).start()
    return Implementation()


def units_inside_the_walls_may_leave_while_enemy_cu_remain():
    mock.patch(f"{_REACTION}.check_leaving", lambda game: None).start()
    return Implementation()


def an_attempt_is_resolved_before_all_are_declared():
    from reference_engine.sword_of_rome import reaction

    declare = reaction.Declaration.apply

    def apply(self, game, frame, player, action):
        events = declare(self, game, frame, player, action)
        if action["type"] != "end_declarations":
            game.pop(frame)
            events += reaction.advance(game)
        return events

    mock.patch.object(reaction.Declaration, "apply", apply).start()
    return Implementation()


def caudine_forks_may_come_before_the_attempts_are_resolved():
    from reference_engine.sword_of_rome import reaction

    check, apply = reaction.Declaration.check, reaction.Declaration.apply

    def early_check(self, game, frame, player, action):
        if action["type"] != "play_event":
            check(self, game, frame, player, action)

    def early_apply(self, game, frame, player, action):
        if action["type"] == "play_event":
            return [{"type": "event_played", "event": action.get("event"), "player": player}]
        return apply(self, game, frame, player, action)

    mock.patch.object(reaction.Declaration, "check", early_check).start()
    mock.patch.object(reaction.Declaration, "apply", early_apply).start()
    return Implementation()


def a_failed_pursuit_does_not_end_movement():
    from reference_engine.sword_of_rome import enemy_spaces

    def after(self, game, success):
        game.reaction["results"][self.key] = True
        return enemy_spaces.after_reactions(game)

    mock.patch.object(enemy_spaces.Pursuit, "after", after).start()
    return Implementation()


def a_refused_battle_stays_in_the_space():
    mock.patch.object(_enemy().RefuseBattleOutcome, "after",
                      lambda self, game, success: _enemy().after_reactions(game)).start()
    return Implementation()


def a_lone_leader_may_stop_with_enemy_leaders():
    mock.patch(f"{_ENEMY}.check_stopping", lambda game, space: None).start()
    return Implementation()


def a_lone_leader_may_enter_enemy_cu():
    original = _enemy().check_entering

    def check_entering(game, to):
        if not game.army.is_lone_leader:
            original(game, to)

    mock.patch(f"{_ENEMY}.check_entering", check_entering).start()
    return Implementation()


def an_automatic_victory_still_stops_the_army():
    enemy = _enemy()
    apply = enemy.AutomaticVictory.apply

    def stop(self, game, frame, player, action):
        events = apply(self, game, frame, player, action)
        if action["type"] == "automatic_victory":
            from reference_engine.sword_of_rome import movement

            events += movement.finish(game, "battle")
        return events

    mock.patch.object(enemy.AutomaticVictory, "apply", stop).start()
    return Implementation()


def _enemy():
    from reference_engine.sword_of_rome import enemy_spaces

    return enemy_spaces


def _m(name: str, clause: str, what: str) -> Mutant:
    return Mutant("sword_of_rome", f"{__name__}:{name}", clause, what)


MUTANTS = [
    _m("four_cu_may_hide_inside_the_walls", "9.3.1-b", "4 CU may hide inside the walls"),
    _m("units_may_hide_in_a_city_their_side_does_not_control", "9.3.1-d",
       "units may hide in a city their side does not control"),
    _m("units_inside_the_walls_fight_the_entering_army", "9.3.1-c", "units inside the walls block the army"),
    _m("units_inside_the_walls_may_leave_while_enemy_cu_remain", "9.3.1-e",
       "units inside the walls may leave while enemy CU remain"),
    _m("an_attempt_is_resolved_before_all_are_declared", "9.3.2",
       "an interception result is asked before all attempts are declared"),
    _m("caudine_forks_may_come_before_the_attempts_are_resolved", "9.3.3",
       "Caudine Forks may be played before the attempts are resolved"),
    _m("a_failed_pursuit_does_not_end_movement", "9.4.2", "a failed pursuit does not end movement"),
    _m("a_refused_battle_stays_in_the_space", "9.4.3", "a successful refusal of battle does not send the army back"),
    _m("a_lone_leader_may_stop_with_enemy_leaders", "9.4.4-b", "a lone leader may stop with enemy leaders"),
    _m("a_lone_leader_may_enter_enemy_cu", "9.4.4-a", "a lone leader may enter a space with enemy CU"),
    _m("an_automatic_victory_still_stops_the_army", "9.4.1-exception",
       "an automatic victory still ends the army's movement"),
]
