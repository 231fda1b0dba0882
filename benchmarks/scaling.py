"""Cost that grows with the work, not faster: per-unit cost at 1, 2 and 4 units of work.

    python benchmarks/scaling.py [--game GAME] [--repeat N] [--positions N] [--only corpus,fuzz]

- **corpus**: ``conformance run --game GAME`` against 1, 2 and 4 implementations (the
  reference named 1, 2 or 4 times: each is a pytest run of its own, then the reports are
  merged and the rules site built once). The unit is one implementation's run of the game's
  corpus. One game is enough: every game's scenarios go through the same runner, and a run
  against several implementations plays them one after the other.
- **fuzz**: ``conformance fuzz --game GAME --workers K`` for K = 1, 2 and 4, with
  ``--positions`` generated positions per worker (the reference against itself, no corpus
  paths). The unit is one generated position.

Each figure is the whole command in a fresh process, as wall time and as CPU time (the
process and all its children, ``resource.getrusage(RUSAGE_CHILDREN)``). The variants run
interleaved, ``--repeat`` rounds (default 3), and the medians are printed, with each one's
ratio to the smallest run per unit. The goal, per unit within 15% of the smallest run, is held
to CPU time: on a 2-core machine 4 workers (or implementations run side by side) share two
cores, so wall time per unit cannot stay flat past 2, and on a shared machine it measures the
neighbours. Wall time is printed beside it.

More fuzz workers than cores also cost CPU per position that no campaign causes: processes that
take turns on a core find its caches cold. So where the workers outnumber the cores, each round
also runs the same work as that many independent one-worker campaigns at once (the trivial
baseline: the cores shared alike, nothing coordinated), and the campaign is held to it: its CPU
per position over the baseline's, within 15%. Both ratios are printed.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 1.15
SIZES = (1, 2, 4)
#: the commands that exited with a failure: their figures are not to be trusted, and the benchmark exits 1
FAILED: list[str] = []


def timed(*commands: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of ``commands``, each in a fresh process, all started at once (their
    children's CPU included)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    with tempfile.TemporaryFile() as output:
        children = [subprocess.Popen(command, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT,
                                     env={**os.environ, "PYTHONPATH": str(ROOT)}) for command in commands]
        codes = [child.wait() for child in children]
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        for command, code in zip(commands, codes):
            if code != 0:
                FAILED.append(" ".join(command))
                output.seek(0)
                print(f"  ! {' '.join(command)} exited {code}:\n{output.read()[-3000:].decode(errors='replace')}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def corpus_command(game: str, implementations: int, reports: Path) -> list[str]:
    return [sys.executable, "-m", "conformance", "run", "--game", game, "--report-dir", str(reports),
            *["--implementation", "reference"] * implementations]


def fuzz_command(game: str, workers: int, positions: int, out: Path) -> list[str]:
    return [sys.executable, "-m", "conformance", "fuzz", "--game", game, "--implementation", "reference",
            "--no-seeds", "--seed", "1", "--max-examples", str(positions * workers), "--workers", str(workers),
            "--out", str(out)]


def measure(label: str, unit: str, commands: dict[int, list[str]], units: dict[int, int], repeat: int,
            alone: dict[int, list[list[str]]] | None = None) -> float:
    """Print the medians per unit and their ratios to the smallest run; the largest CPU ratio the goal
    holds. ``alone``: for a size, its trivial baseline, independent commands run at once, against
    which that size is held instead (the cores shared alike)."""
    alone = alone or {}
    failed_before = len(FAILED)
    runs: dict[int, list[tuple[float, float]]] = {size: [] for size in commands}
    baselines: dict[int, list[tuple[float, float]]] = {size: [] for size in alone}
    for _ in range(repeat):
        for size, command in commands.items():
            runs[size].append(timed(command))
            if size in alone:
                baselines[size].append(timed(*alone[size]))
    print(f"\n{label} (per {unit}; medians of {repeat} interleaved runs)")
    base = None
    worst = 0.0
    for size in commands:
        wall = statistics.median(w for w, _ in runs[size]) / units[size]
        cpu = statistics.median(c for _, c in runs[size]) / units[size]
        base = base or (wall, cpu)
        held = cpu / base[1]
        print(f"  {size} x: {units[size]:>6} {unit}s   wall {wall * 1000:9.2f} ms   cpu {cpu * 1000:9.2f} ms   "
              f"/ smallest: wall {wall / base[0]:5.2f} x   cpu {cpu / base[1]:5.2f} x")
        if size in alone:
            shared = statistics.median(c for _, c in baselines[size]) / units[size]
            held = cpu / shared
            print(f"       {len(alone[size])} independent one-worker runs at once, the same work: cpu {shared * 1000:9.2f} ms"
                  f" ({shared / base[1]:.2f} x the smallest run: {len(alone[size])} processes taking turns on "
                  f"{os.cpu_count()} cores); the run against them: cpu {held:5.2f} x")
        worst = max(worst, held)
    verdict = ("not judged: a run exited with a failure" if len(FAILED) > failed_before
               else f"{'met' if worst <= GOAL else 'MISSED'} (worst {worst:.2f} x)")
    print(f"  goal: per-unit CPU within {GOAL:.2f} x of the smallest run"
          + (", or of as many independent runs at once where they outnumber the cores" if alone else "")
          + f": {verdict}")
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="here_i_stand")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--positions", type=int, default=2000, help="generated positions per fuzz worker")
    parser.add_argument("--only", default="corpus,fuzz", help="comma-separated, of: corpus, fuzz")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    unknown = parts - {"corpus", "fuzz"}
    if unknown:
        parser.error(f"--only: no part {', '.join(sorted(unknown))} (the parts: corpus, fuzz)")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}; game {args.game}")
    with tempfile.TemporaryDirectory() as scratch:
        if "corpus" in parts:
            measure(f"corpus: conformance run --game {args.game} against 1, 2 and 4 implementations",
                    "implementation", {k: corpus_command(args.game, k, Path(scratch) / f"reports{k}") for k in SIZES},
                    {k: k for k in SIZES}, args.repeat)
        if "fuzz" in parts:
            cores = os.cpu_count() or 1
            measure(f"fuzz: conformance fuzz --game {args.game} with 1, 2 and 4 workers, "
                    f"{args.positions} positions each", "position",
                    {k: fuzz_command(args.game, k, args.positions, Path(scratch) / "fuzz") for k in SIZES},
                    {k: k * args.positions for k in SIZES}, args.repeat,
                    alone={k: [fuzz_command(args.game, 1, args.positions, Path(scratch) / f"alone{i}") for i in range(k)]
                           for k in SIZES if k > cores})
    if FAILED:
        print(f"{len(FAILED)} run(s) exited with a failure, the figures above are not to be trusted: "
              + "; ".join(FAILED))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
