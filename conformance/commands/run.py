"""``conformance run``: play the corpus against implementations and report.

    conformance run [--implementation SPEC]... [--game GAME]... [--clause ID]...
                    [--tag TAG]... [-k TEXT] [--expectations FILE]...
                    [--report-dir DIR] [--request-timeout S] [--restart-budget N] [--no-capabilities]
                    [--no-reference-check] [--reading ERRATUM=READING]...
                    [-- PYTEST ARGS]

Each implementation is played in its own pytest run with the corpus plugin
(so ``pytest --implementation SPEC`` gives the same verdicts), showing its
progress and its per-rule summary. Then the compliance matrix (clause x
implementation) is printed, and the report folder gets results.json,
junit.xml (rendered from results.json's records) and matrix.md for all runs,
and a sub-folder per implementation.

Everything that can be checked before a run is checked first (option
values, game/clause/tag ids, implementation specs, the catalogs, the report
folder): a problem there is one message and exit status 2, before anything
runs. A fixture file that cannot be loaded is said once before the runs
start; they go on (the scenarios that read it error) and exit with status 2. Exit statuses (docs/protocol.md, "What the runner guarantees"):

- 0: every selected scenario went as expected;
- 1: deviations: a scenario failed (the implementation broke a rule) or
  passed unexpectedly;
- 2: usage or corpus error: bad options or ids, pytest arguments after --
  that set what this command sets, replace its selection or play nothing, a
  folder where a report file goes, a selection that matches no
  scenario, an implementation spec that cannot work, a corpus file
  (catalog, feature) that cannot be read, or the corpus's own code broke
  (a scenario errored with cause ``corpus``: not the implementation's fault);
- 3: the implementation errored: it crashed, hung, answered garbage, raised
  in its own code, or its handshake names what the catalogs do not have; or
  the run's process ended in a way its records do not explain (killed, or
  after its last scenario before its final reports, or with a pytest exit
  status no record accounts for: :func:`unexplained_end`);
- 4: nothing was checked for an implementation: every scenario selected for it was unsupported
  (or skipped), even when other implementations of the same run were checked;
- 130: interrupted (Ctrl-C or SIGTERM): the implementation is sent
  ``stop``, the reports hold what ran, marked incomplete.

When several apply, the first in this order wins: 130, 2, 3, 1, 4.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from conformance import options, site
from conformance.connection.safe_text import printable
from conformance.compat.pytest_marks import expression_problem
from conformance.reports.console import say
from conformance.corpus import paths
from conformance.reports import console, summary
from conformance.reports import runs as reports
from conformance.reports.meta import implementation_entry, run_meta, seconds_of
from conformance.runner.results import RESULTS_VERSION

EXIT_OK, EXIT_DEVIATIONS, EXIT_USAGE, EXIT_IMPLEMENTATION, EXIT_NOTHING_CHECKED = 0, 1, 2, 3, 4
EXIT_INTERRUPTED = 130
EXIT_MEANINGS = {
    EXIT_OK: "every selected scenario went as expected",
    EXIT_DEVIATIONS: "deviations: scenarios failed or passed unexpectedly",
    EXIT_USAGE: "usage or corpus error",
    EXIT_IMPLEMENTATION: "the implementation errored",
    EXIT_NOTHING_CHECKED: "nothing was checked for an implementation: every scenario selected for it was unsupported "
                          "(or skipped)",
    EXIT_INTERRUPTED: "interrupted: the reports are incomplete",
}
#: where a corpus run's own output goes in its report folder, unless -v shows it
LOG = "pytest.log"
#: after Ctrl-C, how long the corpus run gets (beyond the request timeout) to stop the implementation
INTERRUPT_GRACE = 10.0


class UsageError(Exception):
    pass


def add_arguments(run: argparse.ArgumentParser) -> None:
    """The options of ``conformance run``."""
    options.add(run, options.IMPLEMENTATIONS, options.GAMES, options.CLAUSES, options.TAGS, options.EXCLUDE,
                options.KEYWORD,
                options.EXPECTATIONS, options.REPORT_DIR, options.REQUEST_TIMEOUT, options.RESTART_BUDGET,
                options.NO_CAPABILITIES, options.NO_REFERENCE_CHECK, options.READINGS, options.ONE_CORE)
    run.add_argument("-v", "--verbose", action="count", default=0,
                     help="also show each corpus run's own output: its progress, failures, per-rule table, and the "
                          "compliance matrix (by default: one line per game and the failing clauses)")
    run.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")


#: the corpus bindings (conformance/games/<game>/) and the project's pytest configuration;
#: the features and fixtures they read come from conformance.corpus.paths (WARGAME_CORPUS_ROOT)
CORPUS = paths.BINDINGS
PROJECT = paths.PROJECT


#: pytest plugins of the machine the corpus does not use, kept out of its runs: loading them is a
#: twentieth of a small run's time (the cache provider would also write into the corpus's folder)
UNUSED_PLUGINS = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:benchmark",
                  "-p", "no:platformdirs")


def pytest_command(args: argparse.Namespace, spec: str, report_dir: Path) -> list[str]:
    targets = [str(CORPUS / game) for game in args.game] or [str(CORPUS)]
    command = [
        sys.executable, "-m", "pytest", *targets,
        *paths.corpus_pytest_options(),
        *UNUSED_PLUGINS,
        "--implementation", spec,
        "--request-timeout", str(args.request_timeout), "--restart-budget", str(args.restart_budget),
        "--report-dir", str(report_dir),
        "--continue-on-collection-errors",
        "-q",
        # Python's own tracebacks in the run's output: pytest's long ones parse the source of every frame,
        # a tenth of a second for each failed scenario; the records keep the failure's message either way
        "--tb=native",
    ]
    if getattr(args, "verbose", 0):
        command.append("--rule-summary")
    if args.no_capabilities:
        command.append("--no-capabilities")
    if args.no_reference_check:
        command.append("--no-reference-check")
    if args.one_core:
        command.append("--one-core")
    for path in args.expectations:
        command += ["--expectations", str(Path(path).resolve())]
    for erratum, reading in args.reading:
        command += ["--reading", f"{erratum}={reading}"]
    markers = " or ".join([*args.clause, *args.tag])
    left_out = " or ".join(getattr(args, "excluded", []))
    if markers and left_out:
        command += ["-m", f"({markers}) and not ({left_out})"]
    elif markers or left_out:
        command += ["-m", markers or f"not ({left_out})"]
    if args.keyword:
        command += ["-k", args.keyword]
    return command + list(args.pytest_args)


folder_name = reports.folder_name


def check_arguments(args: argparse.Namespace) -> None:
    """Everything that can be wrong before a run: one UsageError naming it."""
    from conformance.connection.specs import ImplementationSpecError, check_spec
    from conformance.corpus import catalog as catalog_module
    from conformance.corpus import paths
    from conformance.corpus.expectations import (
        corpus_scenarios,
        is_same_implementation,
        load_expectations,
    )
    from conformance.corpus.readings import chosen_readings
    from conformance.corpus.selection import excluded, exclusion_problems, selection_problems
    from conformance.corpus.toml_data import DataFileError

    try:
        catalogs = catalog_module.load_all()
    except DataFileError as exc:
        raise UsageError(f"the rule catalogs are not usable: {exc}") from None
    problems = selection_problems(catalogs, args.game, args.clause, args.tag, bound_games())
    problems += exclusion_problems(catalogs, args.exclude)
    args.excluded = excluded(catalogs, args.exclude)  # the ids the patterns match, for -m
    try:
        chosen_readings(args.reading, catalogs)
    except ValueError as exc:
        problems += str(exc).splitlines()
    for spec in args.implementation:
        try:
            check_spec(spec)
        except ImplementationSpecError as exc:
            problems.append(str(exc))
    problems += passthrough_problems(args)
    if args.keyword is not None:
        problem = expression_problem(args.keyword)
        if problem:
            problems.append(f"-k {args.keyword!r} is no pytest -k expression ({problem}): words are joined with "
                            "and, or, not and parentheses, e.g. -k 'leaves and erratum'")
    for path in args.expectations:
        if not Path(path).is_file():
            problems.append(f"--expectations {path!r}: no such file")
            continue
        try:
            named = load_expectations(path, corpus_scenarios(paths.FEATURES)).implementation
        except DataFileError as exc:
            problems.append(f"--expectations {path!r} is not usable: {exc}")
            continue
        specs = args.implementation or ["reference"]
        if not any(is_same_implementation(named, spec) for spec in specs):
            problems.append(f"--expectations {path!r} is for implementation {named!r}, which this run does not "
                            f"play ({', '.join(map(repr, specs))}): it would excuse nothing")
    try:
        check_report_dir(Path(args.report_dir))
        problems += report_path_problems(Path(args.report_dir), args.implementation or ["reference"])
    except UsageError as exc:
        problems.append(str(exc))
    if problems:
        raise UsageError("\n".join(problems))


#: pytest options the command sets itself (pytest_command): given again after --, they would win
#: over its own (a run playing another implementation than it reports, writing reports it never reads)
OWN_OPTIONS = ("--implementation", "--report-dir", "--request-timeout", "--restart-budget", "--expectations",
               "--no-capabilities", "--no-reference-check", "--reading", "--rootdir", "-c", "--config-file")
#: pytest options after which nothing is played: every scenario would be reported not run
PLAYS_NOTHING = ("--collect-only", "--co", "--fixtures", "--funcargs", "--markers", "--help", "-h", "--version", "-V")


def passthrough_problems(args: argparse.Namespace) -> list[str]:
    """Why the pytest arguments after -- cannot be given to the corpus run, one sentence each."""
    problems = []
    for word in args.pytest_args:
        name = word.split("=", 1)[0]
        if name in OWN_OPTIONS:
            problems.append(f"-- {word!r}: conformance run sets {name} itself; give it before -- "
                            f"(conformance run --help)")
        elif name in PLAYS_NOTHING:
            problems.append(f"-- {word!r}: plays no scenario, so the run would check nothing "
                            f"(run pytest {name} in the project for what it shows)")
        elif word.startswith("-m") and (args.clause or args.tag or args.exclude):
            problems.append(f"-- {word!r}: would replace the selection --clause, --tag and --exclude make (-m); "
                            f"give one or the other")
        elif word.startswith("-k") and args.keyword is not None:
            problems.append(f"-- {word!r}: would replace the selection -k {args.keyword!r} makes; "
                            f"give one or the other")
    return problems


def bound_games() -> list[str]:
    """The games whose corpus a run can play (each has its test module)."""
    return sorted(p.name for p in CORPUS.iterdir() if (p / "test_corpus.py").exists())


def broken_fixtures(games: list[str]) -> list[dict[str, str]]:
    """The games' fixture files that cannot be loaded, as problems of every run, said once before
    the first starts. The runs go on: the scenarios that read a broken file error (cause corpus),
    the rest are played, and the exit status is 2."""
    from conformance.corpus.fixtures import fixture_problems

    problems = [{"kind": "corpus", "message": f"broken fixture: {message}; the scenarios that read it error"}
                for message in fixture_problems(games)]  # no implementation: a problem of every run
    for problem in problems:
        print(f"conformance: {problem['message']}", file=sys.stderr, flush=True)
    return problems


def report_path_problems(report_dir: Path, specs: list[str]) -> list[str]:
    """What stands where a report goes: a folder where a report file goes, a file where a folder
    goes (an implementation's folder, the site). Found after the run, it would lose the reports."""
    problems = []
    for index, spec in enumerate(specs, start=1):
        folder = report_dir / folder_name(index, spec)
        if folder.exists() and not folder.is_dir():
            problems.append(f"--report-dir: {str(folder)!r}, where the reports of {spec} go, is a file")
        problems += [f"--report-dir: {str(path)!r}, where a report of {spec} goes, is a folder"
                     for path in reports.obstacles(folder)]
    problems += [f"--report-dir: {str(path)!r}, where a report goes, is a folder"
                 for path in reports.obstacles(report_dir)]
    site_folder = report_dir / "site"
    if site_folder.exists() and not site_folder.is_dir():
        problems.append(f"--report-dir: {str(site_folder)!r}, where the rules site goes, is a file")
    return problems


def check_report_dir(directory: Path) -> None:
    if directory.exists() and not directory.is_dir():
        raise UsageError(f"--report-dir {str(directory)!r} is a file, not a folder")
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".conformance-check-"):
            pass
    except OSError as exc:
        raise UsageError(f"--report-dir {str(directory)!r} is not a writable folder: "
                         f"{exc.strerror or exc}") from None


