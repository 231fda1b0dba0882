"""``conformance fuzz``: differential fuzzing of an implementation against the reference.

    conformance fuzz --implementation SPEC [--against SPEC] --game GAME [--clause ID]...
                     [--seed N] [--max-examples N | --time S] [--workers N] [--max-actions N]
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
  before anything was compared); the reason is printed;
- 130: interrupted (Ctrl-C): the counts so far are printed and the findings
  found so far written (not verified).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from conformance.option_values import count, seconds

EXIT_OK, EXIT_DIVERGENCE, EXIT_USAGE, EXIT_NOT_REPRODUCED, EXIT_NOTHING_CHECKED = 0, 1, 2, 3, 4
EXIT_INTERRUPTED = 130
EXIT_MEANINGS = {
    EXIT_OK: "no divergence found, positions compared on both sides",
    EXIT_DIVERGENCE: "a divergence was found and written",
    EXIT_USAGE: "usage error, or the campaign could not run",
    EXIT_NOT_REPRODUCED: "with --verify, divergences were found but no written scenario reproduced one",
    EXIT_NOTHING_CHECKED: "nothing was checked: no position was compared on both sides",
    EXIT_INTERRUPTED: "interrupted (Ctrl-C): the counts and the findings written are what was played until then",
}

GAMES = ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")


def at_least_one(text: str) -> int:
    """A whole number, 1 or more (a budget of positions or actions)."""
    value = count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be 1 or more")
    return value


def epilog() -> str:
    return "exit statuses: " + "; ".join(f"{code}: {meaning}" for code, meaning in EXIT_MEANINGS.items())


def add_parser(commands: Any) -> argparse.ArgumentParser:
    fuzz = commands.add_parser("fuzz", help="compare an implementation with the reference on generated positions",
                               epilog=epilog())
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
    fuzz.add_argument("--workers", type=at_least_one, default=1, metavar="N", help="worker processes (default 1)")
    fuzz.add_argument("--max-actions", type=at_least_one, default=10, metavar="N", help="actions per position (default 10)")
    fuzz.add_argument("--no-seeds", action="store_true",
                      help="do not play the corpus's own paths first (their findings are not shrunk)")
    fuzz.add_argument("--out", default="reports/fuzz", help="where findings go (default reports/fuzz)")
    fuzz.add_argument("--no-shrink", action="store_true", help="report the first divergence as found")
    fuzz.add_argument("--verify", action="store_true",
                      help="play each written scenario against both sides: it must pass against --against "
                           "and fail against --implementation")
    fuzz.add_argument("--expectations", action="append", default=[], metavar="FILE",
                      help="expectations file (files in expectations/ are read anyway)")
    fuzz.add_argument("--request-timeout", type=seconds, default=5.0, metavar="SECONDS",
                      help="deadline of each call to the implementation, in-process or exec: (default 5; "
                           "the built-in reference engine runs without one)")
    fuzz.add_argument("--restart-budget", type=count, default=3, metavar="N",
                      help="restarts of an exec: implementation (abandoned calls of an in-process one) "
                           "after faults (default 3)")
    return fuzz


def main(args: argparse.Namespace) -> int:
    from . import campaign, scenario, verify

    settings = campaign.Settings(
        game=args.game, implementation=args.implementation, against=args.against, clauses=tuple(args.clause),
        seed=args.seed, max_examples=None if args.time is not None else (args.max_examples or 1000),
        time_budget=args.time, workers=max(1, args.workers), max_actions=args.max_actions,
        shrink=not args.no_shrink, seeds=not args.no_seeds, request_timeout=args.request_timeout,
        restart_budget=args.restart_budget,
        expectations=tuple(str(Path(p).resolve()) for p in args.expectations))
    budget = f"{settings.max_examples} positions" if settings.time_budget is None else f"{settings.time_budget:g} s"
    print(f"conformance fuzz: {settings.implementation} against {settings.against}, {settings.game}, "
          f"seed {settings.seed}, {budget}, {settings.workers} worker(s)", flush=True)
    try:
        stats, findings = campaign.run(settings)
    except KeyboardInterrupt:
        print("conformance fuzz: interrupted before the campaign could count anything", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:  # noqa: BLE001 - the campaign could not run; say why
        print(f"conformance fuzz: could not run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if stats.interrupted:
        print("conformance fuzz: interrupted (Ctrl-C): the counts and findings below are what was played "
              "until then", flush=True)
    print(summary(stats), flush=True)
    for note, count in sorted(stats.notes.items()):
        print(f"  {count} x {note}")
    reproduced = not_reproduced = 0
    for finding in findings:
        feature, transcript = scenario.write(finding, Path(args.out))
        print(f"DIVERGENCE: {finding['divergence']['summary']}")
        print(f"  clauses: {', '.join(finding['divergence']['clauses']) or '(none)'}; "
              f"{len(finding['steps'])} action(s)")
        print(f"  scenario: {feature}\n  transcript: {transcript}")
        if args.verify and not stats.interrupted:
            verdicts = verify.verify(feature, settings.game, settings.against, settings.implementation)
            print(f"  verified: against {settings.against}: {verdicts[0]}; "
                  f"against {settings.implementation}: {verdicts[1]}")
            if reproduces(verdicts):
                reproduced += 1
            else:
                not_reproduced += 1
                print(f"not reproduced: {feature}: its scenario must pass against {settings.against} "
                      f"(verdict: {verdicts[0]}) and fail or error against {settings.implementation} "
                      f"(verdict: {verdicts[1]}); this finding is NOT a reproduced divergence", flush=True)
        else:
            reproduced += 1
    if stats.interrupted:
        print(f"interrupted: {len(findings)} finding(s) written" + (", not verified" if args.verify else ""))
        return EXIT_INTERRUPTED
    if not_reproduced:
        print(f"{not_reproduced} of {len(findings)} finding(s) not reproduced by their scenario")
    if reproduced:
        return EXIT_DIVERGENCE
    if not_reproduced:
        return EXIT_NOT_REPRODUCED
    if stats.checked == 0:
        print(f"nothing was checked: {nothing_checked(stats)}")
        return EXIT_NOTHING_CHECKED
    print("no divergence found")
    return EXIT_OK


def reproduces(verdicts: tuple[str, str]) -> bool:
    """Whether a written scenario reproduces its finding: it passes against the reference side
    and fails (or errors) against the implementation (``verify.verify``'s verdicts)."""
    against, implementation = verdicts
    statuses = {s.strip() for s in implementation.split(",") if s.strip()}
    return against == "passed" and bool(statuses) and statuses <= {"failed", "errored"}


def nothing_checked(stats: Any) -> str:
    """Why no position was compared on both sides."""
    if stats.positions == 0:
        return (f"the reference accepted none of the {stats.examples} generated position(s) "
                f"({stats.rejected} refused as invalid, {stats.reference_faults} failed on or not modelled by the reference)")
    aside = stats.positions - stats.unsupported - stats.not_played_on
    return (f"every one of the {stats.positions} position(s) both sides were given stopped before anything "
            f"was compared: {stats.unsupported} as unsupported by the implementation, "
            f"{stats.not_played_on} because a side was no longer called (its restart budget used up), "
            f"{aside} at a difference left aside at once (in a clause it does not declare, or expected)")


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
