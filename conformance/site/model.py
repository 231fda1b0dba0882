"""What the site shows: catalogs, feature files read with the Gherkin parser, and runs from results.json.

A *run* is one implementation's records from one results file. A scenario
outline is shown once, with the worst status of its records per run; counts
count every row of its examples, as pytest collects them and as the README
and ``matrix.md`` count. A feature file that cannot be read is left out and
named in ``Game.unreadable``, so one broken file never takes the site down.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from conformance.corpus import catalog as catalog_module
from conformance.corpus import paths
from conformance.corpus.features import FeatureFileError, read_document
from conformance.reports.runs import BAD, clause_sort_key

#: worst first: the status a scenario shows when its records disagree
STATUS_ORDER = ("errored", "failed", "unexpected-pass", "not-run", "expected-failure", "unsupported",
                "skipped", "passed")


@dataclass
class Step:
    keyword: str
    text: str
    line: int
    table: list[list[str]] | None = None
    docstring: str | None = None


@dataclass
class Scenario:
    name: str
    keyword: str
    line: int
    feature: Path
    tags: list[str]
    clauses: list[str]
    rule: str | None
    background: list[Step]
    steps: list[Step]
    examples: list[dict[str, Any]] = field(default_factory=list)
    statuses: dict[str, str] = field(default_factory=dict)  # run label -> status
    messages: dict[str, str] = field(default_factory=dict)
    row_statuses: dict[str, list[str]] = field(default_factory=dict)  # run label -> a status per record

    @property
    def anchor(self) -> str:
        return f"{self.feature.stem}-{self.line}"

    @property
    def collected(self) -> int:
        """How many scenarios pytest collects from it: a row of its examples each, or one."""
        return sum(len(ex["rows"]) for ex in self.examples) if self.examples else 1

    def statuses_of_rows(self, label: str) -> list[str]:
        """A status per collected scenario in run ``label``; rows the run has no record of are 'not in results'."""
        found = self.row_statuses.get(label, [])
        return found + ["not in results"] * max(0, self.collected - len(found))


@dataclass
class Run:
    label: str
    implementation: str
    source: str
    records: list[dict[str, Any]]
    #: the report folder of this implementation's run (conformance run's ``<n>-<spec>/``), if known
    folder: str | None = None


def read_runs(paths: list[Path]) -> list[Run]:
    """One run per implementation per results file; an implementation in several files is labelled
    with its file's folder, so labels stay unique."""
    found: list[tuple[Path, str, list[dict[str, Any]]]] = []
    for path in paths:
        try:
            payload = json.loads(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{exc.lineno}: not a results file (not JSON: {exc.msg})") from exc
        if not isinstance(payload, dict) or not isinstance(payload.get("records"), list):
            raise ValueError(f"{path}: not a results file (no 'records' list; see docs/results.md)")
        by_impl: dict[str, list[dict[str, Any]]] = {}
        for record in payload.get("records", []):
            by_impl.setdefault(record.get("implementation") or payload.get("implementation") or "?", []).append(record)
        found += [(Path(path), implementation, records, _folder_of(Path(path), payload, implementation))
                  for implementation, records in by_impl.items()]
    seen = Counter(implementation for _, implementation, _, _ in found)
    runs: list[Run] = []
    for path, implementation, records, folder in found:
        label = implementation if seen[implementation] == 1 else f"{implementation} ({path.parent.name or path})"
        while any(r.label == label for r in runs):
            label += "'"
        runs.append(Run(label, implementation, str(path), records, folder))
    return runs


def _folder_of(path: Path, payload: dict[str, Any], implementation: str) -> str | None:
    """The report folder of ``implementation``'s run: its own file's (``pytest --report-dir``), or, in
    the merged file of ``conformance run``, the ``<n>-<spec>/`` folder beside it."""
    from conformance.reports.runs import folder_name

    listed = payload.get("implementations")
    if not isinstance(listed, list):
        return str(path.parent)
    if implementation not in listed:
        return None
    return str(path.parent / folder_name(listed.index(implementation) + 1, implementation))


def worst(statuses: list[str]) -> str:
    return min(statuses, key=lambda s: STATUS_ORDER.index(s) if s in STATUS_ORDER else 0)


def _step(step: Any) -> Step:
    table = None
    if step.datatable is not None:
        table = [[cell.value for cell in row.cells] for row in step.datatable.rows]
    docstring = step.docstring.content if step.docstring is not None else None
    return Step(step.keyword.strip(), step.text, step.location.line, table, docstring)


def read_feature(path: Path, known_clauses: set[str]) -> tuple[str, list[Scenario]]:
    """The feature's name and scenarios, with no run's statuses yet; raises ``FeatureFileError``
    (file and line) for a file it cannot read.

    A process that builds many sites (the tests, a run of several commands in one process) reads
    each file's text once per build and parses it once per text: the scenarios of a text already
    read are handed out again as new objects (their statuses each build's own)."""
    try:
        with open(path, encoding="utf-8") as handle:  # read as the Gherkin reader reads it (universal newlines)
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return _read_feature(path, known_clauses)  # which names the file and the line
    try:
        name, scenarios = _read_feature_text(path, text, frozenset(known_clauses))
    except _ChangedWhileRead:
        return _read_feature(path, known_clauses)
    return name, [replace(s, statuses={}, messages={}, row_statuses={}) for s in scenarios]


class _ChangedWhileRead(Exception):
    """The file's text changed between two readings: what was parsed is not kept under the first."""


@functools.lru_cache(maxsize=256)
def _read_feature_text(path: Path, text: str, known_clauses: frozenset[str]) -> tuple[str, tuple[Scenario, ...]]:
    """``read_feature`` of the file ``path`` whose text is ``text`` (the key: the parsed file is that
    text, checked after parsing). Raises, and so keeps nothing, for a text it cannot read."""
    name, scenarios = _read_feature(path, set(known_clauses))
    with open(path, encoding="utf-8") as handle:
        if handle.read() != text:
            raise _ChangedWhileRead(path)
    return name, tuple(scenarios)


def _read_feature(path: Path, known_clauses: set[str]) -> tuple[str, list[Scenario]]:
    feature = read_document(path).feature
    feature_tags = [t.name.lstrip("@") for t in feature.tags]
    found: list[Scenario] = []

    def add(node: Any, tags: list[str], rule: str | None, background: list[Step]) -> None:
        tags = tags + [t.name.lstrip("@") for t in node.tags]
        examples = [{"name": ex.name, "header": [c.value for c in ex.table_header.cells] if ex.table_header else [],
                     "rows": [[c.value for c in row.cells] for row in ex.table_body]}
                    for ex in node.examples]
        found.append(Scenario(node.name, node.keyword, node.location.line, path, tags,
                              [t for t in tags if t in known_clauses], rule, background,
                              [_step(s) for s in node.steps], examples))

    background: list[Step] = []
    for child in feature.children:
        if child.background is not None:
            background = [_step(s) for s in child.background.steps]
        elif child.scenario is not None:
            add(child.scenario, feature_tags, None, background)
        elif child.rule is not None:
            rule_tags = feature_tags + [t.name.lstrip("@") for t in child.rule.tags]
            rule_background = background
            for grandchild in child.rule.children:
                if grandchild.background is not None:
                    rule_background = background + [_step(s) for s in grandchild.background.steps]
                elif grandchild.scenario is not None:
                    add(grandchild.scenario, rule_tags, child.rule.name, rule_background)
    return feature.name, found


@dataclass
class Game:
    catalog: Any
    scenarios: list[Scenario]
    by_clause: dict[str, list[Scenario]]
    unreadable: list[str] = field(default_factory=list)  # "path:line: why", a feature file each

    @property
    def id(self) -> str:
        return self.catalog.game

    @property
    def collected(self) -> int:
        """Its scenarios as pytest collects them (an outline once per row of its examples)."""
        return sum(s.collected for s in self.scenarios)


def read_games(runs: list[Run]) -> list[Game]:
    catalogs = catalog_module.load_all()
    games = []
    for game_id in sorted(catalogs):
        catalog = catalogs[game_id]
        scenarios: list[Scenario] = []
        unreadable: list[str] = []
        for path in sorted((paths.FEATURES / game_id).rglob("*.feature")):
            try:
                scenarios += read_feature(path, set(catalog.clauses))[1]
            except FeatureFileError as exc:
                unreadable.append(str(exc))
        by_name = {s.name: s for s in scenarios}
        for run in runs:
            found: dict[str, list[dict[str, Any]]] = {}
            for record in run.records:
                if record.get("game") == game_id and record.get("scenario") in by_name:
                    found.setdefault(record["scenario"], []).append(record)
            for name, records in found.items():
                status = worst([r["status"] for r in records])
                by_name[name].row_statuses[run.label] = [r["status"] for r in records]
                by_name[name].statuses[run.label] = status
                by_name[name].messages[run.label] = next(
                    (r.get("message") or "" for r in records if r["status"] == status), "")
        by_clause: dict[str, list[Scenario]] = {cid: [] for cid in catalog.clauses}
        for scenario in scenarios:
            for cid in scenario.clauses:
                by_clause[cid].append(scenario)
        games.append(Game(catalog, scenarios, by_clause, unreadable))
    return games


def counts(scenarios: list[Scenario], label: str) -> Counter:
    """Statuses in run ``label``, a count per collected scenario (an outline's rows each)."""
    return Counter(status for s in scenarios for status in s.statuses_of_rows(label))


def cell_class(counter: Counter) -> str:
    if not counter or set(counter) == {"not in results"}:
        return "none"
    if any(counter[s] for s in BAD):
        return "bad"
    if (counter["passed"] or counter["expected-failure"]) and (
            counter["unsupported"] or counter["skipped"] or counter["not in results"]):
        return "partial"  # never plain good where part of the clause was not checked
    if counter["passed"] or counter["expected-failure"]:
        return "good"
    return "neutral"


def sorted_clauses(catalog: Any) -> list[Any]:
    return sorted(catalog.clauses.values(), key=lambda c: (c.line or 0, clause_sort_key(c.id)))
