"""Every action and every die is held to the contract, whatever the scenario's steps assert."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from conformance.checks import promises as verdict
from conformance.checks.promises import ContractBreach
from conformance.contract import Refusal, UnscriptedDie, Unsupported
from conformance.runner.world import ScenarioError, World

MOVE = {"type": "move", "to": "Sutrium"}


class Game:
    """A game whose pending decision and answers the test sets."""

    def __init__(self, pending=None, answer=None, rolled=0) -> None:
        self.decision, self.answer, self.rolled = pending, answer, rolled

    def pending(self):
        return self.decision

    def act(self, player, action):
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer or []

    def state(self):
        return {"dice_rolled": self.rolled}


class Implementation:
    def __init__(self, game: Game) -> None:
        self.game = game

    def create(self, position):
        return self.game


def world(game: Game, dice=(), game_id="toy", **outline) -> World:
    """A World on a game with no schemas ("toy"), so only the checks under test apply; ``outline``
    is what the plugin tells the scenario (its clauses, its expectations entry)."""
    node = SimpleNamespace(stash={}, user_properties=[("conformance", json.dumps(outline))]) if outline else None
    w = World(Implementation(game), game_id, node)
    w.position["dice"] = list(dice)
    return w


def decision(*actions, player="Rome"):
    return {"decision": "movement", "player": player, "actions": list(actions)}


def test_an_accepted_action_that_was_listed_passes() -> None:
    assert world(Game(decision({"to": "Sutrium", "type": "move"}), [{"type": "moved"}])).act("Rome", MOVE)


def test_an_accepted_action_that_was_not_listed_fails_naming_action_and_list() -> None:
    with pytest.raises(ContractBreach, match=r'Rome played \{"to": "Sutrium", "type": "move"\} and it was '
                                             r'accepted, but .* did not list it among its actions \[\]'):
        world(Game(decision(), [])).act("Rome", MOVE)


def test_an_accepted_action_of_the_wrong_player_fails() -> None:
    with pytest.raises(ContractBreach, match="pending decision 'movement' for 'Carthage'"):
        world(Game(decision(MOVE, player="Carthage"), [])).act("Rome", MOVE)


def test_an_accepted_action_while_nothing_is_pending_fails() -> None:
    with pytest.raises(ContractBreach, match="nothing was pending"):
        world(Game(None, [])).act("Rome", MOVE)


@pytest.mark.parametrize("rule", ["9.2-a", "contract:malformed"])
def test_a_refused_action_that_was_listed_fails(rule: str) -> None:
    with pytest.raises(ContractBreach, match=f"refused citing rule {rule}, but .* listed it"):
        world(Game(decision(MOVE), Refusal(rule))).act("Rome", MOVE)


def test_a_refused_action_that_was_not_listed_is_kept_for_the_then_step() -> None:
    w = world(Game(decision({"type": "end"}), Refusal("9.2-a")))
    w.act("Rome", MOVE)
    assert w.take_refusal().rule == "9.2-a"


def test_a_refusal_for_another_player_is_not_held_against_the_list() -> None:
    w = world(Game(decision(MOVE, player="Carthage"), Refusal("9.1")))
    w.act("Rome", MOVE)
    assert w.take_refusal().rule == "9.1"


def test_a_die_beyond_the_script_fails_never_unsupported() -> None:
    with pytest.raises(ContractBreach, match=r"rolled a die the scenario did not script \(after 2 rolls\)"):
        world(Game(decision(MOVE), UnscriptedDie(2, "the storm roll")), dice=[3, 4]).act("Rome", MOVE)


def test_a_scripted_die_left_unrolled_fails_at_the_end() -> None:
    w = world(Game(decision(MOVE), [], rolled=1), dice=[3, 4])
    w.act("Rome", MOVE)
    with pytest.raises(ContractBreach, match=r"left scripted dice unrolled: the scenario scripted 2 \[3, 4\], "
                                             r"the implementation rolled 1"):
        w.finish()


def test_a_scenario_may_say_that_some_dice_may_be_left() -> None:
    w = world(Game(decision(MOVE), [], rolled=1), dice=[3, 4])
    w.dice_may_be_left = True
    w.act("Rome", MOVE)
    w.finish()


def test_every_scripted_die_rolled_passes_and_a_missing_count_fails() -> None:
    w = world(Game(decision(MOVE), [], rolled=2), dice=[3, 4])
    w.act("Rome", MOVE)
    w.finish()
    w.game.rolled = None
    w.act("Rome", MOVE)
    with pytest.raises(ContractBreach, match="no integer 'dice_rolled'"):
        w.finish()


def test_a_decision_listing_an_action_twice_fails_wherever_it_is_read() -> None:
    twice = decision(MOVE, {"type": "end"}, {"to": "Sutrium", "type": "move"})
    with pytest.raises(ContractBreach, match=r"^the pending decision 'movement' for 'Rome' lists the action "
                                             r'\{"to": "Sutrium", "type": "move"\} twice'):
        world(Game(twice, [])).act("Rome", MOVE)
    with pytest.raises(ContractBreach, match="twice"):
        world(Game(twice)).pending()
    listed = [{"type": "embark", "ships": [1, 2]}, {"type": "embark", "ships": [2, 1]}]
    with pytest.raises(ContractBreach, match="twice"):  # lists inside an action compare in any order
        world(Game(decision(*listed))).pending()
    world(Game(decision({"type": "embark", "strength": 1}, {"type": "embark", "strength": True}))).pending()


class Unsettled(Game):
    """A game that does ``change`` to itself when it refuses an action."""

    def __init__(self, change) -> None:
        super().__init__(decision({"type": "end"}, {"type": "move", "to": "Roma"}), Refusal("9.2-a"))
        self.change, self.now = change, {"dice_rolled": 0, "army": {"cu": 2, "space": "Roma"}, "year": 3}

    def act(self, player, action):
        self.change(self)
        return super().act(player, action)

    def state(self):
        return self.now  # its own object, changed in place


def test_a_refusal_that_changes_the_pending_decision_fails_naming_the_first_differing_key() -> None:
    def change(game):
        game.decision = {**game.decision, "decision": "activation"}

    with pytest.raises(ContractBreach, match=r"Rome played .* refused citing rule 9.2-a, but the refusal changed the "
                                             r"game: pending\(\)\['decision'\] was \"movement\", is now \"activation\""):
        world(Unsettled(change)).act("Rome", MOVE)


def test_a_refusal_that_changes_the_state_fails_naming_the_first_differing_key() -> None:
    def change(game):
        game.now["army"]["cu"] = 0  # in place: what was read before is kept as it was

    with pytest.raises(ContractBreach, match=r"the refusal changed the game: state\(\)\['army'\] was "
                                             r'\{"cu": 2, "space": "Roma"\}, is now \{"cu": 0, "space": "Roma"\}'):
        world(Unsettled(change)).act("Rome", MOVE)

    def drop(game):
        game.now = {"dice_rolled": 0, "army": game.now["army"]}

    with pytest.raises(ContractBreach, match=r"state\(\)\['year'\] was 3, is now absent"):
        world(Unsettled(drop)).act("Rome", MOVE)


def test_a_refusal_that_leaves_the_game_as_it_was_passes_whatever_the_order_of_the_actions() -> None:
    def reorder(game):
        game.decision = {**game.decision, "actions": list(reversed(game.decision["actions"]))}

    w = world(Unsettled(reorder))
    w.state()  # read since the last accepted action: no need to read it again before the action
    w.act("Rome", MOVE)
    assert w.take_refusal().rule == "9.2-a"

    def true_for_one(game):
        game.now = {**game.now, "year": True}

    with pytest.raises(ContractBreach, match=r"state\(\)\['year'\] was 3, is now true"):
        world(Unsettled(true_for_one)).act("Rome", MOVE)


def test_a_refusal_is_checked_where_the_next_step_takes_it_and_taken_elsewhere_is_a_scenario_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from conformance.runner import world as world_module
    from conformance.runner.stash import CURRENT_STEP
    from conformance.runner.world import ScenarioError

    steps = [(3, "Rome moves to Sutrium"), (4, "Rome moves to Roma"), (5, "the action is refused citing rule 9.2-a")]
    monkeypatch.setattr(world_module, "_steps", lambda node: steps)

    def change(game):
        game.now = {**game.now, "year": 4}

    w = world(Unsettled(change), clauses=["9.2-a"])
    w._node.stash[CURRENT_STEP] = ("x.feature", 3)  # not right before the refusal's step: not checked
    w.act("Rome", MOVE)
    with pytest.raises(ScenarioError, match="the step right before it did not play"):
        w.take_refusal()
    w = world(Unsettled(change), clauses=["9.2-a"])
    w._node.stash[CURRENT_STEP] = ("x.feature", 4)
    with pytest.raises(ContractBreach, match=r"state\(\)\['year'\] was 3, is now 4"):
        w.act("Rome", MOVE)


def test_unsupported_from_act_inside_declared_clauses_fails_naming_them() -> None:
    w = world(Game(decision(MOVE), Unsupported("naval movement is not modelled")), clauses=["9.6", "9.6-a"])
    with pytest.raises(ContractBreach, match=r"^answered unsupported to act\(\) inside clause\(s\) 9.6, 9.6-a that its "
                                             r"handshake declares: naval movement is not modelled; leave the clause "
                                             r"out of the handshake, or list the scenario as unsupported"):
        w.act("Rome", MOVE)


@pytest.mark.parametrize("call", ["pending", "state"])
def test_unsupported_from_pending_or_state_fails_too(call: str) -> None:
    game = Game(decision(MOVE))

    def unsupported():
        raise Unsupported("not modelled")

    setattr(game, call, unsupported)
    with pytest.raises(ContractBreach, match=rf"answered unsupported to {call}\(\) inside a scenario whose clauses"):
        getattr(world(game), call)()


def test_unsupported_from_act_stays_unsupported_where_the_expectations_list_the_scenario() -> None:
    expectation = {"status": "unsupported", "reason": "x", "link": None, "source": "x.toml:3"}
    w = world(Game(decision(MOVE), Unsupported("naval movement is not modelled")), clauses=["9.6"],
              expectation=expectation)
    with pytest.raises(pytest.skip.Exception, match="unsupported: naval movement is not modelled"):
        w.act("Rome", MOVE)
    w = world(Game(decision(MOVE), Unsupported("not modelled")), clauses=["9.6"],
              expectation={**expectation, "status": "fail"})
    with pytest.raises(ContractBreach, match="answered unsupported to act"):  # an expected failure, then
        w.act("Rome", MOVE)


def test_unsupported_from_create_stays_unsupported() -> None:
    class Refuses:
        def create(self, position):
            raise Unsupported("no variant 'standard'")

    with pytest.raises(pytest.skip.Exception, match="unsupported: no variant 'standard'"):
        World(Refuses(), "toy").act("Rome", MOVE)


def test_every_state_read_has_an_integer_dice_rolled_within_the_script() -> None:
    w = world(Game(decision(MOVE), [], rolled=None))
    with pytest.raises(ContractBreach, match=r"^the state has no integer 'dice_rolled' .*; got null"):
        w.state()
    with pytest.raises(ContractBreach, match=r"^reports 1 scripted dice rolled, but the scenario scripted only 0 \[\]"):
        world(Game(decision(MOVE), [], rolled=1)).state()
    with pytest.raises(ContractBreach, match=r"reports 3 scripted dice rolled, but the scenario scripted only 2 \[3, 4\]"):
        world(Game(decision(MOVE), [], rolled=3), dice=[3, 4]).state()
    with pytest.raises(ContractBreach, match=r"reports -1 scripted dice rolled"):
        world(Game(decision(MOVE), [], rolled=-1)).state()
    with pytest.raises(ContractBreach, match="no integer 'dice_rolled'"):
        world(Game(decision(MOVE), [], rolled=True)).state()
    world(Game(decision(MOVE), [], rolled=1), dice=[3, 4]).state()


def test_the_end_of_every_scenario_that_started_a_game_reads_its_state() -> None:
    game = Game(decision(MOVE), [])
    w = world(game)
    w.finish()  # no game started, no dice scripted: nothing to read
    w.act("Rome", MOVE)
    w.finish()
    game.rolled = None
    w.act("Rome", MOVE)
    with pytest.raises(ContractBreach, match="no integer 'dice_rolled'"):
        w.finish()
    w = world(Game(decision(MOVE), [], rolled=None))
    w.pending()  # the game is started, its state not read yet
    with pytest.raises(ContractBreach, match="no integer 'dice_rolled'"):
        w.finish()


MOVED = {"type": "moved", "block": "Athenian hoplites", "from": "Athens", "to": "Megara",
         "cargo": None, "step": 1, "action": 1}


def test_an_event_outside_the_games_schemas_fails_naming_call_and_fault() -> None:
    verdict.check_fits("hellenes", "act", [MOVED], [])
    with pytest.raises(ContractBreach, match=r'act\(\) .*unknown event type "MOVED".*\[scenario clauses: 5.1\]'):
        verdict.check_fits("hellenes", "act", [{**MOVED, "type": "MOVED"}], ["5.1"])
    with pytest.raises(ContractBreach, match='"block" is a required property'):
        verdict.check_fits("hellenes", "act", [{k: v for k, v in MOVED.items() if k != "block"}], [])


def test_a_position_that_does_not_fit_its_games_schema_is_a_scenario_error_and_never_sent() -> None:
    class Refuses(Implementation):
        def create(self, position):
            raise AssertionError("the position was sent")

    w = world(Game(decision(MOVE)), game_id="hellenes", scenario="An unfinished position")
    with pytest.raises(ScenarioError, match=r"the position of scenario 'An unfinished position' does not fit "
                                            r"fixtures/hellenes/schemas/position.schema.json: position at "
                                            r'situation: "active" is a required property'):
        w.implementation = Refuses(w.implementation.game)
        w.pending()


def test_every_state_and_decision_read_through_the_world_is_checked() -> None:
    game = Game(decision(MOVE))
    game.state = lambda: {"dice_rolled": 0, "XXdice_rolledXX": 0}
    w = world(game, game_id="hellenes")
    w.position["variant"] = "standard"  # a position that fits the schema: only the answers are wrong here
    w.position["situation"].update(active="Athens", season="summer")
    with pytest.raises(ContractBreach, match=r"state\(\) gave what the game's schemas do not allow.*XXdice"):
        w.state()
    with pytest.raises(ContractBreach, match=r'pending\(\) gave .*"action" is a required property'):
        w.pending()
    with pytest.raises(ContractBreach, match=r"pending\(\)"):  # read before every action, too
        w.act("Rome", MOVE)


PROGRAM = """
import json, sys
for line in sys.stdin:
    request = json.loads(line)
    seq, op = request["seq"], request["op"]
    if op == "hello":
        answer = {"result": {"protocol": "2.0", "name": "dice", "version": "1", "contract": "2.0",
                             "games": {"hellenes": {"variants": [], "clauses": "all"}}}}
    elif op == "create":
        answer = {"result": {"game": "g"}}
    elif op == "act":
        answer = {"unscripted_die": {"rolled": 1, "message": "the storm roll"}}
    elif op == "pending":
        answer = {"unscripted_die": {"rolled": 1, "message": "pending rolls nothing"}}
    else:
        answer = {"result": {}}
    print(json.dumps({"seq": seq, **answer}), flush=True)
    if op == "stop":
        break
