"""How fast the corpus plays, per game: prints figures, asserts nothing.

    python benchmarks/corpus_speed.py [--implementation SPEC] [--repeat N] [--game GAME]

For each game: scenarios, step definitions in scope (pytest-bdd tries each
against every step), wall time of a whole run, and the mean and slowest
scenario durations from results.json. Use it before and after a change to
the step vocabulary or the engine. Exits 1 where a game's run did not complete.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.corpus import paths  # noqa: E402
from conformance.corpus.catalog import load_all  # noqa: E402

#: pytest's exit statuses of a run that played every scenario (1: some failed)
COMPLETED = (0, 1)


def step_definitions(game: str) -> int:
    import importlib

    module = importlib.import_module(f"conformance.games.{game}.conftest")
    return sum(1 for name in vars(module) if name.startswith("pytestbdd_stepdef_"))


def run(game: str, implementation: str) -> tuple[float, list[dict]] | None:
    """A whole run of the game's corpus: its wall time and its records; None (and why, on stderr)
    when it did not complete."""
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "pytest", str(paths.BINDINGS / game),
                               *paths.corpus_pytest_options(), "-q", "-p", "no:cacheprovider",
                               "--implementation", implementation, "--report-dir", out],
                              cwd=ROOT, capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        results = Path(out) / "results.json"
        if done.returncode not in COMPLETED or not results.is_file():
            print(f"! {game}: the corpus run exited {done.returncode}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}",
                  file=sys.stderr)
            return None
        records = json.loads(results.read_text(encoding="utf-8"))["records"]
    return elapsed, records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--implementation", default="reference")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--game", action="append", help="one game's corpus (repeatable; default: every game)")
    args = parser.parse_args()
    print(f"{'game':<16} {'scenarios':>9} {'step defs':>9} {'run s':>7} {'mean ms':>8} {'max ms':>8}  slowest")
    incomplete = []
    for game in args.game or sorted(load_all()):
        if not (paths.BINDINGS / game).exists():
            continue
        times, records = [], []
        for _ in range(args.repeat):
            played = run(game, args.implementation)
            if played is None:
                incomplete.append(game)
                break
            elapsed, records = played
            times.append(elapsed)
        if not times:
            print(f"{game:<16} the corpus run did not complete")
            continue
        durations = [r["duration"] for r in records] or [0.0]
        slowest = max(records, key=lambda r: r["duration"])["scenario"] if records else "-"
        print(f"{game:<16} {len(records):>9} {step_definitions(game):>9} {min(times):>7.2f} "
              f"{statistics.mean(durations) * 1000:>8.1f} {max(durations) * 1000:>8.1f}  {slowest}")
    if incomplete:
        print(f"the runs of {', '.join(incomplete)} did not complete: their figures are missing", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