def run_pytest(command: list[str], token: str, grace: float, folder: Path | None = None,
               log: Path | None = None, progress: "Any" = None) -> tuple[int, bool]:
    """Run the corpus; (exit status, interrupted). Ctrl-C (or SIGTERM) is passed on once, as
    SIGINT, so pytest stops, sends the implementation ``stop`` and writes its reports; a run that
    takes longer than ``grace`` to stop, or a second Ctrl-C, kills it. Once the run has written
    its final results into ``folder``, it gets ``grace`` seconds of work or of waiting to end (see
    Lingering); a process still there then (an in-process implementation left a thread running) is
    killed: status EXIT_LINGERED.
    ``log``: where the run's own output goes (None: this command's output); ``progress``: a
    conformance.reports.console.Progress told how many scenarios the run has finished."""
    from conformance.connection.process import TOKEN_VARIABLE

    env = {**os.environ, TOKEN_VARIABLE: token}
    output = open(log, "w", encoding="utf-8") if log is not None else None  # noqa: SIM115 - closed below
    try:
        # its own process group: a Ctrl-C at the terminal reaches this process only, which passes it on once
        child = subprocess.Popen(command, env=env, process_group=0, stdout=output,
                                 stderr=subprocess.STDOUT if output is not None else None)
    except BaseException:
        if output is not None:
            output.close()
        raise
    try:
        return _wait_for(child, grace, folder, progress), False
    except KeyboardInterrupt:
        if progress is not None:
            progress.close(final=False)
        print("\nconformance: interrupted; stopping the run and writing what it played "
              "(press Ctrl-C again to kill it)", file=sys.stderr, flush=True)
        child.send_signal(signal.SIGINT)
        try:
            child.wait(timeout=grace)
        except (KeyboardInterrupt, subprocess.TimeoutExpired):
            child.kill()
            child.wait()
        return child.returncode, True
    finally:
        if child.poll() is None:  # pragma: no cover - an exception other than Ctrl-C
            child.kill()
            child.wait()
        if output is not None:
            output.close()