"""


def test_an_unscripted_die_crosses_the_process_protocol() -> None:
    import sys

    from conformance.connection.process import (
        ImplementationFault,
        ProcessImplementation,
    )

    implementation = ProcessImplementation([sys.executable, "-c", PROGRAM], timeout=5)
    try:
        game = implementation.create({"contract": "2.0", "game": "hellenes", "dice": [4]})
        with pytest.raises(UnscriptedDie) as caught:
            game.act("Athens", MOVE)
        assert (caught.value.rolled, caught.value.message) == (1, "the storm roll")
        with pytest.raises(ImplementationFault, match="only create and act roll dice"):
            game.pending()
    finally:
        implementation.close()


def test_actions_compare_as_json_where_true_is_not_1() -> None:
    from conformance.checks.actions import is_listed, same_action

    listed = [{"type": "embark", "strength": 1, "ships": [2, 1]}]
    assert is_listed({"type": "embark", "strength": 1, "ships": [1, 2]}, listed)
    assert not is_listed({"type": "embark", "strength": True, "ships": [1, 2]}, listed)
    assert not is_listed({"type": "embark", "strength": 1, "ships": [True, 2]}, listed)
    assert not same_action({"flag": False}, {"flag": 0})
    w = world(Game(decision({"type": "move", "cu": 1}), []))
    with pytest.raises(ContractBreach, match="did not list it"):
        w.act("Rome", {"type": "move", "cu": True})


def test_a_state_part_compares_as_json_where_true_is_not_1_and_order_counts() -> None:
    from conformance.checks.actions import same_json

    assert same_json({"year": 431, "forces": [{"engaged": False}]}, {"year": 431, "forces": [{"engaged": False}]})
    assert not same_json({"engaged": True}, {"engaged": 1})
    assert not same_json([0], [False])
    assert not same_json(["Athens", "Sparta"], ["Sparta", "Athens"])
    assert not same_json([1, True], [True, 1])


def test_a_dice_count_with_no_fractional_part_is_an_integer_as_json_has_it() -> None:
    # docs/protocol.md reads 1.0 as 1: a JSON library that writes every number as a float passes
    world(Game(decision(MOVE), [], rolled=1.0), dice=[3, 4]).state()
    w = world(Game(decision(MOVE), [], rolled=2.0), dice=[3, 4])
    w.act("Rome", MOVE)
    w.finish()
    with pytest.raises(ContractBreach, match=r"no integer 'dice_rolled' .*; got 1.5"):
        world(Game(decision(MOVE), [], rolled=1.5), dice=[3, 4]).state()
    with pytest.raises(ContractBreach, match=r"left scripted dice unrolled: .* the implementation rolled 1;"):
        w = world(Game(decision(MOVE), [], rolled=1.0), dice=[3, 4])
        w.act("Rome", MOVE)
        w.finish()


def test_a_nested_key_the_state_leaves_out_fails_naming_where_not_a_crash() -> None:
    game = Game(decision(MOVE), [])
    game.state = lambda: {"dice_rolled": 0, "campaign": {"player": "Rome"}, "armies": [{"cu": 2}]}
    state = world(game, clauses=["9.5.6-k"]).state()
    assert state["campaign"]["player"] == "Rome" and state["armies"][0]["cu"] == 2
    assert state == {"dice_rolled": 0, "campaign": {"player": "Rome"}, "armies": [{"cu": 2}]}
    with pytest.raises(ContractBreach, match=r"^state\(\)\['campaign'\] has no 'coordinated', which this scenario "
                                             r"reads; its keys there: player .*\[scenario clauses: 9.5.6-k\]$"):
        state["campaign"]["coordinated"]
    with pytest.raises(ContractBreach, match=r"^state\(\)\['armies'\]\[0\] has no 'space'"):
        state["armies"][0]["space"]
    with pytest.raises(ContractBreach, match=r"^state\(\) has no 'year', .*; its keys: armies, campaign, dice_rolled"):
        state["year"]


def test_a_position_refused_at_create_fails_citing_the_rule_rather_than_erring() -> None:
    class RefusesPosition:
        def create(self, position):
            raise Refusal("9.1.2-a", "more than 10 CU")

    w = World(RefusesPosition(), "toy", SimpleNamespace(stash={}, user_properties=[
        ("conformance", json.dumps({"clauses": ["9.1.2-a"]}))]))
    with pytest.raises(ContractBreach, match=r"^refused the scenario's position, citing rule 9.1.2-a: more than 10 CU "
                                             r".*\[scenario clauses: 9.1.2-a\]$"):
        w.pending()
