"""Per-scenario results: status, message, duration; the per-rule summary.

Statuses: passed, failed, errored, unsupported, expected-failure,
unexpected-pass, skipped (and not-run for a collected scenario that never
reported). A scenario fails when an assertion about the
implementation's behaviour does not hold; it errors when something else
broke (the implementation crashed or answered garbage, a step is missing).

results.json holds one record per scenario: nodeid, game, clauses, errata,
scenario, feature, line, rule, an outline's ``example`` (the row it plays),
implementation, status, message, duration, expectation (the expectations
entry that applied, or null), ``reference_check`` (what the reference check
found) and ``steps_done`` (how many steps ran to their end); a scenario whose
steps failed or errored also has its ``transcript``; an errored
record also has ``cause``, whose code broke (:func:`fault_of`): ``"implementation"``
(it crashed, hung, answered garbage, raised in its own code) or ``"corpus"``
(a feature file, catalog or step of the corpus is wrong, or the corpus's own
code raised on answers that fit the contract: its message says where, and
that the implementation is not at fault). Beside the records: ``version`` (the format's),
``implementation``, ``meta`` (when, on what and with which corpus it ran), ``complete`` (false
when the run was interrupted or ended abruptly), ``interrupted``, ``readings`` (the run's
``--reading`` choices) and ``problems`` (what stopped the run before scenarios were played:
``{"kind": "usage" | "corpus" | "implementation", "message"}``). docs/results.md describes
every field.

The file is written atomically when the scenarios are collected (every one
not-run) and at the end; in between, each finished scenario is appended to
``progress.ndjson`` beside it, flushed at once, so a run that dies (an
in-process implementation calling ``os._exit``, a kill) leaves what it
played: :func:`conformance.reports.runs.recover` folds the progress into
results.json, marked incomplete.
"""

from __future__ import annotations

import json
import os
import time
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from conformance.connection.safe_text import printable
from conformance.corpus import paths
from conformance.corpus.catalog import clause_index
from conformance.corpus.tags import shown_path
from conformance.reports.runs import (
    ABRUPT,
    PROGRESS,
    clause_sort_key,
    write_atomic,
    write_matrix,
)
from conformance.reports.meta import implementation_entry, run_meta
from conformance.reports.strength import strength_note

STATUSES = ("passed", "failed", "errored", "unsupported", "expected-failure", "unexpected-pass", "skipped")
#: the per-rule summary's columns (status, heading): every status, so that its counts add up to the scenarios
SUMMARY_COLUMNS = (("passed", "pass"), ("failed", "fail"), ("errored", "error"), ("unsupported", "unsup"),
                   ("expected-failure", "xfail"), ("unexpected-pass", "xpass"), ("skipped", "skip"),
                   ("not-run", "unrun"))
UNSUPPORTED_PREFIX = "unsupported:"
RESULTS_VERSION = 2


MESSAGE_CHARS = 4000
#: where a pytest-xdist worker hands its problems to the controller (its ``workeroutput``), whose
#: reports are the run's: a handshake that stops every worker is said, not lost
WORKER_PROBLEMS = "conformance_problems"
#: ... and what the implementation's handshake said it is (results.json's ``meta``)
WORKER_DESCRIBED = "conformance_described"


def status_hint_for(call: pytest.CallInfo[None]) -> str | None:
    """Tell failures of the rules apart from other breakage."""
    if call.excinfo is None or call.when != "call":
        return None
    if _is_corpus_fault(call):
        return "errored"
    if call.excinfo.errisinstance((AssertionError, pytest.fail.Exception)):
        return None
    if call.excinfo.errisinstance((pytest.skip.Exception, pytest.xfail.Exception)):
        return None
    return "errored"


#: the corpus's own code: the runner, its steps and test modules (the conformance package)
CORPUS_CODE = paths.PACKAGE


