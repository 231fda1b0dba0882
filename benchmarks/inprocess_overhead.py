"""What the in-process deadline and JSON check cost per call: prints figures, asserts nothing.

    python benchmarks/inprocess_overhead.py [--calls N]

Plays the same short game (create, then pending, act and state, repeated)
against the reference engine directly and through
conformance.connection.inprocess.GuardedImplementation with each of its
deadlines -- the ``SIGALRM`` timer on this thread (the reference engine's)
and a worker thread per call (an outside implementation's) -- both with the
strict JSON check of each result, and prints the mean cost of a call each way
and the overhead over the direct call.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.connection.inprocess import GuardedImplementation  # noqa: E402
from reference_engine import Implementation  # noqa: E402

POSITION = {
    "contract": "1.0", "game": "sword_of_rome", "variant": "2-4",
    "map": {"spaces": {"Roma": {}, "Sutrium": {}}, "connections": [{"between": ["Roma", "Sutrium"], "type": "clear"}]},
    "pieces": [{"kind": "leader", "name": "Camillus", "faction": "Rome", "space": "Roma"},
               {"kind": "cu", "faction": "Rome", "space": "Roma", "count": 4}],
    "situation": {"phasing": "Rome"},
}


def per_call(implementation, rounds: int) -> float:
    calls = 0
    started = time.perf_counter()
    for _ in range(rounds):
        game = implementation.create(POSITION)
        game.pending()
        game.act("Rome", {"type": "activate", "leader": "Camillus", "card": 1})
        game.state()
        calls += 4
    return (time.perf_counter() - started) / calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=20_000)
    rounds = parser.parse_args().calls // 4
    direct = Implementation()
    timer = GuardedImplementation(Implementation(), timeout=5, on_this_thread=True)
    thread = GuardedImplementation(Implementation(), timeout=5)
    for implementation in (direct, timer, thread):
        implementation.describe()
        per_call(implementation, 100)  # warm up
    plain = per_call(direct, rounds)
    print(f"direct call:                         {plain * 1e6:8.1f} us")
    for label, implementation in (("the timer on this thread", timer), ("a worker thread", thread)):
        cost = per_call(implementation, rounds)
        print(f"deadline by {label + ':':<24} {cost * 1e6:8.1f} us, {(cost - plain) * 1e6:6.1f} us over the direct call")


if __name__ == "__main__":
    main()
