"""How fast the corpus plays, against its goals: prints ratios, asserts nothing.

    python benchmarks/speed.py [--repeat N] [--only PART,...]

Every measurement is a separate ``pytest`` process with the phase timer
plugin (benchmarks/phase_timer.py); the variants of a part run interleaved,
``--repeat`` rounds (default 3), and the medians are printed. Each figure is
given as wall time and as CPU time (the process's and its children's): on a
machine shared with other work the CPU figures and the ratios measured in
one run are what counts. A run that could not complete is named as it fails
and again at the end, and the benchmark then exits 1.

Parts (``--only``, comma-separated; default all):

- ``shape``: the corpus against a trivial pytest-bdd corpus of the same shape
  generated here (as many scenarios, the same step types in the same order,
  every step a no-op; the corpus with its feature files parsed, as the trivial
  corpus's are, the cache of parsed features off). Goal: at most 1.3x.
- ``games``: the Sword of Rome scenarios alone in a session and in the
  session of all five games, cost per scenario. Goal: no growth (at most 1.15x).
- ``collection``: collecting the corpus (``--collect-only``) against an empty
  pytest session, with the parsed feature files cached (conformance/corpus/feature_cache.py,
  as a second run finds them) and with every file parsed. Goal: the corpus's
  collection under 1 s, every file parsed.
- ``linearity``: the corpus, twice and four times over (copies of every
  feature file), cost per scenario. Goal: flat (at most 1.15x).
- ``protocol``: the reference engine over the process protocol
  (``exec:python -m conformance serve reference``) against in-process, both
  without the reference check (in-process it is off: the implementation is the
  reference engine), and both again with ``--one-core`` (the runner and the
  served engine on one core). Goal: at most 1.2x. The protocol run with the
  reference check on, as an outside program's run has it, is printed beside.
- ``fuzz``: ``conformance fuzz`` in-process and against the reference engine
  served over the process protocol, per game (benchmarks/fuzz_speed.py, run
  as its own process with the same ``--repeat``: its tables, its trivial
  baselines, and for a goal missed the profile of the game furthest from it
  and what the goal leaves the engines). Goals: at least 2,000 positions per
  second per core in-process, 1,000 over the protocol.

Whenever a part misses its goal, the runs it compares are profiled once more
(benchmarks/profile_corpus.py ``--by-area``; the served engine of a protocol
run under benchmarks/profiled_serve.py) and their CPU time is printed by area
side by side, with the functions that have the most own time: the extra time
and where it goes is the remaining wall.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = Path(__file__).resolve().parent
CORPUS = ROOT / "conformance" / "games"
SERVED = f"exec:{sys.executable} -m conformance serve reference"
PARTS = ("shape", "games", "collection", "linearity", "protocol", "fuzz")
#: the runs that could not complete (printed as they fail): the benchmark then exits 1
INCOMPLETE: list[str] = []


@dataclass
class Run:
    """One pytest process: its wall and CPU time and what the phase timer saw."""

    wall: float
    cpu: float
    phases: dict
    exit_code: int

    def items(self, prefix: str = "") -> list[list[float]]:
        return [t for nodeid, t in self.phases.get("items", {}).items() if nodeid.startswith(prefix)]

    def per_scenario(self, prefix: str = "") -> tuple[float, float]:
        """Mean wall and CPU seconds of one test (setup, call, teardown)."""
        times = self.items(prefix)
        if not times:
            return float("nan"), float("nan")
        return (sum(t[0] for t in times) / len(times), sum(t[1] for t in times) / len(times))


def pytest_run(args: list[str], *, cwd: Path = ROOT, env: dict[str, str] | None = None) -> Run:
    """Run pytest in a fresh process and time it."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "phases.json"
        environment = dict(os.environ, **(env or {}))
        environment["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(BENCHMARKS)])
        environment["PHASE_TIMER_OUT"] = str(out)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "phase_timer", "-p", "no:cacheprovider",
                               "-p", "no:randomly", *args], cwd=cwd, env=environment,
                              capture_output=True, text=True)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if done.returncode not in (0, 5):
            INCOMPLETE.append(f"pytest {' '.join(args)}")
            print(f"  ! pytest {' '.join(args)} exited {done.returncode}:\n{done.stdout[-1500:]}{done.stderr[-1500:]}")
        phases = json.loads(out.read_text()) if out.exists() else {}
    return Run(wall, cpu, phases, done.returncode)


