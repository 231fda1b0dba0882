"""Reports of one or more corpus runs: the compliance matrix and merged files.

- ``matrix.md``: clause x implementation, each cell counting the scenarios of
  that clause by status (Markdown, for CI job summaries);
- ``results.json``: every record of every run (one record per scenario and
  implementation);
- ``junit.xml``: the same records in JUnit's format, one ``<testsuite>`` per run
  (conformance.reports.junit): written wherever results.json is, from its records;
- the reference check's notes: per run, how many played scenarios agreed
  with the reference engine at every call (:func:`reference_check_notes`,
  among matrix.md's notes and printed by ``conformance run`` and pytest).

Every file is written atomically (a temporary file renamed over it), so a
reader never sees half a report. A run that died leaves results.json and
``progress.ndjson`` (conformance.runner.results); :func:`recover` folds them
together.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from conformance.reports import junit

BAD = ("failed", "errored", "unexpected-pass", "not-run")
#: status -> the words used in matrix cells, in cell order
CELL_WORDS = {
    "failed": "failed", "errored": "errored", "unexpected-pass": "unexpected pass", "not-run": "not run",
    "passed": "passed", "expected-failure": "expected failure", "unsupported": "unsupported",
    "skipped": "skipped",
}
LEGEND = ("✅ all as expected · ◐ partly checked: the rest not played (unsupported or skipped) · "
          "❌ a failure, error, unexpected pass or scenario not run · ➖ nothing played (unsupported or skipped)")

Run = tuple[str, list[dict[str, Any]]]
#: beside results.json while a run is going on: one JSON object per line
PROGRESS = "progress.ndjson"
ABRUPT = ("the run ended abruptly while this scenario was running (the process running the corpus "
          "exited or was killed: an in-process implementation may have called os._exit)")


#: the files a run writes in its report folder
REPORT_FILES = ("results.json", "junit.xml", "matrix.md", PROGRESS, "messages.ndjson", "cucumber.html", "pytest.log")


def folder_name(index: int, spec: str) -> str:
    """The report folder of the ``index``-th implementation of ``conformance run`` (from 1), ``spec``:
    letters, digits, ``.``, ``_`` and ``-`` kept, every other run of characters one ``-``, 60 at most."""
    return f"{index}-" + (re.sub(r"[^A-Za-z0-9._-]+", "-", spec).strip("-")[:60] or "implementation")


def obstacles(directory: Path) -> list[Path]:
    """The report files of ``directory`` that a folder stands in the way of (written over, it would
    lose the reports after the run)."""
    return [Path(directory) / name for name in REPORT_FILES if (Path(directory) / name).is_dir()]


def write_atomic(path: Path, text: str) -> None:
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(text, encoding="utf-8", errors="backslashreplace")
    os.replace(temporary, path)


def load_records(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(Path(path).read_text(encoding="utf-8")).get("records", []))


def load_results(path: Path) -> dict[str, Any]:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def recover(directory: Path) -> dict[str, Any] | None:
    """The results of the run in ``directory``, with its progress file folded in.

    None when the run wrote nothing. When a progress file is left (the run
    died), the records it holds replace the not-run ones, the scenario that
    was running is errored, and results.json is rewritten marked incomplete (and matrix.md with it).
    Either way, junit.xml is rendered anew from the records results.json holds."""
    directory = Path(directory)
    results, progress = directory / "results.json", directory / PROGRESS
    if not results.exists():
        return None
    try:
        payload = load_results(results)
    except (OSError, ValueError):
        return None
    if not progress.exists():
        _junit_of(directory, payload)  # should the run have died between its results and its junit.xml
        return payload
    records = {r["nodeid"]: r for r in payload.get("records", [])}
    running = None
    for line in progress.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # the last line may be cut short
        if "record" in entry:
            records[entry["record"]["nodeid"]] = entry["record"]
            running = None if running == entry["record"]["nodeid"] else running
        elif "running" in entry:
            running = entry["running"]
        elif "problem" in entry and entry["problem"] not in payload.setdefault("problems", []):
            payload["problems"].append(entry["problem"])
    if running in records:
        records[running].update(status="errored", cause="implementation", message=ABRUPT)
    payload["records"] = sorted(records.values(), key=lambda r: r["nodeid"])
    payload["complete"] = False
    write_atomic(results, json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    progress.unlink()
    write_matrix(directory, [(payload.get("implementation", "?"), payload["records"])])
    _junit_of(directory, payload)
    return payload


def is_bad(status: str) -> bool:
    return status in BAD


def cell(counts: Counter) -> str:
    if not counts:
        return "·"
    if any(counts[s] for s in BAD):
        icon = "❌"
    elif (counts["passed"] or counts["expected-failure"]) and (counts["unsupported"] or counts["skipped"]):
        icon = "◐"  # never a plain tick where part of the clause was not checked
    elif counts["passed"] or counts["expected-failure"]:
        icon = "✅"
    else:
        icon = "➖"
    words = ", ".join(f"{counts[s]} {w}" for s, w in CELL_WORDS.items() if counts[s])
    return f"{icon} {words}"


def matrix_markdown(runs: Iterable[Run], titles: dict[str, str] | None = None) -> str:
    runs = list(runs)
    titles = titles or {}
    table: dict[str, dict[int, Counter]] = {}
    totals = [Counter() for _ in runs]
    for index, (_, records) in enumerate(runs):
        for record in records:
            totals[index][record["status"]] += 1
            for clause in record.get("clauses") or ["(no clause)"]:
                table.setdefault(clause, {}).setdefault(index, Counter())[record["status"]] += 1
    header = ["clause", "title", *(_escape(label) for label, _ in runs)]
    lines = ["# Compliance matrix", "", LEGEND, "",
             "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for clause in sorted(table, key=clause_sort_key):
        cells = [cell(table[clause].get(i, Counter())) for i in range(len(runs))]
        lines.append(f"| {_escape(clause)} | {_escape(titles.get(clause, ''))} | " + " | ".join(cells) + " |")
    lines.append("| **all scenarios** | | " + " | ".join(cell(t) for t in totals) + " |")
    return "\n".join(lines) + "\n"


def write_matrix(directory: Path, runs: Iterable[Run], notes: Iterable[str] = ()) -> Path:
    from conformance.corpus.catalog import clause_index
    from conformance.corpus.toml_data import DataFileError

    try:
        titles = {cid: c.title for cid, c in clause_index().items()}
    except (DataFileError, OSError, ValueError):  # a broken catalog is reported elsewhere; the matrix still goes out
        titles = {}
    path = Path(directory) / "matrix.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = matrix_markdown(runs, titles)
    notes = list(notes)
    if notes:
        text += "\n" + "\n".join(f"- **{_escape(note)}**" for note in notes) + "\n"
    write_atomic(path, text)
    return path


def write_results(directory: Path, runs: Iterable[Run], version: int, *, complete: bool = True,
                  interrupted: bool = False, problems: Iterable[dict[str, Any]] = (),
                  meta: dict[str, Any] | None = None, readings: dict[str, str] | None = None) -> Path:
    """results.json of all runs (``meta``: conformance.reports.meta; ``readings``: the run's
    ``--reading`` choices), and junit.xml beside it from the same records."""
    runs = [(label, sorted(records, key=lambda r: r["nodeid"])) for label, records in runs]
    problems = list(problems)
    path = Path(directory) / "results.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "version": version,
        "implementations": [label for label, _ in runs],
        **({"meta": meta} if meta is not None else {}),
        "complete": complete,
        "interrupted": interrupted,
        "problems": problems,
        "readings": dict(readings or {}),
        "records": [r for _, records in runs for r in records],
    }
    write_atomic(path, json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    write_junit(directory, runs, problems, meta)
    return path


def write_junit(directory: Path, runs: Iterable[Run], problems: Iterable[dict[str, Any]] = (),
                meta: dict[str, Any] | None = None) -> Path:
    """junit.xml in ``directory``, rendered from the runs' records (conformance.reports.junit)."""
    path = Path(directory) / "junit.xml"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, junit.render(runs, problems, meta))
    return path


