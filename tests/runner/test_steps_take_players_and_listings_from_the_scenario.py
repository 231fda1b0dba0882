"""Steps take who acts, and what an action is, from the scenario and the contract -- never from the
implementation's own answers, nor from one spelling of an action.

- Who moves an army is the player the scenario names where the army sets out ("Rome activates
  Himilco with a 2-card"); every step in which "the army" acts checks that the pending decision
  is that player's, then plays as him (conformance/steps/army.py).
- "... is (not) a legal action" asks whether the pending decision lists the action as the contract
  defines an action's identity: keys and the lists inside an action in any order, an optional key
  left out the same as its default (conformance.checks.actions.is_listed, conformance/steps/listing.py).

The unit tests hold the helpers to that; the corpus tests play hostile implementations
(strength/wrong/hostile_steps.py) without the reference check, so only what the steps assert catches them.
And an implementation listing actions in the other spelling the contract allows (defaults written
out) passes wherever the reference engine does: the runner's checks, the reference check and
``conformance fuzz`` compare actions as the steps do.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance.checks import promises as verdict
from conformance.checks import schemas
from conformance.checks.actions import (
    NOT_OFFERED,
    is_listed,
    listed_twice,
    offered_as,
    same_action,
    same_actions,
    spelled_decision,
    spelled_out,
)
from conformance.corpus.paths import ROOT
from conformance.runner.world import ScenarioError
from conformance.steps.army import ArmyMover, army_acts
from conformance.steps.data import data_legal_actions
from conformance.steps.listing import check_listed
from strength.plays import CORPUS, corpus_records

INTERCEPT = {"type": "intercept", "general": "Perdiccas", "cu": 4}

#: the implementations that only steps which take nothing from the implementation catch
HOSTILES = "python:strength.wrong.hostile_steps"


# -- actions as the contract compares them --------------------------------------------------

def test_an_absent_optional_key_is_the_same_action_as_its_default_given() -> None:
    assert is_listed(INTERCEPT, [{**INTERCEPT, "leaders": []}], "successors")
    assert is_listed({**INTERCEPT, "leaders": []}, [INTERCEPT], "successors")
    assert not is_listed(INTERCEPT, [{**INTERCEPT, "leaders": ["Docimus"]}], "successors")
    assert is_listed({"type": "sail", "to": "Messana"}, [{"type": "sail", "to": "Messana", "inside": False}],
                     "sword_of_rome")
    assert not is_listed({"type": "sail", "to": "Messana"}, [{"type": "sail", "to": "Messana", "inside": True}],
                         "sword_of_rome")


def test_the_defaults_are_the_action_schemas_own() -> None:
    """Written once, as ``default`` in the game's action schema (from its descriptions file's
    ``[action_defaults.<type>]``): what docs/games/<game>.md says an absent key means."""
    assert schemas.action_defaults("successors") == {"intercept": {"leaders": []}}
    assert schemas.action_defaults("sword_of_rome") == {"sail": {"inside": False}}
    assert schemas.action_defaults("hannibal") == {} and schemas.action_defaults("no such game") == {}


def test_every_comparison_of_actions_takes_either_spelling_as_the_same_action() -> None:
    spelled = {**INTERCEPT, "leaders": []}
    assert same_action(INTERCEPT, spelled, "successors") and not same_action(INTERCEPT, spelled)
    assert same_actions([INTERCEPT, {"type": "decline_interception"}],
                        [{"type": "decline_interception"}, spelled], "successors")
    assert listed_twice([INTERCEPT, spelled], "successors") == spelled
    assert listed_twice([INTERCEPT, {**INTERCEPT, "cu": 3}], "successors") is None
    decision = {"decision": "interception", "player": "Blue", "actions": [INTERCEPT]}
    assert spelled_decision(decision, "successors") == {**decision, "actions": [spelled]}
    assert spelled_decision(decision, "hannibal") is decision
    assert decision["actions"] == [INTERCEPT], "spelled_decision copies, never changes the decision"


def test_the_runner_takes_an_action_listed_in_the_other_spelling_as_listed() -> None:
    decision = {"decision": "interception", "player": "Blue", "actions": [{**INTERCEPT, "leaders": []}]}
    verdict.check_accepted(decision, "Blue", INTERCEPT, [], "successors")
    with pytest.raises(verdict.ContractBreach, match="refused citing rule intercept-a, but"):
        verdict.check_refused(decision, "Blue", INTERCEPT, "intercept-a", [], "successors")
    with pytest.raises(verdict.ContractBreach, match="twice"):
        verdict.check_listed_once({**decision, "actions": [INTERCEPT, {**INTERCEPT, "leaders": []}]}, [],
                                  "successors")


def test_a_default_belongs_to_its_game_and_action_type() -> None:
    """Hannibal's interception always names its leaders (docs/games/hannibal.md): no default there."""
    hannibal = {"type": "intercept", "general": "Fabius", "cu": 4}
    assert not is_listed(hannibal, [{**hannibal, "leaders": []}], "hannibal")
    assert spelled_out({"type": "move", "to": "Capua"}, "sword_of_rome") == {"type": "move", "to": "Capua"}
    assert spelled_out(INTERCEPT, "successors") == {**INTERCEPT, "leaders": []}
    assert "leaders" not in INTERCEPT, "spelled_out copies, never changes the action"


