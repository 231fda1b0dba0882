"""The corpus plugin keeps going and reports clearly whatever the corpus or the
implementation does: a toy game is played through the real plugin."""

from __future__ import annotations

import pytest

from conformance.reports.runs import load_records
from tests.support.runs import by_scenario
from tests.support.toy import toy_catalog

pytest_plugins = ["pytester"]

IMPLEMENTATION = '''
from conformance.contract import Refusal, Unsupported

class Game:
    def pending(self):
        return {"decision": "turn", "player": "p", "actions": [{"type": "ok"}]}
    def act(self, player, action):
        kind = action["type"]
        if kind == "forbidden":
            raise Refusal("1.1", "not allowed")
        if kind == "exotic":
            raise Unsupported("exotic actions are not modelled")
        if kind == "crash":
            raise RuntimeError("boom")
        return [{"type": kind}]
    def state(self):
        return {"dice_rolled": 0}

class Implementation:
    def describe(self):
        return {"name": "toy", "version": "1", "contract": "2.0", "games": {"toy": {"variants": ["standard"], "clauses": "all"}}}
    def create(self, position):
        return Game()
'''

CONFTEST = '''
import pytest
from pytest_bdd import when, parsers
from conformance.steps.common import *  # noqa

@pytest.fixture
def game_id():
    return "toy"

@when(parsers.parse("the player does {what}"))
def does(world, what):
    world.act("p", {"type": what})
'''

TEST_MODULE = '''
from pathlib import Path
from conformance.runner.binding import bind_features
bind_features(Path(__file__).parent / "features" / "toy", globals())
'''

GOOD = """@toy
Feature: Toy
  @1.1
  Scenario: A forbidden action is refused
    When the player does forbidden
    Then the action is refused citing rule 1.1

  @1.1
  Scenario: An unexpected refusal fails the scenario
    When the player does forbidden
    Then a "forbidden" event happened

  @1.2
  Scenario: An allowed action happens
    When the player does ok
    Then a "ok" event happened

  @1.2
  Scenario: An action answered unsupported inside a declared clause fails
    When the player does exotic
    Then a "exotic" event happened

  @1.2
  Scenario: A crashing implementation is an error, not a failure
    When the player does crash

  @1.3
  Scenario: A tag that names no clause fails its scenario
    When the player does ok
"""