@dataclass
class Variants:
    """Named pytest runs of one part, interleaved over the rounds."""

    commands: dict[str, Callable[[], Run]]
    runs: dict[str, list[Run]] = field(default_factory=dict)

    def measure(self, repeat: int) -> "Variants":
        for round_ in range(repeat):
            for name, command in self.commands.items():
                self.runs.setdefault(name, []).append(command())
        return self

    def median(self, name: str, figure: Callable[[Run], float]) -> float:
        return statistics.median(figure(run) for run in self.runs[name])


def row(label: str, wall: float, cpu: float, unit: str = "s") -> str:
    scale = 1000.0 if unit == "ms" else 1.0
    return f"  {label:<44} wall {wall * scale:8.2f} {unit}   cpu {cpu * scale:8.2f} {unit}"


def ratio(label: str, wall: float, cpu: float, goal: str) -> str:
    return f"  {label:<44} wall {wall:8.2f} x    cpu {cpu:8.2f} x    goal {goal}"


# --- the trivial corpus of the same shape -------------------------------------------------------

TRIVIAL_CONFTEST = '''from pytest_bdd import given, when, then


@given("a no-op given step")
def _():
    pass


@when("a no-op when step")
def _():
    pass


@then("a no-op then step")
def _():
    pass
'''


def corpus_shape() -> dict[str, list[list[str]]]:
    """Per game, the step types of every test the corpus binds (outlines: every example)."""
    from pytest_bdd.parser import FeatureParser

    shape: dict[str, list[list[str]]] = {}
    for game_dir in sorted(p for p in CORPUS.iterdir() if (p / "test_corpus.py").exists()):
        features = ROOT / "features" / game_dir.name
        tests = shape.setdefault(game_dir.name, [])
        for path in sorted(features.rglob("*.feature")):
            feature = FeatureParser(str(path.parent), path.name).parse()
            for template in feature.scenarios.values():
                contexts = [c for examples in template.examples for c in examples.as_contexts()] or [{}]
                for context in contexts:
                    tests.append([step.type for step in template.render(context).steps])
    return shape


def write_trivial_corpus(directory: Path, shape: dict[str, list[list[str]]]) -> int:
    """A bare pytest-bdd corpus: one folder per game, one scenario per test, no-op steps."""
    (directory / "conftest.py").write_text(TRIVIAL_CONFTEST)
    (directory / "pytest.ini").write_text("[pytest]\n")
    count = 0
    for game, tests in shape.items():
        folder = directory / game
        folder.mkdir()
        (folder / "__init__.py").write_text("")
        (folder / "test_corpus.py").write_text('from pytest_bdd import scenarios\n\nscenarios("features")\n')
        (folder / "features").mkdir()
        lines = [f"Feature: {game}", ""]
        for number, types in enumerate(tests, 1):
            lines.append(f"  Scenario: scenario {number}")
            for step_type in types:
                lines.append(f"    {step_type.capitalize()} a no-op {step_type} step")
            lines.append("")
            count += 1
        (folder / "features" / "trivial.feature").write_text("\n".join(lines))
    return count


#: a scenario's or an outline's title line, in any of Gherkin's English keywords for them
SCENARIO_TITLE = re.compile(r"^(\s*(?:Scenario Outline|Scenario Template|Scenario|Example):.*?)\s*$", re.MULTILINE)


def copied_corpus(directory: Path, times: int) -> Path:
    """A corpus root whose every feature file is there ``times`` times (fixtures shared), each
    copy's scenarios renamed "... (copy N)": a game's scenario names must be unique."""
    root = directory / f"x{times}"
    root.mkdir()
    (root / "fixtures").symlink_to(ROOT / "fixtures")
    for path in (ROOT / "features").rglob("*.feature"):
        target = root / "features" / path.relative_to(ROOT / "features")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
        text = path.read_text(encoding="utf-8")
        for copy in range(1, times):
            renamed = SCENARIO_TITLE.sub(lambda title, copy=copy: f"{title.group(1)} (copy {copy})", text)
            target.with_name(f"{target.stem}_copy{copy}.feature").write_text(renamed, encoding="utf-8")
    return root


