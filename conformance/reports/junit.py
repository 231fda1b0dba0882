"""junit.xml, rendered from the runs' records (the records of results.json), never from pytest.

One ``<testsuite>`` per run, named by its implementation, and one
``<testcase>`` per record, named as pytest names a test (``classname``: the
test file's dotted path, ``name``: the test's name with its parameters). A
record's status maps to JUnit's elements:

- ``failed``, ``unexpected-pass``: ``<failure>``;
- ``errored``, ``not-run``: ``<error>`` (its ``type`` and message say which);
- ``unsupported``, ``skipped``: ``<skipped>`` with the reason;
- ``expected-failure``: ``<skipped>`` saying it failed as expected (JUnit's
  way of writing an xfail);
- ``passed``: a plain ``<testcase>``.

Any other status is an ``<error>``: nothing unknown reads as green. The
counts of every suite (and of ``<testsuites>``) are the counts of its
testcases. A run that recorded no scenario but has problems (it stopped
before collecting any) gets one ``<error>`` testcase saying so, so that it
never reads as an empty green suite.

The file is valid against both schemas CI servers read it with: Jenkins'
(xunit's ``junit-10.xsd``) and Maven Surefire's (``surefire-test-report.xsd``,
one ``<testsuite>`` a file; tests/reports/test_junit_is_valid.py holds both).
What those schemas have no place for goes where they do: a testcase's
record (its game, clauses, errata, scenario, feature and line, status and
cause) is ``key: value`` lines in its ``<system-out>``; a suite's run (the
implementation's spec, and the name and version its handshake gave, the
runner's and the corpus's versions: results.json's ``meta``) and its
problems are the suite's ``<properties>``, one ``problem`` property each.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from typing import Any

#: status -> (JUnit element, words of its message)
ELEMENTS = {
    "failed": ("failure", "failed"),
    "unexpected-pass": ("failure", "unexpected pass"),
    "errored": ("error", "errored"),
    "not-run": ("error", "not run"),
    "unsupported": ("skipped", "unsupported"),
    "skipped": ("skipped", "skipped"),
    "expected-failure": ("skipped", "expected failure: it failed as expected"),
}
#: what a testcase's properties hold of its record (lists space-separated)
PROPERTIES = ("game", "clauses", "errata", "scenario", "feature", "line", "status", "cause")
COUNTED = {"failure": "failures", "error": "errors", "skipped": "skipped"}
NOT_RUN = "collected but never played: the run stopped before it"
#: a message attribute is its text's first line, cut at this many characters (the element's text has all)
MESSAGE_CHARS = 500
#: characters XML 1.0 cannot hold, written as escapes
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def render(runs: Iterable[tuple[str, list[dict[str, Any]]]], problems: Iterable[dict[str, Any]] = (),
           meta: dict[str, Any] | None = None) -> str:
    """The junit.xml of ``runs`` ((implementation, records) pairs); ``problems`` are results.json's: one
    without an ``implementation`` key belongs to every run; ``meta`` is results.json's."""
    problems = list(problems)
    root = ET.Element("testsuites", name="conformance")
    described = {entry.get("spec"): entry for entry in (meta or {}).get("implementations") or []}
    for label, records in runs:
        own = [p for p in problems if p.get("implementation", label) == label]
        root.append(suite(label, records, own, meta, described.get(label)))
    _count(root, root.findall("testsuite"))
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def suite(label: str, records: list[dict[str, Any]], problems: list[dict[str, Any]],
          meta: dict[str, Any] | None = None, implementation: dict[str, Any] | None = None) -> ET.Element:
    element = ET.Element("testsuite", name=_text(label))
    started = (implementation or {}).get("started") or (meta or {}).get("started")
    if started:
        element.set("timestamp", str(started))
    properties = suite_properties(label, problems, meta, implementation)
    if properties:
        listed = ET.SubElement(element, "properties")
        for name, value in properties:
            ET.SubElement(listed, "property", name=name, value=_text(value))
    cases = [testcase(record, problems) for record in records]
    if not records and problems:
        cases.append(_no_records(problems))
    element.extend(cases)
    _count(element, cases)
    return element


