"""The Cucumber Messages stream of a run (conformance/reports/messages.py): valid against the schema of
Cucumber Messages, read by the ``cucumber-messages`` package's own types, shaped as the compatibility
kit's reference streams are, and holding every scenario of results.json with what became of it."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import cucumber_messages
import jsonschema_rs
import pytest
from cucumber_compatibility_kit.compatibility_kit import CompatibilityKit

from conformance.corpus import paths
from conformance.reports import messages
from conformance.reports.runs import load_results
from tests.support.records import one_of_each, record
from tests.support.runs import tiny_run

SCHEMA = Path(__file__).resolve().parents[1] / "support" / "schemas" / "cucumber-messages-34.2.0.schema.json"
#: the compatibility kit's examples whose kind of run the corpus's runs are: plain scenarios, outlines,
#: rules, backgrounds, hooks, failures, skips and attachments (not retries, step definitions or parameter types)
REFERENCE_STREAMS = ("minimal", "all-statuses", "examples-tables", "rules", "backgrounds", "hooks", "skipped",
                     "attachments", "data-tables", "doc-strings")


@pytest.fixture(scope="module")
def validator() -> Any:
    return jsonschema_rs.validator_for(json.loads(SCHEMA.read_text(encoding="utf-8")))


def read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def kind(envelope: dict[str, Any]) -> str:
    (name,) = envelope
    return name


def assert_valid(stream: list[dict[str, Any]], validator: Any) -> None:
    """Every envelope fits the schema and is read whole by cucumber-messages' types."""
    invalid = [(kind(e), str(error)[:300]) for e in stream for error in validator.iter_errors(e)]
    assert invalid == []
    for envelope in stream:
        typed = cucumber_messages.message_converter.from_dict(envelope, cucumber_messages.Envelope)
        assert _without_none(cucumber_messages.message_converter.to_dict(typed)) == _without_none(envelope)


def _without_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_none(v) for v in value]
    return value


class Stream:
    """A stream read back: each test case's pickle, its steps' results and attachments."""

    def __init__(self, stream: list[dict[str, Any]]) -> None:
        self.stream = stream
        pickles = {e["pickle"]["id"]: e["pickle"] for e in stream if kind(e) == "pickle"}
        cases = {e["testCase"]["id"]: e["testCase"] for e in stream if kind(e) == "testCase"}
        started = {e["testCaseStarted"]["id"]: cases[e["testCaseStarted"]["testCaseId"]]
                   for e in stream if kind(e) == "testCaseStarted"}
        self.by_name: dict[str, list[dict[str, Any]]] = {}
        self.results: dict[str, list[dict[str, Any]]] = {}
        self.attachments: dict[str, list[dict[str, Any]]] = {}
        for e in stream:
            if kind(e) == "testStepFinished":
                case = started[e["testStepFinished"]["testCaseStartedId"]]
                self.results.setdefault(case["id"], []).append(e["testStepFinished"]["testStepResult"])
            if kind(e) == "attachment" and "testCaseStartedId" in e["attachment"]:
                case = started[e["attachment"]["testCaseStartedId"]]
                self.attachments.setdefault(case["id"], []).append(e["attachment"])
        lines = {scenario_id: line for e in stream if kind(e) == "gherkinDocument"
                 for scenario_id, line in messages._scenario_lines(e["gherkinDocument"])}
        #: (feature file, line of its Scenario) -> its test cases (an outline's: one per row)
        self.by_place: dict[tuple[str, int], list[dict[str, Any]]] = {}
        for case in cases.values():
            pickle = pickles[case["pickleId"]]
            self.by_name.setdefault(pickle["name"], []).append(case)
            self.by_place.setdefault((pickle["uri"], lines[pickle["astNodeIds"][0]]), []).append(case)
        self.pickles = pickles

    def statuses(self, name: str) -> list[str]:
        (case,) = self.by_name[name]
        return [result["status"] for result in self.results[case["id"]]]

    def result(self, name: str, status: str) -> dict[str, Any]:
        """The first result of ``status`` that says something."""
        (case,) = self.by_name[name]
        return next(r for r in self.results[case["id"]] if r["status"] == status and "message" in r)


