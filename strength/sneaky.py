"""What the reference check adds: sneaky implementations over the whole corpus, with and without it.

    python strength/sneaky.py [NAME ...]
    python strength/sneaky.py --mutants      # the hand-written mutants instead

Each implementation of strength/wrong/sneaky.py is right wherever a scenario's steps
look and wrong where few do (an event dropped, an illegal action listed
besides the legal ones, a decision's counts one too high, any player's action
played as the decider's). The corpus is
played against each twice, in-process, with the reference check
(conformance/checks/reference_check.py) and with ``--no-reference-check``. Printed:
the scenarios that failed without the check, those that failed only with it,
and those that passed both ways (the lie never applied there, or applied
where no answer differs). Exits 1 when a scenario's status changes
with the check other than from passed to failed.

With ``--mutants``, each hand-written mutant of strength/wrong/mutants/ (one clause of
the reference engine broken by patching its modules in the corpus's process)
plays its game's whole corpus the same two ways: the reference check
compares with the engine as shipped, which the patches do not reach.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from strength.plays import CORPUS, corpus_records  # noqa: E402

NAMES = ("DroppedEvent", "ExtraAction", "ContextOffByOne", "AnyPlayer")


def play(spec: str, directory: Path, *options: str, game: str | None = None) -> dict[str, str]:
    """nodeid -> status of a whole-corpus run (one game's, given ``game``) against ``spec``."""
    report = directory / f"{spec.rsplit(':', 1)[-1]}{'-off' if options else ''}"
    records = corpus_records(report, CORPUS / (game or ""), "--implementation", spec, "--tb=no", *options)
    return {r["nodeid"]: r["status"] for r in records}


def main(argv: list[str]) -> int:
    if argv == ["--mutants"]:
        from strength.wrong.mutants import all_mutants

        runs = [(m.factory.split(":")[1], f"python:{m.factory}", m.game) for m in all_mutants()]
    else:
        runs = [(name, f"python:strength.wrong.sneaky:{name}", None) for name in argv or NAMES]
    width = max(len(name) for name, _, _ in runs)
    print(f"{'implementation':<{width}} {'scenarios':>9} {'failed without':>14} {'failed only with':>16} "
          f"{'passed both':>11} {'seconds':>8}", flush=True)
    bad = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, spec, game in runs:
            start = time.perf_counter()
            off = play(spec, Path(folder), "--no-reference-check", game=game)
            on = play(spec, Path(folder), game=game)
            without = [n for n, s in off.items() if s == "failed"]
            only_with = [n for n, s in off.items() if s == "passed" and on.get(n) == "failed"]
            both = [n for n, s in off.items() if s == "passed" and on.get(n) == "passed"]
            # the check may only turn a pass into a failure; anything else changing is odd
            odd = [n for n in off if off[n] != on.get(n) and (off[n], on.get(n)) != ("passed", "failed")]
            bad += len(odd)
            print(f"{name:<{width}} {len(off):>9} {len(without):>14} {len(only_with):>16} {len(both):>11} "
                  f"{time.perf_counter() - start:>8.1f}", flush=True)
            for nodeid in odd[:5]:
                print(f"  odd: {nodeid}: {off[nodeid]} without the check, {on.get(nodeid)} with it")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
