"""`conformance run`: several implementations side by side, the same verdicts as pytest."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT
from strength.plays import CORPUS, corpus_records
from tests.support.faulty import faulty_spec
from tests.support.runs import SERVED_REFERENCE as SERVED
from tests.support.runs import by_scenario, conformance_run
from tests.support.tiny_corpus import FIRST, SECOND

JS = "exec:node examples/js_sword_of_rome/main.js"
JS_EXPECTED_FAILURE = "A minor leader may not pick up a historical leader where he was activated"
#: a divergence `conformance fuzz` found (features/sword_of_rome/fuzzed_fc64f588_naval_capacity.feature),
#: about 9.6.3, which the JS implementation does not declare
JS_FUZZED = "With five players a Carthaginian army activated by a 1-card may carry 3 CU by sea"
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")


def by_implementation(records: list[dict]) -> dict[str, dict[str, dict]]:
    table: dict[str, dict[str, dict]] = {}
    for record in records:
        table.setdefault(record["implementation"], {})[record["nodeid"]] = record
    return table


@needs_node
@pytest.mark.long
def test_the_reference_the_served_reference_and_javascript_side_by_side(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    reports = tmp_path / "reports"
    _, results = conformance_run(reports, "--implementation", "reference", "--implementation", SERVED,
                                 "--implementation", JS, "--game", "sword_of_rome", within=600)
    table = by_implementation(results["records"])
    assert list(table) == ["reference", SERVED, JS]

    # the reference engine gives the same verdicts across the process boundary
    in_process = {n: r["status"] for n, r in table["reference"].items()}
    served = {n: r["status"] for n, r in table[SERVED].items()}
    differ = {n: (in_process.get(n), served.get(n)) for n in in_process.keys() | served.keys()
              if in_process.get(n) != served.get(n)}
    assert not differ, f"in-process and served verdicts differ: {differ}"

    # the JavaScript implementation: its subset passes, the rest is unsupported, one failure is expected
    js = list(table[JS].values())
    statuses = {r["status"] for r in js}
    broken = [(r["scenario"], r["status"], r["message"][:300]) for r in js
              if r["status"] in ("failed", "errored", "unexpected-pass", "not-run")]
    assert not broken, f"the JS implementation or examples/js_sword_of_rome/expectations.toml needs updating: {broken}"
    assert {"passed", "unsupported", "expected-failure"} <= statuses
    xfailed = [r for r in js if r["status"] == "expected-failure"]
    assert JS_EXPECTED_FAILURE in [r["scenario"] for r in xfailed]
    assert all(r["expectation"]["status"] == "fail" for r in xfailed), "each an entry of the expectations file"
    assert [r["status"] for r in js if r["scenario"] == JS_FUZZED] == ["unsupported"]
    planted = next(r for r in xfailed if r["scenario"] == JS_EXPECTED_FAILURE)
    assert planted["expectation"]["status"] == "fail" and "9.1.2-b" in planted["message"]
    assert any(r["status"] == "unsupported" and "9.6" in " ".join(r["clauses"]) for r in js)

    # every answer of the served reference and of the JS implementation was held to the reference's
    assert {r["reference_check"]["status"] for r in table["reference"].values()} == {"off"}
    for spec, agreeing in ((SERVED, {"agreed"}), (JS, {"agreed", "left aside"})):
        # the JS implementation leaves out of its lists the actions it does not model (plunder...)
        played = [r for r in table[spec].values() if r["status"] not in ("unsupported", "expected-failure")]
        assert played and {r["reference_check"]["status"] for r in played} <= agreeing, spec
    planted_check = planted["reference_check"]
    assert any("expected (" in note and "9.1.2-b" in note for note in planted_check["left_aside"])

    matrix = (reports / "matrix.md").read_text(encoding="utf-8")
    assert f"{SERVED}: reference check: {len(table[SERVED])} of {len(table[SERVED])} played scenarios agreed" \
        in matrix
    assert f"| clause | title | reference | {SERVED} | {JS} |" in matrix
    assert "| 9.1.2-b | Minor leaders cannot pick up historical leaders |" in matrix
    suites = ET.parse(reports / "junit.xml").getroot().findall("testsuite")
    assert [s.get("name") for s in suites] == ["reference", SERVED, JS]
    for index in (1, 2, 3):
        assert len(list(reports.glob(f"{index}-*/results.json"))) == 1


def test_pytest_and_conformance_give_the_same_verdicts(tiny: Path) -> None:
    spec = faulty_spec("crash", "--once", str(tiny / "flag"), "--declare", "9.1")
    expectations = write_expectations(tiny / "expect.toml", spec, f"""