def test_the_javascript_examples_run_holds_every_scenario_with_what_became_of_it(js_example_run: Path,
                                                                               validator) -> None:
    (folder,) = js_example_run.glob("1-*")
    results = load_results(folder / "results.json")
    stream = read(folder / "messages.ndjson")
    assert_valid(stream, validator)
    read_back = Stream(stream)
    records = results["records"]
    assert Counter((r["feature"], r["line"]) for r in records) == Counter(
        {place: len(cases) for place, cases in read_back.by_place.items()}), "one test case per record, and no more"
    assert {p["uri"] for p in read_back.pickles.values()} == {r["feature"] for r in records}
    # the deliberate omission: its step fails, saying it was expected and where, with its transcript
    failing = "A minor leader may not pick up a historical leader where he was activated"
    statuses = read_back.statuses(failing)
    assert statuses.count("FAILED") == 1 and set(statuses[:statuses.index("FAILED")]) == {"PASSED"}
    failed = read_back.result(failing, "FAILED")
    assert failed["message"].startswith("expected failure (listed in examples/js_sword_of_rome/expectations.toml:")
    assert "it failed: AssertionError: expected the action to be refused" in failed["message"]
    assert failed["exception"]["type"] == "expected failure"
    (transcript,) = read_back.attachments[read_back.by_name[failing][0]["id"]]
    assert transcript["fileName"] == "transcript.json" and json.loads(transcript["body"])[0]["call"] == "create"
    # a scenario its handshake leaves out: skipped, with the reason
    unsupported = next(r for r in records if r["status"] == "unsupported" and "9.6" in " ".join(r["clauses"]))
    assert set(read_back.statuses(unsupported["scenario"])) == {"SKIPPED"}
    assert read_back.result(unsupported["scenario"], "SKIPPED")["message"].startswith("unsupported: ")
    passed = next(r for r in records if r["status"] == "passed")
    assert set(read_back.statuses(passed["scenario"])) == {"PASSED"}
    # the run: its metadata in meta and in run.json, its end saying it succeeded (exit status 0)
    assert stream[0]["meta"]["implementation"]["name"] == "conformance"
    run_json = next(e["attachment"] for e in stream if kind(e) == "attachment" and "testRunStartedId" in e["attachment"])
    assert json.loads(run_json["body"]) == results["meta"]
    assert results["meta"]["implementations"][0]["name"], "the handshake's name"
    assert stream[-1]["testRunFinished"]["success"] is True


def test_every_status_becomes_step_results_that_say_it(tmp_path: Path, validator) -> None:
    feature = paths.FEATURES / "sword_of_rome" / "9.1_activation_and_stacking.feature"
    lines = [n for n, text in enumerate(feature.read_text(encoding="utf-8").splitlines(), 1)
             if text.strip().startswith("Scenario:")]
    shown = feature.relative_to(paths.ROOT).as_posix()
    records = [{**r, "feature": shown, "line": line, "steps_done": 2}
               for r, line in zip(one_of_each(), lines)]
    records += [record("errored", "broke_in_collection", "could not collect", feature=None, line=None,
                       cause="corpus")]
    payload = {"version": 2, "implementation": "exec:x", "records": records, "problems": [],
               "meta": {"started": "2026-01-02T03:04:05.000Z", "finished": "2026-01-02T03:04:09.000Z"}}
    stream = list(messages.envelopes(payload))
    assert_valid(stream, validator)
    read_back = Stream(stream)
    assert len(read_back.by_name) == len(records), "a record whose feature cannot be read is in the stream too"
    by = {r["nodeid"]: read_back.results[read_back.by_name[_name(r, read_back)][0]["id"]] for r in records}
    by = {r["status"] if r["scenario"] != "broke in collection" else "collection": by[r["nodeid"]] for r in records}
    # before hook, the two steps done, then where it stopped
    assert [x["status"] for x in by["passed"]][:3] == ["PASSED"] * 3
    assert [x["status"] for x in by["failed"]][:4] == ["PASSED", "PASSED", "PASSED", "FAILED"]
    assert by["failed"][3]["exception"]["type"] == "failed"
    assert [x["status"] for x in by["errored"]][:4] == ["PASSED", "PASSED", "PASSED", "FAILED"]
    assert by["errored"][3]["exception"]["type"] == "errored (the implementation's fault)"
    assert [x["status"] for x in by["collection"]] == ["FAILED", "SKIPPED"], "before any step; it has none"
    assert by["collection"][0]["exception"]["type"] == "errored (the corpus's fault)"
    assert by["unexpected-pass"][-1]["status"] == "FAILED" and by["unexpected-pass"][-1]["message"].startswith(
        "unexpected pass: ")
    assert {x["status"] for x in by["unsupported"][4:]} == {"SKIPPED"}
    assert by["unsupported"][3] == {"status": "SKIPPED", "duration": {"seconds": 0, "nanos": 0},
                                    "message": "unsupported: the implementation does not declare clause(s) 9.1.2-a"}
    assert by["not-run"][0]["status"] == "FAILED" and by["not-run"][0]["message"] == "not run"
    assert stream[-1]["testRunFinished"]["success"] is False


