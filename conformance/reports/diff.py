"""What changed between two runs: per scenario and per clause (``conformance diff OLD NEW``).

Two results files (results.json of ``conformance run`` or ``pytest
--report-dir``) are compared record by record. Records are matched by
implementation and pytest node id when both files played the same
implementations; when each played one (two versions of an implementation
whose spec changed, or two implementations side by side), by node id alone.

- A scenario **regressed** when it passed in OLD and is in NEW with another
  status (failed, errored, unsupported ...): the one finding that makes the
  command's exit status 1.
- It is **fixed** when it did not pass in OLD and passes in NEW; **changed**
  for any other change of status; **added** when only NEW has it and
  **gone** when only OLD does (a selection that changed, scenarios written
  or removed).
- A clause changed when the verdict of its cell in the compliance matrix
  (all as expected, partly checked, failing, nothing played:
  conformance.reports.runs.cell) or its counts by status changed.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from conformance.reports.runs import clause_sort_key

#: a clause's cell in the compliance matrix, in words (conformance.reports.runs.cell's icons)
VERDICTS = {"✅": "as expected", "◐": "partly checked", "❌": "failing", "➖": "nothing played", "·": "absent"}
KINDS = ("regressed", "fixed", "changed", "added", "gone")


class ResultsFileError(ValueError):
    """A file that is not a results file: its path and why."""


def load(path: Path) -> dict[str, Any]:
    """A results file's payload; ResultsFileError naming the file when it is none."""
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ResultsFileError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise ResultsFileError(f"{path}: not a results file (not JSON: {exc})") from None
    if not isinstance(payload, dict) or not isinstance(payload.get("records"), list):
        raise ResultsFileError(f"{path}: not a results file (no 'records' list; see docs/results.md)")
    return payload


def implementations(payload: dict[str, Any]) -> list[str]:
    listed = payload.get("implementations")
    if isinstance(listed, list):
        return [str(label) for label in listed]
    return [str(payload.get("implementation") or "?")]


@dataclass
class ScenarioChange:
    kind: str
    implementation: str
    game: str | None
    scenario: str
    nodeid: str
    clauses: list[str]
    old: str | None
    new: str | None
    message: str = ""


@dataclass
class ClauseChange:
    implementation: str
    clause: str
    old: str
    new: str
    old_counts: dict[str, int]
    new_counts: dict[str, int]


@dataclass
class Diff:
    old: str
    new: str
    matched_by: str
    old_meta: dict[str, Any] = field(default_factory=dict)
    new_meta: dict[str, Any] = field(default_factory=dict)
    scenarios: list[ScenarioChange] = field(default_factory=list)
    clauses: list[ClauseChange] = field(default_factory=list)

    @property
    def regressed(self) -> list[ScenarioChange]:
        return [c for c in self.scenarios if c.kind == "regressed"]

    def counts(self) -> dict[str, int]:
        found = Counter(c.kind for c in self.scenarios)
        return {kind: found[kind] for kind in KINDS}

    def as_data(self) -> dict[str, Any]:
        return {"old": self.old, "new": self.new, "matched_by": self.matched_by,
                "old_meta": _brief(self.old_meta), "new_meta": _brief(self.new_meta), "counts": self.counts(),
                "scenarios": [asdict(c) for c in self.scenarios], "clauses": [asdict(c) for c in self.clauses]}


def _brief(meta: dict[str, Any]) -> dict[str, Any]:
    """What a diff repeats of a run's metadata: when, which runner and corpus, which implementations."""
    return {"started": meta.get("started"), "runner": (meta.get("runner") or {}).get("version"),
            "corpus": meta.get("corpus"),
            "implementations": [{k: e.get(k) for k in ("spec", "name", "version")}
                                for e in meta.get("implementations") or []]}


def _kind(old: str | None, new: str | None) -> str | None:
    if old == new:
        return None
    if old is None:
        return "added"
    if new is None:
        return "gone"
    if old == "passed":
        return "regressed"
    if new == "passed":
        return "fixed"
    return "changed"


