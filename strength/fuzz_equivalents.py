"""Are the mutants listed as equivalent really so? The fuzzer looks for an answer that differs.

    python strength/fuzz_equivalents.py [--positions N] [--seed N] [--workers N] [--classes]
                                          [--only NAME ...] [GAME ...]

strength/mutation.py leaves out of a game's score the mutants that
strength/mutation_equivalents.toml says change nothing the contract can
observe. That list is a claim made by reading code: a mutant wrongly listed is
a seeded rule error the corpus lets through, the very thing the corpus must
catch. This script tests the claim. Each listed mutant of the last mutation run
(its ``build/mutation/GAME/`` folder, or ``--work FOLDER``'s) is served over the
protocol, switched on the way mutmut does it (MUTANT_UNDER_TEST), and
`conformance fuzz` compares it with the reference engine: every one of the
corpus's own paths first (so each scenario that executes the mutated line,
strength/equivalents_reach.py, is replayed against it), then ``--positions``
generated positions, no shrinking. A mutant the fuzzer finds a difference in is
not equivalent: the table names the clause and where (a corpus path, or a
generated position); `conformance fuzz --implementation "exec:env ..."` with
the printed spec shrinks it and writes the scenario that catches it.

A pending decision that differs only in its context (the keys beside
decision, player and actions) is shown apart, "context only": the reference
check (on for every implementation) compares the context, so such a mutant is
not equivalent either. ``--classes`` adds the mutants equivalent by class (a
Refusal's message only, an Unsupported's reason only). Two controls come first: the staged
engine with every mutated function set to fail must break at once (else the
served engine is not the staged one, and no mutant is switched on), and with
no mutant switched on it must agree with the reference (else the mutants
were made from another engine, and every finding would be theirs).

Slow: seconds per mutant, some five hundred listed mutants in all. Prints a
table per game; ``--write`` keeps each game's counts in
docs/figures/fuzz_equivalents.toml (docs/strength.md's table). Exits 1 when a
listed mutant is found, 2 when a control fails or no mutant was fuzzed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import shlex
import sys
import time
import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.checks.differential import same  # noqa: E402
from conformance.fuzz import campaign  # noqa: E402
from conformance.fuzz.positions import corpus_seeds  # noqa: E402
from strength import mutation  # noqa: E402

#: MUTANT_UNDER_TEST for the control: no mutant's name, so every function runs as written
NO_MUTANT = "none"
#: MUTANT_UNDER_TEST that makes every mutated function raise (mutmut's own check of its set-up):
#: the served engine must break at once, else it is not the staged one and nothing is switched on
EVERY_CALL_FAILS = "fail"


def served(stage: Path, name: str) -> str:
    """The exec: spec that serves the staged engine with mutant ``name`` switched on."""
    # -P: python -m would put the current folder first on the path, and with it this checkout's
    # engine, not the stage's
    words = ["env", f"MUTANT_UNDER_TEST={name}", f"PYTHONPATH={stage}", sys.executable, "-P", "-m",
             "conformance", "serve", "reference"]
    return "exec:" + shlex.join(words)


FIGURES = ROOT / "docs" / "figures" / "fuzz_equivalents.toml"


def budget(game: str, positions: int, seed: int) -> int:
    """Positions in all for one mutant: every corpus path (a campaign counts them in its budget)
    and ``positions`` generated ones."""
    return len(corpus_seeds(game, seed)) + positions


def fuzz(game: str, stage: Path, name: str, positions: int, seed: int) -> dict[str, Any]:
    """One mutant against the reference: what the fuzzer found, in how many positions and seconds."""
    settings = campaign.Settings(game=game, implementation=served(stage, name),
                                 max_examples=budget(game, positions, seed),
                                 shrink=False, progress=False, seed=seed, request_timeout=20)
    started = time.perf_counter()
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            stats, findings = campaign.run_worker(settings)
    except campaign.CouldNotRun as exc:
        return {"name": name, "error": str(exc), "seconds": time.perf_counter() - started}
    found: dict[str, Any] = {"name": name, "positions": stats.examples, "compared": stats.positions,
                             "seconds": time.perf_counter() - started}
    if findings:
        divergence = findings[0]["divergence"]
        found["clauses"] = divergence.get("clauses") or []
        found["where"] = "a corpus path" if findings[0].get("round_seed") == -1 else "generated"
        found["text"] = str(divergence.get("summary") or "")[:300]
        found["context_only"] = context_only(divergence)
    return found


#: what a pending decision is beside its context (docs/contract.md)
DECISION_KEYS = ("decision", "player", "actions")


def context_only(divergence: dict[str, Any]) -> list[str]:
    """The context keys a pending decision differs in, when it differs in nothing else (the same
    decision, player and actions)."""
    ours, theirs = divergence.get("reference"), divergence.get("implementation")
    if divergence.get("what") != "pending" or not isinstance(ours, dict) or not isinstance(theirs, dict):
        return []
    if any(not same(ours.get(k), theirs.get(k)) for k in DECISION_KEYS):
        return []
    return sorted(k for k in set(ours) | set(theirs) if k not in DECISION_KEYS and not same(ours.get(k), theirs.get(k)))


def write_figures(game: str, counts: dict[str, Any]) -> None:
    """One game's counts into the figures file, keeping the other games'."""
    kept = tomllib.loads(FIGURES.read_text(encoding="utf-8")) if FIGURES.exists() else {}
    kept[game] = counts
    lines = ["# The listed equivalent mutants put to the fuzzer, per game: written by",
             "# `python strength/fuzz_equivalents.py GAME --write` (every corpus path, then generated positions).", ""]
    for name in mutation.GAMES:
        if isinstance(kept.get(name), dict):
            lines.append(f"[{name}]")
            lines += [f"{key} = {json.dumps(value)}" for key, value in kept[name].items()]
            lines.append("")
    FIGURES.write_text("\n".join(lines), encoding="utf-8")


def _short(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", choices=[[], *mutation.GAMES], default=[])
    parser.add_argument("--positions", type=int, default=300, help="generated positions per mutant (default 300)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, help="mutants fuzzed at once (default 2)")
    parser.add_argument("--classes", action="store_true", help="also the mutants equivalent by class")
    parser.add_argument("--only", nargs="+", default=[], help="only these mutants (names or their ends)")
    parser.add_argument("--work", type=Path, default=None,
                        help="the folder holding each game's mutation run (default build/mutation)")
    parser.add_argument("--write", action="store_true",
                        help="keep each game's counts in " + str(FIGURES.relative_to(ROOT)))
    args = parser.parse_args(argv)
    if args.work is not None:
        mutation.WORK = args.work.resolve()
    _, classes = mutation.load_equivalents()
    found_any, fuzzed = False, 0
    for game in args.games or mutation.GAMES:
        stage = mutation.play_stage(game)
        broken = fuzz(game, stage, EVERY_CALL_FAILS, args.positions, args.seed)
        if "clauses" not in broken and "error" not in broken:  # "clauses": a divergence was found
            print(f"{game}: the served engine ran with every mutated function set to fail: it is not the "
                  f"staged one ({stage}), so no mutant would be switched on", file=sys.stderr)
            return 2
        control = fuzz(game, stage, NO_MUTANT, args.positions, args.seed)
        if "clauses" in control or "error" in control:
            print(f"{game}: the staged engine with no mutant switched on differs from the reference "
                  f"({control.get('error') or control.get('text')}): the mutants were made from another "
                  f"engine; run strength/mutation.py {game} again", file=sys.stderr)
            return 2
        listed = [m for m in mutation.collect(mutation.WORK / game, game) if m.equivalent
                  and (args.classes or m.equivalent not in classes.values())
                  and (not args.only or any(m.name.endswith(o) for o in args.only))]
        print(f"\n{game}: {len(listed)} mutants listed as equivalent; control agreed on "
              f"{control['positions']} positions ({control['seconds']:.0f} s)\n", flush=True)
        print("| mutant | changed line | fuzzer | clause | where | positions | seconds |")
        print("|---|---|---|---|---|---|---|")
        fuzzed += len(listed)
        by_name = {m.name: m for m in listed}
        with ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
            futures = [pool.submit(fuzz, game, stage, m.name, args.positions, args.seed) for m in listed]
            found, others = [], []
            for future in futures:
                result = future.result()
                mutant = by_name[result["name"]]
                verdict = ("error: " + _short(result["error"], 40)) if "error" in result else (
                    "agrees" if result.get("clauses") is None
                    else f"context only ({', '.join(result['context_only'])})" if result["context_only"]
                    else "FOUND")
                if verdict == "FOUND":
                    found.append((mutant, result))
                elif verdict != "agrees":
                    others.append((mutant, verdict))
                print(f"| {mutant.name.rsplit('.', 1)[1]} | `{_short(mutant.removed, 40)}` → "
                      f"`{_short(mutant.added, 40)}` | {verdict} | {', '.join(result.get('clauses') or [])} | "
                      f"{result.get('where', '')} | {result.get('positions', '')} | {result['seconds']:.0f} |",
                      flush=True)
        if args.write and not args.only:
            write_figures(game, {"listed": len(listed), "corpus_paths": len(corpus_seeds(game, args.seed)),
                                 "generated_each": args.positions, "differed": len(found) + len(others),
                                 "context_only": sum(v.startswith("context only") for _, v in others),
                                 "not_played": sum(v.startswith("error") for _, v in others),
                                 "not_equivalent": len(found), "measured": time.strftime("%Y-%m-%d")})
        print(f"\n{game}: the fuzzer found {len(found)} of {len(listed)} listed mutants not equivalent; "
              f"{len(others)} differ only in a decision's context or could not be played "
              f"({', '.join(sorted(set(v for _, v in others))) or 'none'})")
        for mutant, result in found:
            found_any = True
            print(f"- {mutant.name}: {result.get('text', '')}\n  listed because: {mutant.equivalent}\n"
                  f"  shrink it: conformance fuzz --game {game} --seed {args.seed} --verify "
                  f"--implementation {shlex.quote(served(stage, mutant.name))}")
    if not fuzzed:
        print("no listed mutant was fuzzed (--only named none, or no game lists any)", file=sys.stderr)
        return 2
    return 1 if found_any else 0


if __name__ == "__main__":
    sys.exit(main())
