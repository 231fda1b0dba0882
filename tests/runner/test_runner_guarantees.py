"""What the runner guarantees, kind by kind (docs/protocol.md, "What the runner guarantees").

1. it never says green when little or nothing was checked;
2. it never loses a report;
3. it never hangs;
4. it reads the protocol strictly and honestly, and blames the scenario that caused a fault;
5. it leaves no process behind;
6. its console can be read by a person.

Each kind is played by a small faulty program or input of tests/support/faulty/ -- most
through the contract directly, a few through ``conformance run`` on the tiny
two-scenario corpus.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import sys
import time
from pathlib import Path

import pytest

from conformance import cli
from conformance.contract.strict_json import JSONProblem, loads
from conformance.connection.handshake import handshake_problems
from conformance.connection.inprocess import GuardedImplementation
from conformance.connection.process import ImplementationError, ImplementationFault
from conformance.connection.protocol.server import serve
from conformance.connection.safe_text import TEXT_CHARS, printable
from conformance.connection.specs import ImplementationSpecError, load_implementation
from conformance.contract import CONTRACT_VERSION, Refusal
from conformance.corpus import paths
from conformance.corpus.catalog import load_all
from conformance.reports import runs as reports
from conformance.reports.runs import load_results
from conformance.commands import run as run_command
from strength.plays import CORPUS, corpus_records
from tests.support.faulty import ACTIVATE, POSITION, faulty, faulty_spec
from tests.support.faulty.inprocess import Hangs, RefusesAtLength, ReturnsAnEnum, ReturnsASet
from tests.support.runs import by_scenario, conformance_run, tiny_run
from tests.support.tiny_corpus import FIRST, SECOND, tiny_corpus

ROOT = paths.ROOT
#: the faulty in-process implementations
INPROCESS = "python:tests.support.faulty.inprocess"


# -- 1. never green when little or nothing was checked ---------------------------------


@pytest.mark.parametrize("args, message", [
    (["--game", "hellenss"], "--game 'hellenss': no such game; the games are hannibal, hellenes"),
    (["--game", "hellenss"], "(did you mean 'hellenes'?)"),
    (["--clause", "9.1.2a"], "--clause '9.1.2a': no clause has this id (did you mean '9.1.2-a'"),
    (["--tag", "sword-of-rome"], "(did you mean 'sword_of_rome'?)"),
    (["--expectations", "no-such-file.toml"], "--expectations 'no-such-file.toml': no such file"),
])
def test_ids_and_files_that_name_nothing_are_a_usage_error_before_anything_runs(
        args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    code, results = conformance_run(tmp_path / "reports", *args)
    assert code == run_command.EXIT_USAGE
    assert message in capsys.readouterr().err
    assert results == {}, "nothing ran"


def test_a_keyword_expression_pytest_cannot_read_is_a_usage_error_before_anything_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    code, results = conformance_run(tmp_path / "reports", "-k", "leaves the erratum out")
    assert code == run_command.EXIT_USAGE
    assert "-k 'leaves the erratum out' is no pytest -k expression" in capsys.readouterr().err
    assert results == {}, "nothing ran"


def test_pytest_refusing_an_argument_after_the_dashes_is_a_usage_error(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--", "-m", "two words")
    assert code == run_command.EXIT_USAGE, "pytest's usage error is no fault of the implementation's"
    assert any("pytest refused its command line" in p["message"] and p["kind"] == "usage"
               for p in results["problems"])


def test_a_selection_that_matches_nothing_is_a_usage_error(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "-k", "no_scenario_has_this_name")
    assert code == run_command.EXIT_USAGE
    assert results["records"] == []
    assert any("the selection matches no scenario" in p["message"] for p in results["problems"])


def test_feature_files_that_cannot_be_read_are_errors_and_the_rest_still_runs(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    extra = {
        "latin1.feature": "@sword_of_rome\nFeature: Caf\xe9\n  Scenario: Not UTF-8\n    Given x\n".encode("latin-1"),
        "broken.feature": b"@sword_of_rome\nFeature: Broken\n  Scenario: S\n    Given x\n  Nonsense here\n",
    }
    tiny_corpus(tmp_path / "corpus", monkeypatch, extra)
    code, results = tiny_run(tmp_path / "reports")
    assert code == run_command.EXIT_USAGE, "a corpus file that cannot be read is never green"
    index = (tmp_path / "reports" / "site" / "index.html").read_text(encoding="utf-8")
    assert "latin1.feature:2: not UTF-8" in index and "broken.feature:5:" in index, "the site names what it left out"
    records = results["records"]
    broken = [r for r in records if r["status"] == "errored"]
    assert len(broken) == 2 and {r["cause"] for r in broken} == {"corpus"}
    messages = " ".join(r["message"] for r in broken)
    assert "latin1.feature:2: not UTF-8" in messages and "broken.feature" in messages
    assert {r["scenario"]: r["status"] for r in records if r["status"] == "passed"} == {
        FIRST: "passed", SECOND: "passed"}, "the readable feature file still runs"


def test_an_expectations_file_that_is_not_usable_is_a_usage_error_before_anything_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    broken = tmp_path / "mine.toml"
    broken.write_text('implementation = "reference"\n[[expect]\nstatus = "fail"\n', encoding="utf-8")
    code, results = conformance_run(tmp_path / "reports", "--expectations", str(broken))
    assert code == run_command.EXIT_USAGE
    assert "mine.toml:2: not valid TOML" in capsys.readouterr().err
    assert results == {}, "nothing ran"


def test_a_file_where_an_implementations_reports_go_is_a_usage_error_not_its_fault(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "1-reference").write_text("in the way", encoding="utf-8")
    assert conformance_run(tmp_path / "reports")[0] == run_command.EXIT_USAGE
    assert "1-reference', where the reports of reference go, is a file" in capsys.readouterr().err


@pytest.mark.parametrize("name, shown", [
    ("RaisesAssertionError", "raised builtins.AssertionError at "),
    ("CallsPytestSkip", "Skipped"),
    ("CallsPytestXfail", "XFailed"),
    ("CallsPytestExit", "Exit"),
    ("RaisesKeyboardInterrupt", "raised builtins.KeyboardInterrupt"),
    ("MessageLooksLikeAnUnexpectedPass", "lookup failed for [XPASS(strict)] table"),
])
def test_what_an_in_process_implementation_raises_beside_the_contracts_errors_is_its_own_breakage(
        name: str, shown: str, tiny: Path) -> None:
    """An assertion inside it is no rule failure; pytest's outcomes it calls decide no verdict."""
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:{name}")
    assert code == run_command.EXIT_IMPLEMENTATION
    assert results["complete"] is True and results["interrupted"] is False
    for record in results["records"]:
        assert (record["status"], record.get("cause")) == ("errored", "implementation"), record
        assert "act() raised" in record["message"] and shown in record["message"]