# --- the parts ------------------------------------------------------------------------------------

def part_shape_and_games(repeat: int, parts: set[str], scratch: Path) -> None:
    shape = corpus_shape()
    trivial = scratch / "trivial"
    trivial.mkdir()
    tests = write_trivial_corpus(trivial, shape)
    steps = sum(len(t) for tests_ in shape.values() for t in tests_)
    # the trivial corpus parses its feature files at every run: so does the corpus here
    commands: dict[str, Callable[[], Run]] = {"corpus": lambda: pytest_run([str(CORPUS)], env=NO_FEATURE_CACHE)}
    if "shape" in parts:
        commands["trivial"] = lambda: pytest_run([str(trivial)], cwd=trivial)
    if "games" in parts:
        commands["one game"] = lambda: pytest_run([str(CORPUS / "sword_of_rome")], env=NO_FEATURE_CACHE)
    v = Variants(commands).measure(repeat)
    if "shape" in parts:
        print(f"\nshape: the corpus against a trivial pytest-bdd corpus of the same shape "
              f"({tests} tests, {steps} steps, {steps / tests:.1f} per test)")
        for name in ("corpus", "trivial"):
            print(row(f"{name}: whole pytest process", v.median(name, lambda r: r.wall),
                      v.median(name, lambda r: r.cpu)))
            print(row(f"{name}: per test (setup, call, teardown)", v.median(name, lambda r: r.per_scenario()[0]),
                      v.median(name, lambda r: r.per_scenario()[1]), "ms"))
        print(ratio("corpus / trivial, whole process", v.median("corpus", lambda r: r.wall) /
                    v.median("trivial", lambda r: r.wall),
                    v.median("corpus", lambda r: r.cpu) / v.median("trivial", lambda r: r.cpu), f"<= {SHAPE_GOAL}"))
        print(ratio("corpus / trivial, per test",
                    v.median("corpus", lambda r: r.per_scenario()[0]) / v.median("trivial", lambda r: r.per_scenario()[0]),
                    v.median("corpus", lambda r: r.per_scenario()[1]) / v.median("trivial", lambda r: r.per_scenario()[1]),
                    "<= 1.3"))
        cpu_ratio = v.median("corpus", lambda r: r.cpu) / v.median("trivial", lambda r: r.cpu)
        if cpu_ratio > SHAPE_GOAL:
            remaining_wall(trivial, tests)
    if "games" in parts:
        prefix = "conformance/games/sword_of_rome/"
        print("\ngames: cost per Sword of Rome scenario, alone in the session and among all five games")
        one = [v.median("one game", lambda r, i=i: r.per_scenario(prefix)[i]) for i in (0, 1)]
        five = [v.median("corpus", lambda r, i=i: r.per_scenario(prefix)[i]) for i in (0, 1)]
        print(row("one game in the session, per scenario", *one, "ms"))
        print(row("five games in the session, per scenario", *five, "ms"))
        print(ratio("five games / one game", five[0] / one[0], five[1] / one[1], f"<= {GROWTH_GOAL} (no growth)"))
        if five[1] / one[1] > GROWTH_GOAL:
            tests = len(v.runs["one game"][0].items())
            alone = profile_run(CORPUS / "sword_of_rome", env=NO_FEATURE_CACHE)
            # the five games collected, their step definitions in scope, the Sword of Rome scenarios played
            among = profile_run(CORPUS, options=("-k", "sword_of_rome"), env=NO_FEATURE_CACHE)
            print("  the goal is missed; own CPU time by area of a run of the Sword of Rome scenarios, in a "
                  "session of its own and in the session of five games (collection included; one profiled "
                  "run each), per Sword of Rome test:")
            print_areas([("alone", alone.areas), ("five games", among.areas)],
                        lambda f: f["five games"] - f["alone"], 1000 / tests, "ms")
            print_functions("five games", among, 1000 / tests, "ms per test")


