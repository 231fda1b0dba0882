"""The Cucumber Messages stream of a run: Cucumber's standard NDJSON of results.

Rendered from one run's results.json (its records and ``meta``) and the
feature files it played, never from pytest: what the other reports say, this
says in Cucumber's terms, so that Cucumber's tools read a run of the corpus
(the official HTML report, its JUnit and JSON converters, Allure's
importers). One JSON object a line, in the order Cucumber writes them:

- ``meta``: the runner (``implementation``), the Python it ran on, the
  operating system and processor, and the CI build when ``GITHUB_ACTIONS``
  says there is one;
- per feature file played: ``source``, ``gherkinDocument`` and a ``pickle``
  per scenario played (per row of an outline), as the Gherkin parser the
  corpus is read with makes them (gherkin-official); a record whose feature
  file cannot be read (a module that could not be collected) gets a
  one-scenario document of its own, so that no record is left out;
- two ``hook`` s: before each scenario, the runner's setup (the scenario's
  tags, what the implementation declares); after it, the runner's checks at
  the scenario's end (the reference check, a refusal no step checked, a
  scripted die left unrolled);
- ``testRunStarted``, then the run's metadata (results.json's ``meta``: the
  implementation's name and version from its handshake, the corpus's commit
  and fingerprint, the command line) as a JSON ``attachment`` named
  ``run.json``;
- per record, a ``testCase`` (the before hook, the pickle's steps, the after
  hook) and its ``testCaseStarted``, ``testStepStarted``/``testStepFinished``
  of each step, and ``testCaseFinished``; a scenario whose steps failed or
  errored has its transcript attached to the step that broke (a JSON
  ``attachment``, ``transcript.json``);
- ``testRunFinished``, ``success`` when no record is bad.

Each record's status becomes step results (``STATUS_WORDS`` says how it is
named in their messages): the steps before the one it stopped at
(``steps_done``) passed; that step is ``FAILED`` when it failed (``failed``,
``errored`` with its cause, ``expected-failure`` with the expectation that
excuses it) and ``SKIPPED`` when it was not supported (``unsupported``,
``skipped``: the reason is its message); the steps after it are ``SKIPPED``.
A failure found with every step done is the after hook's; one before any
step ran (setup, a scenario not run) is the before hook's. An
``unexpected-pass`` has every step passed and its after hook ``FAILED``,
saying so. Scenarios not played at all have every step ``SKIPPED``, the first
saying why. Times are laid end to end from the start of the run, each
scenario taking its recorded duration.
"""

from __future__ import annotations

import json
import os
import platform
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from conformance.reports.meta import seconds_of

#: the version of Cucumber Messages the stream is written in (tests/reports/ validate it against its schema)
PROTOCOL_VERSION = "34.2.0"
GHERKIN = "text/x.cucumber.gherkin+plain"
#: status -> the words a step result's message and exception type begin with
STATUS_WORDS = {
    "failed": "failed", "errored": "errored", "expected-failure": "expected failure",
    "unexpected-pass": "unexpected pass", "unsupported": "unsupported", "skipped": "skipped", "not-run": "not run",
}
BAD = ("failed", "errored", "unexpected-pass", "not-run")
BEFORE = ("the runner's setup: the scenario's tags, and whether the implementation declares its game and clauses",
          "conformance/runner/session.py")
AFTER = ("the runner's checks at the scenario's end: the reference check, refusals no step checked, "
         "scripted dice left unrolled", "conformance/runner/session.py")


class _Ids:
    """Ids shared with the Gherkin parser's, so that none repeats in the stream."""

    def __init__(self, generator: Any) -> None:
        self.generator = generator

    def __call__(self) -> str:
        return self.generator.get_next_id()


def _timestamp(seconds: float) -> dict[str, int]:
    whole = int(seconds)
    return {"seconds": whole, "nanos": int(round((seconds - whole) * 1e9)) % 1_000_000_000}


def _duration(seconds: float) -> dict[str, int]:
    return _timestamp(max(seconds, 0.0))


