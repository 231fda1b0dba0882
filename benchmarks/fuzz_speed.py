"""How fast `conformance fuzz` generates and compares, per game: prints figures, asserts nothing.

    python benchmarks/fuzz_speed.py [--positions N] [--max-actions N] [--repeat N] [--protocol-positions N]
                                    [--raw] [--profile] [--one-core] [GAME ...]

Every figure is CPU time per core (the machine is shared: wall time measures
the neighbours), against the goals of issue 40: ``GOAL`` positions per second
in-process, the reference engine against a second instance of itself, and
``PROTOCOL_GOAL`` against the reference engine served over the process protocol
(``conformance serve reference``; the CPU time of both processes counted).

The first table is the campaign as `conformance fuzz` runs it in-process
(hypothesis rounds, a batch of positions per example, nothing else timed):
positions and actions per second per core; the lines after it sum the games
up against the goal and say what the goal leaves the engines once the fuzzer
alone has taken its share. Each game is run ``--repeat`` times (default 3),
the games taken in turn, and the run of median rate is shown beside the rate
of every run: runs of one game on this shared machine differ by up to a
quarter. Positions are the distinct ones played: a batch hypothesis repeats is
not played again (``replays``). Its trivial baseline, measured in the same run:
the same campaign (the same positions, the same choices) with both sides
answering at once, each replaying the answers its side gave (``Recording``,
``Replaying``): what the fuzzer costs on its own, hypothesis and generation
included, and so the engines' share.

The second table is the same campaign over the process protocol
(``--protocol-positions`` per run, 0: none), its trivial baseline both sides
replaying their answers, the served one as a program
(benchmarks/replay_serve.py): what the fuzzer and the protocol cost without the
engines.

For each goal a game misses, the game furthest from it is profiled (cProfile;
over the protocol, both processes) and what remains is printed: why the goal
is out of reach (what it allows per position against what the fuzzer alone and
the engines take; over the protocol, the requests per position and what each
costs over the fuzzer alone in-process), the own time by area (hypothesis, the fuzzer's loop,
generation, comparison, copies, strict JSON, the protocol's client and server,
schema checks, the reference engine's core and the game's own modules,
networkx, JSON, the rest; a built-in function counts for the area that called
it), by who may change the code (the fuzzer's own files, the files the corpus
fingerprint of strength/mutation.py covers, libraries), and the functions with
the most own time in each.

The tables after split the CPU time per position in-process, measured again
with every contract call timed (which costs a little): generation (the position
from its bytes), play (the calls through the contract on both sides),
comparison, and the rest (hypothesis' own bookkeeping, the fuzzer's loop);
then play by contract call. ``--raw`` adds a row per game with the same
generator fed ``random.Random`` bytes, hypothesis left out. ``--profile``
prints every game's in-process profile by area.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import random
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from conformance.contract.data import copied  # noqa: E402
from conformance.fuzz import campaign  # noqa: E402
from conformance.fuzz.choices import Choices  # noqa: E402
from conformance.fuzz.cli import GAMES  # noqa: E402
from conformance.fuzz.play import Player  # noqa: E402
from conformance.fuzz.positions import generate_with_path  # noqa: E402
from conformance.runner.one_core import pin_to_one_core  # noqa: E402
from reference_engine import Implementation  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from profile_corpus import STDLIB, charged_to_callers  # noqa: E402

CALLS = ("create", "pending", "act", "state", "decision_clause")
#: the positions per second per core `conformance fuzz` should reach in-process, the reference engine
#: against a second instance of itself (issue 40)
GOAL = 2000
#: the positions per second per core it should reach against the reference engine served over the
#: process protocol, the CPU time of both processes counted (issue 40)
PROTOCOL_GOAL = 1000
#: the served reference engine, and the program that records or replays its answers (the protocol's
#: trivial baseline)
SERVED = (sys.executable, "-m", "conformance", "serve", "reference")
REPLAY_SERVE = (sys.executable, str(Path(__file__).resolve().parent / "replay_serve.py"))
PROFILED_SERVE = (sys.executable, str(Path(__file__).resolve().parent / "profiled_serve.py"))


class Timed:
    """An implementation (or a game it created) whose contract calls add their CPU time to ``spent``."""

    def __init__(self, inner: Any, spent: dict[str, float]) -> None:
        self._inner, self._spent = inner, spent

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if name not in CALLS:
            return value

        def timed(*args: Any) -> Any:
            started = time.process_time()
            try:
                result = value(*args)
            finally:
                self._spent[name] += time.process_time() - started
            return Timed(result, self._spent) if name == "create" else result

        return timed


class Recording:
    """An implementation whose games keep every answer they give, in order: one script per game
    created (``scripts``), each entry the call's name, its answer (a copy) or what it raised."""

    def __init__(self, inner: Any, scripts: list[list[tuple[str, Any, BaseException | None]]]) -> None:
        self._inner, self._scripts = inner, scripts

    def describe(self) -> dict[str, Any]:
        return self._inner.describe()

    def create(self, position: dict[str, Any]) -> Any:
        script: list[tuple[str, Any, BaseException | None]] = []
        self._scripts.append(script)
        game = _recorded(script, "create", self._inner.create, position)
        return _RecordingGame(game, script)