#: run_pytest's status for a run that wrote its results but did not end within its grace (Lingering)
EXIT_LINGERED = -1


class _Played:
    """How far a corpus run is, read from its report folder: the scenarios collected (results.json,
    written once collection is done) and those finished (progress.ndjson, a line each)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.total: int | None = None
        self.finished: dict[str, str] = {}  # node id -> status
        self._offset = 0

    def read(self) -> None:
        if self.total is None and (self.folder / "results.json").exists():
            try:
                self.total = len(reports.load_records(self.folder / "results.json")) or None
            except (OSError, ValueError):
                pass
        try:
            with open(self.folder / reports.PROGRESS, "rb") as handle:
                handle.seek(self._offset)
                chunk = handle.read()
        except OSError:
            return
        complete = chunk[:chunk.rfind(b"\n") + 1]  # a line still being written is read next time
        self._offset += len(complete)
        for line in complete.splitlines():
            if line.startswith(b'{"record"'):
                try:
                    record = json.loads(line)["record"]
                except (ValueError, KeyError, TypeError):
                    continue
                self.finished[record.get("nodeid")] = record.get("status")

    def note(self) -> str:
        bad = sum(1 for status in self.finished.values() if reports.is_bad(status))
        return f"{bad} failed or errored" if bad else ""


#: how long past its final results a run may take in wall time, as a multiple of its grace, however
#: busy or starved it is: a run that gets a little CPU now and then is ended at last
LINGER_WALL_FACTOR = 8
#: less CPU than this between two looks, with its main thread asleep: the run is waiting, not working
IDLE_CPU = 0.01


def process_times(pid: int) -> tuple[float, str] | None:
    """The CPU seconds a process has used (all its threads) and its main thread's state letter
    (``S`` asleep, ``R`` running or waiting for a CPU, ``D`` in I/O...), from Linux's /proc; None
    where there is no /proc or the process is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2:].split()  # the name in parentheses may hold spaces
    try:
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), fields[0]
    except (IndexError, ValueError, OSError):
        return None