SHAPE_GOAL = 1.3
#: the runner's cache of parsed feature files (conformance/corpus/feature_cache.py) turned off
NO_FEATURE_CACHE = {"CONFORMANCE_FEATURE_CACHE": "off"}
COLLECTION_GOAL = 1.0  # seconds of CPU, the collection phase
PROTOCOL_GOAL = 1.2
#: what the protocol run leaves out to do the in-process run's work: the reference check, which is off
#: when the implementation under test is the reference engine in-process (an engine is not compared
#: with itself), and which a served program cannot be known to be
SAME_WORK = ("--no-reference-check",)
#: cost per test among five games / alone, and per test at 2x and 4x / 1x: "no growth", within noise
GROWTH_GOAL = 1.15
#: functions with the most own time printed under a missed goal's areas
TOP = 12


@dataclass
class Profile:
    """Own CPU time by area, and the functions with the most, of one profiled pytest run."""

    areas: dict[str, float]
    functions: list[tuple[str, float]]


def profile_run(path: Path, cwd: Path = ROOT, *, plain: bool = False, options: tuple[str, ...] = (),
                env: dict[str, str] | None = None) -> Profile:
    """One pytest run under benchmarks/profile_corpus.py ``--by-area``."""
    command = [sys.executable, str(BENCHMARKS / "profile_corpus.py"), str(path), "--by-area", "--cwd", str(cwd),
               "--top", str(TOP), *(["--plain"] if plain else []), *options]
    done = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ, **(env or {})))
    profile = Profile({}, [])
    for line in done.stdout.splitlines():
        if line.startswith('{"area"'):
            entry = json.loads(line)
            profile.areas[entry["area"]] = entry["seconds"]
        elif line.startswith('{"function"'):
            entry = json.loads(line)
            profile.functions.append((entry["function"], entry["seconds"]))
    if not profile.areas:
        print(f"  ! profiling {path} gave nothing (exit {done.returncode}):\n{done.stderr[-1500:]}")
    return profile


def served_profile(directory: Path) -> Profile:
    """The served side of a protocol run: the profiles benchmarks/profiled_serve.py wrote, merged."""
    import pstats

    from profile_corpus import by_area, top_functions

    files = sorted(directory.glob("serve-*.prof"))
    if not files:
        print(f"  ! the served engine wrote no profile in {directory}")
        return Profile({}, [])
    stats = pstats.Stats(*map(str, files))
    return Profile(dict(by_area(stats)), top_functions(stats, TOP))


def print_areas(columns: list[tuple[str, dict[str, float]]], extra: Callable[[dict[str, float]], float],
                scale: float, unit: str) -> None:
    """Own CPU time by area, one column per profiled side (``scale``: seconds to ``unit``), and the
    extra time ``extra`` computes from one area's figures (by column name), largest first."""
    names = [name for name, _ in columns]
    areas = set().union(*(figures.keys() for _, figures in columns))
    extras = {area: extra({name: figures.get(area, 0.0) for name, figures in columns}) for area in areas}
    total = sum(v for v in extras.values() if v > 0) or 1.0
    width = max(len(area) for area in areas | {"area"})
    print("    " + f"{'area':<{width}}" + "".join(f"{name + ' ' + unit:>16}" for name in names)
          + f"{'extra ' + unit:>12} {'of the extra':>13}")
    for area in sorted(areas, key=lambda a: -extras[a]):
        share = f"{100 * extras[area] / total:12.0f}%" if extras[area] > 0 else f"{'':>13}"
        print("    " + f"{area:<{width}}" + "".join(f"{figures.get(area, 0.0) * scale:16.2f}" for _, figures in columns)
              + f"{extras[area] * scale:12.2f} {share}")


def print_functions(label: str, profile: Profile, scale: float, unit: str) -> None:
    print(f"  {label}: the functions with the most own time ({unit})")
    for function, seconds in profile.functions:
        print(f"    {seconds * scale:9.2f}  {function}")


def remaining_wall(trivial: Path, tests: int) -> None:
    """Where the corpus spends what the trivial corpus does not: both profiled, by area."""
    corpus = profile_run(CORPUS, env=NO_FEATURE_CACHE)
    bare = profile_run(trivial, trivial, plain=True)
    print("  the goal is missed; the remaining wall, own CPU time by area (one profiled run each: "
          "the profiler slows both), per test:")
    print_areas([("corpus", corpus.areas), ("trivial", bare.areas)], lambda f: f["corpus"] - f["trivial"],
                1000 / tests, "ms")
    print(why_the_corpus_costs_more(corpus.areas, bare.areas))
    print_functions("corpus", corpus, 1000 / tests, "ms per test")


