"""What the reference check adds: sneaky implementations over the whole corpus, with and without it.

    PYTHONPATH=. python benchmarks/sneaky.py [NAME ...]

Each implementation of tests/sneaky.py is right wherever a scenario's steps
look and wrong where few do (an event dropped, an illegal action listed
besides the legal ones, a decision's counts one too high). The corpus is
played against each twice, in-process, with the reference check
(conformance/reference_check.py) and with ``--no-reference-check``. Printed:
the scenarios that failed without the check, those that failed only with it,
and those that passed both ways (the lie never applied there, or applied
where no answer differs). Exits 1 when a scenario fails without the check
and passes with it, or is anything but passed or failed.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAMES = ("DroppedEvent", "ExtraAction", "ContextOffByOne")


def play(name: str, directory: Path, *options: str) -> dict[str, str]:
    """nodeid -> status of a whole-corpus run against tests.sneaky's ``name``."""
    report = directory / f"{name}{'-off' if options else ''}"
    subprocess.run([sys.executable, "-m", "pytest", str(ROOT / "conformance" / "corpus"), "-q",
                    "--implementation", f"python:tests.sneaky:{name}", "--report-dir", str(report),
                    "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:hypothesispytest",
                    "--tb=no", *options], cwd=ROOT, capture_output=True, text=True, check=False)
    records = json.loads((report / "results.json").read_text(encoding="utf-8"))["records"]
    return {r["nodeid"]: r["status"] for r in records}


def main(argv: list[str]) -> int:
    names = argv or list(NAMES)
    print(f"{'implementation':<18} {'scenarios':>9} {'failed without':>14} {'failed only with':>16} "
          f"{'passed both':>11} {'seconds':>8}")
    bad = 0
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            start = time.perf_counter()
            off, on = play(name, Path(folder), "--no-reference-check"), play(name, Path(folder))
            without = [n for n, s in off.items() if s == "failed"]
            only_with = [n for n, s in off.items() if s == "passed" and on.get(n) == "failed"]
            both = [n for n, s in off.items() if s == "passed" and on.get(n) == "passed"]
            odd = [n for n in off if (off[n], on.get(n)) not in
                   (("failed", "failed"), ("passed", "failed"), ("passed", "passed"))]
            bad += len(odd)
            print(f"{name:<18} {len(off):>9} {len(without):>14} {len(only_with):>16} {len(both):>11} "
                  f"{time.perf_counter() - start:>8.1f}")
            for nodeid in odd[:5]:
                print(f"  odd: {nodeid}: {off[nodeid]} without the check, {on.get(nodeid)} with it")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