class Lingering:
    """Whether a run that has written its final results is lingering: it has either worked (used
    CPU) or waited (its main thread asleep, using none) for ``grace`` seconds since. Time it spends
    ready to run but without a CPU (a loaded machine) counts as neither, so a slow end is not taken
    for a thread left running; ``grace`` x LINGER_WALL_FACTOR of wall time ends it all the same.
    Without /proc (``times`` None), wall time alone counts, ``grace`` of it."""

    def __init__(self, grace: float, now: float, times: tuple[float, str] | None) -> None:
        self.grace = grace
        self.started = self.last = now
        self.cpu_at_start = self.cpu = times[0] if times else None
        self.idle = 0.0

    def is_lingering(self, now: float, times: tuple[float, str] | None) -> bool:
        wall = now - self.started
        if self.cpu is None or times is None:
            return wall > (self.grace if self.cpu is None else self.grace * LINGER_WALL_FACTOR)
        cpu, state = times
        if cpu - self.cpu < IDLE_CPU and state == "S":
            self.idle += now - self.last
        self.cpu, self.last = cpu, now
        return (cpu - self.cpu_at_start > self.grace or self.idle > self.grace
                or wall > self.grace * LINGER_WALL_FACTOR)


def _wait_for(child: subprocess.Popen, grace: float, folder: Path | None, progress: Any = None) -> int:
    """The child's exit status; EXIT_LINGERED when it outlives its final results (see Lingering)."""
    if folder is None:
        return child.wait()
    lingering: Lingering | None = None
    played = _Played(folder)
    while True:
        try:
            code = child.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            code = None
        if progress is not None:
            played.read()
            progress.set_total(played.total)
            progress.update(len(played.finished), played.note())
        if code is not None:
            return code
        if lingering is None:
            if (folder / "results.json").exists() and not (folder / reports.PROGRESS).exists():
                # the recorder removes its progress file once it is done
                lingering = Lingering(grace, time.monotonic(), process_times(child.pid))
        elif lingering.is_lingering(time.monotonic(), process_times(child.pid)):
            child.kill()
            child.wait()
            return EXIT_LINGERED