def test_an_in_process_crash_is_no_expected_failure_even_where_one_is_expected(tiny: Path) -> None:
    expectations = tiny / "expect.toml"
    expectations.write_text(f'implementation = "{INPROCESS}:RaisesAssertionError"\n'
                            '[[expect]]\nstatus = "fail"\nclauses = ["9.1*"]\nreason = "known"\n', encoding="utf-8")
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:RaisesAssertionError",
                             "--expectations", str(expectations))
    assert code == run_command.EXIT_IMPLEMENTATION
    assert {r["status"] for r in results["records"]} == {"errored"}


def test_a_thread_the_implementation_leaves_running_does_not_hold_the_run(
        tiny: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run_command, "INTERRUPT_GRACE", 0.5)
    started = time.monotonic()
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:LeavesAThread")
    assert time.monotonic() - started < 30, "the run waited for the thread"
    assert code == run_command.EXIT_IMPLEMENTATION
    assert {r["status"] for r in results["records"]} == {"passed"}
    assert any("did not end within 1.5 s" in p["message"] for p in results["problems"])


def test_a_worker_that_dies_under_xdist_errors_its_scenario_and_leaves_the_reports_incomplete(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:ExitsTheProcess",
                             "--", "-n", "2")
    assert code == run_command.EXIT_IMPLEMENTATION
    assert results["complete"] is False
    for record in results["records"]:
        assert (record["status"], record.get("cause")) == ("errored", "implementation"), record
        assert "ended abruptly" in record["message"] and "crashed" in record["message"]


def test_a_program_that_exits_after_an_answer_errors_that_scenario_and_is_restarted(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation",
                             faulty_spec("exit-after-answer", "--once", str(tiny / "flag")))
    assert code == run_command.EXIT_IMPLEMENTATION
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "errored"
    # the first act the program answers may be the reference check's offer of an action to another
    # player (refused), and the runner reads the state right after an accepted action: the exit is
    # seen while no request waits, or when the next request (the scenario's act, or that read) is sent
    message = records[FIRST]["message"]
    assert re.search(r"exited with code 9 (after answering 'act'|before answering '(act|state)')", message), \
        message
    assert "faulty: answered, and now I am leaving" in records[FIRST]["message"]
    assert records[SECOND]["status"] == "passed", "the restarted program plays the next scenario"


def test_a_program_that_declares_less_after_a_restart_is_a_fault_not_a_pile_of_unsupported(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation",
                             faulty_spec("crash", "--once", str(tiny / "flag"), "--declare-when-restarted", "9.1"))
    assert code == run_command.EXIT_IMPLEMENTATION
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "errored"
    assert records[SECOND]["status"] == "errored"
    assert "declared other games or clauses in its handshake after a restart" in records[SECOND]["message"]


def test_a_program_that_lists_the_same_clauses_in_another_order_after_a_restart_plays_on(tiny: Path) -> None:
    # a program that builds its lists from a hash set (Python's str hashes, Go's maps) lists them in
    # another order each time it starts: that is the same declaration, not a smaller one
    code, results = tiny_run(tiny / "reports", "--implementation",
                             faulty_spec("crash", "--once", str(tiny / "flag"), "--declare", "9.1,9.1.2-a",
                                         "--declare-when-restarted", "9.1.2-a,9.1"))
    assert code == run_command.EXIT_IMPLEMENTATION
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "errored" and "exited with code 1" in records[FIRST]["message"]
    assert records[SECOND]["status"] == "passed", records[SECOND]["message"]


def test_a_program_that_breaks_answering_stop_is_not_green(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("exit-on-stop"))
    assert code == run_command.EXIT_IMPLEMENTATION
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "passed"
    assert records[SECOND]["status"] == "errored", "the last scenario's teardown carries it"
    assert "when the run ended, the implementation answering 'stop': exited with code 5" in records[SECOND]["message"]


