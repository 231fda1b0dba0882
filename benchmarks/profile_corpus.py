"""Where a corpus run spends its time: cProfile of one in-process pytest run.

    python benchmarks/profile_corpus.py [PATH ...] [--implementation SPEC] [--top N]
                                        [--sort cumulative|tottime] [--wall] [--out FILE]

PATH defaults to the whole corpus (conformance/games). The run is one
``pytest.main`` in this process under cProfile; the top entries are printed
by cumulative time and by own time, and ``--out`` keeps the raw profile for
``python -m pstats FILE``. Every thread is profiled (an in-process
implementation answers on a worker thread: conformance.connection.inprocess) and the
threads' profiles are merged; times are each thread's CPU time (the machine
may be shared; ``--wall`` profiles wall-clock time instead). ``--by-area``
prints the own time summed by area instead (the reference engine, this
project's runner and checks, pytest-bdd, pytest, the schema validator, JSON,
...; a built-in or standard library function counts for the areas of its
callers): benchmarks/speed.py prints it for the corpus and for the trivial corpus
side by side when a goal is missed, so the remaining wall is named.
With ``--by-area`` it also prints the functions with the most own time
(``--top``), so the wall is named down to the function. ``--plain`` runs
pytest without this project's ``--implementation`` option (for a corpus that
is not ours), ``--cwd`` from another folder, ``--collect-only`` profiles
collection alone, ``-k`` the tests a pytest -k expression selects. Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import re
import sys
import sysconfig
import threading
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]

#: where own time goes, by the file a function lives in (the first match wins)
AREAS = (
    ("reference engine", ("/reference_engine/",)),
    ("step definitions (conformance/steps)", ("/conformance/steps/",)),
    ("contract checks: schema, strict JSON, copies, legal actions (conformance)",
     ("/conformance/checks/promises.py", "/conformance/checks/actions.py", "/conformance/checks/schemas.py", "/conformance/contract/strict_json.py",
      "/conformance/contract/data.py", "/conformance/runner/world.py", "/conformance/runner/transcript.py")),
    ("runner and plugin (conformance)", ("/conformance/", "/benchmarks/")),
    ("schema validator (jsonschema-rs)", ("jsonschema_rs",)),
    ("schema validator (python jsonschema, referencing)", ("/jsonschema/", "/referencing/", "/rpds/",
                                                          "/jsonschema_specifications/", "/attr/")),
    ("JSON", ("/json/", "_json")),
    ("gherkin parser", ("/gherkin/",)),
    ("pytest-bdd", ("/pytest_bdd/",)),
    ("pytest and pluggy", ("/_pytest/", "/pluggy/", "/pytest/")),
    ("networkx", ("/networkx/",)),
)


#: the standard library's folder
STDLIB = sysconfig.get_paths()["stdlib"].replace("\\", "/")
#: where the time of built-ins and the standard library goes when no caller can be named
UNKNOWN = "built-ins and standard library, callers unknown"


def area_of(filename: str, function: str) -> str | None:
    """The area of a function; None for a built-in or the standard library's own (charged to its callers)."""
    for area, marks in AREAS:
        if any(mark in filename or mark in function for mark in marks):
            return area
    if filename == "~" or filename.startswith("<") or (filename.startswith(STDLIB) and "-packages/" not in filename):
        return None
    return "other libraries"


def charged_to_callers(stats: pstats.Stats, area: Callable[[tuple[str, int, str]], str | None]) -> dict[str, float]:
    """Own time summed by ``area`` (of a profile entry's (file, line, function)); the time of an entry
    whose area is None (a built-in, the standard library) goes to its callers' areas, in the share
    each caller spent in it, so a copy or an isinstance counts for the code that asked for it.
    Each entry's shares are worked out once; a caller already on the way up (recursion) counts as
    unknown."""
    table = stats.stats  # type: ignore[attr-defined]
    known: dict[tuple[str, int, str], dict[str, float]] = {}

    def shares(function: tuple[str, int, str], on_the_way: frozenset) -> dict[str, float]:
        if function in known:
            return known[function]
        named = area(function)
        if named is not None:
            result = {named: 1.0}
        else:
            callers = {caller: figures[2] for caller, figures in (table[function][4] if function in table else {}).items()
                       if caller not in on_the_way}
            spent = sum(callers.values())
            if spent <= 0:
                result = {UNKNOWN: 1.0}
            else:
                result = {}
                for caller, seconds in callers.items():
                    for name, share in shares(caller, on_the_way | {function}).items():
                        result[name] = result.get(name, 0.0) + share * seconds / spent
        known[function] = result
        return result

    totals: dict[str, float] = {}
    for function, (_cc, _nc, own, _cum, _callers) in table.items():
        for name, share in shares(function, frozenset()).items():
            totals[name] = totals.get(name, 0.0) + own * share
    return totals


