"""Can every scenario fail? Each one played against the mutants of its game until one fails it.

    python strength/scenario_strength.py [GAME ...] [--max-tries N]

A scenario that passes against every implementation is a defect (it checks
nothing an implementation can get wrong). Mutation testing
(strength/mutation.py) asks whether every mutant fails some scenario; this
asks the converse: whether every scenario fails against some mutant. For each
game whose mutants strength/mutation.py has made (``build/mutation/GAME/``,
mutmut's copy of the engine), one pytest process plays each scenario of the
game's corpus, first against the reference unchanged (it must pass), then
against the mutants of the functions it reaches (mutmut's own map), those of
the functions fewest scenarios reach first, until one fails it
(``strength/scenario_strength_plugin.py``).

A failure in a Given step (the position did not load) or an error (the
mutant crashed) shows only that the scenario can break, not that it checks
anything: the search goes on for a mutant that the scenario catches giving a
wrong answer, a failure in a When step (an action it needs is refused), a
Then step (an outcome it asserts) or the checks at its end (a refusal no step
checked, a scripted die left unrolled).

Prints per game how many scenarios some mutant fails, and in which kind of
step, and lists those that only error, fail only in a Given step, or pass,
with the number of mutants tried: each is either a scenario to strengthen or one whose
rule lives where no mutant is seeded (the engine's shared core, which
mutation leaves alone), to be looked at by hand.
Writes the verdicts to ``build/scenario_strength/GAME.json``. Slow (up to
minutes per game): not part of the test run. Prints figures; exits 1 when a
scenario fails against the unchanged engine, a game has no mutants yet or
played no scenario; 130 when interrupted (Ctrl-C).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from strength.mutation import GAMES, LINKED, ROOT, WORK, _link  # noqa: E402

OUT = ROOT / "build" / "scenario_strength"


def stage_for(game: str) -> Path:
    """A folder whose reference_engine is the game's mutated copy and the rest this checkout."""
    mutated = WORK / game / "mutants" / "reference_engine"
    if not (WORK / game / "mutants" / "mutmut-stats.json").exists():
        raise FileNotFoundError(f"{game}: no mutants yet; run strength/mutation.py {game} first")
    stage = WORK / game / "strength"
    stage.mkdir(exist_ok=True)
    for name in LINKED:
        _link(stage / name, mutated if name == "reference_engine" else ROOT / name)
    shutil.copy(ROOT / "pyproject.toml", stage / "pyproject.toml")
    return stage


def measure(game: str, max_tries: int) -> dict[str, dict]:
    stage = stage_for(game)
    OUT.mkdir(parents=True, exist_ok=True)
    out = OUT / f"{game}.json"
    out.unlink(missing_ok=True)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(stage), str(ROOT)])}  # the stage's engine first
    env.pop("MUTANT_UNDER_TEST", None)
    command = [sys.executable, "-m", "pytest", f"conformance/games/{game}", "-q", "-p", "no:randomly",
               "-p", "no:cacheprovider", "-p", "conformance.runner.whole_corpus",
               "-p", "strength.scenario_strength_plugin", "--tb=native",
               "--rootdir", str(stage), "-c", str(stage / "pyproject.toml"),
               "--request-timeout", "60", "--report-dir", str(stage / "reports"),
               "--strength-mutants", str(WORK / game / "mutants"), "--strength-out", str(out),
               "--strength-max-tries", str(max_tries)]
    done = subprocess.run(command, cwd=stage, env=env)
    if not out.exists():
        raise RuntimeError(f"{game}: the strength run (exit {done.returncode}) wrote no verdicts")
    return json.loads(out.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"some of {', '.join(GAMES)} (default all)")
    parser.add_argument("--max-tries", type=int, default=0, help="mutants tried per scenario (0: all)")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}")
    status = 0
    rows = []
    for game in args.games or GAMES:
        try:
            verdicts = measure(game, args.max_tries)
        except KeyboardInterrupt:
            print(f"{game}: interrupted; the games before it are below", file=sys.stderr)
            status = 130
            break
        except (FileNotFoundError, RuntimeError) as exc:
            print(exc, file=sys.stderr)
            status = 1
            continue
        if not verdicts:
            print(f"{game}: no scenario was played", file=sys.stderr)
            status = 1
        dirty = sorted(n for n, v in verdicts.items() if not v["clean"])
        strong = Counter(v["step"] for v in verdicts.values() if v["failed_by"])
        errored = sorted(n for n, v in verdicts.items() if v["errored_only_by"])
        given = sorted(n for n, v in verdicts.items() if v["failed_in_given_only_by"])
        weak = sorted((n, v) for n, v in verdicts.items() if v["clean"] and not v["failed_by"]
                      and not v["errored_only_by"] and not v["failed_in_given_only_by"])
        steps = ", ".join(f"{strong[k]} {k}" for k in ("when", "then", "end") if strong[k])
        rows.append(f"| {game} | {len(verdicts)} | {sum(strong.values())} ({steps}) | {len(errored)} "
                    f"| {len(given)} | {len(weak)} | {len(dirty)} |")
        for name in dirty:
            print(f"{game}: FAILS AGAINST THE UNCHANGED ENGINE: {name}")
            status = 1
        for label, names in (("only errors", errored), ("fails only in a Given step", given)):
            for name in names:
                v = verdicts[name]
                print(f"{game}: {label} ({v['tried']} tried of {v['candidates']}): {name.split('::')[-1]}")
        for name, v in weak:
            print(f"{game}: no mutant fails it ({v['tried']} tried of {v['candidates']}): {name.split('::')[-1]}")
    print("\n| game | scenarios | failed by some mutant (in the step) | only errored | only in a Given step "
          "| passed every mutant tried | failing unchanged |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    return status


if __name__ == "__main__":
    sys.exit(main())
