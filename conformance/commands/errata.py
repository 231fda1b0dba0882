"""``conformance errata``: each erratum as a rules editor meets it, and what changes under another reading.

    conformance errata [--game GAME]... [ERRATUM]
    conformance errata --what-if [ERRATUM[=READING]]... [--game GAME]...
    conformance errata --check [--game GAME]...

For each erratum (of the games chosen, or the one named): its text, its readings, the
default, the clauses it touches, the scenarios that pin each reading, and the scenarios that
depend on the default: those whose verdict against the reference engine changes when another
reading is the default, measured by playing them (conformance.runner.what_if), not guessed
from tags. ``--what-if`` prints, for each non-default reading asked for (every one, without a
value; every one of an erratum, given its id), the scenarios whose verdict changes, as the
difference of the two runs. ``--check`` exits 1 when a scenario depends on a default without
pinning it (every unpinned scenario must hold under every reading).

A game's corpus is played once at the defaults, noting the errata whose reading the reference
engine asks for in each scenario; only those scenarios are played again under that erratum's
other readings. The runs go at once, as many as there are cores. What was measured is kept
by the fingerprint of the corpus and its code (conformance.reports.what_if), so asking again
costs nothing while the corpus and its code stay as they are.

Exit statuses: 0 done (with --check: no silent dependence on a default); 1 with --check: a
scenario depends on a default it does not pin; 2 usage: an erratum, reading or game the
catalogs do not have, or a corpus run that could not play.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from conformance import options
from conformance.commands.run import UNUSED_PLUGINS
from conformance.corpus import paths
from conformance.corpus.catalog import load_all
from conformance.corpus.readings import pinned, reading_problem
from conformance.corpus.selection import did_you_mean
from conformance.reports import what_if

EXIT_OK, EXIT_DEPENDS, EXIT_USAGE = 0, 1, 2
EXIT_MEANINGS = {EXIT_OK: "done", EXIT_DEPENDS: "--check found a scenario that depends on a default it does not pin",
                 EXIT_USAGE: "usage"}


class MeasureError(Exception):
    """A corpus run of the what-if could not play (its output's tail says why)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``conformance errata``."""
    options.add(parser, options.GAMES)
    parser.add_argument("erratum", nargs="?", default=None, metavar="ERRATUM", help="only this erratum")
    parser.add_argument("--what-if", action="append", nargs="?", const="", default=None,
                        metavar="ERRATUM[=READING]",
                        help="print the scenarios whose verdict changes when READING is the default (every "
                             "non-default reading without a value, every one of ERRATUM without =READING; "
                             "repeatable)")
    parser.add_argument("--check", action="store_true", default=False,
                        help="exit 1 when a scenario's verdict depends on a default reading it does not pin")
    parser.add_argument("--json", default=None, metavar="FILE", help="also write what was found as JSON")


# -- what is asked for ---------------------------------------------------------
def chosen(args: argparse.Namespace, catalogs: dict[str, Any]) -> dict[str, dict[str, list[str]]]:
    """``{game: {erratum: [non-default readings to measure]}}`` for the games, erratum and what-ifs
    asked for; ValueError naming what the catalogs do not have."""
    problems = [f"--game {g!r}: no such game{did_you_mean(g, catalogs)}" for g in args.game if g not in catalogs]
    games = [g for g in (args.game or sorted(catalogs)) if g in catalogs]
    every = {g: {e.id: [r.id for r in e.readings if r.id != e.default]
                 for e in catalogs[g].errata.values() if e.is_selectable} for g in games}
    wanted: dict[str, dict[str, list[str]]] = {}
    asked = list(args.what_if or [])
    if args.erratum:
        errata = {e.id: g for g in games for e in catalogs[g].errata.values()}
        if args.erratum not in errata:
            problems.append(f"no erratum {args.erratum!r} in {', '.join(games)}{did_you_mean(args.erratum, errata)}")
        else:
            games = [errata[args.erratum]]
            every = {games[0]: {e: r for e, r in every[games[0]].items() if e == args.erratum}}
    if not asked or "" in asked:
        wanted = {g: dict(errata) for g, errata in every.items()}
    for text in asked:
        if not text:
            continue
        erratum, sign, reading = text.partition("=")
        game = next((g for g in games if erratum in catalogs[g].errata), None)
        problem = reading_problem(erratum, reading or "", catalogs, game=game, said=f"--what-if {text}") \
            if sign else (None if game and catalogs[game].errata[erratum].is_selectable
                          else f"--what-if {text}: no erratum with readings {erratum!r} in "
                               f"{', '.join(games)}{did_you_mean(erratum, [e for g in every for e in every[g]])}")
        if problem:
            problems.append(problem)
            continue
        default = catalogs[game].errata[erratum].default
        readings = [reading] if sign else every[game][erratum]
        if reading == default:
            problems.append(f"--what-if {text}: {reading} is already the default of {erratum}")
            continue
        wanted.setdefault(game, {}).setdefault(erratum, [])
        wanted[game][erratum] += [r for r in readings if r not in wanted[game][erratum]]
    if problems:
        raise ValueError("\n".join(problems))
    return {g: wanted.get(g, {}) for g in games}


# -- measuring --------------------------------------------------------------------
def measure(wanted: dict[str, dict[str, list[str]]], *, echo: Any = None) -> dict[str, Any]:
    """The what-if's findings (conformance.reports.what_if) for every game of ``wanted``, measuring
    what the cache does not hold for the corpus as it is; MeasureError if a run cannot play.

    The runs are processes of their own, as many at once as this process may use cores: every
    game's run at the defaults, and, as soon as a game's is done, its plays under the other
    readings dealt out in as many shares (``dealt``). A scenario's verdict does not depend on
    which others share its run, so the findings are those of one run per game. What the games
    that could play measured is kept even when another's run could not play."""
    mark = what_if.fingerprint()
    kept = what_if.load(mark)
    lock = threading.Lock()

    def say(text: str) -> None:
        if echo:
            with lock:  # whole lines, whichever run's thread says them
                echo(text)

    cores = usable_cores()
    findings = {game: dict(kept.get(game, {})) for game in wanted}
    shares: dict[str, tuple[list[str], list[Future[list[dict[str, Any]]]]]] = {}
    failed: dict[str, MeasureError] = {}
    changed: set[str] = set()

    def play_other_readings(game: str) -> None:
        found = findings[game]
        missing = [f"{e}={r}" for e, readings in wanted[game].items() for r in readings
                   if f"{e}={r}" not in found["what_if"]]
        if not missing:
            return
        plan: dict[str, list[str]] = {}
        for entry in found["baseline"].values():
            asks = [m for m in missing if m.split("=", 1)[0] in entry["consulted"]]
            if asks:
                plan.setdefault(entry["function"], [])
                plan[entry["function"]] += [m for m in asks if m not in plan[entry["function"]]]
        say(f"conformance errata: playing {game} under {len(missing)} other reading(s): "
            f"{sum(len(v) for v in plan.values())} plays of scenarios that ask for them")
        shares[game] = missing, [pool.submit(_play, game, share) for share in dealt(plan, cores)]

    with ThreadPoolExecutor(max_workers=cores) as pool:
        at_defaults: dict[Future[list[dict[str, Any]]], str] = {}
        for game, found in findings.items():
            if "baseline" in found:
                play_other_readings(game)
                continue
            say(f"conformance errata: playing {game} at the catalog's defaults")
            at_defaults[pool.submit(_play, game)] = game
        for future in as_completed(at_defaults):
            game = at_defaults[future]
            try:
                findings[game].update(baseline={e["key"]: e for e in future.result()}, what_if={})
            except MeasureError as exc:
                failed[game] = exc
                continue
            changed.add(game)
            play_other_readings(game)
        for game, (missing, futures) in shares.items():
            try:
                played = [entry for future in futures for entry in future.result()]
            except MeasureError as exc:
                failed[game] = exc
                continue
            findings[game]["what_if"] = {**findings[game]["what_if"], **{
                reading: what_if.changes(findings[game]["baseline"], [e for e in played if e["what_if"] == reading])
                for reading in missing}}
            changed.add(game)
    for game in changed - set(failed):
        kept[game] = findings[game]
    if changed - set(failed):
        what_if.save(kept, mark)
    if failed:
        raise failed[next(game for game in wanted if game in failed)]
    return {game: kept[game] for game in wanted}


def usable_cores() -> int:
    """The cores this process may run on (the machine's, where the system cannot say)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # no affinity outside Linux
        return os.cpu_count() or 1


def dealt(plan: dict[str, list[str]], shares: int) -> list[dict[str, list[str]]]:
    """``plan`` (scenario function -> readings to play it under) in at most ``shares`` parts of about
    as many plays each, none empty: the functions with the most plays first, each to the lightest part."""
    parts: list[dict[str, list[str]]] = [{} for _ in range(max(1, shares))]
    loads = [0] * len(parts)
    for function, readings in sorted(plan.items(), key=lambda item: (-len(item[1]), item[0])):
        lightest = loads.index(min(loads))
        parts[lightest][function] = readings
        loads[lightest] += len(readings)
    return [part for part in parts if part]


def _play(game: str, plan: dict[str, list[str]] | None = None) -> list[dict[str, Any]]:
    """One corpus run of ``game`` against the reference engine with the what-if's plugin."""
    with tempfile.TemporaryDirectory(prefix="conformance-what-if-") as folder:
        out = Path(folder) / "played.jsonl"
        command = [sys.executable, "-m", "pytest", str(paths.BINDINGS / game), *paths.corpus_pytest_options(),
                   *UNUSED_PLUGINS, "-p", "no:randomly", "-p", "no:xdist",
                   "-p", "conformance.runner.what_if", "--what-if-out", str(out), "-q", "--no-header",
                   "--tb=no", "-o", "console_output_style=classic"]
        if plan is not None:
            (Path(folder) / "plan.json").write_text(json.dumps(plan), encoding="utf-8")
            command += ["--what-if-plan", str(Path(folder) / "plan.json")]
        done = subprocess.run(command, capture_output=True, text=True, errors="replace", cwd=str(paths.PROJECT))
        if done.returncode not in (0, 1) or not out.exists():
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
            raise MeasureError(f"the corpus run of {game} could not play (pytest exit status {done.returncode}):\n"
                               f"{tail}")
        return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines() if line.strip()]


