"""The reference check: every answer along a scenario's path held to the reference engine's.

A scenario asserts a few outcomes; the contract promises every legal action
listed, the events an action caused and the normalised state at every call.
conformance/checks/reference_check.py plays the reference engine beside the
implementation and compares each answer. These tests hold it to its own
rules -- what fails, what is left aside, when it stops -- on stand-in games,
and then on the corpus: implementations that are wrong only where no step
looks (strength/wrong/sneaky.py) pass without the check and fail with it.
"""

from __future__ import annotations

import copy
import fnmatch
from pathlib import Path
from typing import Any

import pytest

from conformance.checks.promises import ContractBreach
from conformance.checks.reference_check import (
    AGREED,
    DIFFERED,
    LEFT_ASIDE,
    NOT_COMPARED,
    AcceptedUnlisted,
    AcceptedWrongPlayer,
    Oracle,
    ReferenceDivergence,
    declared_clauses,
    shipped_reference,
)
from conformance.contract import Refusal, UnscriptedDie, Unsupported
from conformance.corpus.catalog import load_all
from conformance.corpus.expectations import Expectation
from conformance.reports import runs as reports
from conformance.runner.transcript import TranscribingImplementation, entries
from conformance.runner.world import World
from strength.plays import CORPUS, corpus_records

MOVE = {"type": "move", "to": "Capua"}
PICK_UP = {"type": "pick_up", "cu": 2}
DECISION = {"decision": "movement", "player": "Rome", "actions": [MOVE, PICK_UP]}
STATE = {"army": {"space": "Roma", "naval_capacity": 0}, "dice_rolled": 0}


class Game:
    """A stand-in game: fixed answers, a refusal for whatever it does not list."""

    def __init__(self, decision: Any = DECISION, state: Any = STATE, events: Any = None,
                 clause: str = "9.1.1", refuse_rule: str = "9.2-a") -> None:
        self.decision, self.state_now, self.events = decision, state, events or [{"type": "moved", "to": "Capua"}]
        self.clause, self.refuse_rule = clause, refuse_rule
        self.played: list[Any] = []

    def pending(self) -> Any:
        return copy.deepcopy(self.decision)

    def state(self) -> Any:
        return copy.deepcopy(self.state_now)

    def act(self, player: str, action: dict[str, Any]) -> list[Any]:
        if self.decision and player != self.decision.get("player"):
            raise Refusal("contract:wrong-player", "not this player's decision")
        if action not in (self.decision or {}).get("actions", []):
            raise Refusal(self.refuse_rule, "not listed")
        self.played.append(action)
        return copy.deepcopy(self.events)

    def decision_clause(self) -> str:
        return self.clause


class Reference:
    def __init__(self, game: Game) -> None:
        self.game = game

    def create(self, position: dict[str, Any]) -> Game:
        return self.game


def check_for(reference_game: Game, declared: Any = "all", expectations: list[Any] | None = None,
              game: str = "sword_of_rome"):
    check = Oracle(Reference(reference_game), {game: declared}, expectations or []).check(game)
    check.created({"game": game})
    return check


def test_answers_alike_agree_and_are_counted() -> None:
    check = check_for(Game())
    check.pending(Game().act, DECISION)
    check.acted("Rome", MOVE, [{"type": "moved", "to": "Capua"}], None)
    check.state(STATE)
    assert (check.status, check.calls, check.divergence, check.notes) == (AGREED, 3, None, [])


def test_actions_in_another_order_are_the_same_list() -> None:
    check = check_for(Game())
    check.pending(Game().act, {**DECISION, "actions": [PICK_UP, MOVE]})
    assert check.status == AGREED


def test_a_game_never_started_was_not_compared() -> None:
    check = Oracle(Reference(Game()), {"sword_of_rome": "all"}).check("sword_of_rome")
    assert check.status == NOT_COMPARED and check.summary() == {"status": NOT_COMPARED, "compared": 0}


def test_an_extra_action_is_a_divergence_citing_the_rule_the_reference_cites_against_it() -> None:
    check = check_for(Game(refuse_rule="9.1.2-b"))
    extra = {"type": "pick_up", "cu": 3}
    check.pending(Game().act, {**DECISION, "actions": [MOVE, PICK_UP, extra]})
    assert check.status == DIFFERED
    assert 'pending() lists 1 action(s) the reference engine does not: [{"cu": 3, "type": "pick_up"}]' \
        in check.divergence
    assert "after the position was loaded" in check.divergence
    assert check.divergence.endswith("[clause 9.1.2-b, as the reference engine names it]")
    assert check.summary()["clause"] == "9.1.2-b"


