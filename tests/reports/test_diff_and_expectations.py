"""``conformance diff`` and ``conformance expectations --from`` on real runs, and the metadata every
results.json carries (its format's schema, bumped with it).

Two runs of Hellenes' clause 5.2.1-d (a block boards only a fleet stronger than itself), one against
the reference engine, one against a mutant that lets a block as strong as its fleet board
(strength/wrong/mutants/hellenes.py): the diff from the first to the second finds its scenarios
regressed and exits 1; the other way they are fixed and it exits 0.
The expectations file started from the mutant's run turns its next run green.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from conformance import __version__, cli
from conformance.contract import CONTRACT_VERSION
from conformance.corpus import paths, provenance
from conformance.corpus.expectations import corpus_scenarios, load_expectations
from conformance.reports.runs import load_results
from conformance.runner.results import RESULTS_VERSION
from tests.support.runs import conformance_run
from tests.support.shared import built_once

MUTANT = "python:strength.wrong.mutants.hellenes:cargo_may_equal_its_fleet"
SELECTION = ("--game", "hellenes", "--clause", "5.2.1-d")


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The report folders of the reference's run and the mutant's (run once for all the xdist workers)."""
    def run(root: Path) -> None:
        code, _ = conformance_run(root / "reference", *SELECTION, within=600)
        assert code == 0
        code, results = conformance_run(root / "mutant", "--implementation", MUTANT, *SELECTION, within=600)
        assert code == 1 and any(r["status"] == "failed" for r in results["records"])

    root = built_once(tmp_path_factory, "two-runs", run)
    return {"reference": root / "reference", "mutant": root / "mutant", "root": root}


def diff(capsys: pytest.CaptureFixture, old: Path, new: Path, *options: str) -> tuple[int, str]:
    code = cli.main(["diff", str(old / "results.json"), str(new / "results.json"), *options])
    return code, capsys.readouterr().out


def test_the_diff_finds_the_scenarios_a_mutant_broke_and_exits_1(runs, capsys) -> None:
    code, out = diff(capsys, runs["reference"], runs["mutant"], "--format", "json")
    assert code == 1
    found = json.loads(out)
    failed = {r["nodeid"] for r in load_results(runs["mutant"] / "results.json")["records"] if r["status"] == "failed"}
    assert {c["nodeid"] for c in found["scenarios"] if c["kind"] == "regressed"} == failed
    assert found["counts"]["regressed"] == len(failed) and found["exit_status"] == 1
    assert found["matched_by"] == "node id", "two implementations, one each: matched by scenario"
    assert all(c["old"] == "passed" and c["new"] == "failed" and c["message"] for c in found["scenarios"])
    clause = next(c for c in found["clauses"] if c["clause"] == "5.2.1-d")
    assert (clause["old"], clause["new"]) == ("as expected", "failing")
    assert found["new_meta"]["implementations"][0]["spec"] == MUTANT


def test_the_diff_the_other_way_finds_them_fixed_and_exits_0(runs, capsys) -> None:
    code, out = diff(capsys, runs["mutant"], runs["reference"])
    assert code == 0
    assert out.startswith("# Results diff: ")
    assert "## Fixed (" in out and "## Regressed" not in out
    assert "| 5.2.1-d |" in out and "failing:" in out and "as expected:" in out


def test_a_run_against_itself_changed_nothing(runs, capsys) -> None:
    code, out = diff(capsys, runs["reference"], runs["reference"])
    assert code == 0 and "No scenario changed." in out


def test_a_file_that_is_no_results_file_is_a_usage_error(runs, tmp_path: Path, capsys) -> None:
    (tmp_path / "results.json").write_text('{"records": 3}', encoding="utf-8")
    code = cli.main(["diff", str(tmp_path / "results.json"), str(runs["reference"] / "results.json")])
    assert code == 2 and "not a results file" in capsys.readouterr().err


