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
never reads as an empty green suite; the problems of every run are in its
suite's ``<system-err>``.
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


def render(runs: Iterable[tuple[str, list[dict[str, Any]]]], problems: Iterable[dict[str, Any]] = ()) -> str:
    """The junit.xml of ``runs`` ((implementation, records) pairs); ``problems`` are results.json's: one
    without an ``implementation`` key belongs to every run."""
    problems = list(problems)
    root = ET.Element("testsuites")
    for label, records in runs:
        own = [p for p in problems if p.get("implementation", label) == label]
        root.append(suite(label, records, own))
    _count(root, root.findall("testsuite"))
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def suite(label: str, records: list[dict[str, Any]], problems: list[dict[str, Any]]) -> ET.Element:
    element = ET.Element("testsuite", name=_text(label))
    cases = [testcase(record, problems) for record in records]
    if not records and problems:
        cases.append(_no_records(problems))
    element.extend(cases)
    if problems:
        ET.SubElement(element, "system-err").text = _text(
            "\n".join(f"{p.get('kind', 'problem')}: {p.get('message', '')}" for p in problems))
    _count(element, cases)
    return element


def testcase(record: dict[str, Any], problems: Sequence[dict[str, Any]] = ()) -> ET.Element:
    classname, name = case_names(str(record.get("nodeid", "")))
    element = ET.Element("testcase", classname=_text(classname), name=_text(name),
                         time=_seconds(record.get("duration")))
    properties = ET.SubElement(element, "properties")
    for key in PROPERTIES:
        value = record.get(key)
        if value is not None and value != []:
            value = " ".join(value) if isinstance(value, list) else value
            ET.SubElement(properties, "property", name=key, value=_text(value))
    status = record.get("status")
    if status == "passed":
        return element
    kind, words = ELEMENTS.get(status, ("error", f"status {status!r}"))
    text = str(record.get("message") or "")
    if status == "not-run" and not text:
        text = NOT_RUN + (" (the run's problems are in the suite's system-err)" if problems else "")
    if status == "errored" and record.get("cause"):
        words = f"{words} (the {record['cause']}'s fault)"
    first = text.strip().splitlines()[0] if text.strip() else ""
    said = str(status).replace("-", " ") + ": "
    first = first[len(said):] if first.lower().startswith(said) else first  # "expected failure: ..." once
    message = f"{words}: {first}" if first else words
    outcome = ET.SubElement(element, kind, type=str(status),
                            message=_text(message if len(message) <= MESSAGE_CHARS
                                          else message[:MESSAGE_CHARS - 3] + "..."))
    if text:
        outcome.text = _text(text)
    return element


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
    """tests, failures, errors, skipped and time of ``element`` from its testcases or suites."""
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