def junit_of_results(directory: Path) -> Path | None:
    """junit.xml beside one run's results.json (pytest --report-dir), from its records; None without one."""
    try:
        payload = load_results(Path(directory) / "results.json")
    except (OSError, ValueError):
        return None
    return _junit_of(directory, payload)


def _junit_of(directory: Path, payload: dict[str, Any]) -> Path:
    return write_junit(directory, [(payload.get("implementation", "?"), payload.get("records", []))],
                       payload.get("problems", []), payload.get("meta"))


def clause_sort_key(cid: str) -> tuple:
    parts = []
    for piece in cid.replace("-", ".").split("."):
        parts.append((0, int(piece), "") if piece.isdigit() else (1, 0, piece))
    return tuple(parts)


def _escape(text: str) -> str:
    return text.replace("|", "\\|")


def _by_clause(notes: list[str], heading: str, counts: Counter[str]) -> None:
    if counts:  # where to look: the clause of each difference, which may not be the scenario's own
        notes.append(f"{heading}: " + ", ".join(
            f"{clause} ({n})" for clause, n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))))


def reference_check_notes(runs: list[Run]) -> list[str]:
    """For each run against an implementation that is not the reference: how many of the scenarios it
    played had every answer compared with the reference engine's (conformance/checks/reference_check.py)."""
    notes = []
    for label, records in runs:
        # played to an end: an errored scenario's comparison was cut short (and it is loud on its own)
        played = [r for r in records if r["status"] not in ("unsupported", "skipped", "not-run", "errored")]
        checks = [r.get("reference_check") or {} for r in played]
        whys = {c.get("why") for c in checks if c.get("status") == "off"}
        if not played or whys == {"the implementation is the reference engine itself"}:
            continue
        if whys:
            notes.append(f"{label}: reference check off ({'; '.join(sorted(w for w in whys if w))}): in "
                         f"{len(played)} played scenarios, answers no step asserts were not checked")
            continue
        statuses = Counter(c.get("status", "not recorded") for c in checks)
        keys_left_out = sum(1 for c in checks if c.get("status") == "agreed" and c.get("left_aside"))
        parted = sum(1 for c in checks if c.get("parted"))
        stopped = sum(1 for c in checks if c.get("stopped"))
        unchecked = len(played) - statuses["agreed"] - statuses["left aside"] - statuses["differed"]
        notes.append(f"{label}: reference check: {statuses['agreed']} of {len(played)} played scenarios agreed "
                     f"with the reference engine at every call"
                     + (f" (in {keys_left_out}, the state keys it leaves out aside)" if keys_left_out else "")
                     + (f", {statuses['left aside']} agreed only with differences left aside (in clauses it "
                        f"does not declare or its expectations list, or actions it answers unsupported"
                        + (f"; in {parted} of them comparing ended there" if parted else "") + ")"
                        if statuses["left aside"] else "")
                     + f", {statuses['differed']} differed"
                     + (f", {unchecked} not compared" if unchecked else "")
                     + (f", {stopped} where the reference engine could not follow to the end" if stopped else ""))
        _by_clause(notes, f"{label}: differences from the reference engine by the clause it names",
                   Counter(c.get("clause") or "no clause named" for c in checks if c.get("status") == "differed"))
        # what the check could not hold the implementation to: the clauses its left-aside differences are in
        aside: Counter[str] = Counter()
        for check in checks:
            aside.update(check.get("left_aside_by_clause") or {})
        _by_clause(notes, f"{label}: differences left aside, by the clause the reference engine names", aside)
    return notes