def test_an_expectations_file_started_from_a_run_turns_its_next_run_green(runs, capsys) -> None:
    written = runs["root"] / "mutant-expectations.toml"
    assert cli.main(["expectations", "--from", str(runs["mutant"] / "results.json"), "--out", str(written)]) == 0
    text = written.read_text(encoding="utf-8")
    loaded = load_expectations(written, corpus_scenarios(paths.FEATURES))  # fits the corpus, or raises
    failed = [r for r in load_results(runs["mutant"] / "results.json")["records"] if r["status"] == "failed"]
    assert loaded.implementation == MUTANT
    assert {e.scenario for e in loaded.entries} == {r["scenario"] for r in failed}
    assert {e.status for e in loaded.entries} == {"fail"} and text.count('reason = "TODO: say why"') == len(failed)
    assert "# the run said: " in text
    again = runs["root"] / "again"
    code, results = conformance_run(again, "--implementation", MUTANT, *SELECTION, "--expectations", str(written),
                                    within=600)
    assert code == 0
    assert {r["status"] for r in results["records"] if r["scenario"] in {f["scenario"] for f in failed}} == {
        "expected-failure"}
    code, out = diff(capsys, runs["mutant"], again)
    assert code == 0 and "## Changed (" in out, "failed -> expected failure is no regression"


def test_expectations_need_one_implementation_and_a_new_file(runs, tmp_path: Path, capsys) -> None:
    merged = {"version": RESULTS_VERSION, "implementations": ["a", "b"], "records": []}
    (tmp_path / "results.json").write_text(json.dumps(merged), encoding="utf-8")
    assert cli.main(["expectations", "--from", str(tmp_path / "results.json")]) == 2
    assert "name one with --implementation" in capsys.readouterr().err
    assert cli.main(["expectations", "--from", str(runs["mutant"] / "results.json"),
                     "--out", str(runs["mutant"] / "results.json")]) == 2
    assert "is not written over" in capsys.readouterr().err


def test_every_results_file_carries_its_runs_metadata_and_fits_the_bumped_schema(runs) -> None:
    schema = json.loads((paths.PACKAGE / "reports" / "results.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["version"]["const"] == RESULTS_VERSION == 2
    validator = Draft202012Validator(schema)
    files = [path for name in ("reference", "mutant") for path in (runs[name] / "results.json",
                                                                   *runs[name].glob("1-*/results.json"))]
    for path in files:
        payload = load_results(path)
        assert [e.message for e in validator.iter_errors(payload)] == [], path
        meta: dict[str, Any] = payload["meta"]
        assert meta["started"] < meta["finished"]
        assert meta["runner"] == {"name": "conformance", "version": __version__, "contract": CONTRACT_VERSION,
                                  "protocol": meta["runner"]["protocol"]}
        assert meta["corpus"]["fingerprint"] == provenance.fingerprint()
        (implementation,) = meta["implementations"]
        assert implementation["name"] == "reference-engine" and implementation["version"], "from the handshake"
        assert meta["started"] <= implementation["started"] <= implementation["finished"] <= meta["finished"]
    merged = load_results(runs["mutant"] / "results.json")["meta"]
    assert merged["command"][:2] == ["conformance", "run"] and MUTANT in merged["command"]
    assert merged["implementations"][0]["spec"] == MUTANT
    own = load_results(next(runs["mutant"].glob("1-*")) / "results.json")["meta"]
    assert own["command"][0] == "pytest" and "--implementation" in own["command"]
    assert sys.version.startswith(merged["python"])


def test_what_an_expectations_file_cannot_excuse_is_listed_in_comments() -> None:
    from conformance.commands.expectations import expectations_text
    from tests.support.records import record

    rows = [record("failed", "outline[a]", "AssertionError: 3, not 4", scenario="An outline", example=0),
            record("passed", "outline[b]", scenario="An outline", example=1),
            record("errored", "crashes", "exited with code 1", cause="implementation"),
            record("failed", "answers_unsupported", "answered unsupported to act() inside clause(s) 9.1.2-a that "
                                                  "its handshake declares: no pick-ups")]
    text = expectations_text("exec:x", rows, "results.json", {})
    assert text.count("[[expect]]") == 1 and 'status = "unsupported"' in text
    assert "# - some rows of the outline sword_of_rome 'An outline' pass" in text
    assert "# - errored, which no entry excuses: sword_of_rome 'crashes': exited with code 1" in text
