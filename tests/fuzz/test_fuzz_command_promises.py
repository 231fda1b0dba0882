"""What ``conformance fuzz``'s exit status and output promise: a bad option value is a usage
error, a campaign that compared nothing says so (exit 4), and more (see conformance/fuzz/cli.py)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.contract import Refusal, Unsupported
from conformance.corpus.paths import ROOT
from reference_engine import Implementation
from strength.wrong.patched import WrappedGame

HERE = __name__
#: the implementations of the wrong kinds several tests play
DROPS_LAST_EVENT = "python:strength.wrong.divergent:DropsLastEvent"
SNEAKY_EXTRA_ACTION = "python:strength.wrong.sneaky:ExtraAction"


class ActUnsupported(Implementation):
    """Creates every game, answers every action unsupported."""

    def create(self, position):
        game = WrappedGame(super().create(position))

        def act(player, action):
            raise Unsupported("no action modelled")

        game.act = act
        return game


class CreateUnsupported(Implementation):
    def create(self, position):
        raise Unsupported("no position modelled")


class _ListsSome(Implementation):
    """Lists only ``listed(actions)`` of each decision's legal actions and answers the others
    unsupported."""

    def listed(self, actions: list) -> list:
        return actions

    def create(self, position):
        game = WrappedGame(super().create(position))
        pending, act = game.pending, game.act

        def listing():
            decision = pending()
            return decision and {**decision, "actions": self.listed(decision["actions"])}

        def acting(player, action):
            decision = pending()
            if decision and action in decision["actions"] and action not in self.listed(decision["actions"]):
                raise Unsupported("not modelled")
            return act(player, action)

        game.pending, game.act = listing, acting
        return game


class ListsNoActionUnsupported(_ListsSome):
    """Lists no action, answers every action unsupported: it models no action, and says so."""

    def listed(self, actions):
        return []


class ListsFirstActionOnly(_ListsSome):
    """Lists each decision's first action only and answers the others unsupported."""

    def listed(self, actions):
        return actions[:1]


class ListsOneTwiceLeavesLastOut(_ListsSome):
    """Lists its first action twice in place of the last, which it answers unsupported."""

    def listed(self, actions):
        return actions[:-1] + actions[:1] if len(actions) > 1 else actions


class PendingUnsupported(Implementation):
    def create(self, position):
        game = WrappedGame(super().create(position))

        def pending():
            raise Unsupported("no pending decision modelled")

        game.pending = pending
        return game


class DeclaresAnotherGame(Implementation):
    """Its handshake names no game the campaign plays."""

    def describe(self):
        return {**super().describe(), "games": {"no-such-game": {"clauses": "all"}}}


#: a file SlowActions creates at its first action, where this variable names one
SLOW_ACTIONS_STARTED = "SLOW_ACTIONS_STARTED"


class SlowActions(Implementation):
    """Plays right, but takes 0.2 s per action."""

    def create(self, position):
        import time

        inner = super().create(position)
        game = WrappedGame(inner)

        def act(player, action):
            if os.environ.get(SLOW_ACTIONS_STARTED):
                Path(os.environ[SLOW_ACTIONS_STARTED]).touch()
            time.sleep(0.2)
            return inner.act(player, action)

        game.act = act
        return game


def fuzz(tmp_path, *options: str) -> int:
    return main(["fuzz", "--game", "sword_of_rome", "--out", str(tmp_path / "out"), *options])


@pytest.mark.parametrize("option", [("--max-examples", "0"), ("--max-examples", "-3"), ("--time", "0"),
                                    ("--time", "-1"), ("--time", "nan"), ("--max-actions", "0"),
                                    ("--workers", "0")])
def test_a_bad_budget_is_a_usage_error_before_anything_runs(tmp_path, capsys, option) -> None:
    with pytest.raises(SystemExit) as exited:
        fuzz(tmp_path, "--implementation", "reference", *option)
    assert exited.value.code == 2
    assert option[0] in capsys.readouterr().err