@pytest.fixture
def toy(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    root = pytester.path
    (root / "fixtures" / "toy").mkdir(parents=True)
    (root / "fixtures" / "toy" / "catalog.toml").write_text(toy_catalog(c1_1="Clause 1.1", c1_2="Clause 1.2"))
    (root / "features" / "toy").mkdir(parents=True)
    (root / "features" / "toy" / "good.feature").write_text(GOOD)
    pytester.makepyfile(toy_impl=IMPLEMENTATION, conftest=CONFTEST, test_toy=TEST_MODULE)
    monkeypatch.setenv("WARGAME_CORPUS_ROOT", str(root))
    return pytester


def played(pytester: pytest.Pytester, *args: str) -> tuple[pytest.RunResult, dict[str, dict]]:
    """The toy game played through the plugin by pytest in a subprocess: its result and records by scenario."""
    result = pytester.runpytest_subprocess(
        "-p", "conformance.runner.plugin", "--implementation", "python:toy_impl:Implementation",
        "--report-dir", "out", "--rule-summary", *args)
    return result, by_scenario(load_records(pytester.path / "out" / "results.json"))


def test_every_outcome_is_recorded_with_its_status(toy: pytest.Pytester) -> None:
    result, records = played(toy)
    status = {name: r["status"] for name, r in records.items()}
    assert status == {
        "A forbidden action is refused": "passed",
        "An unexpected refusal fails the scenario": "failed",
        "An allowed action happens": "passed",
        "An action answered unsupported inside a declared clause fails": "failed",
        "A crashing implementation is an error, not a failure": "errored",
        "A tag that names no clause fails its scenario": "errored",
    }
    assert "rule 1.1" in records["An unexpected refusal fails the scenario"]["message"]
    hidden = records["An action answered unsupported inside a declared clause fails"]["message"]
    assert ("answered unsupported to act() inside clause(s) 1.2 that its handshake declares: "
            "exotic actions are not modelled; leave the clause out of the handshake") in hidden
    unknown = records["A tag that names no clause fails its scenario"]["message"]
    assert "@1.3" in unknown and "good.feature:28" in unknown
    assert records["An allowed action happens"]["clauses"] == ["1.2"]
    assert records["An allowed action happens"]["game"] == "toy"


def test_the_rule_summary_counts_per_clause(toy: pytest.Pytester) -> None:
    result, _ = played(toy)
    lines = {line.split()[0]: line for line in result.outlines if line[:3] in ("1.1", "1.2")}
    # pass fail error unsup xfail xpass skip unrun
    assert lines["1.1"].split()[-8:] == ["1", "1", "0", "0", "0", "0", "0", "0"]
    assert lines["1.2"].split()[-8:] == ["1", "1", "1", "0", "0", "0", "0", "0"]


def test_a_clause_tag_selects_with_strict_markers(toy: pytest.Pytester) -> None:
    result, records = played(toy, "-m", "1.2", "--strict-markers")
    assert {r["status"] for r in records.values() if r["status"] != "not-run"} == {"passed", "failed", "errored"}
    result.assert_outcomes(passed=1, errors=1, failed=1, deselected=3)


def test_an_action_answered_unsupported_stays_unsupported_where_the_expectations_say_so(
        toy: pytest.Pytester) -> None:
    (toy.path / "expected.toml").write_text(
        'implementation = "python:toy_impl:Implementation"\n[[expect]]\nstatus = "unsupported"\ngame = "toy"\n'
        'scenario = "An action answered unsupported inside a declared clause fails"\nreason = "exotic"\n')
    _, records = played(toy, "--expectations", "expected.toml")
    record = records["An action answered unsupported inside a declared clause fails"]
    assert record["status"] == "unsupported"
    assert "exotic actions are not modelled" in record["message"]


def test_a_malformed_feature_is_reported_and_the_rest_still_runs(toy: pytest.Pytester) -> None:
    (toy.path / "features" / "toy" / "broken.feature").write_text("@toy\nFeature: Broken\n  Scenario: S\n    Given x\n  Nonsense here\n")
    result, records = played(toy)
    result.stdout.fnmatch_lines(["*malformed feature file*broken.feature:5*"])
    assert records["An allowed action happens"]["status"] == "passed"


def test_repeated_scenario_names_are_reported_not_merged(toy: pytest.Pytester) -> None:
    (toy.path / "features" / "toy" / "twice.feature").write_text(
        "@toy\nFeature: Twice\n  @1.2\n  Scenario: Same\n    When the player does ok\n"
        "  @1.2\n  Scenario: Same\n    When the player does ok\n")
    result, _ = played(toy)
    result.stdout.fnmatch_lines(["*twice.feature:7: scenario name 'Same' is also used at line 4*"])


def test_no_scenario_keeps_its_game_or_transcript_once_reported(toy: pytest.Pytester) -> None:
    with open(toy.path / "conftest.py", "a", encoding="utf-8") as conftest:
        conftest.write('''
def pytest_sessionfinish(session):
    from conformance.runner.stash import TRANSCRIPT, WORLD
    print("games kept:", sum(WORLD in item.stash or TRANSCRIPT in item.stash for item in session.items),
          "of", len(session.items))
''')
    result, _ = played(toy, "-s")
    result.stdout.fnmatch_lines(["*games kept: 0 of 6*"])


def test_collecting_only_starts_no_implementation(toy: pytest.Pytester) -> None:
    (toy.path / "noted_impl.py").write_text(
        "from pathlib import Path\n"
        "class Implementation:\n"
        "    def __init__(self):\n"
        "        Path('started').write_text('yes')\n"
        "    def describe(self):\n"
        "        return {'games': {'nowhere': {}}}\n"
        "    def create(self, position):\n"
        "        raise AssertionError('nothing is played')\n")
    spec = ("--implementation", "python:noted_impl:Implementation", "-p", "conformance.runner.plugin")
    listed = toy.runpytest_subprocess(*spec, "--collect-only", "-q")
    assert listed.ret == pytest.ExitCode.OK and not (toy.path / "started").exists()
    listed.stdout.fnmatch_lines(["*6 tests collected*"])
    played = toy.runpytest_subprocess(*spec)  # its handshake names a game no catalog has: stopped before play
    assert played.ret == pytest.ExitCode.USAGE_ERROR and (toy.path / "started").exists()
