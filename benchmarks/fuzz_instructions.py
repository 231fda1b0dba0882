"""The fuzzer's cost per position in instructions, whatever else the machine is doing.

    python benchmarks/fuzz_instructions.py [--positions N] [--engine PATH ...] [GAME ...]

CPU time on a shared machine moves with the neighbours (runs of one game vary
by a quarter); an instruction count does not: valgrind's callgrind counts the
instructions a process executes, the same for the same program and input.
For each game this runs, under callgrind, the campaign `benchmarks/fuzz_speed.py`
times (the reference against itself, in-process, seed 1) for N positions and
for one, and prints the difference per position: millions of instructions per
position. ``--engine PATH`` measures the same fuzzer (this checkout's) with the
reference engine of another checkout as well, a row each, with the ratio to
the first: a comparison of engines that the load cannot blur. (The fuzzer's
own share is fuzz_speed.py's trivial baseline, in CPU time.)
Prints figures, asserts nothing. Slow (callgrind runs Python some fifty
times slower): about a minute per game and checkout for the default 300
positions. Needs valgrind (Debian's package).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")

#: run in the measured process: the campaign for N positions
PROGRAM = """
import sys
sys.path[:0] = [{stage!r}, {benchmarks!r}]
import fuzz_speed
fuzz_speed.plain_run({game!r}, {positions}, 10)
"""


def stage(engine: Path, into: Path) -> Path:
    """A folder where this checkout's fuzzer meets ``engine``'s reference engine: links to both,
    and copies of the benchmark modules (which find the project beside themselves)."""
    (into / "benchmarks").mkdir(parents=True)
    (into / "conformance").symlink_to(ROOT / "conformance")
    (into / "reference_engine").symlink_to(engine / "reference_engine")
    for name in ("fuzz_speed.py", "profile_corpus.py"):
        shutil.copy(ROOT / "benchmarks" / name, into / "benchmarks" / name)
    # byte-compiled before any count: a module changed since its last import would otherwise be
    # compiled by the first run measured, N positions (imports are counted once and subtracted)
    folders = [ROOT / "conformance", engine / "reference_engine", into / "benchmarks"]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *map(str, folders)], check=True,
                   capture_output=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    return into


def instructions(game: str, positions: int, staged: Path) -> int:
    """What callgrind counts for a process that runs the campaign for ``positions`` positions."""
    code = PROGRAM.format(stage=str(staged), benchmarks=str(staged / "benchmarks"), game=game,
                          positions=positions)
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code]
    done = subprocess.run(command, capture_output=True, text=True, cwd=staged,
                          env={**os.environ, "PYTHONPATH": "", "PYTHONHASHSEED": "0"})
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"callgrind failed for {game} ({staged}):\n{done.stderr[-2000:]}")
    return int(found.group(1))


def per_position(game: str, positions: int, staged: Path) -> float:
    """Millions of instructions per position: N positions less one (start-up, imports, templates),
    divided by N - 1."""
    many = instructions(game, positions, staged)
    one = instructions(game, 1, staged)
    return (many - one) / (positions - 1) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--engine", type=Path, action="append", default=[],
                        help="another checkout whose reference_engine to measure with this fuzzer")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    engines = [ROOT, *[path.resolve() for path in args.engine]]
    names = ["this checkout", *[str(path) for path in args.engine]]
    print("Millions of instructions per position (callgrind), the campaign as fuzz_speed.py runs it; "
          f"{args.positions} positions less one\n")
    print("| game | engine | millions of instructions per position | ratio to the first |\n|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        stages = [stage(engine, Path(work) / str(n)) for n, engine in enumerate(engines)]
        for game in args.games:
            first = None
            for name, staged in zip(names, stages):
                count = per_position(game, args.positions, staged)
                first = first or count
                print(f"| {game} | {name} | {count:.2f} | {count / first:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