#: pytest's exit status when no test was selected (pytest.ExitCode.NO_TESTS_COLLECTED)
NO_SCENARIO = 5
#: pytest's exit status when it refused its command line (pytest.ExitCode.USAGE_ERROR)
PYTEST_USAGE_ERROR = 4


def unexplained_end(spec: str, code: int, payload: dict[str, Any], log: Path | None = None) -> dict[str, str] | None:
    """A problem for a run whose end its results do not explain, or None: its process ended abruptly
    after its last scenario (its results incomplete), or pytest's exit status says something broke
    (an internal error, a crash, a signal) where no record or problem says what. Such a run is
    never a quiet success: pytest's output above says what broke."""
    if payload.get("interrupted") or payload.get("problems"):
        return None  # said by the run itself
    if code == PYTEST_USAGE_ERROR:  # nothing was played: the records left are all not run
        return {"kind": "usage", "implementation": spec, "message": (
            f"the run for {spec} ended with pytest exit status {code}: pytest refused its command line (an "
            f"argument after --?), so no scenario was played; see its output ({log if log is not None else 'above'})")}
    records = payload.get("records", [])
    if any(reports.is_bad(r.get("status", "")) for r in records):
        return None  # a bad record decides the exit status, and says why
    complete = bool(payload.get("complete", True))
    if complete and code == (0 if records else NO_SCENARIO):
        return None
    how = (f"was killed by signal {_signal_name(-code)}" if code < 0 else f"ended with pytest exit status {code}")
    return {"kind": "implementation", "implementation": spec, "message": (
        f"the run for {spec} {how}, which its records do not explain"
        + ("" if complete else ", before it wrote its final reports (they hold what it played)")
        + f": see its output ({log if log is not None else 'above'})")}


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return str(number)


def main(args: argparse.Namespace) -> int:
    """Run ``conformance run`` with its parsed arguments; the exit status."""
    try:
        check_arguments(args)
    except UsageError as exc:
        for line in str(exc).splitlines():
            print(f"conformance: {line}", file=sys.stderr)
        print(f"exit status {EXIT_USAGE}: {EXIT_MEANINGS[EXIT_USAGE]}", file=sys.stderr, flush=True)
        return EXIT_USAGE
    previous = _sigterm_as_interrupt()
    try:
        return _run_all(args)
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _sigterm_as_interrupt() -> Any:
    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    try:
        return signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread
        return None