[[expect]]
status = "fail"
scenario = "{FIRST}"
reason = "crashes"
""")
    _, results = conformance_run(tiny / "runner", "--implementation", spec, "--game", "sword_of_rome",
                                 "--expectations", str(expectations))
    (tiny / "flag").unlink()
    played = corpus_records(tiny / "pytest", CORPUS / "sword_of_rome", "--implementation", spec,
                            "--expectations", str(expectations), timeout=120)
    runner = {r["nodeid"]: r["status"] for r in results["records"]}
    direct = {r["nodeid"]: r["status"] for r in played}
    assert runner == direct
    assert sorted(runner.values()) == ["errored", "unsupported"], "a crash is an error even when a failure is expected"


def write_expectations(path: Path, implementation: str, entries: str) -> Path:
    path.write_text(f'implementation = "{implementation}"\n\n{entries}', encoding="utf-8")
    return path


def test_a_listed_scenario_that_passes_is_an_unexpected_pass(tiny: Path) -> None:
    expectations = write_expectations(tiny / "expect.toml", "reference", f"""
[[expect]]
status = "fail"
game = "sword_of_rome"
scenario = "{FIRST}"
reason = "said to fail"

[[expect]]
status = "unsupported"
clauses = ["9.1.2-*"]
reason = "said to be unsupported"
link = "https://example.org/42"
""")
    code, results = conformance_run(tiny / "reports", "--game", "sword_of_rome", "--expectations", str(expectations))
    assert code == 1
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "unexpected-pass"
    assert records[SECOND]["status"] == "unexpected-pass"
    assert "said to be unsupported" in records[SECOND]["message"]
    assert records[SECOND]["expectation"]["link"] == "https://example.org/42"
    assert "2 unexpected pass" in (tiny / "reports" / "matrix.md").read_text(encoding="utf-8")


def test_an_expectation_naming_no_scenario_stops_the_run(tiny: Path, capsys: pytest.CaptureFixture) -> None:
    expectations = write_expectations(tiny / "expect.toml", "reference", """
[[expect]]
status = "fail"
scenario = "A scenario nobody wrote"
reason = "stale"
""")
    code, results = conformance_run(tiny / "reports", "--game", "sword_of_rome", "--expectations", str(expectations))
    assert code == 2
    assert results == {}, "checked before anything runs"
    assert "expect.toml:4: [[expect]] #1: scenario 'A scenario nobody wrote' names no scenario" in \
        capsys.readouterr().err


def test_records_are_complete_under_xdist_with_errored_and_unsupported_scenarios(tiny: Path) -> None:
    spec = faulty_spec("crash", "--once", str(tiny / "flag"), "--declare", "9.1")
    code, results = conformance_run(tiny / "reports", "--implementation", spec, "--game", "sword_of_rome",
                                    "--", "-n", "2")
    assert code == 3
    records = by_scenario(results["records"])
    assert records[FIRST]["status"] == "errored", "it crashes at the first act"
    assert records[SECOND]["status"] == "unsupported", "9.1.2-a is not declared, so it is not played"
    assert "does not declare clause(s) 9.1.2-a" in records[SECOND]["message"]


def test_clause_selection_plays_only_that_clause(tiny: Path) -> None:
    code, results = conformance_run(tiny / "reports", "--clause", "9.1.2-a", "--game", "sword_of_rome")
    assert code == 0
    assert [r["scenario"] for r in results["records"]] == [SECOND]


@pytest.mark.parametrize("statuses, icon", [
    ({"passed": 3}, "✅"),
    ({"passed": 2, "expected-failure": 1}, "✅"),
    ({"passed": 2, "unsupported": 5}, "◐"),
    ({"expected-failure": 1, "skipped": 1}, "◐"),
    ({"passed": 2, "unsupported": 5, "failed": 1}, "❌"),
    ({"passed": 9, "not-run": 1}, "❌"),
    ({"unsupported": 4}, "➖"),
])
def test_a_matrix_cell_ticks_a_clause_only_when_all_of_it_was_checked(statuses: dict[str, int], icon: str) -> None:
    from collections import Counter

    from conformance.reports.runs import cell
    from conformance.site.model import cell_class

    assert cell(Counter(statuses)).startswith(icon + " ")
    assert cell_class(Counter(statuses)) == {"✅": "good", "◐": "partial", "❌": "bad", "➖": "neutral"}[icon]