# -- what a rules editor reads --------------------------------------------------------
def pins(game: str) -> list[dict[str, Any]]:
    """Every scenario of ``game`` with the readings it pins (read from its steps)."""
    from conformance.corpus.traceability import scenarios_of

    root = paths.FEATURES.parent
    found = []
    for outline in scenarios_of(game):
        try:
            feature = str(outline.feature.resolve().relative_to(root.resolve()))
        except ValueError:
            feature = str(outline.feature)
        found.append({"scenario": outline.name, "feature": feature, "line": outline.line,
                      "pins": pinned(outline.steps)})
    return found


def dependents(erratum: str, findings: dict[str, Any] | None) -> list[dict[str, Any]] | None:
    """The scenarios whose verdict changes under another reading of ``erratum`` (each with the
    reading), or None where it was not measured."""
    if not findings or "what_if" not in findings:
        return None
    measured = {k: v for k, v in findings["what_if"].items() if k.split("=", 1)[0] == erratum}
    if not measured:
        return None
    return [{**change, "reading": key.split("=", 1)[1]} for key, changes in sorted(measured.items())
            for change in changes]


def report(catalogs: dict[str, Any], wanted: dict[str, dict[str, list[str]]], findings: dict[str, Any],
           erratum_id: str | None) -> tuple[list[str], list[dict[str, Any]]]:
    """The text for each erratum, and what was found as data."""
    lines: list[str] = []
    data = []
    for game in wanted:
        scenarios = pins(game)
        for erratum in catalogs[game].errata.values():
            if erratum_id and erratum.id != erratum_id:
                continue
            depends = dependents(erratum.id, findings.get(game)) if erratum.is_selectable else []
            entry = {"game": game, "erratum": erratum.id, "summary": erratum.summary, "default": erratum.default,
                     "clauses": list(erratum.clauses),
                     "readings": [{"id": r.id, "description": r.description,
                                   "pinned_by": [f"{s['feature']}:{s['line']}" for s in scenarios
                                                 if s["pins"].get(erratum.id) == r.id]} for r in erratum.readings],
                     "depends_on_default": depends}
            data.append(entry)
            lines += _erratum_text(catalogs[game].title, entry, scenarios)
    return lines, data