def suite_properties(label: str, problems: Sequence[dict[str, Any]], meta: dict[str, Any] | None,
                     implementation: dict[str, Any] | None) -> list[tuple[str, str]]:
    """A suite's ``<properties>``: its run's metadata, then one ``problem`` per problem of the run."""
    found: list[tuple[str, str]] = [("implementation", label)]
    for key in ("name", "version", "contract"):
        if (implementation or {}).get(key):
            found.append((f"implementation.{key}", str(implementation[key])))
    runner = (meta or {}).get("runner") or {}
    for key in ("version", "contract", "protocol"):
        if runner.get(key):
            found.append((f"runner.{key}", str(runner[key])))
    corpus = (meta or {}).get("corpus") or {}
    for key in ("commit", "fingerprint"):
        if corpus.get(key):
            found.append((f"corpus.{key}", str(corpus[key])))
    found += [("problem", f"{p.get('kind', 'problem')}: {p.get('message', '')}") for p in problems]
    return found


def testcase(record: dict[str, Any], problems: Sequence[dict[str, Any]] = ()) -> ET.Element:
    classname, name = case_names(str(record.get("nodeid", "")))
    element = ET.Element("testcase", classname=_text(classname), name=_text(name),
                         time=_seconds(record.get("duration")))
    outcome = _outcome(record, problems)
    if outcome is not None:
        element.append(outcome)
    said = [f"{key}: {' '.join(value) if isinstance(value, list) else value}" for key in PROPERTIES
            if (value := record.get(key)) is not None and value != []]
    ET.SubElement(element, "system-out").text = _text("\n".join(said))
    return element


def record_properties(case: ET.Element) -> dict[str, str]:
    """What a testcase's ``<system-out>`` says of its record (the keys of :data:`PROPERTIES`)."""
    text = case.findtext("system-out") or ""
    return dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)


def _outcome(record: dict[str, Any], problems: Sequence[dict[str, Any]]) -> ET.Element | None:
    """The ``<failure>``, ``<error>`` or ``<skipped>`` of a record (None for a pass)."""
    status = record.get("status")
    if status == "passed":
        return None
    kind, words = ELEMENTS.get(status, ("error", f"status {status!r}"))
    text = str(record.get("message") or "")
    if status == "not-run" and not text:
        text = NOT_RUN + (" (the run's problems are the suite's \"problem\" properties)" if problems else "")
    if status == "errored" and record.get("cause"):
        words = f"{words} (the {record['cause']}'s fault)"
    first = text.strip().splitlines()[0] if text.strip() else ""
    said = str(status).replace("-", " ") + ": "
    first = first[len(said):] if first.lower().startswith(said) else first  # "expected failure: ..." once
    message = f"{words}: {first}" if first else words
    outcome = ET.Element(kind, message=_text(message if len(message) <= MESSAGE_CHARS
                                             else message[:MESSAGE_CHARS - 3] + "..."))
    if kind != "skipped":  # Surefire's <skipped> has no type: the status is in the testcase's system-out
        outcome.set("type", str(status))
    if text:
        outcome.text = _text(text)
    return outcome


def case_names(nodeid: str) -> tuple[str, str]:
    """(classname, name) as pytest's junitxml made them from a node id."""
    path, bracket, params = nodeid.partition("[")
    names = path.split("::")
    names[0] = re.sub(r"\.py$", "", names[0].replace("/", "."))
    names[-1] += bracket + params
    return ".".join(names[:-1]), names[-1]


def _no_records(problems: list[dict[str, Any]]) -> ET.Element:
    element = ET.Element("testcase", classname="conformance", name="(run)", time=_seconds(0))
    text = "\n".join(str(p.get("message", "")) for p in problems)
    message = "errored: the run recorded no scenario"
    if text.strip():
        message += ": " + text.strip().splitlines()[0][:MESSAGE_CHARS]
    ET.SubElement(element, "error", type="run", message=_text(message)).text = _text(text)
    return element


def _count(element: ET.Element, children: list[ET.Element]) -> None:
    """tests, failures, errors, skipped (a suite's only: Jenkins' ``<testsuites>`` has no such count) and
    time of ``element`` from its testcases or suites."""
    counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    time = 0.0
    for child in children:
        if child.tag == "testsuite":
            for key in counts:
                counts[key] += int(child.get(key))
        else:
            counts["tests"] += 1
            for kind, key in COUNTED.items():
                counts[key] += child.find(kind) is not None
        time += float(child.get("time"))
    if element.tag == "testsuites":
        del counts["skipped"]
    for key, value in counts.items():
        element.set(key, str(value))
    element.set("time", _seconds(time))


def _seconds(value: Any) -> str:
    try:
        return f"{max(float(value or 0.0), 0.0):.3f}"
    except (TypeError, ValueError):
        return "0.000"


def _text(value: Any) -> str:
    return _NOT_XML.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), str(value))
