"""The test command's time is told by the folder of its tests (tools/suite_parts.py)."""

from __future__ import annotations

import tomllib

from tools import suite_parts

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
