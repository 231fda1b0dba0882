"""``conformance fuzz``: differential fuzzing of an implementation against the reference.

    conformance fuzz --implementation SPEC [--against SPEC] --game GAME [--clause ID]...
                     [--seed N] [--max-examples N | --time S] [--workers N] [--max-actions N]
                     [--out DIR] [--no-shrink] [--no-seeds] [--verify] [--request-timeout S] [--restart-budget N]

Exit status: 0 when no divergence was found, 1 when one was (its scenario and
transcript are written under --out), 2 when the campaign could not run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

GAMES = ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")


def add_parser(commands: Any) -> argparse.ArgumentParser:
    fuzz = commands.add_parser("fuzz", help="compare an implementation with the reference on generated positions")
    fuzz.add_argument("--implementation", required=True, metavar="SPEC",
                      help="the implementation under test ('python:...', 'exec:COMMAND', 'reference')")
    fuzz.add_argument("--against", default="reference", metavar="SPEC",
                      help="the implementation whose answers are right (default: reference)")
    fuzz.add_argument("--game", required=True, choices=GAMES)
    fuzz.add_argument("--clause", action="append", default=[], metavar="ID",
                      help="report only divergences in this clause (id or pattern; repeatable)")
    fuzz.add_argument("--seed", type=int, default=0, help="campaign seed (default 0): same seed, same run")
    budget = fuzz.add_mutually_exclusive_group()
    budget.add_argument("--max-examples", type=int, default=None, metavar="N",
                        help="generated positions in all (default 1000)")
    budget.add_argument("--time", type=float, default=None, metavar="SECONDS", help="run for this long")
    fuzz.add_argument("--workers", type=int, default=1, metavar="N", help="worker processes (default 1)")
    fuzz.add_argument("--max-actions", type=int, default=10, metavar="N", help="actions per position (default 10)")
    fuzz.add_argument("--no-seeds", action="store_true",
                      help="do not play the corpus's own paths first (their findings are not shrunk)")
    fuzz.add_argument("--out", default="reports/fuzz", help="where findings go (default reports/fuzz)")
    fuzz.add_argument("--no-shrink", action="store_true", help="report the first divergence as found")
    fuzz.add_argument("--verify", action="store_true",
                      help="play each written scenario against both sides: it must pass against --against "
                           "and fail against --implementation")
    fuzz.add_argument("--expectations", action="append", default=[], metavar="FILE",
                      help="expectations file (files in expectations/ are read anyway)")
    fuzz.add_argument("--request-timeout", type=float, default=5.0, metavar="SECONDS",
                      help="per-request timeout for exec: implementations (default 5)")
    fuzz.add_argument("--restart-budget", type=int, default=3, metavar="N",
                      help="restarts of an exec: implementation after faults (default 3)")
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
    except Exception as exc:  # noqa: BLE001 - the campaign could not run; say why
        print(f"conformance fuzz: could not run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    print(summary(stats), flush=True)
    for note, count in sorted(stats.notes.items()):
        print(f"  {count} x {note}")
    failed = False
    for finding in findings:
        feature, transcript = scenario.write(finding, Path(args.out))
        print(f"DIVERGENCE: {finding['divergence']['summary']}")
        print(f"  clauses: {', '.join(finding['divergence']['clauses']) or '(none)'}; "
              f"{len(finding['steps'])} action(s)")
        print(f"  scenario: {feature}\n  transcript: {transcript}")
        if args.verify:
            verdicts = verify.verify(feature, settings.game, settings.against, settings.implementation)
            print(f"  verified: against {settings.against}: {verdicts[0]}; "
                  f"against {settings.implementation}: {verdicts[1]}")
        failed = True
    if not findings:
        print("no divergence found")
    return 1 if failed else 0


def summary(stats: Any) -> str:
    wall = stats.elapsed or 1e-9
    per = stats.positions or 1
    return (f"{stats.positions} positions ({stats.rejected} rejected by the reference; {stats.replays} drawn "
            f"again, not played again), {stats.actions} actions "
            f"in {stats.elapsed:.1f} s: {stats.positions / wall:.0f} positions/s, {stats.actions / wall:.0f} actions/s; "
            f"per position: generation {stats.generation / per * 1e3:.2f} ms, play {stats.play / per * 1e3:.2f} ms, "
            f"comparison {stats.comparison / per * 1e3:.2f} ms; "
            f"{stats.unsupported} stopped as unsupported, {stats.ignored} undeclared-clause and "
            f"{stats.expected} expected divergences not reported")