def test_a_missing_action_is_a_divergence_of_the_decisions_clause() -> None:
    check = check_for(Game(clause="9.1.1"))
    implementation = Game(decision={**DECISION, "actions": [MOVE]}, refuse_rule="9.1.2-a")
    check.pending(implementation.act, {**DECISION, "actions": [MOVE]})
    assert "lacks 1 legal action(s) the reference engine lists: " in check.divergence
    assert "[clause 9.1.1, as" in check.divergence


def test_another_player_to_decide_is_a_divergence() -> None:
    check = check_for(Game())
    check.pending(Game().act, {**DECISION, "player": "Carthage"})
    assert "player" in check.divergence and "Rome" in check.divergence and "Carthage" in check.divergence


def test_after_a_divergence_nothing_more_is_compared() -> None:
    check = check_for(Game())
    check.pending(Game().act, None)
    first = check.divergence
    check.state({"dice_rolled": 0})
    check.acted("Rome", MOVE, [], None)
    assert check.divergence == first and check.calls == 1


@pytest.mark.parametrize("events", [[], [{"type": "moved", "to": "Roma"}],
                                    [{"type": "moved", "to": "Capua"}, {"type": "moved", "to": "Capua"}]])
def test_other_events_are_a_divergence(events: list[Any]) -> None:
    check = check_for(Game())
    check.acted("Rome", MOVE, events, None)
    assert "the events are " in check.divergence and "the reference engine's are" in check.divergence
    assert "after action 1 (Rome played" in check.divergence


def test_accepted_here_and_refused_by_the_reference_names_its_rule() -> None:
    check = check_for(Game(refuse_rule="9.1.2-c"))
    check.acted("Rome", {"type": "pick_up", "cu": 11}, [], None)
    assert "accepted here; the reference engine refuses it citing 9.1.2-c" in check.divergence
    assert "[clause 9.1.2-c," in check.divergence


def test_refused_here_and_accepted_by_the_reference() -> None:
    check = check_for(Game())
    check.acted("Rome", MOVE, None, "9.2-a")
    assert "refused here citing 9.2-a; the reference engine accepts it" in check.divergence


def test_the_rule_a_refusal_cites_is_left_to_the_steps() -> None:
    check = check_for(Game(refuse_rule="9.1.2-a"))
    check.acted("Rome", {"type": "fly"}, None, "contract:malformed-action")
    assert check.status == AGREED


def test_a_state_that_differs_names_its_deepest_differing_path_and_both_values() -> None:
    check = check_for(Game())
    check.state({**STATE, "army": {"space": "Capua", "naval_capacity": 0}})
    assert 'state() differs in army: the reference engine\'s first, then this one\'s: army.space: "Roma" vs ' \
           '"Capua"' in check.divergence


def test_a_nested_key_the_implementation_leaves_out_is_not_compared_but_noted() -> None:
    check = check_for(Game())
    check.state({**STATE, "army": {"space": "Roma"}})
    assert check.divergence is None and check.status == AGREED
    assert any("state() leaves out army.naval_capacity, which the reference engine reports" in n for n in check.notes)
    check.state({**STATE, "army": {"space": "Capua"}})
    assert 'army.space: "Roma" vs "Capua"' in check.divergence, "the keys it does report are compared"


def test_the_states_log_is_compared_in_order_and_its_other_lists_as_sets() -> None:
    log = [{"type": "moved", "to": "Capua"}, {"type": "moved", "to": "Roma"}]
    state = {**STATE, "events": log, "besieged": ["Capua", "Roma"]}
    check = check_for(Game(state=state))
    check.state({**state, "besieged": ["Roma", "Capua"]})
    assert check.status == AGREED
    check.state({**state, "events": log[::-1]})
    assert check.status == DIFFERED and "state() differs in events" in check.divergence


def test_state_keys_left_out_are_noted_and_the_rest_compared() -> None:
    check = check_for(Game(state={**STATE, "prestige": {"Rome": 1}}))
    check.state(STATE)
    assert check.status == AGREED
    assert check.notes == ["after the position was loaded: state() leaves out prestige, which the reference "
                           "engine reports"]
    check.state({"dice_rolled": 0, "army": {"space": "Capua", "naval_capacity": 0}})
    assert check.status == DIFFERED and "differs in army" in check.divergence