def test_lists_inside_an_action_compare_in_any_order_and_true_is_not_1() -> None:
    move = {"type": "move", "from": "Paris", "to": "Dijon", "units": 2, "leaders": ["Francis I", "Montmorency"]}
    listed = [{**move, "leaders": ["Montmorency", "Francis I"]}]
    assert is_listed(move, listed, "here_i_stand")
    assert offered_as(move, listed, "here_i_stand") is listed[0]
    assert offered_as({"type": "sail", "to": "Messana", "inside": 1},
                      [{"type": "sail", "to": "Messana", "inside": True}], "sword_of_rome") is NOT_OFFERED
    assert offered_as(INTERCEPT, None, "successors") is NOT_OFFERED


# -- the steps' helpers, on a stand-in world -----------------------------------------------

class World:
    """What the helpers use of conformance.runner.world.World: the pending decision, act, where."""

    def __init__(self, decision: dict[str, Any] | None, game_id: str = "successors") -> None:
        self.decision, self.game_id, self.played = decision, game_id, []

    def pending_decision(self) -> dict[str, Any]:
        assert self.decision is not None, "no decision is pending"
        return self.decision

    def act(self, player: str, action: dict[str, Any]) -> None:
        self.played.append((player, action))

    def where(self, line_offset: int = 0) -> str:
        return "x.feature:7"

    def scenario_error(self, message: str, *, line_offset: int = 0) -> ScenarioError:
        return ScenarioError(f"scenario error at {self.where(line_offset)}: {message}")


def test_a_negative_listing_step_fails_on_the_action_in_another_spelling() -> None:
    world = World({"decision": "interception", "player": "Blue", "actions": [{**INTERCEPT, "leaders": []}]})
    with pytest.raises(AssertionError, match=r"is listed, as .*'leaders': \[\]"):
        check_listed(world, INTERCEPT, "not ", "intercepting with Perdiccas and 4 CU")
    check_listed(world, INTERCEPT, None)
    with pytest.raises(AssertionError, match="is not listed among the actions of the 'interception' decision"):
        check_listed(world, {**INTERCEPT, "cu": 3}, None)


def test_legal_actions_that_differ_from_the_table_are_named_missing_and_extra() -> None:
    declined = {"type": "decline"}
    world = World({"decision": "interception", "player": "Blue",
                   "actions": [{**INTERCEPT, "cu": 3}, {**INTERCEPT, "leaders": []}, declined, declined]})
    table = [["action"], [json.dumps(INTERCEPT)], [json.dumps({**INTERCEPT, "cu": 2})], [json.dumps(declined)]]
    with pytest.raises(AssertionError) as caught:
        data_legal_actions(world, table)
    message = str(caught.value)
    assert ('missing (expected, not listed): [{"cu": 2, "general": "Perdiccas", "type": "intercept"}]; '
            'extra (listed, not expected): [{"cu": 3, "general": "Perdiccas", "type": "intercept"}, '
            '{"type": "decline"}]') in message, "INTERCEPT, listed with its default leaders spelled out, matches"
    assert message.count('"type": "decline"') == 4, "what was expected and what was listed are shown whole"
    data_legal_actions(World({"decision": "interception", "player": "Blue",
                              "actions": [declined, {**INTERCEPT, "leaders": []}]}), table[:2] + table[3:])


def test_the_army_acts_as_the_player_the_scenario_named_once_the_decision_is_his() -> None:
    mover = ArmyMover()
    world = World({"decision": "movement", "player": "Rome", "actions": []}, "sword_of_rome")
    mover.sets_out(world, "Rome", "Rome activated Himilco")
    army_acts(world, mover, {"type": "move", "to": "Capua"})
    assert world.played == [("Rome", {"type": "move", "to": "Capua"})]


def test_the_army_does_not_act_for_whoever_the_implementation_says_decides() -> None:
    mover = ArmyMover()
    world = World({"decision": "movement", "player": "Carthage", "actions": []}, "sword_of_rome")
    mover.sets_out(world, "Rome", "Rome activated Himilco")
    with pytest.raises(AssertionError, match=r"'movement' for 'Carthage', but the army is moved by Rome "
                                             r"\(Rome activated Himilco, at x.feature:7\)"):
        army_acts(world, mover, {"type": "move", "to": "Capua"})
    assert world.played == []


def test_the_army_acting_before_any_step_named_its_mover_is_a_scenario_error() -> None:
    world = World({"decision": "movement", "player": "Rome", "actions": []}, "sword_of_rome")
    with pytest.raises(ScenarioError, match="no step before says which player moves it"):
        army_acts(world, ArmyMover(), {"type": "end_movement"})


# -- hostile implementations on the corpus, without the reference check -----------------------