class _RecordingGame:
    def __init__(self, inner: Any, script: list[tuple[str, Any, BaseException | None]]) -> None:
        self._inner, self._script = inner, script

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if name not in CALLS:
            return value
        return lambda *args: _recorded(self._script, name, value, *args)


def _recorded(script: list[tuple[str, Any, BaseException | None]], name: str, function: Any, *args: Any) -> Any:
    try:
        result = function(*args)
    except Exception as exc:  # noqa: BLE001 - replayed as it came (a refusal, unsupported, a fault)
        script.append((name, None, _bare(exc)))
        raise
    script.append((name, None if name == "create" else copied(result), None))
    return result


def _bare(exc: Exception) -> Exception:
    """A copy of ``exc`` (its class, arguments and attributes, no constructor run again) without the
    traceback, whose frames hold the games."""
    bare = exc.__class__.__new__(exc.__class__)
    bare.__dict__.update(exc.__dict__)
    bare.args = exc.args
    return bare


class Replaying:
    """Answers at once, replaying a Recording's scripts in order: the same campaign played again
    costs the fuzzer alone. Each answer is the recorded one itself, given once (no copy)."""

    def __init__(self, scripts: list[list[tuple[str, Any, BaseException | None]]],
                 description: dict[str, Any]) -> None:
        self._scripts = iter(scripts)
        self._description = description

    def describe(self) -> dict[str, Any]:
        return self._description

    def create(self, position: dict[str, Any]) -> Any:
        game = _ReplayingGame(iter(next(self._scripts)))
        game.answer("create")
        return game


class _ReplayingGame:
    def __init__(self, script: Any) -> None:
        self._script = script

    def answer(self, name: str) -> Any:
        recorded, answer, raised = next(self._script)
        assert recorded == name, f"the replayed campaign asked {name}() where the recorded one asked {recorded}()"
        if raised is not None:
            raise raised
        return answer

    def pending(self) -> Any:
        return self.answer("pending")

    def state(self) -> Any:
        return self.answer("state")

    def act(self, player: str, action: dict[str, Any]) -> Any:
        return self.answer("act")

    def decision_clause(self) -> Any:
        return self.answer("decision_clause")


def settings(game: str, positions: int, max_actions: int, cpu_clock: bool) -> campaign.Settings:
    return campaign.Settings(game=game, implementation="reference", max_examples=positions,
                             max_actions=max_actions, progress=False, seed=1, cpu_clock=cpu_clock, seeds=False)


def plain_run(game: str, positions: int, max_actions: int) -> campaign.Stats:
    """The campaign as `conformance fuzz` runs it: nothing timed but the whole (``stats.cpu``)."""
    stats, findings = campaign.run_with(settings(game, positions, max_actions, False), Implementation(),
                                        Implementation())
    assert not findings, findings
    return stats


