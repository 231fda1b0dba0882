"""``conformance docs``: the rules site, a static folder that works offline.

    conformance docs [--results FILE]... [--out DIR]

Built from the rule catalogs, the feature files (read with the Gherkin
parser pytest-bdd uses), the per-game JSON Schemas, the step definitions and
one or more results.json files, with Jinja2 templates. Pages: the index
(games, counts, mutation scores, errata, the compliance matrix clause x implementation), one
page per game (a section per clause, addressable as ``#9.6.3-b``, its
scenarios with their status per implementation; filters by implementation
and status), one implementer's page per game (every field of its schemas),
a page per erratum (its text, readings, the scenarios pinning each, what
changes under another reading: conformance.reports.what_if), the glossary of
steps, and the results diff (any two runs: the scenarios and
clauses whose verdict changed). A search box on every page looks through
clause ids, titles and scenario names. No server, CDN or outside script.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from jinja2 import Environment, FileSystemLoader, Template, select_autoescape
from markupsafe import Markup

from conformance.reports.runs import BAD
from conformance.corpus.readings import pinned
from conformance.reports.strength import mutation_scores, semantic_scores
from conformance.reports.what_if import load as what_if_findings
from conformance.site import fields, glossary
from conformance.site.model import (
    Game,
    Run,
    cell_class,
    counts,
    read_games,
    read_runs,
    sorted_clauses,
)

HERE = Path(__file__).resolve().parent
EXIT_OK, EXIT_USAGE = 0, 2
EXIT_MEANINGS = {
    EXIT_OK: "the site was built whole",
    EXIT_USAGE: "a results file is missing or unreadable (nothing is built), or a feature file that cannot be read "
                "was left out (the rest is built, and the file named)",
}
DEFAULT_OUT = Path("reports") / "site"
#: the statuses the filter offers, in order
FILTER_STATUSES = ("failed", "errored", "unexpected-pass", "unsupported", "expected-failure", "passed",
                   "not-run", "skipped", "not in results")


@functools.lru_cache(maxsize=1)
def environment() -> Environment:
    """The templates' environment, one per process: a template is compiled once, and again only when
    its file changes (Jinja's auto_reload), however many sites a process builds."""
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html"]),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["cell_class"] = cell_class
    env.globals.update(BAD=BAD, FILTER_STATUSES=FILTER_STATUSES, steps_html=steps_html)
    return env


class _StepText(NamedTuple):
    """What the steps template shows of a step: the key its rendering is kept under."""
    keyword: str
    text: str
    table: tuple[tuple[str, ...], ...] | None
    docstring: str | None


def steps_html(steps: list[Any], cls: str) -> Markup:
    """A scenario's steps (or its background's) as HTML, the ``steps_list`` macro of steps.html.

    Most of a game page is its scenarios' steps, and most sites a process builds show the same
    scenarios with other statuses: each text of a list of steps is rendered once per process."""
    key = tuple(_StepText(st.keyword, st.text, tuple(map(tuple, st.table)) if st.table is not None else None,
                          st.docstring) for st in steps)
    return _rendered_steps(environment().get_template("steps.html"), key, cls)


@functools.lru_cache(maxsize=8192)
def _rendered_steps(template: Template, steps: tuple[_StepText, ...], cls: str) -> Markup:
    """Kept by the template too: one changed on disk (Jinja's auto_reload) renders anew."""
    return Markup(template.module.steps_list(list(steps), cls))


def _feature_link(out: Path, path: Path) -> str:
    return _relative_link(out.resolve(), path)


@functools.lru_cache(maxsize=1024)
def _relative_link(resolved_out: Path, path: Path) -> str:
    """The link from the folder ``resolved_out`` to ``path``, resolved once per process: a game's
    page links every scenario to its feature file, a few dozen files in all."""
    return Path(os.path.relpath(path.resolve(), resolved_out)).as_posix()


def _search_index(games: list[Game]) -> list[dict[str, str]]:
    entries = []
    for game in games:
        page = f"{game.id}.html"
        for clause in sorted_clauses(game.catalog):
            entries.append({"kind": "clause", "game": game.catalog.title, "id": clause.id, "text": clause.title,
                            "href": f"{page}#{clause.id}"})
        for scenario in game.scenarios:
            entries.append({"kind": "scenario", "game": game.catalog.title, "id": ", ".join(scenario.clauses),
                            "text": scenario.name, "href": f"{page}#{scenario.anchor}"})
    return entries


def _strength(games: list[Game]) -> dict[str, dict[str, Any] | str]:
    """Each game's mutation score as strength/mutation.py last wrote it, with the mutants it
    counted and the corpus it was measured on; why not, for a game never measured or a file that
    cannot be read (the site is built all the same)."""
    try:
        scores = mutation_scores()
    except ValueError as exc:
        return {game.id: f"unreadable: {exc}" for game in games}
    found: dict[str, dict[str, Any] | str] = {}
    for game in games:
        figures = scores.get(game.id)
        found[game.id] = {**figures, "counted": figures["mutants"] - figures["equivalent"] - figures.get("not_run", 0)
                          } if figures else "not measured"
    return found


def _semantic(games: list[Game]) -> dict[str, dict[str, Any] | str]:
    """Each game's semantic score as strength/semantic.py last wrote it, or why there is none."""
    try:
        scores = semantic_scores()
    except ValueError as exc:
        return {game.id: f"unreadable: {exc}" for game in games}
    return {game.id: scores.get(game.id) or "not measured" for game in games}


def erratum_page(erratum: str) -> str:
    """The file name of an erratum's page."""
    return f"erratum-{erratum}.html"


def _pinned_by(game: Game, erratum: Any, pins: list[dict[str, str]]) -> dict[str, list[Any]]:
    """Each reading of ``erratum``: the scenarios whose steps pin it (``pins``: what each of the
    game's scenarios pins, in order, ``_pins``)."""
    found: dict[str, list[Any]] = {r.id: [] for r in erratum.readings}
    for scenario, pinned_here in zip(game.scenarios, pins):
        reading = pinned_here.get(erratum.id)
        if reading in found:
            found[reading].append(scenario)
    return found


def _pins(game: Game) -> list[dict[str, str]]:
    """The readings each of the game's scenarios pins (erratum -> reading), in order: read once
    for all of the game's errata."""
    return [pinned(step.text for step in scenario.steps) for scenario in game.scenarios]


def _what_if(findings: dict[str, Any] | None, erratum: str) -> dict[str, Any]:
    """``READING -> changes`` measured for ``erratum`` (conformance.reports.what_if), keyed "ERRATUM=READING"."""
    return {key: changes for key, changes in ((findings or {}).get("what_if") or {}).items()
            if key.split("=", 1)[0] == erratum}


def _diff_data(games: list[Game], runs: list[Run]) -> dict[str, Any]:
    scenarios = []
    for game in games:
        for s in game.scenarios:
            scenarios.append({"game": game.catalog.title, "name": s.name, "clauses": s.clauses,
                              "href": f"{game.id}.html#{s.anchor}",
                              "statuses": [s.statuses.get(run.label) for run in runs]})
    return {"runs": [run.label for run in runs], "scenarios": scenarios}


def _cucumber_reports(out: Path, runs: list[Run]) -> list[tuple[str, str]]:
    """(label, link) of each run's official Cucumber HTML report (``cucumber.html`` in its report
    folder, conformance.reports.html_report), where there is one: the site is the view across
    implementations, each Cucumber report the view of one run."""
    found = []
    for run in runs:
        report = Path(run.folder) / "cucumber.html" if run.folder else None
        if report is not None and report.is_file():
            found.append((run.label, _feature_link(out, report)))
    return found


@dataclass(frozen=True)
class Built:
    index: Path  # the index page
    unreadable: list[str]  # "path:line: why" of each feature file left out

    def __str__(self) -> str:
        return str(self.index)


def build(out: Path = DEFAULT_OUT, results: list[Path] | tuple[Path, ...] = ()) -> Built:
    """Write the site into ``out``; a feature file that cannot be read is left out and named."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    resolved_out = out.resolve()
    runs = read_runs([Path(p) for p in results])
    games = read_games(runs)
    env = environment()
    labels = [run.label for run in runs]
    common = {"games": games, "runs": labels}

    def write(name: str, template: str, **context: Any) -> None:
        html = env.get_template(template).render(**common, page=name, **context)
        (out / name).write_text(html, encoding="utf-8")

    totals = {game.id: [counts(game.scenarios, label) for label in labels] for game in games}
    what_ifs = what_if_findings()
    write("index.html", "index.html", totals=totals, counts=counts, sorted_clauses=sorted_clauses,
          results=[str(p) for p in results], strength=_strength(games), semantic=_semantic(games),
          cucumber=_cucumber_reports(out, runs))
    for game in games:
        errata_of: dict[str, list[Any]] = {}
        for erratum in game.catalog.errata.values():
            for cid in erratum.clauses:
                errata_of.setdefault(cid, []).append(erratum)
        links = {s.anchor: _relative_link(resolved_out, s.feature) for s in game.scenarios}
        write(f"{game.id}.html", "game.html", game=game, clauses=sorted_clauses(game.catalog), errata_of=errata_of,
              links=links, feature_names={s.anchor: s.feature.relative_to(s.feature.parents[2]).as_posix()
                                          for s in game.scenarios},
              statuses_json=lambda s: json.dumps([s.statuses.get(label, "not in results") for label in labels]))
        write(f"{game.id}-implementer.html", "implementer.html", game=game, sections=fields.sections(game.id))
        names = {s.anchor: s.feature.relative_to(s.feature.parents[2]).as_posix() for s in game.scenarios}
        pins = _pins(game) if game.catalog.errata else []
        for erratum in game.catalog.errata.values():
            write(erratum_page(erratum.id), "erratum.html", game=game, e=erratum, feature_names=names,
                  pinned_by=_pinned_by(game, erratum, pins), what_if=_what_if(what_ifs.get(game.id), erratum.id))
    steps = glossary.step_entries()
    write("glossary.html", "glossary.html", steps=steps,
          groups=sorted({e.group for e in steps}, key=lambda g: (g != "shared", g)))
    write("diff.html", "diff.html", diff_json=json.dumps(_diff_data(games, runs), ensure_ascii=False).replace("</", "<\\/"))
    (out / "search-index.js").write_text(
        "window.SEARCH_INDEX = " + json.dumps(_search_index(games), ensure_ascii=False) + ";\n", encoding="utf-8")
    for asset in (HERE / "static").iterdir():
        shutil.copyfile(asset, out / asset.name)
    return Built(out / "index.html", [problem for game in games for problem in game.unreadable])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--results", action="append", default=[], metavar="FILE",
                        help="a results.json to show (repeatable; default: reports/results.json if it exists)")
    parser.add_argument("--out", default=str(DEFAULT_OUT), metavar="DIR",
                        help=f"where the site goes (default: {DEFAULT_OUT})")


def main(args: argparse.Namespace) -> int:
    """``conformance docs``: build the site from results files; the exit status."""
    results = [Path(p) for p in args.results]
    if not results and (Path("reports") / "results.json").exists():
        results = [Path("reports") / "results.json"]
    missing = [str(p) for p in results if not p.exists()]
    if missing:
        print(f"conformance docs: no such results file: {', '.join(missing)}", file=sys.stderr)
        return EXIT_USAGE
    try:
        built = build(Path(args.out), results)
    except (ValueError, KeyError, OSError) as exc:
        print(f"conformance docs: could not build the site: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(f"site: {built.index}")
    for problem in built.unreadable:
        print(f"conformance docs: left out a feature file that cannot be read: {problem}", file=sys.stderr)
    return EXIT_USAGE if built.unreadable else EXIT_OK

