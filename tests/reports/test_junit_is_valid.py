"""junit.xml is valid against the schemas CI servers read it with: Jenkins' (the whole file) and
Maven Surefire's (each ``<testsuite>``, as Surefire writes one a file), checked with xmlschema."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import xmlschema

from conformance.reports.junit import render
from conformance.reports.meta import implementation_entry, run_meta
from tests.support.faulty import faulty_spec
from tests.support.records import one_of_each, record
from tests.support.runs import tiny_run

SCHEMAS = Path(__file__).resolve().parents[1] / "support" / "schemas"


@pytest.fixture(scope="module")
def jenkins() -> xmlschema.XMLSchema:
    return xmlschema.XMLSchema(SCHEMAS / "jenkins-junit-10.xsd")


@pytest.fixture(scope="module")
def surefire() -> xmlschema.XMLSchema:
    return xmlschema.XMLSchema(SCHEMAS / "surefire-test-report.xsd")


def errors(text: str, jenkins: xmlschema.XMLSchema, surefire: xmlschema.XMLSchema) -> list[str]:
    """Every way ``text`` (a junit.xml) breaks either schema, one line each."""
    found = [f"jenkins: {error.reason} at {error.path}" for error in jenkins.iter_errors(text)]
    for suite in ET.fromstring(text).findall("testsuite"):
        found += [f"surefire ({suite.get('name')}): {error.reason} at {error.path}"
                  for error in surefire.iter_errors(ET.tostring(suite, encoding="unicode"))]
    return found


def test_every_status_problems_metadata_and_hostile_text_fit_both_schemas(jenkins, surefire) -> None:
    records = [*one_of_each(), record("errored", "hostile", "bad \x00\x1b[2J\ud800 answer", cause="corpus"),
               record("weird-status", "unknown")]
    problems = [{"kind": "implementation", "implementation": "exec:x", "message": "it left a thread running"},
                {"kind": "corpus", "message": "broken fixture: map.toml:3"}]
    meta = run_meta(started=1.0e9, finished=1.0e9 + 5, command=["conformance", "run"],
                    implementations=[implementation_entry("exec:x", {"name": "x", "version": "1"}, 1.0e9, 1.0e9 + 5)])
    text = render([("exec:x", records), ("exec:\x01 stopped", [])], [*problems, {
        "kind": "implementation", "implementation": "exec:\x01 stopped", "message": "cannot be started"}], meta)
    assert errors(text, jenkins, surefire) == []
    suite = ET.fromstring(text).find("testsuite")
    properties = [(p.get("name"), p.get("value")) for p in suite.find("properties")]
    assert ("implementation.name", "x") in properties and ("implementation.version", "1") in properties
    assert ("problem", "corpus: broken fixture: map.toml:3") in properties
    assert suite.get("timestamp") == "2001-09-09T01:46:40.000Z"


@pytest.mark.parametrize("spec", ["reference", "exit-in-handshake", "exit-on-stop"])
def test_the_junit_xml_of_real_runs_fits_both_schemas(spec: str, tiny: Path, jenkins, surefire) -> None:
    out = tiny / "reports"
    tiny_run(out, "--implementation", spec if spec == "reference" else faulty_spec(spec))
    for path in (out / "junit.xml", *out.glob("1-*/junit.xml")):
        assert errors(path.read_text(encoding="utf-8"), jenkins, surefire) == [], path