def meta_message(meta: dict[str, Any] | None) -> dict[str, Any]:
    """The ``meta`` envelope: the runner, the Python and machine it ran on, and the CI build, if any."""
    from conformance import __version__

    meta = meta or {}
    runner = meta.get("runner") or {}
    message: dict[str, Any] = {
        "protocolVersion": PROTOCOL_VERSION,
        "implementation": {"name": "conformance", "version": str(runner.get("version") or __version__)},
        "runtime": {"name": platform.python_implementation(), "version": str(meta.get("python")
                                                                               or platform.python_version())},
        "os": {"name": platform.system().lower() or "unknown", "version": platform.release()},
        "cpu": {"name": platform.machine() or "unknown"},
    }
    if os.environ.get("GITHUB_ACTIONS") == "true":
        server, repository = os.environ.get("GITHUB_SERVER_URL", ""), os.environ.get("GITHUB_REPOSITORY", "")
        ci: dict[str, Any] = {"name": "GitHub Actions"}
        if server and repository and os.environ.get("GITHUB_RUN_ID"):
            ci["url"] = f"{server}/{repository}/actions/runs/{os.environ['GITHUB_RUN_ID']}"
            ci["buildNumber"] = os.environ["GITHUB_RUN_ID"]
        if os.environ.get("GITHUB_SHA"):
            ci["git"] = {"remote": f"{server}/{repository}", "revision": os.environ["GITHUB_SHA"],
                         **({"branch": os.environ["GITHUB_REF_NAME"]} if os.environ.get("GITHUB_REF_NAME") else {})}
        message["ci"] = ci
    return {"meta": message}


class _Documents:
    """The Gherkin documents and pickles of the feature files a run played, by where each scenario is.

    Each file's AST comes from the feature cache (conformance.corpus.feature_cache: the parser's own
    output, kept on disk), its node ids made unique in the stream by the document's number; the
    pickles are compiled from it by the Gherkin compiler, with ids from the stream's own counter."""

    def __init__(self, root: Path) -> None:
        from gherkin.pickles.compiler import Compiler
        from gherkin.stream.id_generator import IdGenerator

        self.root = root
        self.generator = IdGenerator()
        self.compiler = Compiler(self.generator)
        self.ids = _Ids(self.generator)
        self.envelopes: list[dict[str, Any]] = []
        #: (uri, line of its Scenario) -> its pickles, in the order of its examples rows
        self.pickles: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)

    def read(self, uri: str, text: str) -> bool:
        """Parse one feature file; False when it does not parse."""
        from conformance.corpus.feature_cache import gherkin_ast

        try:
            ast = gherkin_ast(text)
        except Exception:  # noqa: BLE001 - a file the parser refuses: its records get documents of their own
            return False
        document = {**_renumbered(ast, f"d{len(self.envelopes)}-"), "uri": uri}
        lines = dict(_scenario_lines(document))
        self.envelopes += [{"source": {"data": text, "uri": uri, "mediaType": GHERKIN}},
                           {"gherkinDocument": document}]
        for pickle in self.compiler.compile(document):
            self.pickles[(uri, lines.get(pickle["astNodeIds"][0], 0))].append(pickle)
        return True

    def stand_in(self, record: dict[str, Any]) -> dict[str, Any]:
        """A one-scenario document for a record whose feature file could not be read: its pickle."""
        uri = f"{record.get('feature') or record.get('nodeid') or 'unknown'}#{record.get('nodeid', '')}"
        name = " ".join(str(record.get("scenario") or record.get("nodeid") or "scenario").split())
        self.read(uri, f"Feature: {name}\n\n  Scenario: {name}\n")
        return self.pickles[(uri, 3)][0]


def _renumbered(value: Any, prefix: str) -> Any:
    """A copy of a Gherkin AST whose node ids carry ``prefix`` (each document's ids count from 0)."""
    if isinstance(value, dict):
        return {key: (prefix + item if key == "id" and isinstance(item, str) else _renumbered(item, prefix))
                for key, item in value.items()}
    if isinstance(value, list):
        return [_renumbered(item, prefix) for item in value]
    return value


