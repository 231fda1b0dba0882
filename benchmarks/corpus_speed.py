"""How fast the corpus plays, per game: prints figures, asserts nothing.

    python benchmarks/corpus_speed.py [--implementation SPEC] [--repeat N]

For each game: scenarios, step definitions in scope (pytest-bdd tries each
against every step), wall time of a whole run, and the mean and slowest
scenario durations from results.json. Use it before and after a change to
the step vocabulary or the engine.
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

from conformance.corpus.catalog import load_all  # noqa: E402


def step_definitions(game: str) -> int:
    import importlib

    module = importlib.import_module(f"conformance.corpus.{game}.conftest")
    return sum(1 for name in vars(module) if name.startswith("pytestbdd_stepdef_"))


def run(game: str, implementation: str) -> tuple[float, list[dict]]:
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pytest", str(ROOT / "conformance" / "games" / game), "-q",
                        "-p", "no:cacheprovider", "--implementation", implementation, "--report-dir", out],
                       cwd=ROOT, capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        records = json.loads((Path(out) / "results.json").read_text())["records"]
    return elapsed, records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--implementation", default="reference")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<16} {'scenarios':>9} {'step defs':>9} {'run s':>7} {'mean ms':>8} {'max ms':>8}  slowest")
    for game in sorted(load_all()):
        if not (ROOT / "conformance" / "games" / game).exists():
            continue
        times, records = [], []
        for _ in range(args.repeat):
            elapsed, records = run(game, args.implementation)
            times.append(elapsed)
        durations = [r["duration"] for r in records] or [0.0]
        slowest = max(records, key=lambda r: r["duration"])["scenario"] if records else "-"
        print(f"{game:<16} {len(records):>9} {step_definitions(game):>9} {min(times):>7.2f} "
              f"{statistics.mean(durations) * 1000:>8.1f} {max(durations) * 1000:>8.1f}  {slowest}")


if __name__ == "__main__":
    main()
