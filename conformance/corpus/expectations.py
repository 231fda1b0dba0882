"""Expectations: what an implementation is known not to do, with reasons.

One TOML file per implementation, given with ``--expectations FILE``; the
example implementations' (``examples/<name>/expectations.toml``) are read
automatically::

    implementation = "exec:node examples/js_sword_of_rome/main.js"
    description = "what this implementation is"          # optional

    [[expect]]
    status = "unsupported"                 # or "fail"
    clauses = ["9.3*", "9.4*"]             # clause ids; * and ? match as in file names
    reason = "reaction and enemy-occupied spaces are not modelled"
    link = "https://example.org/issue/1"   # optional

    [[expect]]
    status = "fail"
    game = "sword_of_rome"
    scenario = "A minor leader may not pick up a historical leader"
    reason = "..."

A file applies to the implementation its ``implementation`` key names (the
same spec as ``--implementation``, in any spelling: an ``exec:`` spec's
words may differ where both name the same file, such as a program given by
an absolute path; a relative path in a file of ``examples/`` is read
from the project's root, in a file given with ``--expectations`` and in
``--implementation`` from the current directory). A scenario takes the
first entry naming it by name, else the first whose clause patterns match
one of its clause ids.

An entry naming a scenario may also give ``clauses``: the clauses (tags of that
scenario) its known deviation is about. ``conformance run`` still matches it by
name only; ``conformance fuzz``, whose generated positions have no names, counts
a divergence in those clauses as this expected one instead of reporting it again::

    [[expect]]
    status = "fail"
    game = "sword_of_rome"
    scenario = "A minor leader may not pick up a historical leader"
    clauses = ["9.1.2-b"]                  # what conformance fuzz matches
    reason = "..."

- ``fail``: the scenario is expected to fail an assertion; it becomes a strict
  xfail, so a pass is reported as an *unexpected pass*.
- ``unsupported``: the implementation is expected to answer unsupported; a
  pass is reported as an *unexpected pass*.

An entry that names no scenario of the corpus is an error, as is an unknown
key, status or game, a clause pattern that names no clause of its game's
scenarios (beside patterns that do), an entry naming a scenario without
``game`` where scenarios of two games have that name (names are unique
within a game only: conformance.runner.session checks it across a game's files,
conformance.runner.binding within one file), and an entry naming a scenario an
earlier entry of the file names (only the first would apply).
"""

from __future__ import annotations

import fnmatch
import shlex
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from conformance.corpus import paths
from conformance.corpus.features import FeatureFileError, read_scenarios
from conformance.corpus.toml_data import DataFileError, check_keys, line_of, load_toml

STATUSES = ("fail", "unsupported")
_FILE_REQUIRED = {"implementation", "expect"}
_FILE_OPTIONAL = {"description"}
_ENTRY_REQUIRED = {"status", "reason"}
_ENTRY_OPTIONAL = {"clauses", "scenario", "game", "link"}


@dataclass(frozen=True)
class Expectation:
    status: str
    reason: str
    link: str | None
    clauses: tuple[str, ...]
    scenario: str | None
    game: str | None
    source: str

    def matches(self, game: str | None, scenario: str, clauses: Iterable[str]) -> bool:
        if self.scenario is not None:
            return self.scenario == scenario and (self.game is None or self.game == game)
        if self.game is not None and self.game != game:
            return False
        return any(fnmatch.fnmatchcase(c, pattern) for c in clauses for pattern in self.clauses)

    def covers(self, game: str | None, clauses: Iterable[str]) -> bool:
        """Whether a fuzzed divergence in ``clauses`` is this known deviation: matched by the
        entry's clause patterns, whether or not it also names a scenario."""
        if self.game is not None and self.game != game:
            return False
        return any(fnmatch.fnmatchcase(c, pattern) for c in clauses for pattern in self.clauses)

    def as_data(self) -> dict[str, Any]:
        return {"status": self.status, "reason": self.reason, "link": self.link, "source": self.source}


@dataclass(frozen=True)
class ExpectationsFile:
    path: Path
    implementation: str
    entries: tuple[Expectation, ...]


def normalise_spec(spec: str) -> str:
    """One spelling per implementation spec, for matching files to runs."""
    spec = spec.strip()
    if spec in ("", "reference", "python:reference_engine:Implementation", "reference_engine:Implementation"):
        return "reference"
    if spec.startswith("exec:"):
        words = _exec_words(spec)
        return spec if words is None else "exec:" + shlex.join(words)
    return spec if spec.startswith("python:") else f"python:{spec}"