def _run_all(args: argparse.Namespace) -> int:
    from conformance.connection.process import kill_marked

    specs = args.implementation or ["reference"]
    report_dir = Path(args.report_dir)
    started = time.time()
    described: list[dict[str, Any]] = []  # meta.implementations: each run's spec, handshake and times
    report_notes: list[str] = []  # reports that could not be written (the Cucumber HTML report without Node.js)
    runs: list[reports.Run] = []
    problems = broken_fixtures(args.game or bound_games())
    interrupted = signalled = False
    complete = True
    verbose = getattr(args, "verbose", 0) > 0
    game_titles, clause_titles = _titles()
    readings = {erratum: reading for erratum, reading in args.reading}
    if readings:
        say("conformance: readings (the run's defaults; scenarios that pin a reading keep theirs): "
            + ", ".join(f"{e}={r}" for e, r in readings.items()))
    for index, spec in enumerate(specs, start=1):
        folder = report_dir / folder_name(index, spec)
        for stale in (folder / "results.json", folder / reports.PROGRESS):
            if stale.exists():
                stale.unlink()
        say(f"{chr(10) if verbose else ''}=== conformance run {index}/{len(specs)}: {spec}")
        token = uuid.uuid4().hex
        run_started = time.time()
        log = None if verbose else folder / LOG
        progress = None if verbose else console.Progress("played", unit="scenarios")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            code, interrupted = run_pytest(pytest_command(args, spec, folder), token,
                                           args.request_timeout + INTERRUPT_GRACE, folder, log, progress)
        except KeyboardInterrupt:  # between runs
            code, interrupted = EXIT_INTERRUPTED, True
        finally:
            if progress is not None:
                progress.close(final=False)
        kill_marked(token)  # nothing the run started outlives it
        played_for = time.time() - run_started
        payload = reports.recover(folder)
        described.append(_described(spec, payload, run_started))
        if payload is not None:
            report_notes += cucumber_reports(folder, payload, html=not interrupted)
        if payload is None:
            kind = "usage" if code == 4 else "implementation"
            problems.append({"kind": kind, "implementation": spec,
                             "message": f"the run for {spec} wrote no results (pytest exit status {code})"})
            runs.append((spec, []))
        else:
            records = payload.get("records", [])
            if code == EXIT_LINGERED:
                problems.append({"kind": "implementation", "implementation": spec, "message": (
                    f"the run had written its results but its process did not end within "
                    f"{args.request_timeout + INTERRUPT_GRACE:g} s of work or of waiting: the implementation left something running "
                    "(a thread that is not a daemon, a child process); it was killed")})
            for problem in payload.get("problems", []):
                problems.append({**problem, "implementation": spec})
            if not records and not payload.get("problems") and not interrupted and code == NO_SCENARIO:
                problems.append({"kind": "usage", "implementation": spec,
                                 "message": "the selection matches no scenario"})
            elif not interrupted and code != EXIT_LINGERED:
                unexplained = unexplained_end(spec, code, payload, log)
                if unexplained is not None:
                    problems.append(unexplained)
                    _tail(log)
            complete = complete and bool(payload.get("complete", True))
            if payload.get("interrupted") and not interrupted:
                # SIGINT reached the run's own process, not this one: sent by the implementation or
                # another process, never by Ctrl-C at the terminal (the run has its own process group)
                signalled = True
                problems.append({"kind": "implementation", "implementation": spec, "message": (
                    "the run was interrupted by a signal this command did not pass on (the implementation "
                    "or another process signalled the run's process); its reports are incomplete")})
            runs.append((spec, records))
        if not verbose:
            for line in summary.summary(spec, runs[-1][1], game_titles, clause_titles, played_for):
                say(line)
        if interrupted:
            for skipped in specs[index:]:
                problems.append({"kind": "interrupted", "implementation": skipped,
                                 "message": f"not run: the run was interrupted before {skipped}"})
            break
    notes = ([f"{p.get('implementation', 'corpus')}: {p['message']}" for p in problems] + _corpus_faults(runs)
             + _silent_games(runs) + _unplayed(runs) + _excused(runs) + reports.reference_check_notes(runs)
             + report_notes)
    if interrupted or not complete:
        notes.insert(0, "incomplete: the run was interrupted or ended abruptly; these reports hold what it played")
    matrix = reports.write_matrix(report_dir, runs, notes)
    meta = run_meta(started=started, finished=time.time(),
                    command=getattr(args, "command_line", ["conformance", "run"]), implementations=described)
    # results.json and, from the same records, junit.xml
    reports.write_results(report_dir, runs, RESULTS_VERSION, complete=complete and not interrupted,
                          interrupted=interrupted or signalled, problems=problems, meta=meta,
                          readings=readings)
    text = matrix.read_text(encoding="utf-8")
    if verbose:
        say("\n" + text)
    site_broken = _build_site(report_dir)
    for note in notes:
        say(f"conformance: {note}", sys.stderr)
    say(f"reports: {report_dir / 'results.json'}, {report_dir / 'junit.xml'}, {matrix}")
    cucumber = [str(html) for index, spec in enumerate(specs, start=1)
                if (html := report_dir / folder_name(index, spec) / "cucumber.html").is_file()]
    if cucumber:
        say(f"Cucumber reports: {', '.join(cucumber)}")
    step_summary = os.environ.get("GITHUB_STEP_SUMMARY")
    if step_summary:
        try:
            with open(step_summary, "a", encoding="utf-8") as handle:
                handle.write(text + "\n")
        except OSError as exc:
            say(f"conformance: cannot append to GITHUB_STEP_SUMMARY: {exc}", sys.stderr)
    status = exit_status(runs, problems, interrupted)
    if site_broken and status != EXIT_INTERRUPTED:
        status = EXIT_USAGE  # a corpus file the site cannot read, or a site not built: never a quiet success
    say(f"exit status {status}: {EXIT_MEANINGS[status]}")
    return status