def baseline_run(game: str, positions: int, max_actions: int) -> campaign.Stats:
    """The same campaign as plain_run with both sides replaying what they answered there."""
    ours: list[Any] = []
    theirs: list[Any] = []
    recorded, _ = campaign.run_with(settings(game, positions, max_actions, False),
                                    Recording(Implementation(), ours), Recording(Implementation(), theirs))
    description = Implementation().describe()
    # the recordings live as long as the replay: kept out of the collector's passes, which would walk
    # them again and again (the fuzzer holds no such store)
    gc.collect()
    gc.freeze()
    try:
        stats, findings = campaign.run_with(settings(game, positions, max_actions, False),
                                            Replaying(ours, description), Replaying(theirs, description))
    finally:
        gc.unfreeze()
    assert not findings and stats.examples == recorded.examples, "the replayed campaign differs from the recorded one"
    # the recordings hold the games (reference cycles): freed here, not by a full collection during
    # whatever is measured next (a million objects: a quarter to a half of a game's next run)
    ours.clear()
    theirs.clear()
    gc.collect()
    return stats


def hypothesis_run(game: str, positions: int, max_actions: int, spent: dict[str, float]) -> campaign.Stats:
    """The same campaign, every contract call timed (CPU): the split by area and by call."""
    stats, findings = campaign.run_with(settings(game, positions, max_actions, True),
                                        Timed(Implementation(), spent), Timed(Implementation(), spent))
    assert not findings, findings
    return stats


def raw_run(game: str, positions: int, max_actions: int, spent: dict[str, float]) -> campaign.Stats:
    stats = campaign.Stats()
    player = Player(game, Timed(Implementation(), spent), Timed(Implementation(), spent), max_actions=max_actions)
    player.timers.clock = time.process_time
    source = random.Random(1)
    started = time.process_time()
    for _ in range(positions):
        began = time.process_time()
        position, path = generate_with_path(game, Choices(source.randbytes(campaign.POSITION_BYTES)))
        stats.generation += time.process_time() - began
        stats.count(player.play(position, Choices(source.randbytes(campaign.ACTION_BYTES)), path))
    stats.cpu = time.process_time() - started
    stats.play, stats.comparison = player.timers.play, player.timers.comparison
    return stats


def served_cpu(implementation: Any) -> float:
    """The CPU time (user and system) the program behind a ProcessImplementation has used so far,
    read from /proc (Linux): the served side of a protocol campaign."""
    fields = Path(f"/proc/{implementation._process.popen.pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def protocol_run(game: str, positions: int, max_actions: int, served: tuple[str, ...] = SERVED,
                 reference: Any = None, profiler: cProfile.Profile | None = None) -> campaign.Stats:
    """The campaign with the implementation side the reference engine served over the process
    protocol (``served``: the program's command line), the reference side in-process (``reference``,
    default the engine): ``stats.cpu`` is the CPU time of both processes, the program started and
    its handshake answered before the clock starts. ``profiler``: this side's run under it."""
    spec = "exec:" + shlex.join(served)
    run = settings(game, positions, max_actions, False)
    run.implementation = spec
    implementation = campaign.load(spec, run)
    try:
        implementation.describe()
        started, sent = served_cpu(implementation), implementation._process.seq
        arguments = (run, reference if reference is not None else Implementation(), implementation)
        stats, findings = (profiler.runcall(campaign.run_with, *arguments) if profiler is not None
                           else campaign.run_with(*arguments))
        stats.cpu += served_cpu(implementation) - started
        stats.requests = implementation._process.seq - sent  # type: ignore[attr-defined]
    finally:
        implementation.close()
    assert not findings, findings
    return stats