def is_same_implementation(named: str, spec: str, named_from: Path | None = None) -> bool:
    """Whether the spec ``named`` (in an expectations file; relative paths read from
    ``named_from``, default the current directory) and the run's ``spec`` (relative paths read
    from the current directory) name one implementation: the same spec in one spelling, or two
    ``exec:`` commands whose words are equal or name the same existing file."""
    if normalise_spec(named) == normalise_spec(spec):
        return True
    ours, theirs = _exec_words(named), _exec_words(spec)
    if ours is None or theirs is None or len(ours) != len(theirs):
        return False
    here = Path.cwd()
    return all(a == b or _is_same_file(a, named_from or here, b, here) for a, b in zip(ours, theirs))


def _exec_words(spec: str) -> list[str] | None:
    spec = spec.strip()
    if not spec.startswith("exec:"):
        return None
    try:
        return shlex.split(spec[len("exec:"):])
    except ValueError:
        return None


def _is_same_file(word: str, base: Path, other: str, other_base: Path) -> bool:
    path, other_path = (Path(w).expanduser() for w in (word, other))
    path, other_path = (p if p.is_absolute() else b / p for p, b in ((path, base), (other_path, other_base)))
    return path.is_file() and other_path.is_file() and path.resolve() == other_path.resolve()


@dataclass(frozen=True)
class CorpusScenario:
    game: str | None
    name: str
    clauses: tuple[str, ...]


@lru_cache(maxsize=None)
def corpus_scenarios(features: Path | None = None) -> tuple[CorpusScenario, ...]:
    """Every scenario of the corpus, read statically (a selection does not hide any)."""
    from conformance.corpus.catalog import load_all

    catalogs = load_all()
    found = []
    for path in sorted(Path(features or paths.FEATURES).rglob("*.feature")):
        try:
            outlines = read_scenarios(path)
        except FeatureFileError:
            continue  # reported by the corpus run itself
        for outline in outlines:
            games = [t for t in outline.tags if t in catalogs]
            clauses = tuple(t for t in outline.tags if any(t in c.clauses for c in catalogs.values()))
            found.append(CorpusScenario(games[0] if games else None, outline.name, clauses))
    return tuple(found)


def load_expectations(path: Path | str, scenarios: Iterable[CorpusScenario] | None = None) -> ExpectationsFile:
    path = Path(path)
    data = load_toml(path)
    check_keys(path, data, "expectations file", required=_FILE_REQUIRED, optional=_FILE_OPTIONAL)
    if not isinstance(data["implementation"], str) or not data["implementation"].strip():
        raise DataFileError(path, line_of(path, "implementation"), "'implementation' must be a spec string")
    raw_entries = data["expect"]
    if not isinstance(raw_entries, list) or not all(isinstance(e, dict) for e in raw_entries):
        raise DataFileError(path, line_of(path, "expect"), "'expect' must be an array of tables ([[expect]])")
    known = tuple(corpus_scenarios() if scenarios is None else scenarios)
    entries = []
    first_naming: dict[tuple[str, str], str] = {}  # (game, scenario) -> the entry naming it first
    anchor = 0
    for index, raw in enumerate(raw_entries, start=1):
        anchor = line_of(path, "expect", after=anchor) or anchor
        where = f"[[expect]] #{index}"
        check_keys(path, raw, where, required=_ENTRY_REQUIRED, optional=_ENTRY_OPTIONAL, anchor_line=anchor)
        entry = _entry(path, raw, where, anchor)
        named = [s for s in known if entry.matches(s.game, s.name, s.clauses)]
        if not named:
            what = f"scenario {entry.scenario!r}" if entry.scenario else f"clauses {list(entry.clauses)}"
            raise DataFileError(path, anchor, f"{where}: {what} names no scenario of the corpus")
        games = sorted({str(s.game) for s in named})
        if entry.scenario and entry.game is None and len(games) > 1:
            raise DataFileError(path, anchor, f"{where}: scenario {entry.scenario!r} is a name used in "
                                              f"{' and '.join(games)}: give 'game' to say which")
        if entry.scenario and (games[0], entry.scenario) in first_naming:
            raise DataFileError(path, anchor, f"{where}: scenario {entry.scenario!r} is named already by "
                                              f"{first_naming[games[0], entry.scenario]}, the entry that applies "
                                              "to it: keep one")
        if entry.scenario:
            first_naming[games[0], entry.scenario] = f"[[expect]] #{index} (line {anchor})"
        dead = _patterns_naming_nothing(entry, known)
        if dead:
            raise DataFileError(path, anchor, f"{where}: clause pattern(s) {', '.join(map(repr, dead))} name no "
                                              f"clause of any scenario{' of ' + entry.game if entry.game else ''}")
        if entry.scenario and entry.clauses and not any(set(entry.clauses) <= set(s.clauses) for s in named):
            raise DataFileError(path, anchor, f"{where}: clauses {list(entry.clauses)} are not tags of "
                                              f"scenario {entry.scenario!r} (its own ids, not patterns: "
                                              f"{', '.join(sorted({c for s in named for c in s.clauses}))})")
        entries.append(entry)
    return ExpectationsFile(path, data["implementation"].strip(), tuple(entries))