def _titles() -> tuple[dict[str, str], dict[str, str]]:
    """The games' titles and the clauses' titles, from the catalogs (empty where they cannot be read)."""
    from conformance.corpus import catalog as catalog_module
    from conformance.corpus.toml_data import DataFileError

    try:
        catalogs = catalog_module.load_all()
    except (DataFileError, OSError, ValueError):
        return {}, {}
    return ({game: cat.title for game, cat in catalogs.items()},
            {cid: clause.title for cat in catalogs.values() for cid, clause in cat.clauses.items()})


def _tail(log: Path | None, lines: int = 15) -> None:
    """The last lines of a corpus run's own output, on stderr, when its end needs explaining."""
    if log is None or not log.is_file():
        return
    last = log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
    say(f"conformance: the last lines of its output ({log}):", sys.stderr)
    for line in last:
        say(f"  | {printable(line)}", sys.stderr)


def cucumber_reports(folder: Path, payload: dict[str, Any], html: bool = True) -> list[str]:
    """The run's Cucumber Messages (messages.ndjson) and the official Cucumber HTML report rendered from
    them (cucumber.html) in its report folder; a note for each that could not be written. An
    interrupted run (``html`` false) ends without waiting for Node.js to render the report."""
    from conformance.reports import html_report, messages

    stream = folder / "messages.ndjson"
    try:
        messages.write(stream, payload)
    except Exception as exc:  # noqa: BLE001 - the other reports stand; the note says what broke
        return [f"{payload.get('implementation', folder.name)}: could not write {stream}: {type(exc).__name__}: {exc}"]
    if not html:
        (folder / "cucumber.html").unlink(missing_ok=True)
        return [f"{payload.get('implementation', folder.name)}: no Cucumber HTML report: the run was interrupted "
                f"(its Cucumber Messages are in {stream})"]
    try:
        html_report.render(stream, folder / "cucumber.html",
                           say=lambda text: print(f"conformance: {text}", file=sys.stderr, flush=True))
    except html_report.Unavailable as exc:
        return [f"{payload.get('implementation', folder.name)}: no Cucumber HTML report: {exc}"]
    return []


def _described(spec: str, payload: dict[str, Any] | None, started: float) -> dict[str, Any]:
    """The run's entry of ``meta.implementations``: as its own results.json says it (what the
    implementation's handshake gave, when its run started), ended now."""
    own = next(iter(((payload or {}).get("meta") or {}).get("implementations") or []), {})
    return implementation_entry(spec, own, seconds_of(own.get("started")) or started, time.time())