#: each hostile's game and the scenarios whose steps must now fail against it (the first four
#: passed all but 2, 1, 0 and 0 of them before the steps took the player and the spelling from
#: the scenario and the contract)
CAUGHT = {
    "WrongMover": ("sword_of_rome", [
        "A Carthaginian army moved by Rome stays a Carthaginian army",
        "A Carthaginian army sails into Carthago",
        "A Neutral Power Activation gives a Carthaginian army ships for 10 CU",
        "A sortie opens the Campaign and an allied army flanks it",
        "A Transalpine Gallic army spends MP on plunder",
        "After an allied flank's victory the Campaign player may place support for the ally",
        "An allied army flanks from the next space and does not enter the battle",
        "An allied flank's defeat brings no support decision and both armies retreat",
        "An ally's leader is activated by a Campaign card once the ally consents",
        "Carthage allied with Rome is not asked for consent",
        "Once allied with Carthage, a Roman 2-card gives a Carthaginian army no ships",
        "Once allied with Carthage, Rome sails a Carthaginian army of 10 CU with a 3-card",
        "Placing support for the ally is optional",
        "Rome sailing a Carthaginian army into a Carthaginian port calls for a naval combat roll",
        "Under the army reading a Carthaginian army moved by Rome calls for no naval combat roll",
        "With five players a Roman 3-card also sails an allied Carthaginian army of 10 CU",
    ]),
    "IndependentMovesItself": ("successors", [
        "A player does not intercept the independent army he moves",
        "An independent army marches through Tyre without a check",
        "The independent army the phasing player moved attacks at the end of the segment",
    ]),
    "InterceptLeadersEmpty": ("successors", [
        "A general without CU may not intercept",
        "An army outside a besieged major city leaves the besieged CU and generals inside",
        "Not across the mountains between Damascus and Sidon",
        "Not into a space with an independent marker",
        'Under the "any-siege" reading a general besieged in a fortress may not intercept',
        'Under the "major-city-only" reading a general besieged in a fortress intercepts with the CU besieged with him',
        'Under the "major-city-only" reading a general besieged in a fortress with no CU is still no army',
    ]),
    "NoInterceptFromInsideWalls": ("sword_of_rome", [
        "A leader inside the walls of an unthreatened city may intercept with the CU outside",
    ]),
    "NobodyIntercepts": ("sword_of_rome", [
        "A leader inside the walls of an unthreatened city may intercept with the CU outside",
        "The same enemy leader may intercept an army that is not a flank",
    ]),
}


def _keyword(scenario: str) -> str:
    """A -k expression matching the test pytest-bdd names after ``scenario``."""
    return re.sub(r"\W+", "_", scenario.lower()).strip("_")


def statuses_against(tmp_path: Path, hostile: str, game: str, scenarios: list[str]) -> dict[str, str]:
    """Status by scenario name of ``scenarios`` played against ``hostile`` without the reference check."""
    records = corpus_records(tmp_path / hostile, CORPUS / game, "-k", " or ".join(_keyword(s) for s in scenarios),
                             "--no-reference-check", "--implementation", f"{HOSTILES}:{hostile}", timeout=600)
    return {r["scenario"]: r["status"] for r in records}


@pytest.mark.parametrize("hostile", list(CAUGHT))
def test_steps_that_take_player_and_spelling_from_the_scenario_fail_a_hostile_implementation(
        hostile: str, tmp_path: Path) -> None:
    game, scenarios = CAUGHT[hostile]
    found = statuses_against(tmp_path, hostile, game, scenarios)
    assert set(scenarios) <= found.keys(), f"not played: {sorted(set(scenarios) - found.keys())}"
    passed = [s for s in scenarios if found[s] != "failed"]
    assert not passed, f"{hostile} was not caught by: {passed}"


# -- the other spelling, on the corpus with the reference check, and fuzzed -----------------------

@pytest.mark.parametrize("game", ["successors", "sword_of_rome"])
def test_listing_actions_with_their_defaults_written_out_passes_wherever_the_reference_does(
        game: str, tmp_path: Path) -> None:
    """Every step, the reference check and the decision schema take either spelling: none says "...
    did not list it", "lists 1 action(s) the reference engine does not" or "'inside' was unexpected"."""
    records = corpus_records(tmp_path / game, CORPUS / game, "--implementation", f"{HOSTILES}:DefaultsSpelledOut",
                             timeout=600)
    assert len(records) > 150
    failing = {r["scenario"]: r.get("message", "")[:300] for r in records if r["status"] != "passed"}
    assert not failing, failing
    checked = [r for r in records if (r.get("reference_check") or {}).get("status") == "agreed"]
    assert len(checked) > len(records) // 2, "the reference check compared the spellings"


@pytest.mark.parametrize("game", ["successors", "sword_of_rome"])
def test_the_fuzzer_finds_no_divergence_in_the_other_spelling(game: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "fuzz", "--implementation",
                           f"{HOSTILES}:DefaultsSpelledOut", "--game", game, "--max-examples", "120",
                           "--seed", "3", "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "no divergence found" in done.stdout