def _erratum_text(title: str, entry: dict[str, Any], scenarios: list[dict[str, Any]]) -> list[str]:
    names = {f"{s['feature']}:{s['line']}": s["scenario"] for s in scenarios}
    lines = [f"{entry['erratum']} ({title}; clauses {', '.join(entry['clauses'])})",
             f"  {entry['summary']}"]
    if not entry["readings"]:
        return lines + ["  no readings to choose from", ""]
    for reading in entry["readings"]:
        mark = " (default)" if reading["id"] == entry["default"] else ""
        lines.append(f"  reading {reading['id']}{mark}: {reading['description']}")
        lines.append(f"    pinned by {len(reading['pinned_by'])} scenario(s)")
        lines += [f"      {where}  {names.get(where, '')}" for where in reading["pinned_by"]]
    depends = entry["depends_on_default"]
    if depends is None:
        lines.append("  depends on the default: not measured")
    else:
        lines.append(f"  depends on the default without pinning it: {len(depends)} scenario(s)")
        lines += [f"    {c['feature']}:{c['line']}  {c['scenario']}: {c['default']} at the default, "
                  f"{c['under']} under {c['reading']}" for c in depends]
    return lines + [""]


def what_if_text(catalogs: dict[str, Any], wanted: dict[str, dict[str, list[str]]],
                 findings: dict[str, Any]) -> list[str]:
    """For each reading asked for, the scenarios whose verdict changes: the difference of two runs."""
    lines = []
    for game, errata in wanted.items():
        baseline = findings[game]["baseline"]
        for erratum, readings in errata.items():
            default = catalogs[game].errata[erratum].default
            for reading in readings:
                changes = findings[game]["what_if"][f"{erratum}={reading}"]
                lines.append(f"what if {erratum}={reading} ({catalogs[game].title}; the default is {default}): "
                             f"{len(changes)} of {len(baseline)} scenario(s) change verdict")
                for change in changes:
                    lines.append(f"  - {change['feature']}:{change['line']}  {change['scenario']}  "
                                 f"{change['default']} -> {change['under']}")
                    if change.get("message"):
                        lines.append(f"      {change['message']}")
    return lines


