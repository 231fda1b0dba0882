"""The test command's time and CPU are told by the folder of its tests (tools/suite_parts.py,
tools/suite_cpu.py)."""

from __future__ import annotations

import subprocess
import sys
import tomllib

from conformance.corpus.paths import ROOT
from tools import suite_cpu, suite_parts

JUNIT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" tests="4">
<testcase classname="tests.runner.test_runner_guarantees" name="test_a" time="12.5"/>
<testcase classname="tests.runner.test_console_fits_a_person" name="test_b" time="0.5"/>
<testcase classname="tests.site.test_site_built_offline_and_usable" name="test_c" time="4.0"/>
<testcase classname="conformance.games.hannibal.test_hannibal" name="test_d[x]" time="0.01"/>
<testcase classname="tests.site.test_site_built_offline_and_usable" name="test_e[&quot;sword-of-rome&quot;\\x]" time="11.0"/>
</testsuite></testsuites>
"""


def test_each_folder_sums_its_tests_and_names_those_of_ten_seconds_or_more(tmp_path) -> None:
    junit = tmp_path / "suite.xml"
    junit.write_text(JUNIT, encoding="utf-8")
    entries = suite_parts.parts(junit)
    assert [(e["part"], e["tests"], e["seconds"]) for e in entries] == [
        ("tests/site", 2, 15.0), ("tests/runner", 2, 13.0), ("conformance/games", 1, 0.0)]
    assert entries[1]["slowest"] == ["test_runner_guarantees::test_a (12 s)"] and entries[2]["slowest"] == []
    data = tomllib.loads(suite_parts.as_toml(entries, "someday"))
    assert [s["part"] for s in data["suite"]] == ["tests/site", "tests/runner", "conformance/games"]
    # a test id with quotes and a backslash is read back as it was
    assert data["suite"][0]["slowest"] == ['test_site_built_offline_and_usable::test_e["sword-of-rome"\\x] (11 s)']


def test_a_file_that_is_not_junit_xml_is_named(tmp_path, capsys) -> None:
    broken = tmp_path / "suite.xml"
    broken.write_text("<testsuites>", encoding="utf-8")
    assert suite_parts.main([str(broken)]) == 2
    assert f"{broken}: not a JUnit XML file" in capsys.readouterr().err


def test_a_run_with_no_test_case_is_said_not_told_as_empty(tmp_path, capsys) -> None:
    empty = tmp_path / "suite.xml"
    empty.write_text('<testsuites><testsuite name="pytest" tests="0"/></testsuites>', encoding="utf-8")
    assert suite_parts.main([str(empty)]) == 2
    assert f"{empty}: holds no test case" in capsys.readouterr().err


#: two tests that burn CPU: one in its own process, one in a process it starts and waits for
BURNING = '''
import subprocess, sys, time

def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass

def test_burns_its_own():
    burn(0.3)

def test_burns_a_child():
    subprocess.run([sys.executable, "-c", "import time\\nend = time.process_time() + 0.3\\n"
                    "while time.process_time() < end: pass"], check=True)
'''


def test_the_census_tells_a_tests_own_cpu_from_that_of_the_processes_it_starts(tmp_path) -> None:
    (tmp_path / "test_burning.py").write_text(BURNING, encoding="utf-8")
    census = tmp_path / "cpu"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "tools.suite_cpu",
                           "--cpu-census", str(census), "--rootdir", str(tmp_path), str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(list(census.glob("cpu-*.jsonl"))) == 1, "one file for the one process that ran tests"
    records = suite_cpu.read(census)
    own, child = records["test_burning.py::test_burns_its_own"], records["test_burning.py::test_burns_a_child"]
    assert own["own"] >= 0.25 and own["started"] < 0.05
    assert child["started"] >= 0.25 and child["own"] < 0.25
    assert child["wall"] >= child["started"]


def test_each_folder_sums_the_cpu_of_its_tests_and_a_torn_line_is_left_out(tmp_path) -> None:
    junit = tmp_path / "suite.xml"
    junit.write_text(JUNIT, encoding="utf-8")
    census = tmp_path / "cpu"
    census.mkdir()
    (census / "cpu-1.jsonl").write_text(
        '{"test": "tests/runner/test_runner_guarantees.py::test_a", "own": 0.5, "started": 9.0, "wall": 12.5}\n'
        '{"test": "tests/runner/test_console_fits_a_person.py::test_b", "own": 0.25, "started": 0.0, "wall": 0.5}\n'
        '{"test": "tests/site/test_site_built_offline_and_usable.py::test_c", "own": 1.0, "star', encoding="utf-8")
    entries = suite_parts.parts(junit)
    suite_parts.add_cpu(entries, suite_cpu.read(census))
    assert [(e["part"], e["cpu_own"], e["cpu_started"]) for e in entries] == [
        ("tests/site", 0.0, 0.0), ("tests/runner", 0.8, 9.0), ("conformance/games", 0.0, 0.0)]
    data = tomllib.loads(suite_parts.as_toml(entries, "someday"))
    assert data["suite"][1]["cpu_own"] == 0.8 and data["suite"][1]["cpu_started"] == 9.0


def test_a_folder_with_no_census_is_said_not_told_as_no_cpu(tmp_path, capsys) -> None:
    junit = tmp_path / "suite.xml"
    junit.write_text(JUNIT, encoding="utf-8")
    assert suite_parts.main([str(junit), "--cpu", str(tmp_path / "nothing")]) == 2
    assert "holds no CPU census (cpu-*.jsonl)" in capsys.readouterr().err
