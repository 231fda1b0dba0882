"""How fast `conformance fuzz` generates and compares, per game: prints figures, asserts nothing.

    python benchmarks/fuzz_speed.py [--positions N] [--max-actions N] [--profile] [GAME ...]

In-process, the reference engine against itself (a second instance), one
core, every figure in CPU time (the machine is shared: wall time measures the
neighbours). Two ways of drawing the bytes every choice is made from:

- ``hypothesis``: the way `conformance fuzz` runs (hypothesis rounds, a batch
  of positions per example, no shrinking needed);
- ``raw``: the same generator fed ``random.Random`` bytes, hypothesis left out.

Per generated position: generation (the position from its bytes), play (the
calls through the contract on both sides), comparison, and the rest
(hypothesis' own bookkeeping, the fuzzer's loop). The second table splits
play by contract call: where the wall is. ``--profile`` prints where the
hypothesis run spends its time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.fuzz import campaign  # noqa: E402
from conformance.fuzz.choices import Choices  # noqa: E402
from conformance.fuzz.cli import GAMES  # noqa: E402
from conformance.fuzz.play import Player  # noqa: E402
from conformance.fuzz.positions import generate_with_path  # noqa: E402
from reference_engine import Implementation  # noqa: E402

CALLS = ("create", "pending", "act", "state", "decision_clause")


class Timed:
    """An implementation (or a game it created) whose contract calls add their CPU time to ``spent``."""

    def __init__(self, inner: Any, spent: dict[str, float]) -> None:
        self._inner, self._spent = inner, spent

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if name not in CALLS:
            return value

        def timed(*args: Any) -> Any:
            started = time.process_time()
            try:
                result = value(*args)
            finally:
                self._spent[name] += time.process_time() - started
            return Timed(result, self._spent) if name == "create" else result

        return timed


def hypothesis_run(game: str, positions: int, max_actions: int, spent: dict[str, float]) -> campaign.Stats:
    settings = campaign.Settings(game=game, implementation="reference", max_examples=positions,
                                 max_actions=max_actions, progress=False, seed=1, cpu_clock=True, seeds=False)
    stats, findings = campaign.run_with(settings, Timed(Implementation(), spent), Timed(Implementation(), spent))
    assert not findings, findings
    return stats


def raw_run(game: str, positions: int, max_actions: int, spent: dict[str, float]) -> campaign.Stats:
    stats = campaign.Stats()
    player = Player(game, Timed(Implementation(), spent), Timed(Implementation(), spent), max_actions=max_actions)
    player.timers.clock = time.process_time
    source = random.Random(1)
    started = time.process_time()
    for _ in range(positions):
        began = time.process_time()
        position, path = generate_with_path(game, Choices(source.randbytes(campaign.POSITION_BYTES)))
        stats.generation += time.process_time() - began
        stats.count(player.play(position, Choices(source.randbytes(campaign.ACTION_BYTES)), path))
    stats.cpu = time.process_time() - started
    stats.play, stats.comparison = player.timers.play, player.timers.comparison
    return stats


def row(game: str, how: str, stats: campaign.Stats) -> str:
    per = max(stats.examples, 1)
    rest = stats.cpu - stats.generation - stats.play - stats.comparison
    return (f"| {game} | {how} | {stats.examples / stats.cpu:.0f} | {stats.actions / stats.cpu:.0f} | "
            f"{stats.actions / max(stats.positions, 1):.1f} | {stats.generation / per * 1e3:.2f} | "
            f"{stats.play / per * 1e3:.2f} | {stats.comparison / per * 1e3:.2f} | {rest / per * 1e3:.2f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--max-actions", type=int, default=10)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    print("CPU time per generated position (ms), both sides in-process, one core\n")
    print("| game | bytes from | positions/s | actions/s | actions per position | generation | play "
          "| comparison | hypothesis and loop |")
    print("|---|---|---|---|---|---|---|---|---|")
    splits = {}
    for game in args.games:
        hypothesis_run(game, 40, args.max_actions, defaultdict(float))  # warm-up: imports, templates
        spent: dict[str, float] = defaultdict(float)
        stats = hypothesis_run(game, args.positions, args.max_actions, spent)
        splits[game] = (spent, max(stats.examples, 1))
        print(row(game, "hypothesis", stats), flush=True)
        print(row(game, "raw", raw_run(game, args.positions, args.max_actions, defaultdict(float))), flush=True)
    print("\nplay split by contract call, both sides, CPU ms per generated position\n")
    print("| game | " + " | ".join(CALLS) + " |")
    print("|---|" + "---|" * len(CALLS))
    for game, (spent, per) in splits.items():
        print(f"| {game} | " + " | ".join(f"{spent[c] / per * 1e3:.2f}" for c in CALLS) + " |")
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(hypothesis_run, args.games[0], args.positions, args.max_actions, defaultdict(float))
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