def _scenario_lines(document: dict[str, Any]) -> Iterator[tuple[str, int]]:
    """(id, line) of every Scenario of a Gherkin document, those under a Rule included."""
    children = list((document.get("feature") or {}).get("children") or [])
    while children:
        child = children.pop(0)
        if "scenario" in child:
            yield child["scenario"]["id"], child["scenario"]["location"]["line"]
        elif "rule" in child:
            children[:0] = child["rule"].get("children") or []


def _pickle_of(documents: _Documents, record: dict[str, Any], read: dict[str, bool]) -> dict[str, Any]:
    uri, line = record.get("feature"), record.get("line")
    if uri and uri not in read:
        try:
            text = (documents.root / uri).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            read[uri] = False
        else:
            read[uri] = documents.read(uri, text)
    pickles = documents.pickles.get((uri, line)) if uri and read.get(uri) else None
    index = record.get("example") or 0
    if pickles and index < len(pickles):
        return pickles[index]
    return documents.stand_in(record)


def _step_results(record: dict[str, Any], steps: int) -> tuple[list[dict[str, Any]], dict[str, Any],
                                                               dict[str, Any], int | None]:
    """(the steps' results, the before hook's, the after hook's) of a record, and the index among
    [before, *steps, after] of the step that broke or was skipped first (None when none was)."""
    status = record.get("status")
    message = _message(record)
    done = record.get("steps_done")
    passed, skipped = {"status": "PASSED"}, {"status": "SKIPPED"}
    failed = {"status": "FAILED", "message": message,
              "exception": {"type": _exception_type(record), "message": message}}
    if status == "passed":
        return [passed] * steps, passed, passed, None
    if status == "unexpected-pass":
        return [passed] * steps, passed, failed, steps + 1
    if status in ("unsupported", "skipped"):
        played = min(done or 0, steps)
        why = {"status": "SKIPPED", "message": message}
        setup = passed if done is not None else skipped  # not played at all: its setup chose to skip it
        if played < steps:
            return [passed] * played + [why] + [skipped] * (steps - played - 1), setup, skipped, played + 1
        return [passed] * steps, setup, why, steps + 1
    if status == "not-run" or done is None:  # it broke before any step ran
        before = failed if status in BAD or status == "expected-failure" else {"status": "SKIPPED",
                                                                                 "message": message}
        return [skipped] * steps, before, skipped, 0
    if done < steps:
        return [passed] * done + [failed] + [skipped] * (steps - done - 1), passed, skipped, done + 1
    return [passed] * steps, passed, failed, steps + 1


def _exception_type(record: dict[str, Any]) -> str:
    words = STATUS_WORDS.get(record.get("status", ""), str(record.get("status")))
    if record.get("status") == "errored" and record.get("cause"):
        return f"{words} (the {record['cause']}'s fault)"
    return words


def _message(record: dict[str, Any]) -> str:
    """What a step result says: the status in words (with whose fault, or the expectations entry that
    excuses it), then the record's message."""
    status = record.get("status", "")
    text = str(record.get("message") or "").strip()
    words = _exception_type(record)
    source = (record.get("expectation") or {}).get("source")
    if status == "expected-failure" and source:
        words += f" (listed in {source})"
    said = STATUS_WORDS.get(status, "") + ": "
    if text.lower().startswith(said):
        text = text[len(said):]
    return f"{words}: {text}" if text else words