def _patterns_naming_nothing(entry: Expectation, known: tuple[CorpusScenario, ...]) -> list[str]:
    """The clause patterns of an entry that names no scenario by name that match no clause of the
    corpus's scenarios (of its game): a typo beside a pattern that matches would excuse nothing."""
    if entry.scenario is not None:
        return []  # its clauses must be the named scenario's tags: checked apart
    clauses = {c for s in known if entry.game is None or s.game == entry.game for c in s.clauses}
    return [p for p in entry.clauses if not any(fnmatch.fnmatchcase(c, p) for c in clauses)]


def _entry(path: Path, raw: dict[str, Any], where: str, line: int | None) -> Expectation:
    status = raw["status"]
    if status not in STATUSES:
        raise DataFileError(path, line, f"{where}: status must be one of {', '.join(STATUSES)}, not {status!r}")
    if "clauses" not in raw and "scenario" not in raw:
        raise DataFileError(path, line, f"{where}: give 'clauses' or 'scenario' (or both: see the docs)")
    reason = raw["reason"]
    if not isinstance(reason, str) or not reason.strip():
        raise DataFileError(path, line, f"{where}: 'reason' must say why")
    clauses = raw.get("clauses", [])
    if not isinstance(clauses, list) or not all(isinstance(c, str) and c for c in clauses) or (
            "clauses" in raw and not clauses):
        raise DataFileError(path, line, f"{where}: 'clauses' must be a non-empty list of clause ids or patterns")
    for key in ("scenario", "game", "link"):
        if key in raw and (not isinstance(raw[key], str) or not raw[key].strip()):
            raise DataFileError(path, line, f"{where}: '{key}' must be a non-empty string")
    return Expectation(status=status, reason=" ".join(reason.split()), link=raw.get("link"),
                       clauses=tuple(clauses), scenario=raw.get("scenario"), game=raw.get("game"),
                       source=f"{_shown(path)}:{line}" if line else _shown(path))


def _shown(path: Path) -> str:
    """A file as a reader finds it: from the project's root when it is the project's, else its name."""
    try:
        return str(Path(path).resolve().relative_to(paths.ROOT.resolve()))
    except ValueError:
        return Path(path).name


def expectations_for(spec: str, explicit: Iterable[Path | str] = (),
                     project: Path | None = None) -> list[Expectation]:
    """The entries that apply to ``spec``: from the project's ``examples/*/expectations.toml``
    and the files given."""
    project = Path(project or paths.ROOT)
    shipped = sorted((project / "examples").glob("*/expectations.toml"))
    given = [Path(p) for p in explicit if Path(p).resolve() not in {f.resolve() for f in shipped}]
    entries: list[Expectation] = []
    # a relative path in a file the project ships is the project root's
    for path, named_from in [*((f, project) for f in shipped), *((f, None) for f in given)]:
        named = load_toml(path).get("implementation")
        if isinstance(named, str) and not is_same_implementation(named, spec, named_from):
            continue  # another implementation's file
        entries.extend(load_expectations(path).entries)
    return entries


def expectation_for(entries: list[Expectation], game: str | None, scenario: str,
                    clauses: Iterable[str]) -> Expectation | None:
    clauses = tuple(clauses)
    by_name = [e for e in entries if e.scenario is not None]
    for entry in by_name + [e for e in entries if e.scenario is None]:
        if entry.matches(game, scenario, clauses):
            return entry
    return None
