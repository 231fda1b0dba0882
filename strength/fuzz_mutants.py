"""Does the fuzzer find the hand-written mutants (strength/wrong/mutants/) within a fixed budget?

    python strength/fuzz_mutants.py [--positions N] [--seed N] [--no-corpus] [--over-protocol] [GAME ...]

Each mutant breaks one clause. Per mutant the table says whether the corpus
catches it (the scenarios tagged with its clause played against it, as
tests/strength/test_mutants_are_caught.py does), whether the fuzzer finds it within ``--positions``
generated positions (no shrinking) against the reference -- on one of the
corpus's own paths, played first, or on a generated position -- after how
many positions and seconds, in which clause, and whether only the fuzzer
caught it. ``--no-seeds`` leaves the corpus's paths out: generated positions
only.

The mutant runs in this process next to the unbroken reference, its patches
switched on only during its own calls (strength/wrong/mutants/switched.py);
``--over-protocol`` serves it over the protocol instead (the same findings,
slower).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.fuzz import campaign  # noqa: E402
from reference_engine import Implementation  # noqa: E402
from strength.plays import clause_records  # noqa: E402
from strength.wrong.mutants import all_mutants  # noqa: E402
from strength.wrong.mutants.switched import switched  # noqa: E402


def caught_by_the_corpus(mutant) -> str:
    with tempfile.TemporaryDirectory(prefix="fuzz-mutants-") as scratch:
        try:  # the corpus run's own report stays out of the table
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                records = clause_records(mutant, Path(scratch))
        finally:
            mock.patch.stopall()
    if not records:
        return "no scenario"
    return "caught" if any(r["status"] in ("failed", "errored") for r in records) else "missed"


def fuzz(mutant, positions: int, seed: int, over_protocol: bool,
         seeds: bool) -> tuple[campaign.Stats, list[dict], float]:
    settings = campaign.Settings(game=mutant.game, implementation=f"python:{mutant.factory}",
                                 max_examples=positions, shrink=False, progress=False, seed=seed, seeds=seeds)
    started = time.perf_counter()
    if over_protocol:
        settings.implementation = f"exec:{sys.executable} -m conformance.connection.protocol.server python:{mutant.factory}"
        stats, findings = campaign.run_worker(settings)
    else:
        stats, findings = campaign.run_with(settings, Implementation(), switched(mutant.factory))
    return stats, findings, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--positions", type=int, default=2000, help="generated positions per mutant (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-corpus", action="store_true", help="do not play the corpus against each mutant")
    parser.add_argument("--over-protocol", action="store_true", help="serve each mutant over the protocol")
    parser.add_argument("--no-seeds", action="store_true", help="generated positions only, no corpus paths first")
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    mutants = [m for m in all_mutants() if not args.games or m.game in args.games]
    print(f"budget: {args.positions} generated positions per mutant, seed {args.seed}"
          f"{', no corpus paths first' if args.no_seeds else ''}\n")
    print("| game | mutant | clause | corpus | fuzzer | found on | positions | seconds | divergence clause "
          "| fuzzer only |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    found, caught, only = [], [], []
    for mutant in mutants:
        corpus = "not run" if args.no_corpus else caught_by_the_corpus(mutant)
        stats, findings, seconds = fuzz(mutant, args.positions, args.seed, args.over_protocol, not args.no_seeds)
        clause = ", ".join(findings[0]["divergence"]["clauses"]) if findings else ""
        name = mutant.factory.split(":")[1]
        found += [name] if findings else []
        caught += [name] if corpus == "caught" else []
        fuzzer_only = bool(findings) and corpus == "missed"
        only += [name] if fuzzer_only else []
        where = "" if not findings else "a corpus path" if findings[0]["round_seed"] == -1 else "generated"
        print(f"| {mutant.game} | {name} | {mutant.clause} | {corpus} | {'found' if findings else 'MISSED'} | "
              f"{where} | {stats.examples} | {seconds:.1f} | {clause} | {'yes' if fuzzer_only else ''} |", flush=True)
    both = [name for name in caught if name in found]
    print(f"\nthe fuzzer found {len(found)} of {len(mutants)} mutants; the corpus catches {len(caught)}, "
          f"of which the fuzzer found {len(both)}; found by the fuzzer only: {', '.join(only) or 'none'}")
    missed = [m.factory.split(":")[1] for m in mutants if m.factory.split(":")[1] not in found]
    if missed:
        print(f"missed by the fuzzer: {', '.join(missed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