def test_a_campaign_stopped_as_unsupported_before_any_comparison_checked_nothing(tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:CreateUnsupported", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 4
    assert "nothing was checked:" in out and "unsupported" in out
    assert "no divergence found" not in out


@pytest.mark.parametrize("name", ["ActUnsupported", "PendingUnsupported"])
def test_unsupported_for_a_listed_action_or_a_pending_decision_in_declared_clauses_is_a_divergence(
        tmp_path, capsys, name) -> None:
    """As in `conformance run` (docs/contract.md): "not modelled" after create, inside the clauses the
    handshake declares (every clause here), would hide a failure."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:{name}", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 1
    assert "DIVERGENCE:" in out and "unsupported" in out


def test_actions_it_leaves_out_as_unmodelled_are_not_played_and_said_so(tmp_path, capsys) -> None:
    """An implementation may leave actions out, unlisted and answered unsupported (the runner leaves
    them aside as unmodelled actions): the fuzzer plays on with the actions both sides list, and
    counts the positions where it left some out."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:ListsFirstActionOnly", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 0, out
    assert "no divergence found" in out
    assert "x legal actions it leaves out as not modelled (answered unsupported): not played" in out


def test_an_implementation_that_models_no_action_checked_nothing(tmp_path, capsys) -> None:
    """Lists no action and answers every one unsupported: no position is compared beyond its
    creation, and the campaign says nothing was checked (exit 4), not "compared"."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:ListsNoActionUnsupported", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 4, out
    assert "nothing was checked:" in out


def test_a_reference_that_fails_every_create_checked_nothing_and_its_faults_are_counted(tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", "reference",
                  "--against", "python:tests.support.faulty.inprocess:CreateCrashes", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 4
    assert "nothing was checked:" in out
    assert "20 reference faults or unsupported on create" in out and "reference fault on create: error" in out


def test_a_campaign_that_compared_positions_and_found_nothing_exits_0(tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", "reference", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 0 and "no divergence found" in out and "20 compared on both sides" in out


def test_the_exit_statuses_are_in_the_help(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["fuzz", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "exit statuses:" in text and "4 nothing was checked" in text


@pytest.mark.parametrize("verdicts, status", [
    (("passed", "failed"), 1), (("passed", "errored"), 1),
    (("passed", "passed"), 3), (("failed", "failed"), 3), (("not run", "not run"), 3),
    (("passed", "unsupported"), 3), (("passed", "failed, passed"), 3)])
def test_with_verify_a_finding_its_scenario_does_not_reproduce_is_said_so_and_exits_3(
        tmp_path, capsys, monkeypatch, verdicts, status) -> None:
    from conformance.fuzz import verify

    monkeypatch.setattr(verify, "verify", lambda *args: verdicts)
    code = fuzz(tmp_path, "--implementation", DROPS_LAST_EVENT, "--max-examples", "30", "--verify")
    out = capsys.readouterr().out
    assert "DIVERGENCE:" in out
    assert code == status
    assert ("not reproduced: " in out) == (status == 3)


def test_without_verify_a_finding_exits_1(tmp_path, capsys) -> None:
    code = fuzz(tmp_path, "--implementation", DROPS_LAST_EVENT, "--max-examples", "30")
    assert code == 1 and "DIVERGENCE:" in capsys.readouterr().out


def test_an_undeclared_game_is_could_not_run_exit_2_with_one_worker(tmp_path, capsys) -> None:
    code = fuzz(tmp_path, "--implementation", f"python:{HERE}:DeclaresAnotherGame", "--max-examples", "20")
    err = capsys.readouterr().err
    assert code == 2
    assert "could not run" in err and "does not declare the game 'sword_of_rome'" in err


def test_an_undeclared_game_does_not_hang_two_workers_and_is_exit_2(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "fuzz", "--game", "sword_of_rome",
                           "--implementation", f"python:{HERE}:DeclaresAnotherGame", "--max-examples", "20",
                           "--workers", "2", "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 2, done.stderr
    assert "could not run" in done.stderr and "does not declare the game 'sword_of_rome'" in done.stderr


@pytest.mark.parametrize("seeds", [False, True])
def test_the_time_budget_is_kept_with_a_slow_implementation(seeds) -> None:
    from conformance.fuzz import campaign

    settings = campaign.Settings(game="sword_of_rome", implementation=f"python:{HERE}:SlowActions",
                                 max_examples=None, time_budget=1.5, max_actions=2, progress=False, seeds=seeds)
    stats, findings = campaign.run_worker(settings)
    assert findings == []
    # the first round (20 positions of up to 2 actions of 0.2 s: 8 s) ended early, what it played counted;
    # a count, not a wall-clock bound, so a busy machine cannot make it flake
    assert 1 <= stats.positions < 20


def test_ctrl_c_prints_the_counts_so_far_and_exits_130(tmp_path, capsys, monkeypatch) -> None:
    from conformance.fuzz import campaign

    generate, calls = campaign.generate_with_path, [0]

    def ctrl_c_at_the_eleventh(*args):  # Ctrl-C reaches the campaign's own thread
        calls[0] += 1
        if calls[0] > 10:
            raise KeyboardInterrupt
        return generate(*args)

    monkeypatch.setattr(campaign, "generate_with_path", ctrl_c_at_the_eleventh)
    code = fuzz(tmp_path, "--implementation", "reference", "--max-examples", "50", "--no-seeds")
    out = capsys.readouterr().out
    assert code == 130
    assert "interrupted" in out and "10 positions (0 of them the corpus's own, played first; 10 compared" in out
    assert "no divergence found" not in out


def test_ctrl_c_while_shrinking_writes_the_divergence_seen_so_far(tmp_path, capsys, monkeypatch) -> None:
    from conformance.fuzz import campaign

    class CtrlCOnceDiverged(campaign.Player):
        def play(self, *args, **kwargs):
            if getattr(self, "diverged", False):
                raise KeyboardInterrupt
            transcript = super().play(*args, **kwargs)
            self.diverged = bool(transcript and transcript.divergence)
            return transcript

    monkeypatch.setattr(campaign, "Player", CtrlCOnceDiverged)
    code = fuzz(tmp_path, "--implementation", DROPS_LAST_EVENT, "--max-examples", "50",
                "--no-seeds", "--verify")
    out = capsys.readouterr().out
    assert code == 130
    assert "DIVERGENCE:" in out and "interrupted: 1 finding(s) written, not verified" in out
    assert list((tmp_path / "out" / "sword_of_rome").glob("fuzz_*.feature"))


def test_a_real_ctrl_c_ends_the_command_with_130_and_no_traceback(tmp_path) -> None:
    import signal
    import time

    started = tmp_path / "started"
    child = subprocess.Popen([sys.executable, "-m", "conformance.cli", "fuzz", "--game", "sword_of_rome",
                              "--implementation", f"python:{HERE}:SlowActions", "--max-examples", "50",
                              "--out", str(tmp_path / "out")],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             cwd=ROOT, env={**os.environ, SLOW_ACTIONS_STARTED: str(started)},
                             # Ctrl-C as at a terminal, even where this test run was started with SIGINT
                             # ignored (a shell's background job), which the command would inherit
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while not started.exists() and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)  # the campaign's first action marks it under way, however loaded the machine
    assert started.exists(), "the campaign played no action within a minute"
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 130, err
    assert "Traceback" not in err
    assert "interrupted" in out and " positions (" in out


def test_positions_count_generated_positions_only_not_the_shrink_plays() -> None:
    from conformance.fuzz import campaign

    settings = campaign.Settings(game="sword_of_rome", implementation=DROPS_LAST_EVENT,
                                 max_examples=40, max_actions=6, progress=False, seeds=False)
    stats, findings = campaign.run_worker(settings)
    assert len(findings) == 1
    assert stats.shrink_plays > 0
    assert stats.examples == stats.positions + stats.rejected + stats.reference_faults <= 40


def test_divergences_left_out_by_clause_are_counted_as_outside_clause_not_undeclared(tmp_path, capsys) -> None:
    code = fuzz(tmp_path, "--implementation", DROPS_LAST_EVENT, "--max-examples", "30",
                "--clause", "9.1")
    out = capsys.readouterr().out
    assert code == 0
    assert "0 undeclared-clause" in out
    assert " outside --clause and " in out and " 0 outside --clause and " not in out
    assert "x outside --clause: events 9.2" in out


class StateWithoutLeaders(Implementation):
    """Leaves ``leaders`` out of its state: what it does not report is not compared, and said."""

    def create(self, position):
        game = WrappedGame(super().create(position))
        state = game.state

        def reported():
            return {k: v for k, v in state().items() if k != "leaders"}

        game.state = reported
        return game


def test_a_state_key_the_implementation_does_not_report_is_counted_as_not_compared(tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:StateWithoutLeaders", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 0, out
    counted = [line for line in out.splitlines()
               if line.strip().endswith("not compared (the implementation does not report it): state key: leaders")]
    assert len(counted) == 1 and int(counted[0].split(" x ")[0]) >= 20, out
    assert "state key: cu" not in out  # the keys it reports are compared, and not named


class _DeclaresOnlyNaval(Implementation):
    """Declares The Sword of Rome's 9.6.3 only: what happens elsewhere is in clauses it does not declare."""

    def describe(self):
        description = super().describe()
        return {**description, "games": {"sword_of_rome": {"variants": ["2-4", "5"], "clauses": ["9.6.3"]}}}


class CrashesOutsideItsClauses(_DeclaresOnlyNaval):
    def create(self, position):
        raise RuntimeError("broken")


class ContextOffOutsideItsClauses(_DeclaresOnlyNaval):
    def create(self, position):
        game = WrappedGame(super().create(position))
        pending = game.pending
        game.pending = lambda: (lambda d: d and {**d, "extra": 1})(pending())
        return game


class WrongRule(Implementation):
    """Refuses what the rules forbid, citing 9.1.2 whatever the rule."""

    def create(self, position):
        game = WrappedGame(super().create(position))
        act = game.act

        def acting(player, action):
            try:
                return act(player, action)
            except Refusal as refusal:
                raise Refusal("9.1.2", "wrong") if not refusal.rule.startswith("contract:") else refusal

        game.act = acting
        return game


def test_a_crash_met_only_outside_its_clauses_checked_nothing(tmp_path, capsys) -> None:
    """It crashes on every position, in clauses it does not declare (no scenario it plays could show
    it): not reported, and not "compared" either."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:CrashesOutsideItsClauses", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 4 and "nothing was checked:" in out and "x ignored: error" in out, out


def test_differences_left_aside_at_the_position_count_as_nothing_compared(tmp_path, capsys) -> None:
    """Every position differs at once in a clause it does not declare: nothing was compared beyond
    that: such positions do not count as "compared on both sides"."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:ContextOffOutsideItsClauses", "--max-examples", "20",
                  "--no-seeds")
    out = capsys.readouterr().out
    assert status == 4 and "nothing was checked:" in out, out