#: the areas of benchmarks/profile_corpus.py that hold work the contract promises on every call
PROMISED = {"reference engine": "the reference engine computing each decision's legal actions",
            "contract checks: schema, strict JSON, copies, legal actions (conformance)":
                "the checks of every answer (strict JSON, schemas, copies, legal actions)",
            "schema validator (jsonschema-rs)": "the schema validator"}


def why_the_corpus_costs_more(corpus: dict[str, float], trivial: dict[str, float]) -> str:
    """The reason the corpus stays above the trivial corpus: the shares of the extra own time that
    are work the contract promises on every call, and the runner's."""
    extra = {area: corpus.get(area, 0.0) - trivial.get(area, 0.0) for area in set(corpus) | set(trivial)}
    total = sum(v for v in extra.values() if v > 0)
    if not total:
        return "  why: the profile shows no extra time (the profiles are empty)"
    def share(area: str) -> float:
        return 100 * max(extra.get(area, 0.0), 0.0) / total
    promised = [(share(area), what) for area, what in PROMISED.items() if share(area) >= 0.5]
    runner = share("runner and plugin (conformance)")
    return (f"  why: {sum(s for s, _ in promised):.0f}% of the extra is work the contract promises on every call, "
            "which the goal may not skip ("
            + "; ".join(f"{what}, {s:.0f}%" for s, what in sorted(promised, reverse=True))
            + f"), and {runner:.0f}% the runner's per-step promises and transcripts; lower needs that work done "
              "cheaper, not less of it (docs/performance.md, \"Where the time goes\")")


def part_collection(repeat: int, scratch: Path) -> None:
    empty = scratch / "empty"
    empty.mkdir()
    (empty / "pytest.ini").write_text("[pytest]\n")
    pytest_run(["--collect-only", str(CORPUS)])  # fills the parsed-feature cache
    v = Variants({
        "corpus": lambda: pytest_run(["--collect-only", str(CORPUS)]),
        "no cache": lambda: pytest_run(["--collect-only", str(CORPUS)], env=NO_FEATURE_CACHE),
        "empty": lambda: pytest_run(["--collect-only", str(empty)], cwd=empty),
    }).measure(repeat)
    print("\ncollection: collecting the corpus (parsed features cached, and not) against an empty pytest session")
    for name in ("corpus", "no cache", "empty"):
        print(row(f"{name}: whole pytest process", v.median(name, lambda r: r.wall), v.median(name, lambda r: r.cpu)))
        print(row(f"{name}: collection phase", v.median(name, lambda r: r.phases["collection"][0]),
                  v.median(name, lambda r: r.phases["collection"][1])))
    print(ratio("corpus / empty session, whole process",
                v.median("corpus", lambda r: r.wall) / v.median("empty", lambda r: r.wall),
                v.median("corpus", lambda r: r.cpu) / v.median("empty", lambda r: r.cpu),
                "collection phase < 1 s"))
    phase = v.median("no cache", lambda r: r.phases["collection"][1])
    print(f"  collection phase of the corpus, every feature file parsed: {phase:.2f} s CPU, goal < "
          f"{COLLECTION_GOAL:.0f} s: {'met' if phase < COLLECTION_GOAL else 'missed'}")
    if phase >= COLLECTION_GOAL:
        corpus = profile_run(CORPUS, options=("--collect-only",), env=NO_FEATURE_CACHE)
        bare = profile_run(empty, empty, plain=True, options=("--collect-only",))
        print("  the goal is missed; own CPU time by area of the whole process (one profiled run each: the "
              "profiler slows both):")
        print_areas([("corpus", corpus.areas), ("empty", bare.areas)], lambda f: f["corpus"] - f["empty"],
                    1000, "ms")
        print_functions("corpus --collect-only", corpus, 1000, "ms")


