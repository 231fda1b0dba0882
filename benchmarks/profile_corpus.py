"""Where a corpus run spends its time: cProfile of one in-process pytest run.

    python benchmarks/profile_corpus.py [PATH ...] [--implementation SPEC] [--top N]
                                        [--sort cumulative|tottime] [--wall] [--out FILE]

PATH defaults to the whole corpus (conformance/corpus). The run is one
``pytest.main`` in this process under cProfile; the top entries are printed
by cumulative time and by own time, and ``--out`` keeps the raw profile for
``python -m pstats FILE``. Every thread is profiled (an in-process
implementation answers on a worker thread: conformance.inprocess) and the
threads' profiles are merged; times are each thread's CPU time (the machine
may be shared; ``--wall`` profiles wall-clock time instead). Prints figures,
asserts nothing.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", default=["conformance/corpus"])
    parser.add_argument("--implementation", default="reference")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--sort", choices=["cumulative", "tottime", "both"], default="both")
    parser.add_argument("--wall", action="store_true", help="profile wall-clock time, not CPU time")
    parser.add_argument("--out", default=None, help="write the raw profile here (for python -m pstats)")
    args = parser.parse_args(argv)

    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT))
    import pytest

    clock = time.perf_counter if args.wall else time.thread_time
    profiles = [cProfile.Profile(clock)]

    def profile_thread(*_: object) -> None:  # the first event of each new thread
        sys.setprofile(None)
        profiles.append(cProfile.Profile(clock))
        profiles[-1].enable()

    started, cpu = time.perf_counter(), time.process_time()
    threading.setprofile(profile_thread)
    profiles[0].enable()
    code = pytest.main([*args.paths, "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        "--implementation", args.implementation])
    profiles[0].disable()
    threading.setprofile(None)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    if args.out:
        pstats.Stats(*profiles).dump_stats(args.out)
    sorts = ["cumulative", "tottime"] if args.sort == "both" else [args.sort]
    for key in sorts:
        buffer = io.StringIO()
        pstats.Stats(*profiles, stream=buffer).strip_dirs().sort_stats(key).print_stats(args.top)
        print(f"\n=== top {args.top} by {key} ===")
        print(buffer.getvalue())
    print(f"pytest exit code {int(code)}; under the profiler: wall {elapsed:.2f} s, CPU {cpu:.2f} s, "
          f"{len(profiles)} threads profiled")
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