def _name(rec: dict[str, Any], read_back: Stream) -> str:
    if rec.get("feature") is None:
        return rec["scenario"]
    return next(p["name"] for p in read_back.pickles.values()
                if p["uri"] == rec["feature"] and p["location"]["line"] == rec["line"])


def test_the_stream_is_shaped_as_the_compatibility_kits_reference_streams(js_example_run: Path) -> None:
    """The same kinds of message, in the same order, with no field the reference streams do not use."""
    (folder,) = js_example_run.glob("1-*")
    ours = read(folder / "messages.ndjson")
    kit = CompatibilityKit()
    references = [read(kit.feature_code_for(name) / f"{name}.ndjson") for name in REFERENCE_STREAMS]
    fields: dict[str, set[str]] = {}
    for stream in references:
        for envelope in stream:
            fields.setdefault(kind(envelope), set()).update(envelope[kind(envelope)])
    for envelope in ours:
        assert kind(envelope) in fields, kind(envelope)
        assert set(envelope[kind(envelope)]) <= fields[kind(envelope)] | {"name", "testRunStartedId"}, envelope
    assert _phases(ours) == _phases(references[REFERENCE_STREAMS.index("hooks")])


def _phases(stream: list[dict[str, Any]]) -> list[str]:
    """The kinds of message in order, each run of one kind once; a test case's steps and attachments
    as one phase ("steps")."""
    phases: list[str] = []
    for envelope in stream:
        name = kind(envelope)
        name = {"source": "documents", "gherkinDocument": "documents", "pickle": "documents",
                "stepDefinition": "definitions", "hook": "definitions", "testStepStarted": "steps",
                "testStepFinished": "steps", "attachment": "steps"}.get(name, name)
        if name == "steps" and phases[-1:] == ["testRunStarted"]:
            continue  # the run's own attachment (run.json)
        if not phases or phases[-1] != name:
            phases.append(name)
    collapsed: list[str] = []
    for phase in phases:  # testCaseStarted, steps, testCaseFinished repeat per test case
        if phase in collapsed and phase in ("testCaseStarted", "steps", "testCaseFinished"):
            continue
        collapsed.append(phase)
    return collapsed


def test_pytest_writes_the_stream_with_messages(tiny: Path, validator) -> None:
    out = tiny / "reports"
    tiny_run(out, "--", "--messages", str(tiny / "pytest-stream.ndjson"))
    stream = read(tiny / "pytest-stream.ndjson")
    assert_valid(stream, validator)
    ours = read(next(out.glob("1-*")) / "messages.ndjson")
    assert Counter(map(kind, stream)) == Counter(map(kind, ours)), "the same stream conformance run writes"


def test_a_stream_the_schema_rejects_is_rejected(validator) -> None:
    """The check above can fail: a status Cucumber does not have, a field it does not know."""
    finished = {"testCaseStartedId": "1", "testStepId": "2", "timestamp": {"seconds": 0, "nanos": 0},
                "testStepResult": {"status": "EXPECTED_FAILURE", "duration": {"seconds": 0, "nanos": 0}}}
    assert list(validator.iter_errors({"testStepFinished": finished}))
    assert list(validator.iter_errors({"testRunFinished": {"success": True, "timestamp": {"seconds": 0, "nanos": 0},
                                                           "verdicts": {}}}))