def fault_of(call: pytest.CallInfo[None], implementation_code: tuple[Path, ...] | None = None) -> tuple[str, str]:
    """``(cause, where)`` of an error: whose code broke (``"implementation"`` or ``"corpus"``), and --
    when an exception of no kind the contract or the corpus names was raised in the corpus's own
    code -- where (``file:line in function``; else "").

    - the corpus's typed faults (a scenario, feature file, data file or step that is wrong):
      ``corpus``;
    - the implementation's typed faults (:class:`conformance.connection.process.ImplementationFault`, which an
      in-process implementation's crash, non-JSON answer, misfit contract error or timeout becomes
      too, and :class:`~conformance.connection.process.ImplementationError`), and an ``AssertionError`` (a
      breach of the contract, where it errors a setup or a teardown): ``implementation``;
    - anything else, by where it was raised (:func:`raised_in`): in the implementation's own code
      (``implementation_code``: the folders and files of an in-process implementation, None for a
      program over the protocol, none of whose code runs here), ``implementation``; in the corpus's
      code, ``corpus`` -- the implementation's answers, each judged before the corpus reads it
      (conformance.connection.inprocess, conformance.checks.promises.check_fits), fit the contract. An in-process
      implementation's own code seldom shows here: conformance.connection.inprocess turns whatever it raises
      into an ImplementationFault.
    """
    from conformance.connection.process import ImplementationError, ImplementationFault

    if call.excinfo is None or _is_corpus_fault(call):
        return "corpus", ""
    exc = call.excinfo.value
    if isinstance(exc, (ImplementationFault, ImplementationError, AssertionError)):
        return "implementation", ""
    return raised_in(exc.__traceback__, implementation_code)


def raised_in(tb: Any, implementation_code: tuple[Path, ...] | None) -> tuple[str, str]:
    """``(cause, where)`` of an exception raised along ``tb``: its innermost frame in either the
    implementation's code (``implementation_code``, checked first: an implementation may be an
    installed library) or the corpus's (the conformance package) decides; the frames of any other
    code (the standard library, pytest, pytest-bdd, jsonschema, a library the implementation uses)
    are passed over, up to the code that called them. None decides: the corpus's machinery (pytest,
    pytest-bdd, on which the corpus runs) broke."""
    frames = traceback.extract_tb(tb)
    for frame in reversed(frames):
        path = _source(frame.filename)
        if path is None:
            continue
        if implementation_code and any(_within(path, root) for root in implementation_code):
            return "implementation", ""
        if _within(path, CORPUS_CODE):
            return "corpus", f"{shown_path(str(path), str(CORPUS_CODE.parent))}:{frame.lineno} in {frame.name}"
    last = frames[-1] if frames else None
    return "corpus", f"{last.filename}:{last.lineno} in {last.name}" if last else "(no traceback)"


def corpus_code_message(exc: BaseException, where: str) -> str:
    """The record's message for an exception raised in the corpus's own code (:func:`fault_of`)."""
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - an exception whose text cannot be read is still reported
        text = "(its text cannot be read)"
    kind = type(exc).__qualname__
    return (f"the corpus's own code broke, not the implementation: {kind}{': ' + text if text else ''} "
            f"(raised at {where}). Every answer of the implementation that the corpus read fits the "
            "contract (each is held to the contract's schemas before anything reads it), so this is a "
            "bug of the corpus's runner or steps: please report it, with this message, the scenario and "
            "its transcript (results.json)")


def _is_corpus_fault(call: pytest.CallInfo[None]) -> bool:
    from conformance.compat import pytest_bdd as bdd
    from conformance.corpus.features import FeatureFileError
    from conformance.corpus.toml_data import DataFileError
    from conformance.runner.world import ScenarioError

    return call.excinfo is not None and call.excinfo.errisinstance(
        (ScenarioError, FeatureFileError, DataFileError, bdd.StepDefinitionNotFoundError,
         bdd.GherkinParseError, bdd.ScenarioValidationError, bdd.StepImplementationError))


def _source(filename: str) -> Path | None:
    """The file a frame runs, or None for code that is no file (``<frozen importlib._bootstrap>``)."""
    if not filename or filename.startswith("<"):
        return None
    try:
        return Path(filename).resolve()
    except (OSError, ValueError):
        return None