def by_area(stats: pstats.Stats) -> list[tuple[str, float]]:
    """Own time summed by area, largest first; built-ins and the standard library count for their callers."""
    totals = charged_to_callers(stats, lambda f: area_of(f[0].replace("\\", "/"), f[2]))
    return sorted(totals.items(), key=lambda item: -item[1])


def top_functions(stats: pstats.Stats, count: int) -> list[tuple[str, float]]:
    """The ``count`` functions with the most own time, as ``file:line(function)`` (file relative to
    the project or to site-packages)."""
    entries = []
    for (filename, line, function), (_cc, _nc, own, _cum, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        name = filename.replace("\\", "/")
        for mark in (str(ROOT) + "/", "site-packages/"):
            if mark in name:
                name = name.split(mark, 1)[1]
                break
        else:
            name = re.sub(r".*/lib/python3\.\d+/", "", name)
        entries.append((f"{name}:{line}({function})" if name != "~" else function, own))
    return sorted(entries, key=lambda item: -item[1])[:count]


def this_thread_clock():
    """The CPU clock of the calling thread, readable from any thread: the profiles of threads still
    waiting when the run ends (an in-process implementation's worker blocked on its queue) are
    closed from the main thread, and time.thread_time there would charge the main thread's CPU
    time to the waiting call. A thread that has ended keeps its last reading."""
    clock_id = time.pthread_getcpuclockid(threading.get_ident())
    last = [0.0]

    def clock() -> float:
        try:
            last[0] = time.clock_gettime(clock_id)
        except OSError:  # the thread has ended
            pass
        return last[0]

    return clock


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", default=["conformance/games"])
    parser.add_argument("--implementation", default="reference")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--sort", choices=["cumulative", "tottime", "both"], default="both")
    parser.add_argument("--wall", action="store_true", help="profile wall-clock time, not CPU time")
    parser.add_argument("--out", default=None, help="write the raw profile here (for python -m pstats)")
    parser.add_argument("--by-area", action="store_true", help="print own time summed by area, as JSON lines")
    parser.add_argument("--plain", action="store_true", help="no --implementation option (a corpus not ours)")
    parser.add_argument("--cwd", default=str(ROOT), help="run pytest from this folder")
    parser.add_argument("--collect-only", action="store_true", help="profile collection alone")
    parser.add_argument("-k", dest="keyword", default=None, help="only the tests this pytest -k expression selects")
    parser.add_argument("--no-reference-check", action="store_true",
                        help="pytest's --no-reference-check: the implementation is not compared with the reference")
    args = parser.parse_args(argv)

    os.chdir(args.cwd)
    sys.path.insert(0, str(ROOT))
    import pytest

    clock = time.perf_counter if args.wall else time.thread_time
    profiles = [cProfile.Profile(clock)]

    def profile_thread(*_: object) -> None:  # the first event of each new thread
        sys.setprofile(None)
        profiles.append(cProfile.Profile(time.perf_counter if args.wall else this_thread_clock()))
        profiles[-1].enable()

    started, cpu = time.perf_counter(), time.process_time()
    threading.setprofile(profile_thread)
    profiles[0].enable()
    options = [] if args.plain else ["--implementation", args.implementation]
    if args.collect_only:
        options.append("--collect-only")
    if args.keyword:
        options += ["-k", args.keyword]
    if args.no_reference_check:
        options.append("--no-reference-check")
    code = pytest.main([*args.paths, "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *options])
    profiles[0].disable()
    threading.setprofile(None)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    if args.out:
        pstats.Stats(*profiles).dump_stats(args.out)
    if args.by_area:
        import json

        merged = pstats.Stats(*profiles)
        for area, seconds in by_area(merged):
            print(json.dumps({"area": area, "seconds": round(seconds, 4)}))
        for function, seconds in top_functions(merged, args.top):
            print(json.dumps({"function": function, "seconds": round(seconds, 4)}))
        return int(code)
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