def envelopes(payload: dict[str, Any], root: Path | None = None) -> Iterator[dict[str, Any]]:
    """The Cucumber Messages of one run's results (results.json's payload), in order; ``root`` is
    where its feature files are (default: the corpus's root)."""
    from conformance.corpus import paths

    records = list(payload.get("records") or [])
    meta = payload.get("meta") or {}
    documents = _Documents(Path(root or paths.FEATURES.parent))
    ids = documents.ids
    read: dict[str, bool] = {}
    pickles = [_pickle_of(documents, record, read) for record in records]
    yield meta_message(meta)
    chosen = {pickle["id"] for pickle in pickles}
    for envelope in documents.envelopes:
        yield envelope
        if "gherkinDocument" in envelope:
            uri = envelope["gherkinDocument"]["uri"]
            for (where, _), listed in documents.pickles.items():
                if where == uri:
                    yield from ({"pickle": p} for p in listed if p["id"] in chosen)
    before, after = ids(), ids()
    for hook_id, (name, uri), kind in ((before, BEFORE, "BEFORE_TEST_CASE"), (after, AFTER, "AFTER_TEST_CASE")):
        yield {"hook": {"id": hook_id, "name": name, "sourceReference": {"uri": uri}, "type": kind}}
    started = seconds_of(meta.get("started")) or 0.0
    run = ids()
    yield {"testRunStarted": {"id": run, "timestamp": _timestamp(started)}}
    if meta:
        yield {"attachment": {"body": json.dumps(meta, indent=2, ensure_ascii=False), "contentEncoding": "IDENTITY",
                              "mediaType": "application/json", "fileName": "run.json", "testRunStartedId": run}}
    cases = []
    for record, pickle in zip(records, pickles):
        steps = [ids() for _ in pickle["steps"]]
        case = {"id": ids(), "pickleId": pickle["id"], "testRunStartedId": run, "testSteps": [
            {"id": ids(), "hookId": before},
            *({"id": step, "pickleStepId": p["id"], "stepDefinitionIds": [], "stepMatchArgumentsLists": []}
              for step, p in zip(steps, pickle["steps"])),
            {"id": ids(), "hookId": after}]}
        cases.append(case)
        yield {"testCase": case}
    clock = started
    for record, case in zip(records, cases):
        started_id = ids()
        yield {"testCaseStarted": {"id": started_id, "testCaseId": case["id"], "attempt": 0,
                                   "timestamp": _timestamp(clock)}}
        steps = len(case["testSteps"]) - 2
        each, before_result, after_result, broke = _step_results(record, steps)
        results = [before_result, *each, after_result]
        duration = max(float(record.get("duration") or 0.0), 0.0)
        share = duration / max(len(results), 1)
        for index, (step, result) in enumerate(zip(case["testSteps"], results)):
            yield {"testStepStarted": {"testCaseStartedId": started_id, "testStepId": step["id"],
                                       "timestamp": _timestamp(clock)}}
            if index == broke and record.get("transcript"):
                yield {"attachment": {"body": json.dumps(record["transcript"], indent=2, ensure_ascii=False),
                                      "contentEncoding": "IDENTITY", "mediaType": "application/json",
                                      "fileName": "transcript.json", "testCaseStartedId": started_id,
                                      "testStepId": step["id"]}}
            ran = share if result["status"] != "SKIPPED" else 0.0
            clock += ran
            yield {"testStepFinished": {"testCaseStartedId": started_id, "testStepId": step["id"],
                                        "testStepResult": {**result, "duration": _duration(ran)},
                                        "timestamp": _timestamp(clock)}}
        yield {"testCaseFinished": {"testCaseStartedId": started_id, "timestamp": _timestamp(clock),
                                    "willBeRetried": False}}
    success = not any(record.get("status") in BAD for record in records) and not payload.get("problems")
    finished = {"testRunStartedId": run, "success": success,
                "timestamp": _timestamp(max(seconds_of(meta.get("finished")) or clock, clock))}
    problems = [f"{p.get('kind', 'problem')}: {p.get('message', '')}" for p in payload.get("problems") or []]
    if problems:
        finished["message"] = "\n".join(problems)
    yield {"testRunFinished": finished}


def write(path: Path, payload: dict[str, Any], root: Path | None = None) -> Path:
    """The stream of ``payload`` (one run's results.json) as NDJSON at ``path``, written atomically."""
    from conformance.reports.runs import write_atomic

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, "".join(json.dumps(envelope, ensure_ascii=False) + "\n"
                               for envelope in envelopes(payload, root)))
    return path