def test_a_state_field_of_an_undeclared_clause_is_left_aside_and_comparing_goes_on() -> None:
    """army.naval_capacity reports 9.6.3 (x-clause in the state schema)."""
    check = check_for(Game(), declared={"9.1.1", "9.1.2-b"})
    check.state({**STATE, "army": {"space": "Roma", "naval_capacity": 5}})
    assert check.status == LEFT_ASIDE and "9.6.3 is not declared" in check.notes[0]
    check.pending(Game().act, None)
    assert check.status == DIFFERED


def test_a_difference_in_a_declared_clause_of_a_partial_implementation_fails() -> None:
    check = check_for(Game(refuse_rule="9.1.2-b"), declared={"9.1.2-b"})
    check.pending(Game().act, {**DECISION, "actions": [MOVE, PICK_UP, {"type": "pick_up", "cu": 3}]})
    assert check.status == DIFFERED


def test_a_pending_difference_of_an_undeclared_clause_is_noted_once_and_comparing_goes_on() -> None:
    check = check_for(Game(refuse_rule="9.5-a"), declared={"9.1.1"})
    extra = {**DECISION, "actions": [MOVE, PICK_UP, {"type": "pick_up", "cu": 3}]}
    check.pending(Game().act, extra)
    check.pending(Game().act, extra)
    assert check.status == LEFT_ASIDE and len(check.notes) == 1 and "9.5-a is not declared" in check.notes[0]
    check.state({"dice_rolled": 1, "army": STATE["army"]})
    assert check.status == DIFFERED


def test_an_action_played_differently_in_an_undeclared_clause_ends_the_comparison() -> None:
    check = check_for(Game(refuse_rule="9.5-a"), declared={"9.1.1"})
    check.acted("Rome", {"type": "campaign"}, [], None)
    assert check.status == LEFT_ASIDE and check.notes[-1].endswith("nothing more compared")
    check.state({"dice_rolled": 3})
    assert check.status == LEFT_ASIDE and check.calls == 1


def test_the_record_counts_what_was_left_aside_by_clause_and_says_where_the_games_parted() -> None:
    check = check_for(Game(refuse_rule="9.5-a"), declared={"9.1.1"})
    listing = {**DECISION, "actions": [MOVE, PICK_UP, {"type": "campaign"}]}
    check.pending(Game(decision=listing).act, listing)
    check.acted("Rome", {"type": "campaign"}, [], None)
    summary = check.summary()
    assert summary["status"] == LEFT_ASIDE and summary["left_aside_by_clause"] == {"9.5-a": 2}
    assert summary["parted"] == "after action 1 (Rome played {\"type\": \"campaign\"})"
    assert not check_for(Game()).summary().get("left_aside_by_clause")


def test_a_difference_the_expectations_file_lists_is_left_aside() -> None:
    entry = Expectation(status="fail", reason="a known omission", link=None, source="x.toml:3",
                        game="sword_of_rome", scenario=None, clauses=("9.1.2-b",))
    check = check_for(Game(refuse_rule="9.1.2-b"), expectations=[entry])
    check.acted("Rome", {"type": "pick_up", "leader": "Camillus"}, [], None)
    assert check.status == LEFT_ASIDE and "expected (x.toml:3): a known omission" in check.notes[0]


def test_an_entry_naming_a_scenario_leaves_aside_differences_in_that_scenario_only() -> None:
    entry = Expectation(status="fail", reason="a known omission", link=None, source="x.toml:3",
                        game="sword_of_rome", scenario="A minor leader may not pick up a historical leader",
                        clauses=("9.1.2-b",))
    oracle = Oracle(Reference(Game(refuse_rule="9.1.2-b")), {"sword_of_rome": "all"}, [entry])
    for scenario, status in (("A minor leader may not pick up a historical leader", LEFT_ASIDE),
                             ("Ten CU may move together", DIFFERED)):
        check = oracle.check("sword_of_rome", scenario)
        check.created({"game": "sword_of_rome"})
        check.acted("Rome", {"type": "pick_up", "leader": "Camillus"}, [], None)
        assert check.status == status, scenario


def test_legal_actions_answered_unsupported_are_left_out_and_the_rest_compared() -> None:
    class Unmodelled(Game):
        def act(self, player: str, action: dict[str, Any]) -> list[Any]:
            if action == PICK_UP:
                raise Unsupported("picking up is not modelled")
            return super().act(player, action)

    check = check_for(Game())
    check.pending(Unmodelled().act, {**DECISION, "actions": [MOVE]})
    assert check.status == LEFT_ASIDE
    assert "legal actions it answers unsupported (picking up is not modelled)" in check.notes[0]