def part_linearity(repeat: int, scratch: Path) -> None:
    roots = {times: copied_corpus(scratch, times) for times in (1, 2, 4)}
    v = Variants({f"x{times}": (lambda root=root: pytest_run([str(CORPUS)], env={"WARGAME_CORPUS_ROOT": str(root)}))
                  for times, root in roots.items()}).measure(repeat)
    print("\nlinearity: the corpus once, twice and four times over")
    base = [v.median("x1", lambda r, i=i: r.per_scenario()[i]) for i in (0, 1)]
    for times in (1, 2, 4):
        name = f"x{times}"
        tests = len(v.runs[name][0].items())
        per = [v.median(name, lambda r, i=i: r.per_scenario()[i]) for i in (0, 1)]
        print(row(f"{name} ({tests} tests): whole pytest process", v.median(name, lambda r: r.wall),
                  v.median(name, lambda r: r.cpu)))
        print(ratio(f"{name}: per test / x1 per test", per[0] / base[0], per[1] / base[1], f"<= {GROWTH_GOAL}"))
    growth = max(v.median(f"x{t}", lambda r: r.per_scenario()[1]) / base[1] for t in (2, 4))
    if growth > GROWTH_GOAL:
        profiles = {times: profile_run(CORPUS, env={"WARGAME_CORPUS_ROOT": str(roots[times])}) for times in (1, 4)}
        counts = {times: len(v.runs[f"x{times}"][0].items()) for times in (1, 4)}
        print("  the goal is missed; own CPU time by area per test, x1 and x4 (one profiled run each):")
        print_areas([(f"x{t}", {a: x / counts[t] for a, x in profiles[t].areas.items()}) for t in (1, 4)],
                    lambda f: f["x4"] - f["x1"], 1000, "ms")


def part_protocol(repeat: int) -> None:
    v = Variants({
        "in-process": lambda: pytest_run([str(CORPUS)]),
        "protocol": lambda: pytest_run([str(CORPUS), "--implementation", SERVED, *SAME_WORK]),
        "protocol, reference check on": lambda: pytest_run([str(CORPUS), "--implementation", SERVED]),
        "in-process, --one-core": lambda: pytest_run([str(CORPUS), "--one-core"]),
        "protocol, --one-core": lambda: pytest_run([str(CORPUS), "--implementation", SERVED, *SAME_WORK,
                                                    "--one-core"]),
    }).measure(repeat)
    print(f"\nprotocol: the reference engine over the process protocol ({SERVED}) against in-process; "
          f"the protocol run with {' '.join(SAME_WORK)}, as the in-process run of the reference has it (the "
          "engine is not compared with itself), so that the two do the same work but for the protocol; and both "
          "again with --one-core (the runner and the served engine take turns on one core)")
    for name in v.runs:
        print(row(f"{name}: whole pytest process", v.median(name, lambda r: r.wall), v.median(name, lambda r: r.cpu)))
        print(row(f"{name}: per test", v.median(name, lambda r: r.per_scenario()[0]),
                  v.median(name, lambda r: r.per_scenario()[1]), "ms"))
    ratios = {}
    for label, suffix in (("", ""), (", both --one-core", ", --one-core")):
        ratios[suffix] = (v.median(f"protocol{suffix}", lambda r: r.cpu)
                          / v.median(f"in-process{suffix}", lambda r: r.cpu))
        print(ratio(f"protocol / in-process{label}, whole process",
                    v.median(f"protocol{suffix}", lambda r: r.wall) / v.median(f"in-process{suffix}", lambda r: r.wall),
                    ratios[suffix], f"<= {PROTOCOL_GOAL}"))
    if ratios[", --one-core"] <= PROTOCOL_GOAL < ratios[""]:
        tests = len(v.runs["protocol"][0].items())
        requests = v.median("protocol", lambda r: r.phases.get("requests", 0)) / max(tests, 1)
        print(f"  on one core the protocol meets the goal; across two cores it costs {ratios['']:.2f}x: each of the "
              f"{requests:.1f} round trips a test wakes the other process on the other core, with the caches cold "
              "there (benchmarks/protocol_instructions.py: the extra is mostly the same work run slower, not more "
              "instructions); --one-core is for an implementation that works on one thread")
    elif ratios[""] > PROTOCOL_GOAL:
        protocol_floor(v)
        protocol_wall(len(v.runs["in-process"][0].items()))
        print("  a function profile cannot show what each round trip costs beyond its own work (the kernel's part, "
              "the two processes taking turns on the same caches): benchmarks/protocol_instructions.py counts "
              "the instructions of both runs with callgrind, splitting extra work from the same work run slower")


