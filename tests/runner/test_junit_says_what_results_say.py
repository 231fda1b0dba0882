"""junit.xml is rendered from the records of results.json (conformance/reports/junit.py), for every run.

The mapping of statuses and the counts, on records made here; then real runs
of ``conformance run`` on the tiny two-scenario corpus that break in different
ways (a handshake that fails, ``stop`` that fails, a process that dies),
whose junit.xml must say what their results.json says.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from conformance.reports import runs as reports
from conformance.reports.junit import case_names, record_properties, render
from conformance.commands import run as run_command
from tests.support.faulty import faulty_spec
from tests.support.records import NODE, one_of_each, record
from tests.support.runs import tiny_run
from tests.support.tiny_corpus import FIRST, SECOND

#: the JUnit element each status is written as (None: a plain testcase)
ELEMENT = {"passed": None, "failed": "failure", "unexpected-pass": "failure", "errored": "error",
           "not-run": "error", "unsupported": "skipped", "skipped": "skipped", "expected-failure": "skipped"}


def cases(suite: ET.Element) -> dict[str, ET.Element]:
    return {case.get("name"): case for case in suite.findall("testcase")}


def test_each_status_is_its_junit_element_with_a_message_saying_which() -> None:
    root = ET.fromstring(render([("exec:x", one_of_each())]))
    (suite,) = root.findall("testsuite")
    assert suite.get("name") == "exec:x"
    by_name = cases(suite)
    for rec in one_of_each():
        case = by_name[rec["nodeid"].split("::")[1]]
        outcomes = [child for child in case if child.tag in ("failure", "error", "skipped")]
        expected = ELEMENT[rec["status"]]
        assert [o.tag for o in outcomes] == ([expected] if expected else []), rec["status"]
        if expected and expected != "skipped":  # Surefire's <skipped> has no type
            assert outcomes[0].get("type") == rec["status"]
        properties = record_properties(case)
        assert properties["status"] == rec["status"] and properties["clauses"] == "9.1.2 9.1.2-a"
        assert properties["feature"] == "features/sword_of_rome/x.feature" and properties["line"] == "3"
    message = {name: (case[0].get("message"), case[0].text) for name, case in by_name.items() if len(case) > 1}
    assert message["test_fails"] == ("failed: the army has 3 MP left, not 4",
                                     "the army has 3 MP left, not 4\nmore detail")
    assert message["test_errors"][0] == ("errored (the implementation's fault): "
                                         "exited with code 1 before answering 'act'")
    assert message["test_never_runs"][0].startswith("not run: collected but never played")
    assert message["test_is_unsupported"][0] == ("unsupported: the implementation does not declare "
                                                 "clause(s) 9.1.2-a")
    assert message["test_is_skipped"][0] == "skipped: skipped on purpose"
    assert message["test_fails_as_expected"][0] == "expected failure: it failed as expected: rolls twice"
    assert message["test_passes_unexpectedly"][0] == "unexpected pass: listed as unsupported (x.toml:3): no"


def test_the_counts_are_those_of_the_testcases() -> None:
    records = one_of_each()
    root = ET.fromstring(render([("a", records), ("b", records[:2])]))
    suites = root.findall("testsuite")
    assert [(s.get("tests"), s.get("failures"), s.get("errors"), s.get("skipped"), s.get("time"))
            for s in suites] == [("8", "2", "2", "3", "2.000"), ("2", "1", "0", "0", "0.500")]
    assert (root.get("tests"), root.get("failures"), root.get("errors"), root.get("time")) == (
        "10", "3", "2", "2.500")
    assert root.get("skipped") is None, "Jenkins' schema has no skipped count on <testsuites>"
    for suite in suites:
        testcases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(testcases)
        for tag, key in (("failure", "failures"), ("error", "errors"), ("skipped", "skipped")):
            assert int(suite.get(key)) == sum(case.find(tag) is not None for case in testcases)


def test_names_are_pytests_and_text_xml_cannot_hold_is_escaped() -> None:
    assert case_names(NODE + "outline[Roma-4]") == ("conformance.games.sword_of_rome.test_corpus",
                                                       "test_outline[Roma-4]")
    assert case_names("conformance/games/hellenes") == ("", "conformance.games.hellenes")
    hostile = record("errored", "hostile", "bad \x00\x1b[2J\ud800 answer", cause="implementation")
    (case,) = ET.fromstring(render([("exec:\x01", [hostile])])).iter("testcase")
    assert "\\x00" in case.find("error").text and "\\ud800" in case.find("error").text


def test_a_run_that_recorded_nothing_but_broke_is_no_empty_green_suite() -> None:
    problems = [{"kind": "implementation", "implementation": "b", "message": "the implementation cannot be started"}]
    root = ET.fromstring(render([("a", [record("passed", "passes")]), ("b", [])], problems))
    a, b = root.findall("testsuite")
    problems_of = {suite.get("name"): [p.get("value") for p in suite.iter("property") if p.get("name") == "problem"]
                   for suite in (a, b)}
    assert (a.get("tests"), a.get("errors"), problems_of["a"]) == ("1", "0", [])
    assert (b.get("tests"), b.get("errors")) == ("1", "1")
    assert "cannot be started" in b.find("testcase/error").get("message")
    assert problems_of["b"] == ["implementation: the implementation cannot be started"]


def test_write_results_and_recover_write_junit_from_the_same_records(tmp_path: Path) -> None:
    reports.write_results(tmp_path, [("exec:x", one_of_each())], 1)
    agree(tmp_path)
    # a run that died: its progress folded in, the running scenario errored, the rest not run
    single = tmp_path / "single"
    single.mkdir()
    running = one_of_each()[:3]
    payload = {"version": 1, "implementation": "exec:x", "complete": False, "interrupted": False, "problems": [],
               "records": [{**r, "status": "not-run", "message": ""} for r in running]}
    (single / "results.json").write_text(json.dumps(payload))
    (single / reports.PROGRESS).write_text(json.dumps({"record": running[0]}) + "\n"
                                           + json.dumps({"running": running[1]["nodeid"]}) + "\n")
    recovered = reports.recover(single)
    assert Counter(r["status"] for r in recovered["records"]) == {"passed": 1, "errored": 1, "not-run": 1}
    agree(single)


# -- real runs that break, through `conformance run` on the tiny corpus ---------------------------


@pytest.mark.parametrize("spec, statuses", [
    # the handshake fails: every scenario not run (pytest's junit had tests="0")
    ("exit-in-handshake", {"not-run": 2}),
    # stop fails after the last scenario: errored once, not counted as passed too (pytest's had tests=3)
    ("exit-on-stop", {"passed": 1, "errored": 1}),
    # the implementation ends the process playing the corpus (pytest's junit was empty)
    ("python:tests.support.faulty.inprocess:ExitsTheProcess", {"errored": 1, "not-run": 1}),
])
def test_junit_says_what_results_json_says_for_a_broken_run(spec: str, statuses: dict, tiny: Path) -> None:
    if not spec.startswith("python:"):
        spec = faulty_spec(spec)
    out = tiny / "reports"
    code, _ = tiny_run(out, "--implementation", spec)
    assert code == run_command.EXIT_IMPLEMENTATION
    results = agree(out)
    assert Counter(r["status"] for r in results["records"]) == statuses
    assert {r["scenario"] for r in results["records"]} == {FIRST, SECOND}
    (folder,) = out.glob("1-*")
    agree(folder)


def agree(directory: Path) -> dict:
    """Check that junit.xml in ``directory`` renders its results.json record by record; the results."""
    results = reports.load_results(directory / "results.json")
    labels = results.get("implementations") or [results["implementation"]]
    runs = [[r for r in results["records"] if "implementations" not in results or r["implementation"] == label]
            for label in labels]
    suites = ET.parse(directory / "junit.xml").getroot().findall("testsuite")
    assert [s.get("name") for s in suites] == labels
    for suite, records in zip(suites, runs):
        testcases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(testcases) == len(records)
        counts = Counter(ELEMENT[r["status"]] for r in records)
        assert (int(suite.get("failures")), int(suite.get("errors")), int(suite.get("skipped"))) == (
            counts["failure"], counts["error"], counts["skipped"])
        for case, rec in zip(testcases, records):
            assert (case.get("classname"), case.get("name")) == case_names(rec["nodeid"])
            tags = [child.tag for child in case if child.tag in ("failure", "error", "skipped")]
            assert tags == ([ELEMENT[rec["status"]]] if ELEMENT[rec["status"]] else []), rec
    return results


@pytest.mark.parametrize("spec, why", [
    ("exit-in-handshake", "not played: the implementation's handshake failed, twice: "),
    ("unknown-game", "not played: the implementation's handshake names what the catalogs do not have: "
                     'its handshake declares the game "sword-of-rome"'),
    ("python:tests.support.faulty.unimportable:Implementation", "not played: the implementation could not be loaded: "),
])
def test_a_scenario_not_played_says_why_in_results_json_and_junit_xml(spec: str, why: str, tiny: Path) -> None:
    if not spec.startswith("python:"):
        spec = faulty_spec(spec)
    out = tiny / "reports"
    tiny_run(out, "--implementation", spec)
    for directory in (out, *out.glob("1-*")):
        records = agree(directory)["records"]
        assert {r["status"] for r in records} == {"not-run"}
        assert all(r["message"].startswith(why) for r in records), [r["message"] for r in records]
        errors = [case.find("error") for case in ET.parse(directory / "junit.xml").getroot().iter("testcase")]
        assert len(errors) == 2 and all(e.get("message") == f"not run: {why}" + e.text[len(why):].splitlines()[0]
                                        and e.text.startswith(why) for e in errors)