def main(args: argparse.Namespace) -> int:
    catalogs = load_all()
    try:
        wanted = chosen(args, catalogs)
    except ValueError as exc:
        for line in str(exc).splitlines():
            print(f"conformance errata: {line}", file=sys.stderr)
        return EXIT_USAGE
    try:
        findings = measure(wanted, echo=lambda text: print(text, file=sys.stderr, flush=True))
    except MeasureError as exc:
        print(f"conformance errata: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if args.what_if is not None:
        lines, data = what_if_text(catalogs, wanted, findings), None
    else:
        lines, data = report(catalogs, wanted, findings, args.erratum)
    print("\n".join(lines))
    if args.json:
        payload = data if data is not None else {g: findings[g]["what_if"] for g in wanted}
        Path(args.json).write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    silent = [f"{c['feature']}:{c['line']} ({reading})" for g in wanted
              for reading, changes in findings[g]["what_if"].items() if reading.split("=", 1)[0] in wanted[g]
              for c in changes]
    if args.check and silent:
        print(f"conformance errata: {len(silent)} scenario(s) depend on a default reading without pinning it; "
              "pin the reading each asserts (Given the \"READING\" reading of erratum ERRATUM): "
              + ", ".join(silent), file=sys.stderr)
        return EXIT_DEPENDS
    return EXIT_OK