def _within(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def implementation_code(spec: str, implementation: Any = None) -> tuple[Path, ...] | None:
    """Where an in-process implementation's code lives: the folder of the top-level package (or the
    file of the lone module) of the spec's module and of the implementation's class; None for a
    program over the protocol (``exec:``), none of whose code runs in the corpus's process."""
    import sys

    from conformance.connection.inprocess import GuardedImplementation

    spec = spec.strip()
    if spec.startswith("exec:"):
        return None
    module_name = "reference_engine" if spec in ("", "reference") else spec.removeprefix("python:").partition(":")[0]
    inner = implementation.inner if isinstance(implementation, GuardedImplementation) else implementation
    names = {module_name, type(inner).__module__ if inner is not None else None}
    roots: set[Path] = set()
    for name in filter(None, names):
        module, top = sys.modules.get(name), sys.modules.get(name.split(".")[0])
        file = getattr(module, "__file__", None)
        if top is None or not file:
            continue
        file = Path(file).resolve()
        # never the corpus's own code as a whole, even for an implementation kept inside its package
        roots.update([file] if _within(file, CORPUS_CODE) else
                     [file if _within(CORPUS_CODE, root) else root for root in _folders(top)])
    return tuple(sorted(roots))


def _folders(top: Any) -> list[Path]:
    """Where a top-level module's code is: a package's folder (a namespace package's folders), a
    lone module's file."""
    file = getattr(top, "__file__", None)
    if not hasattr(top, "__path__"):
        return [Path(file).resolve()] if file else []
    if file:
        return [Path(file).resolve().parent]
    return [Path(p).resolve() for p in top.__path__ if Path(p).is_dir()]


def _props(report: pytest.TestReport) -> dict[str, Any]:
    return {k: v for k, v in getattr(report, "user_properties", [])}


class Recorder:
    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.implementation = "reference"
        #: the run's ``--reading`` choices, ``{erratum: reading}``
        self.readings: dict[str, str] = {}
        self.records: dict[str, dict[str, Any]] = {}
        self.problems: list[dict[str, str]] = []
        self.started = time.time()
        self.finished: float | None = None
        #: what the implementation's handshake said it is (its describe()), once it said it
        self.described: dict[str, Any] | None = None
        self.directory: Path | None = None
        self._progress: Any = None
        self._running: str | None = None
        self._finished = False
        self.abrupt = False  # a process playing scenarios died (pytest-xdist went on without it)

    # -- incremental, atomic reports --------------------------------------
    def begin(self, directory: Path) -> None:
        """Open the progress file, then write results.json with every collected scenario not-run:
        `conformance run` takes a results.json without a progress file beside it for the final one."""
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self._progress = open(self.directory / PROGRESS, "w", encoding="utf-8", errors="backslashreplace")
        self.write(self.directory, complete=False)

    def _log(self, entry: dict[str, Any]) -> None:
        if self._progress is not None:
            self._progress.write(json.dumps(entry, ensure_ascii=False) + "\n")
            self._progress.flush()

    def running(self, nodeid: str) -> None:
        if nodeid in self.records:
            self._running = nodeid
            self._log({"running": nodeid})

    def problem(self, kind: str, message: str) -> None:
        """Something that stopped scenarios from being played: kind is usage, corpus or implementation."""
        entry = {"kind": kind, "message": printable(message, MESSAGE_CHARS)}
        if entry in self.problems:
            return  # said already (by another pytest-xdist worker)
        self.problems.append(entry)
        self._log({"problem": entry})
        shared = getattr(self.config, "workeroutput", None)  # a pytest-xdist worker: for the controller
        if shared is not None:
            shared.setdefault(WORKER_PROBLEMS, []).append(entry)

    def described_as(self, description: Any) -> None:
        """Keep the name, version and contract the implementation's handshake gave (for ``meta``)."""
        if not isinstance(description, dict):
            return
        self.described = {key: description[key] for key in ("name", "version", "contract")
                          if isinstance(description.get(key), str)}
        shared = getattr(self.config, "workeroutput", None)  # a pytest-xdist worker: for the controller
        if shared is not None:
            shared[WORKER_DESCRIBED] = self.described

    def not_played(self, why: str) -> None:
        """Nothing more is played, because ``why``: every scenario not run says so in its record."""
        for record in self.records.values():
            if record["status"] == "not-run" and not record["message"]:
                record["message"] = printable(f"not played: {why}", MESSAGE_CHARS)

    def finish(self, *, interrupted: bool) -> Path | None:
        """The final results.json (complete unless interrupted); the progress file goes."""
        if self.directory is None or self._finished:
            return None
        self._finished = True
        record = self.records.get(self._running or "")
        if interrupted and record is not None and record["status"] == "not-run":
            record["message"] = "interrupted while this scenario was running"
        if interrupted:
            self.not_played("the run was interrupted before this scenario")
        self.finished = time.time()
        path = self.write(self.directory, complete=not interrupted and not self.abrupt, interrupted=interrupted)
        if self._progress is not None:
            self._progress.close()
            self._progress = None
        try:
            os.remove(self.directory / PROGRESS)
        except OSError:
            pass
        return path

    def expect(self, nodeid: str, outline: dict[str, Any]) -> None:
        """Collected scenarios start as not run, so none is lost from the report."""
        self.records.setdefault(nodeid, {**outline, "nodeid": nodeid, "status": "not-run",
                                         "message": "", "duration": 0.0,
                                         "implementation": self.implementation})

    def add(self, report: pytest.TestReport) -> None:
        props = _props(report)
        if "conformance" not in props:
            if report.failed and (report.nodeid in self.records or _corpus_game(report.nodeid)):
                self._died(report)  # made by pytest-xdist: its worker died
            return
        record = self.records.get(report.nodeid)
        if record is None:  # not expected here (e.g. on the xdist controller): read the outline once
            record = self.records[report.nodeid] = {**json.loads(props["conformance"]), "nodeid": report.nodeid,
                                                    "status": "not-run", "message": "", "duration": 0.0}
        record["implementation"] = self.implementation
        record["duration"] = round(record.get("duration", 0.0) + report.duration, 4)
        status, message = _classify(report, props)
        if "conformance_reference" in props:  # what the reference check found (conformance.checks.reference_check)
            record["reference_check"] = json.loads(props["conformance_reference"])
        if "conformance_steps_done" in props:  # how far its steps went (the Cucumber Messages say which step broke)
            record["steps_done"] = int(props["conformance_steps_done"])
        if "conformance_transcript" in props and status not in (None, "passed"):
            record["transcript"] = json.loads(props["conformance_transcript"])
        # The worst outcome of setup, call and teardown wins; an error after a failure keeps both messages.
        if status is not None and (record["status"] in ("not-run", "passed") or status in ("errored", "failed")):
            text = printable(props.get("conformance_message", message), MESSAGE_CHARS)
            if record["status"] in ("failed", "expected-failure", "unexpected-pass") and status == "errored":
                text = printable(f"{text}\n(before this, the scenario was {record['status']}: "
                                 f"{record['message']})", MESSAGE_CHARS)
            record["status"] = status
            record["message"] = text
            if status == "errored":
                record["cause"] = props.get("conformance_cause", "implementation")
            else:
                record.pop("cause", None)
        if report.when == "teardown":
            self._log({"record": record})

    def _died(self, report: pytest.TestReport) -> None:
        """The process playing a scenario died (pytest-xdist reports it without our properties):
        the scenario is errored with pytest's reason, and the results are incomplete."""
        record = self.records.get(report.nodeid)
        if record is None:  # it died in setup, before any report of this scenario came
            record = self.records[report.nodeid] = {
                "nodeid": report.nodeid, "game": _corpus_game(report.nodeid), "clauses": [], "errata": [],
                "scenario": report.nodeid.split("::")[-1], "feature": None, "line": None, "rule": None,
                "implementation": self.implementation, "duration": 0.0, "expectation": None}
        reason = printable(" ".join(str(report.longrepr or "").split()), 500)
        record.update(status="errored", cause="implementation",
                      message=printable(f"{ABRUPT}: {reason}" if reason else ABRUPT, MESSAGE_CHARS))
        self.abrupt = True
        self._log({"record": record})

    def collection_error(self, report: pytest.CollectReport) -> None:
        """A test module or feature that could not be collected: its scenarios are not in the run."""
        message = printable(str(report.longrepr or "")[-MESSAGE_CHARS:])
        nodeid = report.nodeid or "(collection)"
        self.records[nodeid] = {"nodeid": nodeid, "game": _corpus_game(nodeid), "clauses": [], "errata": [],
                                "scenario": f"(could not collect {nodeid})", "feature": None, "line": None,
                                "rule": None, "implementation": self.implementation, "status": "errored",
                                "cause": "corpus", "message": message, "duration": 0.0, "expectation": None}
        self.problem("corpus", f"could not collect {nodeid}: {message.strip().splitlines()[-1] if message.strip() else ''}")

    def summary_by_clause(self) -> dict[str, Counter]:
        table: dict[str, Counter] = defaultdict(Counter)
        for record in self.records.values():
            for clause in record.get("clauses") or ["(no clause)"]:
                table[clause][record["status"]] += 1
        return table

    def print_rule_summary(self, tr: Any) -> None:
        clauses = clause_index()
        table = self.summary_by_clause()
        columns, short = zip(*SUMMARY_COLUMNS)
        tr.write_sep("=", f"per-rule summary: {self.implementation}")
        tr.write_line(f"{'clause':<28} {'title':<44} " + " ".join(f"{s:>5}" for s in short))
        game_of = {cid: clauses[cid].game if cid in clauses else "" for cid in table}
        current_game = None
        for cid in sorted(table, key=lambda c: (game_of[c], clause_sort_key(c))):
            if game_of[cid] != current_game:
                current_game = game_of[cid]
                tr.write_line(f"-- {current_game or 'scenarios naming no clause'}{strength_note(current_game)}")
            counts = table[cid]
            title = clauses[cid].title if cid in clauses else ""
            title = title if len(title) <= 44 else title[:41] + "..."
            bad = counts["failed"] + counts["errored"] + counts["unexpected-pass"] + counts["not-run"]
            unplayed = counts["unsupported"] + counts["skipped"]
            line = f"{cid:<28} {title:<44} " + " ".join(f"{counts[c]:>5}" for c in columns)
            tr.write_line(line, red=bool(bad), yellow=not bad and bool(unplayed), green=not bad and not unplayed)
        totals = Counter(r["status"] for r in self.records.values())
        tr.write_line(", ".join(f"{totals[s]} {s}" for s in (*STATUSES, "not-run") if totals[s]) or "no scenarios")

    def meta(self) -> dict[str, Any]:
        """results.json's ``meta`` of this run (conformance.reports.meta)."""
        args = getattr(getattr(self.config, "invocation_params", None), "args", ())
        return run_meta(started=self.started, finished=self.finished, command=["pytest", *args],
                        implementations=[implementation_entry(self.implementation, self.described,
                                                              self.started, self.finished)])

    def payload(self, *, complete: bool = True, interrupted: bool = False) -> dict[str, Any]:
        """What results.json holds for this run."""
        return {
            "version": RESULTS_VERSION,
            "implementation": self.implementation,
            "meta": self.meta(),
            "complete": complete,
            "interrupted": interrupted,
            "problems": self.problems,
            "readings": self.readings,
            "records": sorted(self.records.values(), key=lambda r: r["nodeid"]),
        }

    def write(self, directory: Path, *, complete: bool = True, interrupted: bool = False) -> Path:
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / "results.json"
        payload = self.payload(complete=complete, interrupted=interrupted)
        write_atomic(path, json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
        write_matrix(directory, [(self.implementation, payload["records"])])
        return path


def _classify(report: pytest.TestReport, props: dict[str, Any]) -> tuple[str | None, str]:
    message = _message(report)
    if report.when == "call":
        if getattr(report, "wasxfail", None) is not None:
            if not report.skipped:
                return "unexpected-pass", str(report.wasxfail)
            failure = _crash_message(report)  # what failed, as the expectations file says it would
            return "expected-failure", str(report.wasxfail) + (f"\nit failed: {failure}" if failure else "")
        if report.passed:
            return "passed", ""
        if report.failed:
            if props.get("conformance_status") == "errored":  # whatever its text says
                return "errored", message
            if props.get("conformance_status") == "unexpected-pass" or _is_strict_xpass(report):
                return "unexpected-pass", message
            return "failed", message
    if report.skipped:
        if getattr(report, "wasxfail", None) is not None:
            return "expected-failure", str(report.wasxfail)
        reason = _skip_reason(report)
        if reason.startswith(UNSUPPORTED_PREFIX):
            return "unsupported", reason[len(UNSUPPORTED_PREFIX):].strip()
        return "skipped", reason
    if report.failed:  # setup or teardown
        return "errored", message
    return None, ""


def _corpus_game(nodeid: str) -> str | None:
    """The game of a node id in a game's binding, ``conformance/games/<game>/`` (the folder, a file in
    it or a test of it), or None."""
    parts = Path(nodeid.split("::")[0]).parts
    after = [index + 1 for index, part in enumerate(parts[:-1]) if part == "games"]
    return parts[after[-1]] if after and not parts[after[-1]].endswith(".py") else None


def _is_strict_xpass(report: pytest.TestReport) -> bool:
    """pytest's own report of a strict xfail that passed: its whole longrepr is that text (a message
    of the implementation's that merely contains it is not)."""
    return isinstance(report.longrepr, str) and report.longrepr.startswith("[XPASS(strict)]")


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        reason = str(longrepr[2])
        return reason[len("Skipped: "):] if reason.startswith("Skipped: ") else reason
    return str(longrepr or "")


def _crash_message(report: pytest.TestReport) -> str:
    """The failure an expected failure's report keeps (pytest keeps its traceback), or ""."""
    crash = getattr(report.longrepr, "reprcrash", None)
    return str(crash.message) if crash is not None else ""


def _message(report: pytest.TestReport) -> str:
    if report.passed:
        return ""
    crash = getattr(report.longrepr, "reprcrash", None)
    if crash is not None:
        return str(crash.message)
    return str(report.longrepr or "")[-2000:]