@pytest.mark.parametrize("mode, message", [
    ("unknown-game", "\"sword-of-rome\", which is not in the catalogs (did you mean 'sword_of_rome'?)"),
    # another contract: its answers follow other shapes, and every scenario would fail as a rule deviation
    ("old-contract", f'declares contract "1.0"; the corpus checks contract {CONTRACT_VERSION}'),
])
def test_a_handshake_the_corpus_cannot_check_stops_the_run_before_anything_is_played(
        mode: str, message: str, tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec(mode))
    assert code == run_command.EXIT_IMPLEMENTATION
    assert any(message in p["message"] for p in results["problems"]), results["problems"]
    assert {r["status"] for r in results["records"]} == {"not-run"}


def test_a_handshake_is_checked_for_unknown_variants_and_clause_ids() -> None:
    description = {"games": {"sword_of_rome": {"variants": ["2-4", "6"], "clauses": ["9.1", "9.1.2a", "99.9"]}}}
    problems = handshake_problems(description, load_all())
    assert any('variant(s) "6" of sword_of_rome; the variants are 2-4, 5' in p for p in problems)
    assert any('clause id(s) "9.1.2a", "99.9"' in p and "did you mean '9.1.2-a'" in p for p in problems)
    assert handshake_problems({"games": {}}, load_all())[0].startswith("its handshake declares no games")


def test_an_erratum_id_declared_as_a_clause_is_said_as_an_erratum_with_how_readings_are_chosen() -> None:
    clauses = ["raise-cu-a", "command-change-d-reached", "raise-cu-z"]
    problems = handshake_problems({"games": {"successors": {"variants": [], "clauses": clauses}}}, load_all())
    erratum, unknown = problems
    assert erratum.startswith('its handshake declares "command-change-d-reached" in successors\'s "clauses": '
                              "that is an erratum id (of clause(s) command-change-d), not a clause id")
    assert '"clauses" takes clause ids only' in erratum
    assert "does not have" not in erratum and "did you mean" not in erratum
    assert 'its position\'s "readings" name the reading ("reached", "exceeded")' in erratum
    assert 'to follow one reading, declare it in the game\'s "readings" ({"command-change-d-reached": ' \
           '"reached"})' in erratum and "scenarios that pin another are then unsupported" in erratum
    assert unknown.startswith('its handshake declares clause id(s) "raise-cu-z" that successors\'s catalog does not have')


@pytest.mark.parametrize("version", ["1.0", "3.0", 2.0, None])
def test_a_handshake_declaring_another_major_version_of_the_contract_is_a_problem(version: object) -> None:
    description = {"contract": version, "games": {"sword_of_rome": {"variants": ["2-4"], "clauses": "all"}}}
    problems = handshake_problems(description, load_all())
    assert problems and f"the corpus checks contract {CONTRACT_VERSION}" in problems[0], problems


@pytest.mark.parametrize("description", [{"contract": "2.0"}, {"contract": "2.3"}, {}])
def test_a_handshake_of_the_same_major_contract_version_or_none_in_process_is_checked(description: dict) -> None:
    games = {"games": {"sword_of_rome": {"variants": ["2-4"], "clauses": "all"}}}
    assert handshake_problems({**description, **games}, load_all()) == []