def protocol_baseline_run(game: str, positions: int, max_actions: int) -> campaign.Stats:
    """The same protocol campaign with both sides replaying what they answered in a first run: the
    in-process side as baseline_run's, the served side as a program that replays its own answers
    (benchmarks/replay_serve.py). What the fuzzer and the protocol cost without the engines."""
    ours: list[Any] = []
    with tempfile.TemporaryDirectory() as scratch:
        script = str(Path(scratch) / "served.pickle")
        recorded = protocol_run(game, positions, max_actions, (*REPLAY_SERVE, "record", script),
                                Recording(Implementation(), ours))
        description = Implementation().describe()
        gc.collect()
        gc.freeze()  # the recordings live as long as the replay (see baseline_run)
        try:
            stats = protocol_run(game, positions, max_actions, (*REPLAY_SERVE, "replay", script),
                                 Replaying(ours, description))
        finally:
            gc.unfreeze()
    assert stats.examples == recorded.examples, "the replayed campaign differs from the recorded one"
    ours.clear()
    gc.collect()
    return stats


def rate(stats: campaign.Stats) -> float:
    return stats.examples / stats.cpu if stats.cpu else 0.0


def throughput_row(game: str, stats: campaign.Stats, baseline: campaign.Stats) -> str:
    per = max(stats.examples, 1)
    engines = 1 - baseline.cpu / stats.cpu if stats.cpu else 0.0
    return (f"| {game} | {rate(stats):.0f} | {stats.actions / stats.cpu:.0f} | "
            f"{stats.actions / max(stats.positions, 1):.1f} | {stats.cpu / per * 1e3:.2f} | "
            f"{getattr(stats, 'replays', 0)} | {rate(baseline):.0f} | {baseline.cpu / per * 1e3:.2f} | {engines:.0%} |")


def split_row(game: str, how: str, stats: campaign.Stats) -> str:
    per = max(stats.examples, 1)
    rest = stats.cpu - stats.generation - stats.play - stats.comparison
    return (f"| {game} | {how} | {rate(stats):.0f} | {stats.generation / per * 1e3:.2f} | "
            f"{stats.play / per * 1e3:.2f} | {stats.comparison / per * 1e3:.2f} | {rest / per * 1e3:.2f} |")


def summary(rates: dict[str, float], goal: int = GOAL) -> str:
    """Positions per second per core across the games: the slowest, the median, and the rate of a
    campaign that gives every game the same number of positions (the harmonic mean)."""
    slowest = min(rates, key=rates.__getitem__)
    mean = statistics.harmonic_mean(list(rates.values()))
    met = sum(r >= goal for r in rates.values())
    return (f"positions/s per core across {len(rates)} games: slowest {rates[slowest]:.0f} ({slowest}), "
            f"median {statistics.median(rates.values()):.0f}, all games alike {mean:.0f}; "
            f"goal {goal}: met by {met} of {len(rates)}")


def engines_budget(medians: dict[str, tuple[campaign.Stats, campaign.Stats]], goal: int = GOAL) -> str:
    """What the goal leaves the two engines at this hour, per game: the time per position the goal
    allows less what the fuzzer alone takes (its trivial baseline), beside what the engines take
    (the campaign less the baseline), and how much faster they would have to run. The machine's
    speed moves the baseline: an hour when it alone misses the goal, no engine meets it."""
    parts, factors, missed = [], [], 0
    for game, (stats, baseline) in medians.items():
        per = max(stats.examples, 1)
        fuzzer, engines = baseline.cpu / per, (stats.cpu - baseline.cpu) / per
        left = 1 / goal - fuzzer
        if left <= 0:
            parts.append(f"{game} none (the fuzzer alone takes {fuzzer * 1e3:.2f} ms)")
            missed += 1
            continue
        parts.append(f"{game} {left * 1e3:.2f} ms of {engines * 1e3:.2f}")
        factors.append(engines / left)
    line = f"goal {goal}: the fuzzer alone leaves the two engines, per position: " + "; ".join(parts)
    if factors and max(factors) > 1:
        line += f" (they would have to run up to {max(factors):.1f}x faster at this hour)"
    if missed:
        line += f"; no engine could meet the goal at this hour in {missed} game(s)"
    return line