def compare(old: dict[str, Any], new: dict[str, Any], old_name: str = "OLD", new_name: str = "NEW") -> Diff:
    """What changed from the run ``old`` to the run ``new`` (results files' payloads)."""
    old_labels, new_labels = implementations(old), implementations(new)
    by_nodeid = len(old_labels) == 1 and len(new_labels) == 1 and old_labels != new_labels
    label = (f"{old_labels[0]} -> {new_labels[0]}" if by_nodeid else None)

    def keyed(payload: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
        default = implementations(payload)[0]
        return {(label or str(r.get("implementation") or default), str(r.get("nodeid"))): r
                for r in payload["records"]}

    before, after = keyed(old), keyed(new)
    diff = Diff(old_name, new_name, "node id" if by_nodeid else "implementation and node id",
                old.get("meta") or {}, new.get("meta") or {})
    for key in sorted(set(before) | set(after)):
        was, now = before.get(key), after.get(key)
        kind = _kind(was and was.get("status"), now and now.get("status"))
        if kind is None:
            continue
        record = now or was
        diff.scenarios.append(ScenarioChange(
            kind, key[0], record.get("game"), str(record.get("scenario") or key[1]), key[1],
            list(record.get("clauses") or []), was and was.get("status"), now and now.get("status"),
            _first_line((now or {}).get("message") if now and now.get("status") != "passed" else "")))
    diff.clauses = _clause_changes(before, after)
    return diff


def _clause_changes(before: dict[tuple[str, str], dict[str, Any]],
                    after: dict[tuple[str, str], dict[str, Any]]) -> list[ClauseChange]:
    from conformance.reports.runs import cell

    def table(records: dict[tuple[str, str], dict[str, Any]]) -> dict[tuple[str, str], Counter]:
        found: dict[tuple[str, str], Counter] = {}
        for (implementation, _), record in records.items():
            for clause in record.get("clauses") or ["(no clause)"]:
                found.setdefault((implementation, clause), Counter())[record.get("status")] += 1
        return found

    old, new = table(before), table(after)
    changes = []
    for key in sorted(set(old) | set(new), key=lambda k: (k[0], clause_sort_key(k[1]))):
        was, now = old.get(key, Counter()), new.get(key, Counter())
        if was == now:
            continue
        changes.append(ClauseChange(key[0], key[1], VERDICTS[cell(was)[0]], VERDICTS[cell(now)[0]],
                                    dict(sorted(was.items())), dict(sorted(now.items()))))
    return changes


def _first_line(text: Any) -> str:
    lines = str(text or "").strip().splitlines()
    return lines[0][:300] if lines else ""


def markdown(diff: Diff) -> str:
    """The diff for a person (and a CI job summary)."""
    counts = diff.counts()
    lines = [f"# Results diff: {diff.old} -> {diff.new}", ""]
    for name, meta in (("old", diff.old_meta), ("new", diff.new_meta)):
        brief = _brief(meta)
        corpus = brief.get("corpus") or {}
        if brief.get("started") or corpus:
            lines.append(f"- {name}: run of {brief.get('started') or 'an unknown time'}, corpus "
                         f"{(corpus.get('commit') or 'not in git')[:12]}"
                         + (" (changed)" if corpus.get("dirty") else "")
                         + f", runner {brief.get('runner') or '?'}")
    lines += [f"- scenarios matched by {diff.matched_by}: " + ", ".join(f"{n} {kind}" for kind, n in counts.items()),
              ""]
    if not diff.scenarios:
        lines += ["No scenario changed.", ""]
    for kind in KINDS:
        changes = [c for c in diff.scenarios if c.kind == kind]
        if not changes:
            continue
        lines += [f"## {kind.capitalize()} ({len(changes)})", "", "| implementation | scenario | clauses | old | new | "
                  "why |", "|---|---|---|---|---|---|"]
        lines += [f"| {_cell(c.implementation)} | {_cell(c.scenario)} | {', '.join(c.clauses)} | {c.old or '—'} | "
                  f"{c.new or '—'} | {_cell(c.message)} |" for c in changes]
        lines.append("")
    if diff.clauses:
        lines += [f"## Clauses ({len(diff.clauses)})", "", "| implementation | clause | old | new |", "|---|---|---|---|"]
        lines += [f"| {_cell(c.implementation)} | {c.clause} | {c.old}: {_counts(c.old_counts)} | "
                  f"{c.new}: {_counts(c.new_counts)} |" for c in diff.clauses]
        lines.append("")
    return "\n".join(lines)


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {status}" for status, n in counts.items()) or "none"


def _cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")