def test_a_legal_action_it_refuses_when_offered_is_a_divergence() -> None:
    check = check_for(Game())
    check.pending(Game(decision={**DECISION, "actions": [MOVE]}).act, {**DECISION, "actions": [MOVE]})
    assert check.status == DIFFERED


def test_a_legal_action_it_did_not_list_but_plays_when_offered_fails_at_once() -> None:
    check = check_for(Game())
    with pytest.raises(AcceptedUnlisted, match="it was accepted, but the pending decision 'movement' for 'Rome' "
                                               "did not list it among its actions"):
        check.pending(Game().act, {**DECISION, "actions": [MOVE]})


class AnyPlayer(Game):
    """Plays a listed action whoever sends it; logs who was offered what."""

    def __init__(self, answer: Exception | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.answer, self.offered = answer, []

    def act(self, player: str, action: dict[str, Any]) -> list[Any]:
        self.offered.append(player)
        if player != (self.decision or {}).get("player") and self.answer is not None:
            raise self.answer
        return super().act((self.decision or {}).get("player"), action)


def test_an_action_played_by_a_player_the_decision_is_not_for_fails_at_once() -> None:
    check = check_for(Game())
    with pytest.raises(AcceptedWrongPlayer, match=r"the pending decision 'movement' is Rome's, but offered its action "
                                                  r'\{"to": "Capua", "type": "move"\} as referee\'s, the '
                                                  r"implementation played it"):
        check.pending(AnyPlayer().act, DECISION)


def test_the_other_players_action_refused_as_the_contract_says_passes() -> None:
    implementation = AnyPlayer(answer=Refusal("contract:wrong-player", "not yours"))
    check = check_for(Game())
    check.pending(implementation.act, DECISION)
    assert check.status == AGREED and implementation.offered == ["referee"] and not implementation.played


def test_the_other_players_action_refused_citing_a_rule_differs_from_the_contract() -> None:
    implementation = AnyPlayer(answer=Refusal("9.1.1", "Rome moves"))
    check = check_for(Game())
    check.pending(implementation.act, DECISION)
    assert check.status == DIFFERED and not implementation.played
    assert ("referee was offered {\"to\": \"Capua\", \"type\": \"move\"} from Rome's decision 'movement' and refused "
            "it citing 9.1.1; another player's action is refused as contract:wrong-player") in check.divergence


def test_the_other_player_is_a_side_the_scenario_named_before_the_referee() -> None:
    carthages = {**DECISION, "player": "Carthage"}
    first = AnyPlayer(answer=Refusal("contract:wrong-player", "no"), decision=carthages)
    reference = Game(decision=carthages)
    check = check_for(reference)
    check.pending(first.act, carthages)
    check.acted("Carthage", MOVE, [{"type": "moved", "to": "Capua"}], None)
    reference.decision = DECISION  # Carthage's move done, Rome decides
    then = AnyPlayer(answer=Refusal("contract:wrong-player", "no"))
    check.pending(then.act, DECISION)
    assert first.offered == ["referee"] and then.offered == ["Carthage"] and check.status == AGREED


def test_who_decides_is_held_once_per_kind_of_decision_and_not_where_the_clause_is_left_aside() -> None:
    implementation = AnyPlayer(answer=Refusal("contract:wrong-player", "no"))
    reference = Game()
    check = check_for(reference)
    check.pending(implementation.act, DECISION)
    check.acted("Rome", MOVE, [{"type": "moved", "to": "Capua"}], None)
    check.pending(implementation.act, DECISION)  # the next movement decision: held already
    assert implementation.offered == ["referee"]
    reference.decision = implementation.decision = {**DECISION, "decision": "interception"}
    check.pending(implementation.act, implementation.decision)
    assert implementation.offered == ["referee", "referee"]
    undeclared = check_for(Game(), declared={"9.2"})
    undeclared.pending(AnyPlayer().act, DECISION)  # would play it: the clause is not declared
    assert undeclared.status == AGREED


def test_another_players_action_answered_unsupported_is_noted() -> None:
    check = check_for(Game())
    check.pending(AnyPlayer(answer=Unsupported("players are not modelled")).act, DECISION)
    assert check.status == LEFT_ASIDE and "answered unsupported (players are not modelled)" in check.notes[0]


def test_another_players_action_begun_with_a_die_fails_at_once() -> None:
    check = check_for(Game())
    with pytest.raises(AcceptedWrongPlayer, match="began to play it"):
        check.pending(AnyPlayer(answer=UnscriptedDie(1, "for the move")).act, DECISION)


def test_a_reference_that_takes_another_players_action_stops_the_comparison() -> None:
    class Lax(Game):
        def act(self, player: str, action: dict[str, Any]) -> list[Any]:
            return super().act((self.decision or {}).get("player"), action)

    check = check_for(Lax())
    check.pending(AnyPlayer().act, DECISION)
    assert not check.comparing and "accepted" in check.stopped


def test_a_reference_that_cannot_load_the_position_compares_nothing() -> None:
    class Broken(Reference):
        def create(self, position: dict[str, Any]) -> Game:
            raise Refusal("9.1-a", "no")

    check = Oracle(Broken(Game()), {"sword_of_rome": "all"}).check("sword_of_rome")
    check.created({})
    check.pending(Game().act, None)
    assert check.status == NOT_COMPARED and "could not load the position" in check.stopped


def test_declared_clauses_read_from_the_handshake() -> None:
    found = declared_clauses({"games": {"a": {"clauses": "all"}, "b": {"clauses": ["1.1"]}, "c": {}}})
    assert found == {"a": "all", "b": {"1.1"}, "c": "all"}


def test_a_divergence_is_a_failure_of_the_contract() -> None:
    assert issubclass(ReferenceDivergence, AssertionError) and issubclass(AcceptedUnlisted, AssertionError)
    assert issubclass(AcceptedWrongPlayer, AssertionError)


def test_an_offered_action_the_implementation_plays_is_the_records_divergence() -> None:
    check = check_for(Game())
    with pytest.raises(AcceptedWrongPlayer) as raised:
        check.pending(AnyPlayer().act, DECISION)
    assert check.status == DIFFERED and check.summary()["divergence"] == str(raised.value)
    assert check.summary()["clause"] == "9.1.1" and not check.comparing


# -- on the corpus ----------------------------------------------------------

#: a game and clauses whose scenarios give each sneaky implementation room for its lie
SNEAKY = {"DroppedEvent": ("hellenes", "5.3-b or 5.3-c or 5.3-d or 5.2.2-a or 5.2.3-a"),
          "ExtraAction": ("sword_of_rome", "9.1* or 9.2*"),
          "AnyPlayer": ("hannibal", "avoid* or pursuit*")}
#: what each one's failures with the check say
CAUGHT_SAYING = {"DroppedEvent": "differs from the reference engine where the scenario's steps do not look",
                 "ExtraAction": "differs from the reference engine where the scenario's steps do not look",
                 "AnyPlayer": "the implementation played it (the reference check offered it"}


def selected_records(tmp_path: Path, spec: str, game: str, selection: str, *options: str) -> list[dict[str, Any]]:
    """The records of the scenarios of ``game`` tagged with a clause ``selection``'s patterns match."""
    clauses = load_all()[game].clauses
    selection = " or ".join(c for c in clauses if any(fnmatch.fnmatchcase(c, p) for p in selection.split(" or ")))
    report = tmp_path / ("off" if options else "on")
    return corpus_records(report, CORPUS / game, "-m", selection, "--implementation", spec, *options, timeout=600)


@pytest.mark.long
@pytest.mark.parametrize("sneaky", list(SNEAKY))
def test_a_sneaky_implementation_passes_without_the_check_and_fails_with_it(sneaky: str, tmp_path: Path) -> None:
    """Of the scenarios its steps alone let pass, the check fails nearly all (a scenario may meet no
    action the lie applies to) and says why."""
    spec, (game, selection) = f"python:strength.wrong.sneaky:{sneaky}", SNEAKY[sneaky]
    off = {r["nodeid"]: r for r in selected_records(tmp_path, spec, game, selection, "--no-reference-check")}
    on = {r["nodeid"]: r for r in selected_records(tmp_path, spec, game, selection)}
    assert off.keys() == on.keys() and len(on) >= 20
    assert all(r["reference_check"]["status"] == "off" for r in off.values())
    slipped = [n for n, r in off.items() if r["status"] == "passed"]
    assert len(slipped) >= 5, f"{sneaky}: the steps alone should miss some of it; they missed {len(slipped)}"
    caught = [n for n in slipped if on[n]["status"] == "failed"]
    assert len(caught) >= 0.9 * len(slipped), \
        f"{sneaky}: the check let {len(slipped) - len(caught)} of {len(slipped)} pass: " \
        f"{sorted(set(slipped) - set(caught))[:3]}"
    for nodeid in caught:
        assert CAUGHT_SAYING[sneaky] in on[nodeid]["message"]
        assert on[nodeid]["reference_check"]["status"] == DIFFERED
        assert on[nodeid]["reference_check"]["divergence"] in on[nodeid]["message"]
    assert not [r for r in on.values() if r["status"] not in ("passed", "failed")]
    assert all(on[n]["status"] == "failed" for n, r in off.items() if r["status"] == "failed")


def test_the_run_says_how_many_scenarios_were_compared() -> None:
    played = {"status": "passed"}
    runs = [("reference", [{**played, "reference_check": {"status": "off", "why": "the implementation is the "
                                                                                "reference engine itself"}}]),
            ("exec:x", [{**played, "reference_check": {"status": AGREED, "compared": 4}},
                        {"status": "failed", "reference_check": {"status": DIFFERED, "compared": 2,
                                                                  "clause": "9.1.2-b"}},
                        {**played, "reference_check": {"status": NOT_COMPARED, "compared": 0}},
                        {**played, "reference_check": {"status": AGREED, "compared": 1, "stopped": "..."}},
                        {"status": "unsupported", "reference_check": {"status": NOT_COMPARED}},
                        {"status": "errored", "reference_check": {"status": AGREED, "compared": 1}}]),
            ("exec:z", [{**played, "reference_check": {"status": AGREED, "compared": 3, "left_aside": ["keys"]}},
                        {**played, "reference_check": {"status": LEFT_ASIDE, "compared": 3, "left_aside": ["..."],
                                                       "left_aside_by_clause": {"5.0": 2, "5.1": 1},
                                                       "parted": "after action 2"}},
                        {**played, "reference_check": {"status": LEFT_ASIDE, "compared": 5,
                                                       "left_aside_by_clause": {"5.0": 1}}}]),
            ("exec:y", [{**played, "reference_check": {"status": "off", "why": "--no-reference-check: only ..."}}])]
    assert reports.reference_check_notes(runs) == [
        "exec:x: reference check: 2 of 4 played scenarios agreed with the reference engine at every call, "
        "1 differed, 1 not compared, 1 where the reference engine could not follow to the end",
        "exec:x: differences from the reference engine by the clause it names: 9.1.2-b (1)",
        "exec:z: reference check: 1 of 3 played scenarios agreed with the reference engine at every call (in 1, "
        "the state keys it leaves out aside), 2 agreed only with differences left aside (in clauses it does not "
        "declare or its expectations list, or actions it answers unsupported; in 1 of them comparing ended "
        "there), 0 differed",
        "exec:z: differences left aside, by the clause the reference engine names: 5.0 (3), 5.1 (1)",
        "exec:y: reference check off (--no-reference-check: only ...): in 1 played scenarios, answers no step "
        "asserts were not checked"]


# -- in the World: where the runner reads the answers -----------------------

class Transient(Game):
    """Right but for one thing: right after an action, its state has one die rolled too many;
    the next call to pending() puts it right."""

    def act(self, player: str, action: dict[str, Any]) -> list[Any]:
        events = super().act(player, action)
        self.state_now = {**self.state_now, "dice_rolled": 1}
        return events

    def pending(self) -> Any:
        self.state_now = {**self.state_now, "dice_rolled": 0}
        return super().pending()


def world_with_check(implementation_game: Game, reference_game: Game) -> World:
    oracle = Oracle(Reference(reference_game), {"toy": "all"})
    world = World(Reference(implementation_game), "toy", reference_check=oracle.check("toy"))
    world.position["dice"] = [3]  # a die to count (the toy game never rolls it)
    world.dice_may_be_left = True
    return world


def test_the_state_after_every_accepted_action_is_compared_though_no_step_reads_it() -> None:
    world = world_with_check(Transient(), Game())
    world.act("Rome", MOVE)
    world.pending()
    with pytest.raises(ReferenceDivergence, match=r"after action 1 \(Rome played .*state\(\) differs in dice_rolled"):
        world.finish()


class Logged(Game):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    def state(self) -> Any:
        self.calls.append("state")
        return super().state()

    def pending(self) -> Any:
        self.calls.append("pending")
        return super().pending()

    def act(self, player: str, action: dict[str, Any]) -> list[Any]:
        self.calls.append("act")
        return super().act(player, action)


def test_with_the_check_the_state_is_read_right_after_every_accepted_action() -> None:
    calls = {}
    for checked in (False, True):
        game = Logged()
        world = world_with_check(game, Game()) if checked else World(Reference(game), "toy")
        world.position["dice"], world.dice_may_be_left = [3], True
        world.act("Rome", MOVE)
        world.act("Rome", MOVE)
        calls[checked] = game.calls
    # with the check, the first decision's first action is also offered once as the referee's (refused)
    assert calls[True] == ["pending", "act", "state", "act", "state", "pending", "act", "state"]
    assert calls[False] == ["pending", "state", "act", "pending", "state", "act"]


class Ends(Game):
    """Play is over after one move: nothing is pending."""

    def act(self, player: str, action: dict[str, Any]) -> list[Any]:
        events = super().act(player, action)
        self.decision = None
        return events


def test_the_decision_pending_after_the_last_action_is_compared_though_no_step_reads_it() -> None:
    world = world_with_check(Game(), Ends())  # the implementation never says play is over
    world.act("Rome", MOVE)
    with pytest.raises(ReferenceDivergence, match=r"after action 1 \(Rome played .*\): pending\(\) is "):
        world.finish()
    world = world_with_check(Ends(), Ends())
    world.act("Rome", MOVE)
    world.finish()
    assert world.reference_check.status == AGREED


def test_a_divergence_waits_for_the_end_of_a_scenario_whose_steps_pass() -> None:
    world = world_with_check(Game(events=[{"type": "moved", "to": "Capua"}, {"type": "arrived"}]), Game())
    world.act("Rome", MOVE)  # the events differ: nothing is raised yet
    assert world.reference_check.status == DIFFERED
    with pytest.raises(ReferenceDivergence, match=r"after action 1 \(Rome played .*\): the events are "):
        world.finish()


def test_a_legal_action_it_begins_when_offered_but_needs_an_unscripted_die_for_is_a_divergence() -> None:
    class Rolls(Game):
        def act(self, player: str, action: dict[str, Any]) -> list[Any]:
            raise UnscriptedDie(0, "the pick-up roll")

    check = check_for(Game())
    check.pending(Rolls().act, {**DECISION, "actions": [MOVE]})
    assert check.status == DIFFERED and "lacks 1 legal action(s)" in check.divergence


def test_the_shipped_reference_is_out_of_reach_of_patches_to_reference_engine(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An in-process implementation may patch the reference engine's modules (strength/wrong/mutants/ do);
    the check compares with the engine as its files have it."""
    import reference_engine.hellenes

    real = shipped_reference().describe()["games"]["hellenes"]["variants"]
    monkeypatch.setattr(reference_engine.hellenes, "VARIANTS", ())
    assert reference_engine.Implementation().describe()["games"]["hellenes"]["variants"] == []
    assert shipped_reference().describe()["games"]["hellenes"]["variants"] == real != []
    assert type(shipped_reference()).__module__ == "conformance_shipped_reference_engine"


def test_an_action_found_unmodelled_is_offered_once() -> None:
    class Unmodelled(Game):
        offered = 0

        def act(self, player: str, action: dict[str, Any]) -> list[Any]:
            if action == PICK_UP:
                Unmodelled.offered += 1
                raise Unsupported("picking up is not modelled")
            return super().act(player, action)

    check = check_for(Game())
    for _ in range(3):
        check.pending(Unmodelled().act, {**DECISION, "actions": [MOVE]})
    assert check.status == LEFT_ASIDE and Unmodelled.offered == 1 and len(check.notes) == 1


def test_a_state_difference_after_an_action_names_the_clause_of_the_decision_it_answered() -> None:
    class Moves(Game):
        def act(self, player: str, action: dict[str, Any]) -> list[Any]:
            events = super().act(player, action)
            self.clause = "9.2-a"  # the decision now pending is another's
            return events

    check = check_for(Moves(clause="9.1.1"))
    check.acted("Rome", MOVE, [{"type": "moved", "to": "Capua"}], None)
    check.state({**STATE, "army": {"space": "Capua", "naval_capacity": 0}})
    assert check.summary()["clause"] == "9.1.1"


@pytest.mark.parametrize("rolled", ["missing", None, "0"])
def test_a_state_without_an_integer_dice_rolled_is_the_contracts_breach_not_a_rules_divergence(rolled: Any) -> None:
    """dice_rolled is the contract's field: the runner's own check fails the scenario naming the
    contract, and the reference check names no clause for it."""
    state = {k: v for k, v in STATE.items() if k != "dice_rolled"}
    implementation = Game(state=state if rolled == "missing" else {**state, "dice_rolled": rolled})
    world = world_with_check(implementation, Game(clause="9.1.1"))
    with pytest.raises(ContractBreach, match="the state has no integer 'dice_rolled'") as caught:
        world.act("Rome", MOVE)
    assert not isinstance(caught.value, ReferenceDivergence)
    check = world.reference_check
    assert check.divergence is None and check.clause is None and "9.1.1" not in str(check.summary())


def test_beside_a_state_without_dice_rolled_its_other_keys_are_still_compared() -> None:
    check = check_for(Game(clause="9.1.1"))
    check.state({"army": {"space": "Capua", "naval_capacity": 0}})
    assert check.status == DIFFERED and check.clause == "9.1.1"
    assert "state() differs in army:" in check.divergence and "dice_rolled" not in check.divergence


def test_a_divergence_claims_the_steps_did_not_look_only_when_it_fails_the_scenario_itself() -> None:
    world = world_with_check(Game(state={**STATE, "army": {"space": "Capua", "naval_capacity": 0}}), Game())
    world.act("Rome", MOVE)
    check = world.reference_check
    # a step failing now (on this state, perhaps) leaves this record: no claim about where steps look
    assert check.summary()["divergence"].startswith("differs from the reference engine after the position was loaded: ")
    with pytest.raises(ReferenceDivergence) as caught:
        world.finish()  # every step passed: the divergence is the scenario's failure
    said = "differs from the reference engine where the scenario's steps do not look, after the position was loaded: "
    assert str(caught.value).startswith(said) and check.summary()["divergence"].startswith(said)


def test_the_transcript_marks_the_actions_the_check_offers_and_not_the_scenarios() -> None:
    transcript: list[dict] = []
    oracle = Oracle(Reference(Game()), {"toy": "all"})
    world = World(TranscribingImplementation(Reference(Game()), transcript), "toy", reference_check=oracle.check("toy"))
    world.position["dice"], world.dice_may_be_left = [3], True
    world.act("Rome", MOVE)
    acts = [(e["player"], e.get("by")) for e in entries(transcript) if e["call"] == "act"]
    assert acts == [("referee", "reference check"), ("Rome", None)]  # the decider held, then the scenario's move


#: per game, a state and the same state with one nested field changed: the field's path and the
#: clause its schema names (``x-clause``, from the game's ``[clauses]``)
NESTED = [
    ("hannibal", {"siege_points": {"Capua": 1, "Tarentum": 0}}, {"siege_points": {"Capua": 2, "Tarentum": 0}},
     "siege_points.Capua: 1 vs 2", "siege-4"),
    ("hellenes", {"engagements": {"Attica": {"aggressor": "Sparta", "defender": "Athens"}}},
     {"engagements": {"Attica": {"aggressor": "Athens", "defender": "Athens"}}},
     'engagements.Attica.aggressor: "Sparta" vs "Athens"', "5.4-a"),
    ("here_i_stand", {"move": {"from": "Paris", "to": "Dijon", "cost": 1, "stage": "battle"}},
     {"move": {"from": "Paris", "to": "Dijon", "cost": 2, "stage": "battle"}}, "move.cost: 1 vs 2", "13.1-step-3"),
    ("successors", {"army": {"space": "Pella", "passage": ["Cassander"]}},
     {"army": {"space": "Pella", "passage": []}}, "army.passage", "passage-a"),
    ("sword_of_rome", {"army": {"space": "Roma", "naval_capacity": 0}}, {"army": {"space": "Roma", "naval_capacity": 5}},
     "army.naval_capacity: 0 vs 5", "9.6.3"),
]


@pytest.mark.parametrize("game, reference, other, shown, clause", NESTED, ids=[case[0] for case in NESTED])
def test_a_nested_difference_is_shown_at_its_deepest_path_and_put_on_that_paths_clause(
        game: str, reference: dict, other: dict, shown: str, clause: str) -> None:
    from conformance.checks.differential import difference
    from conformance.checks.field_clauses import field_clauses

    assert shown in difference(reference, other)
    assert field_clauses(game, reference, other) == [clause]
