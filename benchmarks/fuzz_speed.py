"""How fast `conformance fuzz` generates and compares, per game: prints figures, asserts nothing.

    python benchmarks/fuzz_speed.py [--examples N] [--max-actions N] [--profile] [GAME ...]

In-process, the reference engine against itself (a second instance), one
core. Two ways of drawing the bytes every choice is made from:

- ``hypothesis``: the way `conformance fuzz` runs (hypothesis rounds, no shrinking needed);
- ``raw``: the same generator fed ``random.Random`` bytes, hypothesis left out.

Per position: generation (the position from its bytes), play (the calls
through the contract on both sides), comparison, and what is left of the wall
time (hypothesis' own bookkeeping, in the hypothesis row). ``--profile``
prints where the hypothesis run spends its time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.fuzz import campaign  # noqa: E402
from conformance.fuzz.choices import Choices  # noqa: E402
from conformance.fuzz.cli import GAMES  # noqa: E402
from conformance.fuzz.play import Player  # noqa: E402
from conformance.fuzz.positions import generate  # noqa: E402
from reference_engine import Implementation  # noqa: E402


def hypothesis_run(game: str, examples: int, max_actions: int) -> campaign.Stats:
    settings = campaign.Settings(game=game, implementation="reference", max_examples=examples,
                                 max_actions=max_actions, progress=False, seed=1)
    stats, findings = campaign.run_worker(settings)
    assert not findings, findings
    return stats


def raw_run(game: str, examples: int, max_actions: int) -> campaign.Stats:
    stats = campaign.Stats()
    player = Player(game, Implementation(), Implementation(), max_actions=max_actions)
    source = random.Random(1)
    started = time.perf_counter()
    for _ in range(examples):
        began = time.perf_counter()
        position = generate(game, Choices(source.randbytes(campaign.POSITION_BYTES)))
        stats.generation += time.perf_counter() - began
        stats.count(player.play(position, Choices(source.randbytes(campaign.ACTION_BYTES))))
    stats.elapsed = time.perf_counter() - started
    stats.play, stats.comparison = player.timers.play, player.timers.comparison
    return stats


def row(game: str, how: str, stats: campaign.Stats) -> str:
    per = max(stats.positions + stats.rejected, 1)
    rest = stats.elapsed - stats.generation - stats.play - stats.comparison
    return (f"| {game} | {how} | {stats.positions / stats.elapsed:.0f} | {stats.actions / stats.elapsed:.0f} | "
            f"{stats.actions / max(stats.positions, 1):.1f} | {stats.generation / per * 1e3:.2f} | "
            f"{stats.play / per * 1e3:.2f} | {stats.comparison / per * 1e3:.2f} | {rest / per * 1e3:.2f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--examples", type=int, default=400)
    parser.add_argument("--max-actions", type=int, default=10)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    print("| game | bytes from | positions/s | actions/s | actions per position | generation ms | play ms "
          "| comparison ms | other ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game in args.games:
        hypothesis_run(game, 20, args.max_actions)  # warm-up: imports, templates
        print(row(game, "hypothesis", hypothesis_run(game, args.examples, args.max_actions)), flush=True)
        print(row(game, "raw", raw_run(game, args.examples, args.max_actions)), flush=True)
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(hypothesis_run, args.games[0], args.examples, args.max_actions)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
