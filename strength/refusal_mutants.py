"""Mutation check of the corpus: silence each refusal of the reference engine
in turn and see whether some scenario notices.

    python strength/refusal_mutants.py [GAME ...] [--jobs N]    # every game by default

For every ``raise Refusal("<id>", ...)`` in reference_engine/<game>/, a copy of
the repository gets that one refusal turned into a no-op and the game's
corpus is played against it. A refusal whose silencing no scenario notices
("survived") marks a prohibition without a negative scenario. Prints one
line per site and a summary; slow (one corpus run per site), so it is a tool
to run by hand, not a test.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from strength.mutation import GAMES  # noqa: E402

RAISE = re.compile(r'^(?P<indent>\s*)raise Refusal\((?P<rule>[^,)]+)')


def sites(game: str) -> list[tuple[Path, int, str]]:
    found = []
    for path in sorted((ROOT / "reference_engine" / game).glob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            match = RAISE.match(line)
            if match and line.rstrip().endswith(")") and line.count("(") == line.count(")"):
                found.append((path.relative_to(ROOT), number, match.group("rule")))
    return found


def play(copy: Path, game: str) -> bool:
    """True when some scenario fails (the mutant is caught)."""
    run = subprocess.run([sys.executable, "-m", "pytest", str(copy / "conformance" / "games" / game), "-x", "-q",
                          "-p", "no:cacheprovider", "-p", "no:hypothesispytest"],
                         cwd=copy, capture_output=True, text=True, env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin"})
    return run.returncode != 0


def check(game: str, site: tuple[Path, int, str], workdir: Path) -> tuple[tuple[Path, int, str], bool]:
    path, number, rule = site
    copy = workdir / f"{path.stem}_{number}"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", "reports", "build", ".hypothesis", "__pycache__", "node_modules"))
    target = copy / path
    lines = target.read_text().splitlines()
    indent = RAISE.match(lines[number - 1]).group("indent")
    lines[number - 1] = f"{indent}pass  # silenced {rule}"
    target.write_text("\n".join(lines) + "\n")
    try:
        return site, play(copy, game)
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME",
                        help=f"one or more of {', '.join(GAMES)} (default all)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    unknown = [game for game in args.games if game not in GAMES]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}; expected some of {', '.join(GAMES)}")
    survivors = 0
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for game in args.games:
            todo = sites(game)
            with ThreadPoolExecutor(args.jobs) as pool:
                for (path, number, rule), caught in pool.map(lambda s: check(game, s, Path(tmp)), todo):
                    total += 1
                    survivors += not caught
                    print(f"{'caught  ' if caught else 'SURVIVED'} {path}:{number} {rule}", flush=True)
    print(f"{total - survivors} of {total} silenced refusals caught; {survivors} survived")


if __name__ == "__main__":
    main()