@pytest.mark.parametrize("args, message", [
    (["--implementation", f"{INPROCESS}:DeclaresNoScenario", "--", "--implementation=reference"],
     "-- '--implementation=reference': conformance run sets --implementation itself; give it before --"),
    (["--", "--report-dir", "elsewhere"], "-- '--report-dir': conformance run sets --report-dir itself"),
    (["--", "--collect-only"], "-- '--collect-only': plays no scenario, so the run would check nothing"),
    (["--clause", "9.1", "--", "-m", "9.1.2-a"], "-- '-m': would replace the selection --clause, --tag and --exclude make"),
    (["-k", "first", "--", "-ksecond"], "-- '-ksecond': would replace the selection -k 'first' makes"),
])
def test_pytest_arguments_that_override_the_runs_own_options_or_play_nothing_are_a_usage_error(
        args: list[str], message: str, tiny: Path, capsys: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", *args)
    assert code == run_command.EXIT_USAGE
    assert message in capsys.readouterr().err
    assert results == {}, "nothing ran"


def test_an_expectations_file_for_no_implementation_of_the_run_is_a_usage_error(
        tiny: Path, capsys: pytest.CaptureFixture) -> None:
    other = tiny / "other.toml"
    other.write_text('implementation = "exec:./my-engine"\n[[expect]]\nstatus = "fail"\nclauses = ["9.1"]\n'
                     'reason = "x"\n', encoding="utf-8")
    code, results = tiny_run(tiny / "reports", "--expectations", str(other))
    assert code == run_command.EXIT_USAGE
    assert ("other.toml' is for implementation 'exec:./my-engine', which this run does not play ('reference'): "
            "it would excuse nothing") in capsys.readouterr().err
    assert results == {}, "nothing ran"


def test_a_handshake_that_stops_every_xdist_worker_is_said_not_taken_for_an_empty_selection(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("unknown-game"), "--", "-n", "2")
    assert code == run_command.EXIT_IMPLEMENTATION
    handshake = [p for p in results["problems"] if "\"sword-of-rome\", which is not in the catalogs" in p["message"]]
    assert len(handshake) == 1, results["problems"]
    assert handshake[0]["kind"] == "implementation"
    assert not any("the selection matches no scenario" in p["message"] for p in results["problems"])


def test_the_summary_counts_scenarios_not_run(tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, _ = tiny_run(tiny / "reports", "--implementation", faulty_spec("unknown-game"))
    assert code == run_command.EXIT_IMPLEMENTATION
    out = capfd.readouterr().out
    game = next(line for line in out.splitlines() if line.strip().startswith("The Sword of Rome"))
    assert game.split()[4:9] == ["0", "0", "0", "0", "0"] and game.endswith("(2 not run)")
    assert "  9.1.2-a Never more than 10 CU moving: 1 not run: " in out


def test_the_per_rule_table_of_v_counts_scenarios_not_run(tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, _ = tiny_run(tiny / "reports", "--implementation", faulty_spec("unknown-game"), "-v")
    assert code == run_command.EXIT_IMPLEMENTATION
    out = capfd.readouterr().out
    heading = next(line for line in out.splitlines() if line.startswith("clause "))
    assert heading.split()[-2:] == ["skip", "unrun"]
    row = next(line for line in out.splitlines() if line.startswith("9.1.2-a "))
    assert row.split()[-8:] == ["0", "0", "0", "0", "0", "0", "0", "1"]
    assert "\n2 not-run\n" in out and "no scenarios" not in out


def test_a_game_declared_but_not_supported_at_all_is_said_loudly(tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:DeclaresNoScenario")
    assert code == run_command.EXIT_NOTHING_CHECKED
    assert {r["status"] for r in results["records"]} == {"unsupported"}
    note = "declares sword_of_rome but supports none of its 2 selected scenarios"
    assert note in capfd.readouterr().err
    assert note in (tiny / "reports" / "matrix.md").read_text(encoding="utf-8")


def test_a_run_that_played_few_of_its_scenarios_says_how_few() -> None:
    few = [{"status": "passed"}, *[{"status": "unsupported"}] * 8, {"status": "skipped"}]
    assert run_command._unplayed([("reference", [{"status": "passed"}]), ("exec:x", few)]) == [
        "exec:x: played 1 of 10 selected scenarios; 8 unsupported, 1 skipped: nothing of those was checked"]
    assert run_command._unplayed([("exec:x", [{"status": "unsupported"}])]) == []  # exit 4 says it louder


def test_a_run_whose_scenarios_its_expectations_excuse_says_how_many() -> None:
    # an expectations file with clauses = ["*"] turns every failure into an expected one: exit 0, but said
    excused = [{"status": "expected-failure"}] * 3 + [{"status": "passed"}]
    assert run_command._excused([("reference", [{"status": "passed"}]), ("exec:x", excused)]) == [
        "exec:x: 3 of 4 selected scenarios failed as its expectations say (expected failures: excused, not "
        "passed); 1 passed"]
    assert run_command.exit_status([("exec:x", excused)], [], False) == run_command.EXIT_OK


def test_one_implementation_with_nothing_checked_is_exit_4_though_another_passed() -> None:
    passed = [{"status": "passed"}, {"status": "passed"}]
    nothing = [{"status": "unsupported"}, {"status": "skipped"}]
    assert run_command.exit_status([("reference", passed), ("python:x:Y", nothing)], [], False) == run_command.EXIT_NOTHING_CHECKED
    assert run_command.exit_status([("reference", passed), ("python:x:Y", [*nothing, *passed])], [], False) == run_command.EXIT_OK
    failed = [{"status": "failed"}]
    assert run_command.exit_status([("reference", failed), ("python:x:Y", nothing)], [], False) == run_command.EXIT_DEVIATIONS


def test_a_state_key_left_out_that_a_step_reads_fails_the_scenario_naming_the_key(tmp_path: Path) -> None:
    # the schemas require no top-level key of the state; a step that reads one the implementation
    # leaves out is a failure of that scenario, not the implementation's crash (which errored says)
    records = corpus_records(tmp_path, CORPUS / "hannibal", "-m", "siege-4",
                             "--implementation", f"{INPROCESS}:LeavesOutSiegePoints",
                             timeout=300)
    reading = [r for r in records if "state() has no 'siege_points'" in r["message"]]
    assert reading and {r["status"] for r in reading} == {"failed"}
    assert "which this scenario reads; its keys: " in reading[0]["message"]
    assert not [r for r in records if r["status"] == "errored"]


# -- 2. never loses a report --------------------------------------------------------------


def test_hostile_text_from_the_implementation_is_stored_and_shown_escaped(tiny: Path,
                                                                         capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("hostile-text"))
    assert code == run_command.EXIT_IMPLEMENTATION
    message = by_scenario(results["records"])[FIRST]["message"]
    assert "bad \\ud800 text \\x1b[2J\\x1b[31mred" in message
    output = capfd.readouterr()
    assert "\x1b[2J" not in output.out + output.err and "\\x1b[2J" in output.out
    json.loads((tiny / "reports" / "results.json").read_text(encoding="utf-8"))


def test_printable_escapes_control_characters_and_lone_surrogates_only() -> None:
    assert printable("a\tb\nc\x1b[0m\r\x07\ud800é") == "a\tb\nc\\x1b[0m\\r\\x07\\ud800é"


def test_a_broken_catalog_is_a_usage_error_naming_file_and_line(tiny: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture) -> None:
    fixtures = tmp_path / "fixtures"
    shutil.copytree(paths.FIXTURES, fixtures)
    with (fixtures / "hellenes" / "catalog.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n[[clause]\nid = \n")
    monkeypatch.setattr(paths, "FIXTURES", fixtures)  # catalogs are cached per folder: this one is new
    code, _ = conformance_run(tmp_path / "reports", "--game", "sword_of_rome")
    err = capsys.readouterr().err
    assert code == run_command.EXIT_USAGE, err
    assert "the rule catalogs are not usable" in err and "hellenes/catalog.toml" in err and "Traceback" not in err


@pytest.mark.parametrize("shape", ["file", "unwritable"])
def test_a_report_dir_that_cannot_take_reports_is_a_usage_error(shape: str, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture) -> None:
    target = tmp_path / "reports"
    if shape == "file":
        target.write_text("not a folder")
    else:
        if os.geteuid() == 0:
            pytest.skip("root writes anywhere")
        target.mkdir()
        target.chmod(0o500)
    assert conformance_run(target)[0] == run_command.EXIT_USAGE
    assert "--report-dir" in capsys.readouterr().err


@pytest.mark.parametrize("obstacle, shape, message", [
    ("matrix.md", "folder", "matrix.md', where a report goes, is a folder"),
    ("junit.xml", "folder", "junit.xml', where a report goes, is a folder"),
    ("results.json", "folder", "results.json', where a report goes, is a folder"),
    ("1-reference/results.json", "folder", "1-reference/results.json', where a report of reference goes, is a folder"),
    ("1-reference/progress.ndjson", "folder", "progress.ndjson', where a report of reference goes, is a folder"),
    ("site", "file", "site', where the rules site goes, is a file"),
])
def test_what_stands_where_a_report_goes_is_a_usage_error_before_anything_runs(
        obstacle: str, shape: str, message: str, tiny: Path, capsys: pytest.CaptureFixture) -> None:
    path = tiny / "reports" / obstacle
    path.parent.mkdir(parents=True, exist_ok=True)
    path.mkdir() if shape == "folder" else path.write_text("in the way", encoding="utf-8")
    code, _ = conformance_run(tiny / "reports", "--game", "sword_of_rome")
    err = capsys.readouterr().err
    assert code == run_command.EXIT_USAGE, err
    assert message in err and "Traceback" not in err
    assert not (tiny / "reports" / "1-reference" / "junit.xml").exists(), "nothing ran"


def test_pytest_with_a_folder_where_its_results_go_is_a_usage_error(tiny: Path) -> None:
    (tiny / "out" / "results.json").mkdir(parents=True)
    done = subprocess.run([sys.executable, "-m", "pytest", "conformance/games/sword_of_rome", "-p", "no:cacheprovider",
                           "--report-dir", str(tiny / "out")], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout[-2000:] + done.stderr[-2000:]
    assert "results.json'" in done.stderr and "a folder stands where a report goes" in done.stderr


def test_a_run_that_breaks_after_its_last_scenario_is_not_green(tiny: Path) -> None:
    (tiny / "a-file").write_text("pytest's junit.xml cannot go under a file", encoding="utf-8")
    code, results = tiny_run(tiny / "reports", "--", f"--junitxml={tiny / 'a-file' / 'junit.xml'}")
    assert {r["status"] for r in results["records"]} == {"passed"}
    assert code == run_command.EXIT_IMPLEMENTATION
    assert results["complete"] is False
    assert any("ended with pytest exit status 1, which its records do not explain, before it wrote its final "
               "reports" in p["message"] for p in results["problems"]), results["problems"]


@pytest.mark.parametrize("code, payload, said", [
    (-9, {"complete": True}, "was killed by signal SIGKILL, which its records do not explain: see its output"),
    (3, {"complete": True}, "ended with pytest exit status 3, which its records do not explain"),
    (0, {"complete": False}, "ended with pytest exit status 0, which its records do not explain, before it wrote"),
    (0, {"complete": True}, None),
    (1, {"complete": True, "records": [{"status": "failed"}]}, None),  # the failure says it
    (3, {"complete": True, "problems": [{"kind": "implementation", "message": "its handshake ..."}]}, None),
    (2, {"complete": False, "interrupted": True}, None),  # said as an interruption
])
def test_an_end_that_the_records_do_not_explain_is_a_problem_of_the_run(code: int, payload: dict,
                                                                        said: str | None) -> None:
    payload = {"records": [{"status": "passed"}], **payload}
    problem = run_command.unexplained_end("exec:x", code, payload)
    if said is None:
        assert problem is None
    else:
        assert problem["kind"] == "implementation" and said in problem["message"], problem
        assert run_command.exit_status([("exec:x", payload["records"])], [problem], False) == run_command.EXIT_IMPLEMENTATION


def test_an_in_process_implementation_that_exits_the_process_leaves_its_reports(tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:ExitsTheProcess")
    assert code == run_command.EXIT_IMPLEMENTATION
    assert results["complete"] is False
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "errored" and "ended abruptly" in records[FIRST]["message"]
    assert records[SECOND]["status"] == "not-run"
    folder = next((tiny / "reports").glob("1-*"))
    assert not (folder / reports.PROGRESS).exists(), "the progress was folded into results.json"
    assert load_results(folder / "results.json")["complete"] is False


def test_a_sigint_the_implementation_sends_its_run_is_its_fault_and_the_reports_say_interrupted(
        tiny: Path) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", f"{INPROCESS}:InterruptsTheRun")
    assert code == run_command.EXIT_IMPLEMENTATION, "not 130: nobody pressed Ctrl-C"
    assert results["interrupted"] is True and results["complete"] is False
    assert any("interrupted by a signal this command did not pass on" in p["message"]
               for p in results["problems"]), results["problems"]
    folder = next((tiny / "reports").glob("1-*"))
    assert load_results(folder / "results.json")["interrupted"] is True


@pytest.mark.parametrize("stop, ignored", [
    (signal.SIGINT, False),
    (signal.SIGTERM, True),  # started in the background by a shell: SIGINT ignored from the start
])
def test_ctrl_c_stops_the_implementation_writes_partial_reports_and_exits_130(
        tiny: Path, stop: signal.Signals, ignored: bool) -> None:
    log = tiny / "requests.log"
    command = [sys.executable, "-m", "conformance.cli", "run", "--game", "sword_of_rome",
               "--report-dir", str(tiny / "reports"), "--request-timeout", "5",
               "--implementation", faulty_spec("slow", "--log", str(log))]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # SIGINT as at a terminal, or as a shell's background job has it, whatever this test run inherited
    disposition = signal.SIG_IGN if ignored else signal.SIG_DFL
    start = lambda: signal.signal(signal.SIGINT, disposition)  # noqa: E731
    runner = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              preexec_fn=start)
    try:
        deadline = time.monotonic() + 60
        while not (log.exists() and "act" in log.read_text()):
            assert time.monotonic() < deadline and runner.poll() is None, "the run never reached act"
            time.sleep(0.05)
        runner.send_signal(stop)
        signalled = time.monotonic()
        output, _ = runner.communicate(timeout=30)
    finally:
        if runner.poll() is None:
            runner.kill()
    assert time.monotonic() - signalled < 12, "stopped after the current request, not killed after the grace"
    assert runner.returncode == run_command.EXIT_INTERRUPTED, output.decode(errors="replace")[-2000:]
    assert log.read_text().split()[-1] == "stop", "the implementation was sent stop"
    results = load_results(tiny / "reports" / "results.json")
    assert results["interrupted"] is True and results["complete"] is False
    assert {r["status"] for r in results["records"]} == {"not-run"}
    assert b"interrupted" in output
    (folder,) = (tiny / "reports").glob("1-*")
    assert (folder / "messages.ndjson").is_file() and not (folder / "cucumber.html").exists(), \
        "the stream is written; the HTML report is not waited for"


# -- 3. never hangs ------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-1"])
def test_a_timeout_that_would_wait_forever_or_not_at_all_is_refused(value: str,
                                                                    capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(["run", "--request-timeout", value])
    assert exited.value.code == run_command.EXIT_USAGE
    assert "a timeout is a finite number of seconds above 0" in capsys.readouterr().err


@pytest.mark.parametrize("on_this_thread, how", [(False, "abandoned on its thread"), (True, "interrupted")])
def test_an_in_process_call_that_never_returns_gets_the_same_deadline(on_this_thread: bool, how: str) -> None:
    implementation = GuardedImplementation(Hangs(), timeout=1.0, restart_budget=1, on_this_thread=on_this_thread)
    implementation.describe()  # the handshake: the engine's modules are imported
    for _ in range(2):
        game = implementation.create(POSITION)
        started = time.monotonic()
        with pytest.raises(ImplementationFault, match=rf"act\(\) did not return within 1 s; the call was {how}"):
            game.act("Rome", ACTIVATE)
        assert time.monotonic() - started < 3
    with pytest.raises(ImplementationFault, match=r"not called again: 2 calls were abandoned"):
        implementation.create(POSITION)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL


class _SwallowsTheDeadline(Hangs):
    """Catches everything its sleep raises and answers late, as if on time."""

    def fault(self, game, player, action):
        try:
            time.sleep(3600)
        except BaseException:  # noqa: BLE001 - the fault under test
            return []


def test_a_call_on_this_thread_that_swallows_its_deadline_is_still_late() -> None:
    game = GuardedImplementation(_SwallowsTheDeadline(), timeout=0.5, on_this_thread=True).create(POSITION)
    with pytest.raises(ImplementationFault, match=r"act\(\) did not return within 0.5 s; the call was interrupted"):
        game.act("Rome", ACTIVATE)


class _CtrlC(Hangs):
    def fault(self, game, player, action):
        raise KeyboardInterrupt


def test_a_ctrl_c_during_a_call_on_this_thread_interrupts_the_run() -> None:
    game = GuardedImplementation(_CtrlC(), timeout=5, on_this_thread=True).create(POSITION)
    with pytest.raises(KeyboardInterrupt):
        game.act("Rome", ACTIVATE)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_off_the_main_thread_or_under_another_timer_or_handler_the_call_runs_on_a_worker_thread() -> None:
    implementation = GuardedImplementation(Hangs(), timeout=0.5, on_this_thread=True)
    caught: list[BaseException] = []

    def play() -> None:
        try:
            implementation.create(POSITION).act("Rome", ACTIVATE)
        except ImplementationFault as fault:
            caught.append(fault)

    thread = threading.Thread(target=play)
    thread.start()
    thread.join(10)
    assert "abandoned on its thread" in caught[0].reason
    signal.setitimer(signal.ITIMER_REAL, 60)  # someone else's timer, e.g. a test timeout's
    try:
        with pytest.raises(ImplementationFault, match="abandoned on its thread"):
            implementation.create(POSITION).act("Rome", ACTIVATE)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    theirs = signal.signal(signal.SIGALRM, lambda signum, frame: None)  # their handler, no timer set yet
    try:
        with pytest.raises(ImplementationFault, match="abandoned on its thread"):
            implementation.create(POSITION).act("Rome", ACTIVATE)
    finally:
        signal.signal(signal.SIGALRM, theirs)


def test_a_huge_answer_is_cut_off_by_the_size_caps_within_the_deadline() -> None:
    implementation = faulty("huge", timeout=5)
    try:
        game = implementation.create(POSITION)
        started = time.monotonic()
        with pytest.raises(ImplementationFault, match="more than 200000 values in one message"):
            game.act("Rome", ACTIVATE)
        assert time.monotonic() - started < 5
    finally:
        implementation.close()


# -- 4. strict, honest protocol handling ------------------------------------------------------


@pytest.mark.parametrize("fault, reason", [
    ("nan", "JSON the runner does not accept: NaN is not a JSON number"),
    ("duplicate-key", "JSON the runner does not accept: duplicate key 'result' in an object"),
    ("deep", "JSON the runner does not accept: nested deeper than 64 levels"),
    ("close-stdout", "closed its stdout (and is still running) before answering 'act' (request 3)"),
])
def test_what_json_or_the_protocol_forbids_is_a_protocol_fault(fault: str, reason: str) -> None:
    implementation = faulty(fault)
    try:
        game = implementation.create(POSITION)
        with pytest.raises(ImplementationFault) as caught:
            game.act("Rome", ACTIVATE)
        assert reason in caught.value.reason
    finally:
        implementation.close()


def test_an_answer_sent_twice_is_the_fault_of_the_scenario_that_caused_it() -> None:
    implementation = faulty("twice")
    try:
        game = implementation.create(POSITION)
        game.act("Rome", ACTIVATE)
        time.sleep(0.2)
        with pytest.raises(ImplementationFault, match=r"wrote a line nobody asked for after answering "
                                                      r"'act' \(request 3\)"):
            implementation.check_idle()  # what the corpus does at the end of every scenario
    finally:
        implementation.close()


def test_the_text_of_an_answer_is_kept_only_up_to_a_bound_on_both_transports() -> None:
    # a refusal padded with a megabyte of log would otherwise be kept whole in every transcript
    # and report of the run
    served = faulty("long-text", timeout=5)
    in_process = GuardedImplementation(RefusesAtLength(), timeout=5)
    try:
        for implementation in (served, in_process):
            game = implementation.create(POSITION)
            with pytest.raises(Refusal) as caught:
                game.act("Rome", ACTIVATE)
            assert len(caught.value.rule) <= TEXT_CHARS and len(caught.value.message) <= TEXT_CHARS
            assert caught.value.rule.startswith("9.1-a") and caught.value.rule.endswith("...")
            assert caught.value.message.startswith("the log: xxx")
    finally:
        served.close()


def test_strict_json_reading() -> None:
    for text, problem in [('{"a": Infinity}', "Infinity is not a JSON number"),
                          ('{"a": 1, "a": 2}', "duplicate key 'a'"),
                          ('{"a": [1e999]}', "at a/0: inf is not a JSON number"),
                          ("[" * 50_000 + "]" * 50_000, "nested deeper than")]:
        with pytest.raises(JSONProblem, match=problem.replace("(", r"\(").replace("[", r"\[")):
            loads(text)
    assert loads('{"k": "\\ud800"}') == {"k": "\\ud800"}, "a lone surrogate is kept, escaped"


#: results of act() that are not JSON data: where in the events the strict walk finds what is amiss
NOT_JSON = [(ReturnsASet, "0/leaders", "a set is not JSON data"),
            (ReturnsAnEnum, "0/leaders/0", "a Leader is not JSON data")]


@pytest.mark.parametrize("implementation, where, problem", NOT_JSON)
def test_in_process_results_are_checked_like_protocol_answers(implementation, where, problem) -> None:
    game = GuardedImplementation(implementation(), timeout=5).create(POSITION)
    with pytest.raises(ImplementationFault, match=r"act\(\) returned something that is not JSON data: "
                                                  + re.escape(f"at {where}: {problem}")):
        game.act("Rome", ACTIVATE)


@pytest.mark.parametrize("implementation, where, problem", NOT_JSON)
def test_the_protocol_server_answers_an_error_for_results_that_are_not_json(implementation, where, problem) -> None:
    """The same problem as in-process: an Enum member a JSON writer would write as its value too."""
    requests = b"".join(json.dumps(r).encode() + b"\n" for r in [
        {"seq": 1, "op": "hello", "protocol": "1.0", "contract": "1.0"},
        {"seq": 2, "op": "create", "position": POSITION},
        {"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": ACTIVATE},
        {"seq": 4, "op": "stop"}])
    out = io.BytesIO()
    stdout = sys.stdout
    try:
        serve(implementation(), io.BytesIO(requests), out)
    finally:
        sys.stdout = stdout
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [a["seq"] for a in answers] == [1, 2, 3, 4], "the server keeps serving"
    assert answers[2]["error"]["message"].startswith(
        f"the implementation's result is not JSON data: at result/events/{where}: {problem}")


# -- 5. no process left behind ----------------------------------------------------------------


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(") ")[1].startswith("Z")  # a zombie is gone, only not yet reaped
    except OSError:
        return True


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc (Linux)")
def test_a_grandchild_that_escapes_the_process_group_does_not_outlive_the_run(tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    implementation = faulty("grandchild", env={**os.environ, "FAULTY_GRANDCHILD_PID": str(pid_file)})
    implementation.describe()
    deadline = time.monotonic() + 20
    while not (pid_file.exists() and pid_file.read_text()):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    grandchild = int(pid_file.read_text())
    assert not _gone(grandchild)
    started = time.monotonic()
    implementation.close()
    while not _gone(grandchild):
        assert time.monotonic() - started < 10, "the grandchild outlived the run"
        time.sleep(0.05)


# -- 6. a console a person can read -----------------------------------------------------------


def test_an_unknown_scheme_or_a_missing_program_is_one_usage_error() -> None:
    with pytest.raises(ImplementationSpecError, match="unknown scheme 'java:'"):
        load_implementation("java:-jar impl.jar")
    with pytest.raises(ImplementationSpecError, match="no program 'no-such-program' on the PATH"):
        load_implementation("exec:no-such-program --fast")
    with pytest.raises(ImplementationSpecError, match="cannot read the command line"):
        load_implementation("exec:node 'unclosed")


def test_an_unimportable_module_is_one_usage_error_before_anything_runs(tiny: Path,
                                                                       capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation",
                             "python:tests.support.faulty.unimportable:Implementation")
    assert code == run_command.EXIT_USAGE
    output = capfd.readouterr()
    text = output.out + output.err
    assert "a dependency of this implementation is missing" in text
    assert "Traceback" not in text and len(text.splitlines()) < 40
    assert {r["status"] for r in results["records"]} == {"not-run"}


def test_an_errored_scenario_is_one_line_of_the_summary_counted_as_an_error(tiny: Path,
                                                                            capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("crash", "--once", str(tiny / "flag")))
    assert code == run_command.EXIT_IMPLEMENTATION
    out = capfd.readouterr().out
    assert "_pytest" not in out and "Traceback" not in out
    game = next(line for line in out.splitlines() if line.strip().startswith("The Sword of Rome"))
    assert game.split()[4:9] == ["2", "1", "0", "1", "0"], "played, passed, failed, errored, unsupported"
    assert "1 errored: " in out and "exited with code 1 before answering 'act' (request " in out
    assert len(out.splitlines()) < 20, "one screen"
    record = by_scenario(results["records"])[FIRST]
    assert record["cause"] == "implementation" and "RuntimeError" in record["message"], "full detail in reports"


def test_with_v_an_errored_scenario_is_a_short_paragraph_counted_as_an_error(tiny: Path,
                                                                           capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("crash", "--once", str(tiny / "flag")),
                             "-v")
    assert code == run_command.EXIT_IMPLEMENTATION
    out = capfd.readouterr().out
    assert "errored: exited with code 1 before answering 'act' (request " in out
    assert "_pytest" not in out and "conformance/connection/process.py" not in out, "no pytest-internal traceback"
    assert "1 passed, 1 error" in out and "failed" not in out
    record = by_scenario(results["records"])[FIRST]
    assert record["cause"] == "implementation" and "RuntimeError" in record["message"], "full detail in reports"


def test_an_implementation_error_answer_is_escaped_for_the_console() -> None:
    error = ImplementationError("bad\x1b[2J", {"trace": "line\r\x07"})
    assert "\x1b" not in str(error) and "\\x1b[2J" in str(error)


def test_a_program_of_another_protocol_version_is_said_to_have_started_and_answered(
        tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("bad-version"))
    assert code == run_command.EXIT_IMPLEMENTATION
    text = "".join(capfd.readouterr())
    assert "cannot be started" not in text
    problem, = [p["message"] for p in results["problems"] if p["kind"] == "implementation"]
    assert problem.startswith("the implementation started and answered its hello, but the runner cannot play "
                              'with it: its hello speaks protocol version "1.0"; this runner speaks '), problem
    assert {r["status"] for r in results["records"]} == {"not-run"}


def test_a_program_that_never_gets_past_its_handshake_is_one_message(tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, results = tiny_run(tiny / "reports", "--implementation", faulty_spec("exit-in-handshake"))
    assert code == run_command.EXIT_IMPLEMENTATION
    output = capfd.readouterr()
    text = output.out + output.err
    assert "the implementation cannot be started" in text and "cannot find my rule tables" in text
    assert len(text.splitlines()) < 40, "one message, not one per scenario"
    assert {r["status"] for r in results["records"]} == {"not-run"}


def test_a_2_0_program_that_refuses_the_capabilities_passes_with_no_capabilities(
        tiny: Path, capfd: pytest.CaptureFixture) -> None:
    code, _ = tiny_run(tiny / "offered", "--implementation", faulty_spec("strict-hello"))
    assert code == run_command.EXIT_IMPLEMENTATION
    assert "--no-capabilities" in "".join(capfd.readouterr())
    code, results = tiny_run(tiny / "plain", "--implementation", faulty_spec("strict-hello"), "--no-capabilities")
    assert code == 0
    assert {r["status"] for r in results["records"]} == {"passed"}