def part_fuzz(repeat: int) -> None:
    """The fuzzer's goals, as benchmarks/fuzz_speed.py measures and explains them (its output as it comes)."""
    from fuzz_speed import GOAL, PROTOCOL_GOAL

    print(f"\nfuzz: `conformance fuzz` per game, in-process (goal >= {GOAL:,} positions/s per core) and over "
          f"the process protocol (goal >= {PROTOCOL_GOAL:,}), benchmarks/fuzz_speed.py --repeat {repeat}", flush=True)
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(BENCHMARKS)]))
    done = subprocess.run([sys.executable, str(BENCHMARKS / "fuzz_speed.py"), "--repeat", str(repeat)],
                          cwd=ROOT, env=environment)
    if done.returncode:
        INCOMPLETE.append("benchmarks/fuzz_speed.py")
        print(f"  ! benchmarks/fuzz_speed.py exited {done.returncode}: its figures above are incomplete")


def protocol_floor(v: "Variants") -> None:
    """What the protocol's round trips alone cost, against what the goal allows over in-process."""
    from fuzz_speed import bare_round_trip

    tests = len(v.runs["protocol"][0].items())
    requests = v.median("protocol", lambda r: r.phases.get("requests", 0)) / max(tests, 1)
    trip = bare_round_trip()
    allowed = (PROTOCOL_GOAL - 1) * v.median("in-process", lambda r: r.cpu) / max(tests, 1)
    floor = requests * trip
    print(f"  the floor: {requests:.1f} requests per test; a bare round trip through two pipes (an echo program, "
          f"measured now) takes {trip * 1e6:.0f} µs of CPU, both processes: {floor * 1e3:.2f} ms per test before "
          f"any JSON, check or engine, against the {allowed * 1e3:.2f} ms the goal allows over in-process "
          f"({floor / allowed:.1f}x). "
          + ("No protocol that answers each contract call in its own round trip can meet the goal on this machine."
             if floor >= allowed else "The rest is the protocol's own work, profiled below."))


def protocol_wall(tests: int) -> None:
    """Where a protocol run spends what the in-process run does not: the runner's side and the
    served engine's (benchmarks/profiled_serve.py), by area, against the in-process run."""
    inprocess = profile_run(CORPUS)
    with tempfile.TemporaryDirectory() as directory:
        served_spec = f"exec:{sys.executable} {BENCHMARKS / 'profiled_serve.py'} {directory}"
        runner = profile_run(CORPUS, options=("--implementation", served_spec, *SAME_WORK))
        served = served_profile(Path(directory))
    print("  the goal is missed; own CPU time by area per test (one profiled run each: the profiler slows "
          "both), the protocol run's runner and served engine against the in-process run:")
    print_areas([("in-process", inprocess.areas), ("runner", runner.areas), ("served", served.areas)],
                lambda f: f["runner"] + f["served"] - f["in-process"], 1000 / tests, "ms")
    print_functions("protocol run, runner side", runner, 1000 / tests, "ms per test")
    print_functions("protocol run, served engine", served, 1000 / tests, "ms per test")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated, of: {', '.join(PARTS)}")
    args = parser.parse_args(argv)
    parts = {p.strip() for p in args.only.split(",") if p.strip()}
    unknown = parts - set(PARTS)
    if unknown:
        parser.error(f"unknown part(s): {', '.join(sorted(unknown))}")
    sys.path.insert(0, str(ROOT))
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}; medians of {args.repeat} interleaved rounds")
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        if parts & {"shape", "games"}:
            part_shape_and_games(args.repeat, parts, scratch)
        if "collection" in parts:
            part_collection(args.repeat, scratch)
        if "linearity" in parts:
            part_linearity(args.repeat, scratch)
        if "protocol" in parts:
            part_protocol(args.repeat)
        if "fuzz" in parts:
            part_fuzz(args.repeat)
    print(f"load average at the end {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if INCOMPLETE:
        print(f"{len(INCOMPLETE)} run(s) did not complete, their figures are not to be trusted: "
              + "; ".join(INCOMPLETE), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