#: where own time goes, by the file a function lives in (the first match wins); a built-in or
#: standard library function (JSON apart) counts for the area of the function that called it
AREAS = (
    ("hypothesis", ("/hypothesis/",)),
    ("generation (conformance/fuzz/positions, choices)", ("/conformance/fuzz/positions.py",
                                                          "/conformance/fuzz/choices.py")),
    ("comparison (conformance/checks/differential)", ("/conformance/checks/differential.py",)),
    ("copies of contract data (conformance/contract/data)", ("/conformance/contract/data.py",)),
    ("strict JSON (conformance/contract/strict_json)", ("/conformance/contract/strict_json.py",)),
    ("the protocol's server (conformance/connection/protocol/server, serve)",
     ("/conformance/connection/protocol/server.py", "/conformance/connection/serve.py")),
    ("the protocol's client (conformance/connection)", ("/conformance/connection/",)),
    ("schema checks (conformance/checks/schemas, jsonschema)", ("/conformance/checks/schemas.py", "/jsonschema")),
    ("fuzzer's loop (conformance/fuzz, the benchmark's timers)", ("/conformance/", "/benchmarks/")),
    ("reference engine: core", ("/reference_engine/core/", "/reference_engine/__init__.py")),
    ("reference engine: the game's modules", ("/reference_engine/",)),
    ("networkx", ("/networkx/",)),
    ("JSON", ("/json/", "_json")),
)



#: who may change the code a function lives in: the fuzzer's own files (strength/mutation.py's
#: NOT_IN_CORPUS, the benchmarks), the files the corpus fingerprint covers (a change to them means
#: playing the games' mutants again), the libraries (and the standard library)
OWN, FINGERPRINTED, LIBRARIES = ("the fuzzer's own files", "files the corpus fingerprint covers", "libraries")


def owner_of(filename: str) -> str | None:
    """Which of OWN, FINGERPRINTED, LIBRARIES the code in ``filename`` is; None for a built-in (its
    time goes to its callers)."""
    from strength.mutation import FINGERPRINTED as COVERED, NOT_IN_CORPUS

    filename = filename.replace("\\", "/")
    if filename == "~" or filename.startswith("<"):
        return None
    root = ROOT.as_posix() + "/"
    if not filename.startswith(root) or "-packages/" in filename:
        return LIBRARIES
    relative = filename[len(root):]
    if relative.startswith("benchmarks/") or any(relative == name or relative.startswith(name + "/")
                                                 for name in NOT_IN_CORPUS):
        return OWN
    return FINGERPRINTED if relative.split("/")[0] in COVERED else OWN


def profiled(game: str, positions: int, max_actions: int, protocol: bool) -> tuple[campaign.Stats, pstats.Stats]:
    """The campaign (in-process, or over the protocol: both processes' profiles merged) under cProfile."""
    profiler = cProfile.Profile(time.process_time)
    if not protocol:
        return profiler.runcall(plain_run, game, positions, max_actions), pstats.Stats(profiler)
    with tempfile.TemporaryDirectory() as scratch:
        stats = protocol_run(game, positions, max_actions, (*PROFILED_SERVE, scratch), profiler=profiler)
        figures = pstats.Stats(profiler)
        for served in Path(scratch).glob("serve-*.prof"):
            figures.add(str(served))
    return stats, figures


