"""``conformance fuzz``: differential fuzzing of an implementation against the reference.

    conformance fuzz --implementation SPEC [--against SPEC] --game GAME [--clause ID]...
                     [--seed N] [--max-examples N | --time S] [--workers N] [--max-actions N]
                     [--scheduler ADDRESS] [--database PATH]
                     [--out DIR] [--no-shrink] [--no-seeds] [--verify] [--request-timeout S] [--restart-budget N]
                     [--expectations FILE]...

Exit statuses (EXIT_MEANINGS; by analogy with ``conformance run``, docs/results.md):

- 0: no divergence found, and positions were compared on both sides;
- 1: a divergence was found (its scenario and transcript are written under --out);
- 2: usage error (a bad option value) or the campaign could not run;
- 3: with --verify, divergences were found but none was reproduced: no written
  scenario passes against --against and fails (or errors) against
  --implementation; each such finding is printed "not reproduced: ...";
- 4: nothing was checked: no position was compared on both sides (the reference
  refused or failed on every position, or the implementation answered unsupported,
  used up its restart budget or differed at once in clauses it does not declare
  before anything was compared; campaign.compared says what counts), no action was
  played on both sides (an implementation that models none), the implementation
  declares no clause of the game, or the --against side failed (an error, its
  restart budget used up) on most positions; the reason is printed;
- 5: a divergence was found but could not be written under --out: its summary is
  printed, and its transcript on stderr;
- 130: interrupted (Ctrl-C): the counts so far are printed and the findings
  found so far written (not verified).

A bad --clause (no clause of the game has that id, or a pattern that matches none)
or an --out that is not a writable folder is a usage error before anything runs.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from conformance import options
from conformance.options import at_least_one, seconds

EXIT_OK, EXIT_DIVERGENCE, EXIT_USAGE, EXIT_NOT_REPRODUCED, EXIT_NOTHING_CHECKED = 0, 1, 2, 3, 4
EXIT_NOT_WRITTEN = 5
EXIT_INTERRUPTED = 130
EXIT_MEANINGS = {
    EXIT_OK: "no divergence found, positions and actions compared on both sides",
    EXIT_DIVERGENCE: "a divergence was found and written",
    EXIT_USAGE: "usage error, or the campaign could not run",
    EXIT_NOT_REPRODUCED: "with --verify, divergences were found but no written scenario reproduced one",
    EXIT_NOTHING_CHECKED: "nothing was checked: no position or no action was compared on both sides, no clause "
                          "of the game is declared, or --against failed on most positions",
    EXIT_NOT_WRITTEN: "a divergence was found but could not be written under --out (its summary is printed)",
    EXIT_INTERRUPTED: "interrupted (Ctrl-C): the counts and the findings written are what was played until then",
}
#: the characters that make a --clause value a pattern (fnmatch)
PATTERN_CHARACTERS = "*?["

GAMES = ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")


def add_arguments(fuzz: argparse.ArgumentParser) -> None:
    """The options of ``conformance fuzz``."""
    fuzz.add_argument("--implementation", required=True, metavar="SPEC",
                      help="the implementation under test ('python:...', 'exec:COMMAND', 'reference')")
    fuzz.add_argument("--against", default="reference", metavar="SPEC",
                      help="the implementation whose answers are right (default: reference)")
    fuzz.add_argument("--game", required=True, choices=GAMES)
    fuzz.add_argument("--clause", action="append", default=[], metavar="ID",
                      help="report only divergences in this clause (id or pattern; repeatable)")
    fuzz.add_argument("--seed", type=int, default=0, help="campaign seed (default 0): same seed, same run")
    budget = fuzz.add_mutually_exclusive_group()
    budget.add_argument("--max-examples", type=at_least_one, default=None, metavar="N",
                        help="generated positions in all (default 1000)")
    budget.add_argument("--time", type=seconds, default=None, metavar="SECONDS", help="run for this long")
    fuzz.add_argument("--workers", type=at_least_one, default=None, metavar="N",
                      help="worker processes (default 1; with --scheduler, the cluster's threads)")
    fuzz.add_argument("--scheduler", default=None, metavar="ADDRESS",
                      help="run the workers as tasks on the Dask cluster of this scheduler (tcp://HOST:8786)")
    fuzz.add_argument("--database", default=None, metavar="PATH",
                      help="share findings through hypothesis's example database in this folder")
    fuzz.add_argument("--max-actions", type=at_least_one, default=10, metavar="N", help="actions per position (default 10)")
    fuzz.add_argument("--no-seeds", action="store_true",
                      help="do not play the corpus's own paths first (their findings are not shrunk)")
    fuzz.add_argument("--out", default="reports/fuzz", help="where findings go (default reports/fuzz)")
    fuzz.add_argument("--no-shrink", action="store_true", help="report the first divergence as found")
    fuzz.add_argument("--verify", action="store_true",
                      help="play each written scenario against both sides: it must pass against --against "
                           "and fail against --implementation")
    options.add(fuzz, options.EXPECTATIONS, options.REQUEST_TIMEOUT, options.RESTART_BUDGET, options.ONE_CORE,
                request_timeout={"help": "deadline of each call to the implementation, in-process or exec: "
                                         "(default 5; the built-in reference engine runs without one)"},
                one_core={"help": "run each worker and the implementations it starts on one CPU core of their own "
                                  "(Linux; docs/performance.md has what it saves); not with --scheduler, nor for an "
                                  "implementation that works on several threads"})


def usage_problems(args: argparse.Namespace) -> list[str]:
    """What is wrong with the options before anything runs, one sentence each."""
    problems = clause_problems(args.game, args.clause)
    if args.one_core and args.scheduler:
        problems.append("--one-core pins this machine's worker processes; a Dask worker's cores are its own "
                        "(start it under `taskset -c CORE dask worker ...` to pin it)")
    out = out_problem(Path(args.out), args.game)
    return problems + ([out] if out else [])


def clause_problems(game: str, clauses: list[str]) -> list[str]:
    """Each --clause value that selects nothing of ``game``: an id its catalog does not have (with
    a "did you mean", as ``conformance run --clause``), or a pattern that matches none of its
    clauses. Left unchecked, a typo or another game's clause would leave every divergence
    "outside --clause" and the campaign would pass."""
    from conformance.corpus.catalog import load_all
    from conformance.corpus.selection import did_you_mean

    catalogs = load_all()
    known = set(catalogs[game].clauses) | set(catalogs[game].errata)
    problems = []
    for clause in clauses:
        if any(c in clause for c in PATTERN_CHARACTERS):
            if not any(fnmatch.fnmatchcase(known_clause, clause) for known_clause in known):
                problems.append(f"--clause {clause!r}: the pattern matches no clause of {game}")
        elif clause not in known:
            elsewhere = sorted(g for g, c in catalogs.items() if clause in c.clauses or clause in c.errata)
            hint = f" (it is a clause of {', '.join(elsewhere)})" if elsewhere else did_you_mean(clause, known)
            problems.append(f"--clause {clause!r}: no clause of {game} has this id{hint}")
    return problems


def out_problem(out: Path, game: str) -> str | None:
    """Why the findings could not be written under ``out`` (in ``out/<game>/``), or None: checked
    before the campaign, so that a campaign never runs to its end only to fail writing."""
    for path in (out, out / game):
        if path.exists() and not path.is_dir():
            return f"--out {str(out)!r}: {str(path)!r} is a file, not a folder; name a folder for the findings"
    try:
        out.mkdir(parents=True, exist_ok=True)
        folder = out / game if (out / game).is_dir() else out
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".fuzz-check-"):
            pass
    except OSError as exc:
        return (f"--out {str(out)!r} is not a writable folder ({exc.strerror or exc}); "
                "name a folder the findings can be written in")
    return None


def main(args: argparse.Namespace) -> int:
    from conformance.fuzz import campaign

    problems = usage_problems(args)
    if problems:
        for problem in problems:
            print(f"conformance fuzz: {problem}", file=sys.stderr)
        print(f"exit status {EXIT_USAGE}: {EXIT_MEANINGS[EXIT_USAGE]}", file=sys.stderr, flush=True)
        return EXIT_USAGE
    settings = campaign.Settings(
        game=args.game, implementation=args.implementation, against=args.against, clauses=tuple(args.clause),
        seed=args.seed, max_examples=None if args.time is not None else (args.max_examples or 1000),
        time_budget=args.time, workers=args.workers or (0 if args.scheduler else 1), max_actions=args.max_actions,
        shrink=not args.no_shrink, seeds=not args.no_seeds, request_timeout=args.request_timeout,
        restart_budget=args.restart_budget,
        expectations=tuple(str(Path(p).resolve()) for p in args.expectations),
        scheduler=args.scheduler, database=args.database, one_core=args.one_core)
    budget = f"{settings.max_examples} positions" if settings.time_budget is None else f"{settings.time_budget:g} s"
    print(f"conformance fuzz: {settings.implementation} against {settings.against}, {settings.game}, "
          f"seed {settings.seed}, {budget}, "
          f"{f'{settings.workers} worker(s)' if settings.workers else 'a worker per cluster thread'}"
          + (f" on {settings.scheduler}" if settings.scheduler else ""), flush=True)
    try:
        stats, findings = campaign.run(settings)
    except KeyboardInterrupt:
        print("conformance fuzz: interrupted before the campaign could count anything", file=sys.stderr)
        return EXIT_INTERRUPTED
    except campaign.NothingToCheck as exc:
        print(f"nothing was checked: {exc}", flush=True)
        return EXIT_NOTHING_CHECKED
    except Exception as exc:  # noqa: BLE001 - the campaign could not run; say why
        print(f"conformance fuzz: could not run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if stats.interrupted:
        print("conformance fuzz: interrupted (Ctrl-C): the counts and findings below are what was played "
              "until then", flush=True)
    print(summary(stats), flush=True)
    for note, count in sorted(stats.notes.items()):
        print(f"  {count} x {note}")
    failed_against = against_failed(stats, settings.against)
    if failed_against:
        print(f"WARNING: {failed_against}", flush=True)
    outcomes = [report_finding(finding, args, settings, verify=args.verify and not stats.interrupted)
                for finding in findings]
    return verdict(stats, outcomes, args.verify)


#: what became of a finding (report_finding)
REPRODUCED, NOT_REPRODUCED, NOT_WRITTEN = "reproduced", "not reproduced", "not written"


def report_finding(finding: dict[str, Any], args: argparse.Namespace, settings: Any, verify: bool) -> str:
    """Print a finding, write it under --out and, with ``verify``, play its scenario on both sides:
    REPRODUCED (or merely written, without --verify), NOT_REPRODUCED or NOT_WRITTEN."""
    from conformance.fuzz import scenario
    from conformance.fuzz import verify as verifying

    divergence = finding["divergence"]
    print(f"DIVERGENCE: {divergence['summary']}")
    print(f"  clauses: {', '.join(divergence['clauses']) or scenario.UNATTRIBUTED_WARNING}; "
          f"{len(finding['steps'])} action(s)")
    try:
        feature, transcript = scenario.write(finding, Path(args.out))
    except OSError as exc:
        print(f"  NOT WRITTEN: could not write it under --out {args.out!r} ({exc.strerror or exc}); "
              "its transcript follows on stderr", flush=True)
        print(json.dumps(finding, sort_keys=True, default=str), file=sys.stderr, flush=True)
        return NOT_WRITTEN
    print(f"  scenario: {feature}\n  transcript: {transcript}")
    if not verify:
        return REPRODUCED
    verdicts = verifying.verify(feature, settings.game, settings.against, settings.implementation)
    print(f"  verified: against {settings.against}: {verdicts[0]}; "
          f"against {settings.implementation}: {verdicts[1]}")
    if reproduces(verdicts):
        return REPRODUCED
    print(f"not reproduced: {feature}: its scenario must pass against {settings.against} "
          f"(verdict: {verdicts[0]}) and fail or error against {settings.implementation} "
          f"(verdict: {verdicts[1]}); this finding is NOT a reproduced divergence", flush=True)
    return NOT_REPRODUCED


def verdict(stats: Any, outcomes: list[str], verify: bool) -> int:
    """The exit status, once the findings are reported (see the module's docstring), with why."""
    if stats.interrupted:
        written = len(outcomes) - outcomes.count(NOT_WRITTEN)
        print(f"interrupted: {written} finding(s) written" + (", not verified" if verify else ""))
        return EXIT_INTERRUPTED
    if NOT_WRITTEN in outcomes:
        print(f"{outcomes.count(NOT_WRITTEN)} of {len(outcomes)} finding(s) NOT WRITTEN: make --out a writable "
              "folder and run again with the same options")
        return EXIT_NOT_WRITTEN
    if NOT_REPRODUCED in outcomes:
        print(f"{outcomes.count(NOT_REPRODUCED)} of {len(outcomes)} finding(s) not reproduced by their scenario")
    if REPRODUCED in outcomes:
        return EXIT_DIVERGENCE
    if NOT_REPRODUCED in outcomes:
        return EXIT_NOT_REPRODUCED
    if stats.checked == 0 or stats.acted == 0 or failed_against_most(stats):
        print(f"nothing was checked: {nothing_checked(stats)}")
        return EXIT_NOTHING_CHECKED
    print("no divergence found")
    return EXIT_OK


def against_failed(stats: Any, against: str) -> str | None:
    """A loud sentence when the --against side failed (an error, its restart budget used up) on
    positions: what was compared is only what it could play."""
    if not stats.against_failures:
        return None
    given = stats.positions + stats.reference_faults
    return (f"the --against side ({against}) failed on {stats.against_failures} of the {given} position(s) it "
            f"did not refuse as invalid (an error, or its restart budget used up): only {stats.checked} were "
            "compared on both sides; fix it and run again")


def failed_against_most(stats: Any) -> bool:
    """Whether the --against side failed on most of the positions it was given (refusals aside)."""
    return 2 * stats.against_failures > stats.positions + stats.reference_faults


def reproduces(verdicts: tuple[str, str]) -> bool:
    """Whether a written scenario reproduces its finding: it passes against the reference side
    and fails (or errors) against the implementation (``verify.verify``'s verdicts)."""
    against, implementation = verdicts
    statuses = {s.strip() for s in implementation.split(",") if s.strip()}
    return against == "passed" and bool(statuses) and statuses <= {"failed", "errored"}


def nothing_checked(stats: Any) -> str:
    """Why no position (or no action) was compared on both sides, or too few were."""
    if failed_against_most(stats):
        return (f"the --against side failed on most positions ({stats.against_failures} of "
                f"{stats.positions + stats.reference_faults}): its answers are what the implementation is compared "
                "with, so little was checked")
    if stats.checked and not stats.acted:
        return (f"no action was played on both sides: {stats.checked} position(s) were compared only as "
                f"created (the implementation models no action: it lists none, or answers every one "
                f"unsupported); the fuzzer checks what actions do")
    if stats.positions == 0:
        return (f"the reference accepted none of the {stats.examples} generated position(s) "
                f"({stats.rejected} refused as invalid, {stats.reference_faults} failed on or not modelled by the reference)")
    aside = stats.positions - stats.unsupported - stats.not_played_on
    return (f"every one of the {stats.positions} position(s) both sides were given stopped before anything "
            f"was compared: {stats.unsupported} as unsupported by the implementation, "
            f"{stats.not_played_on} because a side was no longer called (its restart budget used up), "
            f"{aside} at a difference left aside at once (in a clause it does not declare, or expected) or "
            "with nothing compared but no decision pending and dice_rolled")


def summary(stats: Any) -> str:
    wall = stats.elapsed or 1e-9
    per = stats.positions or 1
    return (f"{stats.positions} positions ({stats.corpus} of them the corpus's own, played first; "
            f"{stats.checked} compared on both sides; {stats.rejected} rejected "
            f"by the reference, {stats.reference_faults} reference faults or unsupported on create; {stats.replays} drawn "
            f"again, not played again; {stats.shrink_plays} played again while shrinking, not counted), "
            f"{stats.actions} actions "
            f"in {stats.elapsed:.1f} s: {stats.positions / wall:.0f} positions/s, {stats.actions / wall:.0f} actions/s; "
            f"per position: generation {stats.generation / per * 1e3:.2f} ms, play {stats.play / per * 1e3:.2f} ms, "
            f"comparison {stats.comparison / per * 1e3:.2f} ms; "
            f"{stats.unsupported} stopped as unsupported, {stats.ignored} undeclared-clause, "
            f"{stats.outside} outside --clause and {stats.expected} expected divergences not reported")
