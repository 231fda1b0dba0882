"""Does the fuzzer find the hand-written mutants (tests/mutants/) within a fixed budget?

    python benchmarks/fuzz_mutants.py [--time S] [--examples N] [GAME ...]

Each mutant breaks one clause; tests/test_mutants.py proves that the corpus
catches every one. Here each mutant, served over the protocol, is fuzzed
against the reference for at most ``--examples`` examples or ``--time``
seconds (no shrinking), and the table says whether the fuzzer found it, after
how many positions, and in which clause. A mutant the corpus did not catch
would show here as found by the fuzzer only.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.fuzz import campaign  # noqa: E402
from tests.mutants import all_mutants  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--time", type=float, default=20.0, help="seconds per mutant (default 20)")
    parser.add_argument("--examples", type=int, default=2000, help="examples per mutant (default 2000)")
    args = parser.parse_args(argv)
    mutants = [m for m in all_mutants() if not args.games or m.game in args.games]
    print("| game | mutant | clause | corpus | fuzzer | positions | seconds | divergence clause |")
    print("|---|---|---|---|---|---|---|---|")
    found = 0
    for mutant in mutants:
        spec = f"exec:{sys.executable} -m conformance.protocol.server python:{mutant.factory}"
        settings = campaign.Settings(game=mutant.game, implementation=spec, max_examples=None,
                                     time_budget=args.time, shrink=False, progress=False, seed=1)
        settings.max_examples = args.examples
        started = time.perf_counter()
        stats, findings = campaign.run_worker(settings)
        seconds = time.perf_counter() - started
        clause = ", ".join(findings[0]["divergence"]["clauses"]) if findings else ""
        found += bool(findings)
        print(f"| {mutant.game} | {mutant.factory.split(':')[1]} | {mutant.clause} | caught | "
              f"{'found' if findings else 'missed'} | {stats.positions} | {seconds:.1f} | {clause} |", flush=True)
    print(f"\nthe fuzzer found {found} of {len(mutants)} mutants (the corpus catches all {len(mutants)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