def remaining(label: str, goal: int, game: str, stats: campaign.Stats, baseline: campaign.Stats,
              figures: pstats.Stats, profiled_stats: campaign.Stats, top: int,
              in_process: campaign.Stats | None = None) -> None:
    """Why ``game`` misses ``goal`` (``stats``: its median run, ``baseline``: that run's trivial
    baseline), worked out from the figures: what the goal allows per position against what the
    fuzzer alone and the engines take, then the profile of the campaign by area and by who may
    change the code (own time; shares, since the profiler inflates every call), with the functions
    that take the most. ``in_process``: over the protocol, the in-process campaign's trivial baseline,
    which the protocol's own cost per request is worked out against."""
    per = max(stats.examples, 1)
    allowed, whole = 1 / goal, stats.cpu / per
    fuzzer, engines = baseline.cpu / per, (stats.cpu - baseline.cpu) / per
    print(f"\n{label}, {game}: {rate(stats):.0f} positions/s per core, goal {goal}: missed. The goal allows "
          f"{allowed * 1e3:.2f} ms per position; it takes {whole * 1e3:.2f}: the fuzzer alone "
          f"{fuzzer * 1e3:.2f} ms (its trivial baseline), the engines {engines * 1e3:.2f} ms.")
    if fuzzer >= allowed:
        print(f"Why: the fuzzer alone takes more than the goal allows ({fuzzer / allowed:.1f}x): even engines "
              "that cost nothing would miss it.")
    elif engines >= allowed:
        print(f"Why: the engines alone take more than the goal allows ({engines / allowed:.1f}x): no fuzzer "
              "could meet it with these engines.")
    else:
        print(f"Why: the goal leaves the engines {(allowed - fuzzer) * 1e3:.2f} ms once the fuzzer alone has "
              f"its share; they take {engines * 1e3:.2f} ms.")
    requests = getattr(baseline, "requests", 0)
    if in_process is not None and requests:
        protocol = baseline.cpu / per - in_process.cpu / max(in_process.examples, 1)
        print(f"The protocol alone: {requests / per:.1f} requests per position, {protocol * 1e3:.2f} ms per position "
              f"over the fuzzer alone in-process: {protocol / (requests / per) * 1e6:.0f} µs of CPU per request, "
              f"{protocol / allowed:.1f}x what the goal allows for a whole position.")
        trip = bare_round_trip()
        fewest = 1 + stats.actions / per  # create, then one request per action, pending and state carried
        print(f"The floor: a bare round trip through two pipes (an echo program, one short line each way, "
              f"measured now) takes {trip * 1e6:.0f} µs of CPU, both processes. {requests / per:.1f} of them take "
              f"{requests / per * trip * 1e3:.2f} ms per position ({requests / per * trip / allowed:.1f}x the "
              f"goal's {allowed * 1e3:.2f} ms) before any JSON, check or engine; the fewest a position could need, "
              f"create and one per action ({fewest:.1f}: every answer carrying the pending decision and the state), "
              f"take {fewest * trip * 1e3:.2f} ms ({fewest * trip / allowed:.1f}x). "
              + ("No protocol that answers each contract call in its own round trip can meet the goal on this "
                 "machine." if fewest * trip >= allowed else
                 "Only fewer requests per position could bring the goal within reach." if requests > fewest * 1.05 * per else
                 "The requests are already the fewest (every create and act carries the decision and the state): "
                 "the rest is the data each request carries, written and read as JSON on both sides, read "
                 "strictly, held to the protocol's and the game's schemas and copied, every one a promise of "
                 "the contract (the profile below)."))
    areas = by_area(figures)
    owners = charged_to_callers(figures, lambda function: owner_of(function[0]))
    total = sum(areas.values()) or 1.0
    scale = 1e3 / max(profiled_stats.examples, 1)
    print("\n" + "; ".join(f"{share / total:.0%} in {owner}" for owner, share in
                           sorted(owners.items(), key=lambda kv: -kv[1])) + " (own time under cProfile)\n")
    print("| area | ms per position under cProfile | share |\n|---|---|---|")
    for area, seconds in sorted(areas.items(), key=lambda kv: -kv[1]):
        print(f"| {area} | {seconds * scale:.2f} | {seconds / total:.0%} |")
    table = figures.stats  # type: ignore[attr-defined]
    for owner in (FINGERPRINTED, OWN):
        functions = sorted(((own, function) for function, (_cc, _nc, own, _cum, _callers) in table.items()
                            if owner_of(function[0]) == owner), reverse=True)[:top]
        print(f"\nthe functions with the most own time in {owner}:\n")
        for own, (filename, line, name) in functions:
            where = filename[len(ROOT.as_posix()) + 1:] if filename.startswith(ROOT.as_posix()) else filename
            print(f"  {own / total:5.1%}  {where}:{line} {name}")