def _build_site(report_dir: Path) -> bool:
    """Build the rules site from the run's results; True when it could not be built whole.

    The matrix and results never depend on the site: a failure here is reported and the run goes
    on to its summary, whose exit status it then turns to 2 (a site not built whole is no quiet
    success)."""
    try:
        built = site.build(report_dir / "site", [report_dir / "results.json"])
    except Exception as exc:  # noqa: BLE001 - reported, and the run still prints its matrix and status
        print(f"conformance: could not build the site in {report_dir / 'site'}: {type(exc).__name__}: {exc}",
              file=sys.stderr, flush=True)
        return True
    say(f"site: {built.index}")
    for problem in built.unreadable:
        print(f"conformance: the site leaves out a feature file that cannot be read: {problem}",
              file=sys.stderr, flush=True)
    return bool(built.unreadable)


def _corpus_faults(runs: list[reports.Run]) -> list[str]:
    """A note for each run with scenarios errored by the corpus's own fault (cause ``corpus``), so an
    implementer reading the console does not take them for the implementation's: the first one's
    message says what broke and where."""
    notes = []
    for label, records in runs:
        broken = [r for r in records if r["status"] == "errored" and r.get("cause") == "corpus"]
        if broken:
            first = (broken[0].get("message") or "").strip().splitlines()
            notes.append(f"{label}: {len(broken)} scenario(s) errored by the corpus's fault, not the "
                         f"implementation's (cause \"corpus\" in results.json), e.g. {broken[0]['scenario']!r}: "
                         f"{first[0][:400] if first else ''}")
    return notes


def _silent_games(runs: list[reports.Run]) -> list[str]:
    """Loud notes for a game an implementation declares but supports none of the scenarios of."""
    notes = []
    for label, records in runs:
        by_game: dict[str, list[dict[str, Any]]] = {}
        for record in records:
            by_game.setdefault(record.get("game") or "?", []).append(record)
        for game, played in sorted(by_game.items()):
            if all(r["status"] in ("unsupported", "skipped") for r in played) and not all(
                    "declares no game" in r.get("message", "") for r in played):
                notes.append(f"{label} declares {game} but supports none of its {len(played)} selected "
                             "scenarios: nothing of it was checked")
    return notes


def _unplayed(runs: list[reports.Run]) -> list[str]:
    """For each run that left scenarios unplayed (unsupported, skipped): how few were played, so a
    green run over a few scenarios does not read as one over the corpus."""
    notes = []
    for label, records in runs:
        counts = Counter(r["status"] for r in records)
        unplayed = counts["unsupported"] + counts["skipped"]
        if unplayed and len(records) > unplayed:
            notes.append(f"{label}: played {len(records) - unplayed} of {len(records)} selected scenarios; "
                         f"{counts['unsupported']} unsupported" + (f", {counts['skipped']} skipped"
                                                                    if counts["skipped"] else "")
                         + ": nothing of those was checked")
    return notes


def _excused(runs: list[reports.Run]) -> list[str]:
    """For each run with expected failures: how many of its scenarios its expectations excuse, so a
    green run whose scenarios mostly fail as listed does not read as one that passed them."""
    notes = []
    for label, records in runs:
        counts = Counter(r["status"] for r in records)
        if counts["expected-failure"]:
            notes.append(f"{label}: {counts['expected-failure']} of {len(records)} selected scenarios failed as its "
                         f"expectations say (expected failures: excused, not passed); {counts['passed']} passed")
    return notes


def exit_status(runs: list[reports.Run], problems: list[dict[str, str]], interrupted: bool) -> int:
    """The documented exit status of a run (see the module docstring)."""
    if interrupted:
        return EXIT_INTERRUPTED
    records = [r for _, rs in runs for r in rs]
    statuses = Counter(r["status"] for r in records)
    causes = {r.get("cause", "implementation") for r in records if r["status"] == "errored"}
    kinds = {p["kind"] for p in problems}
    if kinds & {"usage", "corpus"} or "corpus" in causes:
        return EXIT_USAGE
    if "implementation" in kinds or "implementation" in causes or statuses["not-run"]:
        return EXIT_IMPLEMENTATION
    if statuses["failed"] or statuses["unexpected-pass"]:
        return EXIT_DEVIATIONS
    for _, rs in runs:
        if rs and all(r["status"] in ("unsupported", "skipped") for r in rs):
            return EXIT_NOTHING_CHECKED
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
