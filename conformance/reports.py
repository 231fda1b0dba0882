"""Reports of one or more corpus runs: the compliance matrix and merged files.

- ``matrix.md``: clause x implementation, each cell counting the scenarios of
  that clause by status (Markdown, for CI job summaries);
- ``results.json``: every record of every run (one record per scenario and
  implementation);
- ``junit.xml``: the runs' JUnit files as one ``<testsuites>``.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

BAD = ("failed", "errored", "unexpected-pass", "not-run")
#: status -> the words used in matrix cells, in cell order
CELL_WORDS = {
    "failed": "failed", "errored": "errored", "unexpected-pass": "unexpected pass", "not-run": "not run",
    "passed": "passed", "expected-failure": "expected failure", "unsupported": "unsupported",
    "skipped": "skipped",
}
LEGEND = ("✅ all as expected · ❌ a failure, error, unexpected pass or scenario not run · "
          "➖ nothing played (unsupported or skipped)")

Run = tuple[str, list[dict[str, Any]]]


def load_records(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(Path(path).read_text(encoding="utf-8")).get("records", []))


def is_bad(status: str) -> bool:
    return status in BAD


def cell(counts: Counter) -> str:
    if not counts:
        return "·"
    if any(counts[s] for s in BAD):
        icon = "❌"
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


def write_matrix(directory: Path, runs: Iterable[Run]) -> Path:
    from .catalog import clause_index

    titles = {cid: c.title for cid, c in clause_index().items()}
    path = Path(directory) / "matrix.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(matrix_markdown(runs, titles), encoding="utf-8")
    return path


def write_results(directory: Path, runs: Iterable[Run], version: int) -> Path:
    runs = list(runs)
    path = Path(directory) / "results.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "version": version,
        "implementations": [label for label, _ in runs],
        "records": [r for _, records in runs for r in sorted(records, key=lambda r: r["nodeid"])],
    }
    path.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def merge_junit(sources: Iterable[tuple[str, Path]], out: Path) -> Path:
    """One <testsuites> holding every run's suites, each named by its implementation."""
    merged = ET.Element("testsuites")
    for label, path in sources:
        if not Path(path).exists():
            continue
        root = ET.parse(path).getroot()
        suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
        for suite in suites:
            suite.set("name", label)
            merged.append(suite)
    out.parent.mkdir(parents=True, exist_ok=True)
    ET.ElementTree(merged).write(out, encoding="utf-8", xml_declaration=True)
    return out


def clause_sort_key(cid: str) -> tuple:
    parts = []
    for piece in cid.replace("-", ".").split("."):
        parts.append((0, int(piece), "") if piece.isdigit() else (1, 0, piece))
    return tuple(parts)


def _escape(text: str) -> str:
    return text.replace("|", "\\|")