#: the echo program bare_round_trip times: every line it reads, written back at once
ECHO = "import sys\nfor line in sys.stdin.buffer:\n    sys.stdout.buffer.write(line)\n    sys.stdout.buffer.flush()\n"


def bare_round_trip(trips: int = 3000) -> float:
    """CPU seconds of one round trip through two pipes between this process and a Python echo program
    (both processes' time): the floor under every request of the process protocol on this machine."""
    line = b'{"seq":1,"op":"pending","game":"g1"}\n'
    # the context closes both pipes and waits for the program, however the measurement ends
    with subprocess.Popen([sys.executable, "-c", ECHO], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          bufsize=0) as echo:
        try:
            for _ in range(100):  # started and warm
                echo.stdin.write(line)
                echo.stdout.readline()
            before = _cpu_of_self_and_children()
            for _ in range(trips):
                echo.stdin.write(line)
                echo.stdout.readline()
            echo.stdin.close()
            echo.wait()
            return (_cpu_of_self_and_children() - before) / trips
        finally:
            if echo.poll() is None:
                echo.kill()


def _cpu_of_self_and_children() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def area_of(filename: str) -> str | None:
    """The area of a function defined in ``filename``; None for a built-in or the standard library's
    own (the import machinery a function-level import runs, random bytes for hypothesis, ...)."""
    filename = filename.replace("\\", "/")
    if filename == "~" or filename.startswith("<") or (
            filename.startswith(STDLIB) and "/json/" not in filename and "-packages/" not in filename):
        return None
    return next((area for area, marks in AREAS if any(m in filename for m in marks)), "other libraries")


def by_area(stats: pstats.Stats) -> dict[str, float]:
    """Own time summed by area; a built-in's or the standard library's time goes to its callers'
    areas, in the share each caller spent in it."""
    return charged_to_callers(stats, lambda function: area_of(function[0]))


