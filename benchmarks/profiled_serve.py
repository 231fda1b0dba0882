"""The reference engine over the process protocol, under cProfile: the served side of a protocol run.

    --implementation "exec:python benchmarks/profiled_serve.py DIR"

Serves exactly as ``conformance serve reference`` does and, when the
program ends (after the runner's ``stop``), writes its profile (CPU time of
the serving thread) to ``DIR/serve-<pid>.prof``: one file per process the
runner started. benchmarks/speed.py reads them to name where the protocol
run's served side spends its time.
"""

from __future__ import annotations

import cProfile
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.connection.protocol.server import serve  # noqa: E402
from reference_engine import Implementation  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: profiled_serve.py DIR", file=sys.stderr)
        return 2
    out = Path(argv[0]) / f"serve-{os.getpid()}.prof"
    implementation = Implementation()
    implementation.describe()  # every game's modules imported before the profile starts, as a warmed-up run's are
    profile = cProfile.Profile(time.thread_time)
    profile.enable()
    try:
        return serve(implementation)
    finally:
        profile.disable()
        profile.dump_stats(str(out))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