@pytest.mark.parametrize("entry_status,exit_status", [("unsupported", 1), ("fail", 0)])
def test_an_unsupported_expectation_excuses_only_unsupported_answers(tmp_path, capsys, entry_status,
                                                                       exit_status) -> None:
    """As in conformance run: an entry that says "unsupported" does not excuse a wrong answer."""
    expectations = tmp_path / "wrong_rule.toml"
    expectations.write_text(f'implementation = "python:{HERE}:WrongRule"\n\n[[expect]]\nstatus = "{entry_status}"\n'
                            f'game = "sword_of_rome"\nclauses = ["9*"]\nreason = "every rule cited is 9.1.2"\n')
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:WrongRule", "--max-examples", "40",
                  "--expectations", str(expectations))
    out = capsys.readouterr().out
    assert status == exit_status, out


def test_an_action_listed_twice_is_not_hidden_by_an_action_left_out(tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:ListsOneTwiceLeavesLastOut", "--max-examples", "20",
                  "--no-seeds")
    out = capsys.readouterr().out
    assert status == 1 and "DIVERGENCE: pending differs" in out, out


def _numbers_for_booleans(value):
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, dict):
        return {k: _numbers_for_booleans(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers_for_booleans(v) for v in value]
    return value


class BooleansAsNumbers(Implementation):
    """Reports every boolean of its state as 0 or 1, which Python's equality takes for False and True."""

    def create(self, position):
        game = WrappedGame(super().create(position))
        state = game.state
        game.state = lambda: _numbers_for_booleans(state())
        return game


def test_a_boolean_answered_as_a_number_is_a_difference_though_python_finds_it_equal(tmp_path, capsys) -> None:
    """States compare as JSON, where false is not 0: the divergence names the key and both values."""
    status = fuzz(tmp_path, "--implementation", f"python:{HERE}:BooleansAsNumbers", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 1 and "DIVERGENCE: state differs after the position: " in out, out
    assert re.search(r": (false vs 0|true vs 1)\b", out), out


def test_sequences_cut_off_at_max_actions_are_counted(tmp_path, capsys) -> None:
    """A deviation further on than --max-actions is out of reach: the campaign says how often it stopped there."""
    status = fuzz(tmp_path, "--implementation", "reference", "--max-examples", "20", "--max-actions", "1")
    out = capsys.readouterr().out
    assert status == 0, out
    counted = [line for line in out.splitlines() if line.endswith("x cut off at --max-actions with a decision still pending")]
    assert len(counted) == 1 and int(counted[0].split(" x ")[0]) >= 10, out


def hellenes(tmp_path, *options: str) -> int:
    return main(["fuzz", "--game", "hellenes", "--out", str(tmp_path / "out"), *options])


def test_every_workers_findings_are_reported_written_and_exit_1(tmp_path) -> None:
    """A campaign of --workers 2 keeps its workers' findings: not "no divergence found", exit 0 and
    nothing written."""
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "fuzz", "--game", "sword_of_rome",
                           "--implementation", DROPS_LAST_EVENT, "--max-examples", "40",
                           "--no-seeds", "--no-shrink", "--workers", "2", "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "DIVERGENCE: events differ" in done.stdout and "no divergence found" not in done.stdout
    assert list((tmp_path / "out" / "sword_of_rome").glob("fuzz_*.feature"))


def test_the_same_finding_from_two_workers_is_reported_once() -> None:
    from conformance.fuzz.campaign import Stats, merged

    def found(actions: int) -> dict:
        return {"position": {"pieces": []}, "steps": [{"player": "Rome", "action": {"type": "end"}}] * actions,
                "divergence": {"summary": "events differ after action 1"}}

    stats, findings = merged([(Stats(positions=3), [found(2)]), (Stats(positions=4), [found(2), found(1)])])
    assert stats.positions == 7
    assert [len(f["steps"]) for f in findings] == [1, 2]


class ReportsOnlyDiceRolled(Implementation):
    """Models nothing: lists no legal action, answers every action unsupported, and its state is
    ``dice_rolled`` alone. Where the reference has nothing pending, it agrees on "nothing pending"."""

    def create(self, position):
        game = WrappedGame(super().create(position))
        pending, state = game.pending, game.state

        def listing():
            decision = pending()
            return decision and {**decision, "actions": []}

        def act(player, action):
            raise Unsupported("no action modelled")

        game.pending, game.act = listing, act
        game.state = lambda: {"dice_rolled": state()["dice_rolled"]}
        return game


class ModelsNoActionReportsTheState(ReportsOnlyDiceRolled):
    """As ReportsOnlyDiceRolled, but its state is the reference's: positions are compared as created."""

    def create(self, position):
        game = super().create(position)
        game.state = game._game.state
        return game


@pytest.mark.parametrize("name, reason", [
    ("ReportsOnlyDiceRolled", "stopped before anything was compared"),
    ("ModelsNoActionReportsTheState", "no action was played on both sides")])
def test_an_implementation_that_models_no_action_checks_nothing_even_where_nothing_is_pending(
        tmp_path, capsys, name, reason) -> None:
    """About one Hellenes position in thirteen has nothing pending: no decision and ``dice_rolled``
    alone are no comparison, and an implementation that plays no action checked nothing the fuzzer
    is for."""
    status = hellenes(tmp_path, "--implementation", f"python:{HERE}:{name}", "--max-examples", "60", "--no-seeds")
    out = capsys.readouterr().out
    assert status == 4, out
    assert "nothing was checked: " in out and reason in out and "no divergence found" not in out


class DeclaresNoClause(Implementation):
    def describe(self):
        return {**super().describe(), "games": {"hellenes": {"clauses": []}}}


class DeclaresAnUnknownClause(Implementation):
    def describe(self):
        return {**super().describe(), "games": {"hellenes": {"clauses": ["5.2.1-d", "99.9"]}}}


def test_an_implementation_that_declares_no_clause_of_the_game_checked_nothing(tmp_path, capsys) -> None:
    """As in conformance run: every divergence would be left aside as undeclared."""
    status = hellenes(tmp_path, "--implementation", f"python:{HERE}:DeclaresNoClause", "--max-examples", "20")
    out = capsys.readouterr().out
    assert status == 4, out
    assert "nothing was checked: the implementation declares no clause of hellenes" in out


def test_a_handshake_naming_a_clause_the_catalog_does_not_have_could_not_run(tmp_path, capsys) -> None:
    status = hellenes(tmp_path, "--implementation", f"python:{HERE}:DeclaresAnUnknownClause", "--max-examples", "20")
    err = capsys.readouterr().err
    assert status == 2
    assert "could not run" in err and '"99.9"' in err


@pytest.mark.parametrize("clause, said", [
    ("5.2.1-e", "no clause of hellenes has this id (did you mean"),
    ("9.6.3", "no clause of hellenes has this id (it is a clause of sword_of_rome)"),
    ("77.*", "the pattern matches no clause of hellenes")])
def test_a_clause_that_selects_nothing_of_the_game_is_a_usage_error_before_anything_runs(
        tmp_path, capsys, clause, said) -> None:
    """Else every divergence would be left "outside --clause", and the campaign exit 0."""
    status = hellenes(tmp_path, "--implementation", SNEAKY_EXTRA_ACTION, "--clause", clause)
    captured = capsys.readouterr()
    assert status == 2
    assert f"--clause {clause!r}: {said}" in captured.err
    assert "positions (" not in captured.out  # no campaign ran


def test_a_pattern_that_selects_clauses_of_the_game_is_accepted(tmp_path, capsys) -> None:
    status = hellenes(tmp_path, "--implementation", SNEAKY_EXTRA_ACTION, "--clause", "5.2.*",
                      "--max-examples", "100", "--no-seeds", "--no-shrink")
    assert status == 1, capsys.readouterr().out


def test_an_out_that_is_a_file_is_a_usage_error_before_anything_runs(tmp_path, capsys) -> None:
    taken = tmp_path / "afile"
    taken.write_text("not a folder")
    status = main(["fuzz", "--game", "hellenes", "--implementation", SNEAKY_EXTRA_ACTION,
                   "--out", str(taken)])
    captured = capsys.readouterr()
    assert status == 2
    assert f"--out {str(taken)!r}: {str(taken)!r} is a file, not a folder" in captured.err
    assert "positions (" not in captured.out


def test_a_finding_that_cannot_be_written_is_printed_and_exits_5_not_1(tmp_path, capsys, monkeypatch) -> None:
    from conformance.fuzz import scenario

    def full_disk(finding, out):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(scenario, "write", full_disk)
    status = fuzz(tmp_path, "--implementation", DROPS_LAST_EVENT, "--max-examples", "30",
                  "--no-seeds", "--no-shrink")
    captured = capsys.readouterr()
    assert status == 5, captured.out
    assert "DIVERGENCE: events differ" in captured.out and "clauses: 9.2" in captured.out
    assert "NOT WRITTEN: could not write it under --out" in captured.out and "No space left on device" in captured.out
    assert '"divergence": {' in captured.err  # the transcript, not lost


class CrashesWhereNothingIsPending(Implementation):
    """Crashes on create where the reference has nothing pending: no decision names a clause there."""

    def create(self, position):
        game = super().create(position)
        if game.pending() is None:
            raise RuntimeError("boom")
        return game


class PartlyCrashesWhereNothingIsPending(CrashesWhereNothingIsPending):
    def describe(self):
        return {**super().describe(), "games": {"hellenes": {"clauses": ["5.2.1-d"]}}}


def test_a_divergence_no_clause_is_attributed_to_is_reported_with_a_loud_warning_in_its_scenario(
        tmp_path, capsys) -> None:
    """Its scenario would name no catalog clause, which the corpus requires: said where it is printed
    and in the scenario itself, not "clauses: (none)" and nothing in the file."""
    status = hellenes(tmp_path, "--implementation", f"python:{HERE}:CrashesWhereNothingIsPending",
                      "--max-examples", "60", "--no-seeds", "--no-shrink")
    out = capsys.readouterr().out
    assert status == 1, out
    assert "clauses: UNATTRIBUTED: no catalog clause could be attributed to it" in out
    [feature] = (tmp_path / "out" / "hellenes").glob("fuzz_*.feature")
    assert "# UNATTRIBUTED: no catalog clause could be attributed to it" in feature.read_text()


def test_a_divergence_no_clause_is_attributed_to_is_left_aside_for_a_partial_implementation(tmp_path, capsys) -> None:
    """It cannot be judged a failure of a clause the implementation declares: counted, not reported."""
    status = hellenes(tmp_path, "--implementation", f"python:{HERE}:PartlyCrashesWhereNothingIsPending",
                      "--max-examples", "60", "--no-seeds", "--no-shrink")
    out = capsys.readouterr().out
    assert status == 0, out
    assert "DIVERGENCE" not in out
    assert "x ignored: error  no clause to attribute it to, and the implementation declares only some clauses" in out


class FailsOnMostCreates(Implementation):
    """An --against side that crashes on two positions in three."""

    calls = 0

    def create(self, position):
        FailsOnMostCreates.calls += 1
        if FailsOnMostCreates.calls % 3:
            raise RuntimeError("crashed")
        return super().create(position)


def test_an_against_side_that_failed_on_most_positions_is_said_loudly_and_checked_too_little(
        tmp_path, capsys) -> None:
    status = fuzz(tmp_path, "--implementation", "reference", "--against", f"python:{HERE}:FailsOnMostCreates",
                  "--max-examples", "30", "--no-seeds")
    out = capsys.readouterr().out
    assert status == 4, out
    assert "WARNING: the --against side (python:" in out
    assert "failed on 20 of the 30 position(s) it did not refuse" in out
    assert "nothing was checked: the --against side failed on most positions" in out