def profile(game: str, positions: int, max_actions: int, top: int) -> None:
    profiler = cProfile.Profile(time.process_time)
    stats = profiler.runcall(plain_run, game, positions, max_actions)
    figures = pstats.Stats(profiler)
    areas = by_area(figures)
    total = sum(areas.values()) or 1.0
    per = max(stats.examples, 1)
    print(f"\n{game}: own CPU time by area under cProfile (inflated by the profiler; shares are what count)\n")
    print("| area | ms per position | share |\n|---|---|---|")
    for area, seconds in sorted(areas.items(), key=lambda kv: -kv[1]):
        print(f"| {area} | {seconds / per * 1e3:.2f} | {seconds / total:.0%} |")
    figures.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--max-actions", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs per game, taken in turn; the median is shown (default 3)")
    parser.add_argument("--raw", action="store_true", help="also time the generator fed random bytes")
    parser.add_argument("--profile", action="store_true", help="profile each game by area")
    parser.add_argument("--top", type=int, default=20, help="functions listed per profile (default 20)")
    parser.add_argument("--protocol-positions", type=int, default=500,
                        help="positions per protocol run (default 500; 0: no protocol runs)")
    parser.add_argument("--one-core", action="store_true",
                        help="as `conformance fuzz --one-core`: this process, and the served engines it starts, "
                             "on one core")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.one_core:
        pin_to_one_core()
    print("`conformance fuzz` as it runs: CPU time, both sides in-process, one core"
          + (" (--one-core: this process and the served engines pinned to it)" if args.one_core else "")
          + (f"; the run of median rate of {args.repeat}, the games taken in turn" if args.repeat > 1 else "")
          + "\n")
    medians = measured(args.games, args.repeat, lambda game: plain_run(game, args.positions, args.max_actions),
                       lambda game: baseline_run(game, args.positions, args.max_actions),
                       lambda game: plain_run(game, 40, args.max_actions))  # warm-up: imports, templates
    print(f"\n{summary({game: rate(stats) for game, (stats, _) in medians.items()})}", flush=True)
    print(engines_budget(medians), flush=True)
    protocol: dict[str, tuple[campaign.Stats, campaign.Stats]] = {}
    if args.protocol_positions:
        print(f"\nthe same campaign against the reference engine served over the process protocol "
              f"(`conformance serve reference`): CPU time of both processes, {args.protocol_positions} positions; "
              "fuzzer alone: both sides replaying their answers, the served one as a program "
              "(benchmarks/replay_serve.py)\n")
        protocol = measured(args.games, args.repeat,
                            lambda game: protocol_run(game, args.protocol_positions, args.max_actions),
                            lambda game: protocol_baseline_run(game, args.protocol_positions, args.max_actions))
        print(f"\n{summary({game: rate(stats) for game, (stats, _) in protocol.items()}, PROTOCOL_GOAL)}",
              flush=True)
        print(engines_budget(protocol, PROTOCOL_GOAL), flush=True)
    print("\nCPU ms per position, every contract call timed\n")
    print("| game | bytes from | positions/s | generation | play | comparison | hypothesis and loop |")
    print("|---|---|---|---|---|---|---|")
    splits = {}
    for game in args.games:
        spent: dict[str, float] = defaultdict(float)
        gc.collect()
        stats = hypothesis_run(game, args.positions, args.max_actions, spent)
        splits[game] = (spent, max(stats.examples, 1))
        print(split_row(game, "hypothesis", stats), flush=True)
        if args.raw:
            print(split_row(game, "raw", raw_run(game, args.positions, args.max_actions, defaultdict(float))),
                  flush=True)
    print("\nplay split by contract call, both sides, CPU ms per position\n")
    print("| game | " + " | ".join(CALLS) + " |")
    print("|---|" + "---|" * len(CALLS))
    for game, (spent, per) in splits.items():
        print(f"| {game} | " + " | ".join(f"{spent[c] / per * 1e3:.2f}" for c in CALLS) + " |")
    for label, goal, figures, positions, over_protocol in (
            ("in-process", GOAL, medians, args.positions, False),
            ("over the process protocol", PROTOCOL_GOAL, protocol, args.protocol_positions, True)):
        missed = {game: run for game, run in figures.items() if rate(run[0]) < goal}
        if missed:  # the game furthest from the goal, profiled: what remains, and why
            game = min(missed, key=lambda name: rate(missed[name][0]))
            profiled_stats, profile_figures = profiled(game, positions, args.max_actions, over_protocol)
            remaining(label, goal, game, *missed[game], profile_figures, profiled_stats, args.top,
                      medians[game][1] if over_protocol else None)
    if args.profile:
        for game in args.games:
            profile(game, args.positions, args.max_actions, args.top)
    return 0


def measured(games: list[str], repeat: int, run: Any, baseline: Any, warm_up: Any = None
             ) -> dict[str, tuple[campaign.Stats, campaign.Stats]]:
    """Each game's runs and trivial baselines, ``repeat`` times, the games taken in turn (a slow minute
    of the machine falls on every game alike); the throughput table's rows; per game, the run of
    median rate with its baseline."""
    print("| game | positions/s | actions/s | actions per position | ms per position | replays "
          "| fuzzer alone: positions/s | ms per position | engines' share | positions/s of every run |")
    print("|---|---|---|---|---|---|---|---|---|---|", flush=True)
    runs: dict[str, list[tuple[campaign.Stats, campaign.Stats]]] = defaultdict(list)
    for turn in range(repeat):
        for game in games:
            if turn == 0 and warm_up is not None:
                warm_up(game)
            gc.collect()  # each run starts with no garbage of the one before to collect
            stats = run(game)
            runs[game].append((stats, baseline(game)))
    medians = {}
    for game in games:
        ordered = sorted(runs[game], key=lambda pair: rate(pair[0]))
        medians[game] = ordered[(len(ordered) - 1) // 2]  # the median (the lower one of an even count)
        every = ", ".join(f"{rate(s):.0f}" for s, _ in runs[game])
        print(throughput_row(game, *medians[game]) + f" {every} |", flush=True)
    return medians


if __name__ == "__main__":
    sys.exit(main())
