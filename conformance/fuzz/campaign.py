"""A fuzzing campaign: hypothesis draws, the player compares, the finding is shrunk.

One worker first plays its share of the corpus's own paths (``seed_round``:
each template as it is, its path followed to the end, then generated
actions), then runs rounds of generated positions (about ``ROUND_SECONDS``
long each, at most ``ROUND`` positions and ``ROUND_EXAMPLES`` hypothesis
examples, each a batch of positions), each round under its own hypothesis
seed derived from the campaign's seed, until the budget of positions or the
time is used up or a divergence is found (and shrunk: hypothesis replays
smaller byte strings until none smaller diverges; a corpus path's finding is
not shrunk). A position drawn again is not played again (``one_round``).
``--workers N`` runs N such workers in processes and merges their counts and
findings. Each worker reports how far it is after every round (``report``),
and the campaign shows the total on one progress bar with the time left
(``CampaignProgress``; plain lines when stderr is no terminal).
Hypothesis takes each position's bytes whole from its random generator
(``provider.py``), not one byte at a time.
"""

from __future__ import annotations

import fnmatch
import math
import multiprocessing
import queue as queue_module
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given
from hypothesis import seed as hypothesis_seed
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from conformance.compat.hypothesis import BACKEND
from conformance.corpus.expectations import expectations_for, normalise_spec
from conformance.fuzz import database
from conformance.fuzz.choices import Choices
from conformance.fuzz.play import (
    CHECKED_ACTION,
    COULD_NOT_PLAY,
    Divergence,
    Player,
    Transcript,
)
from conformance.fuzz.positions import corpus_seeds, generate_with_path
from conformance.runner.one_core import pin_to_one_core

#: bytes hypothesis draws for a position and for an action sequence: more than a generated
#: position or ten actions ever read (about 50-90 and 20-40), so that no decision, the dice
#: last of all, falls off the end and comes out as the simplest choice (zero bytes are what
#: shrinking aims at)
POSITION_BYTES = 128
ACTION_BYTES = 64
#: positions per hypothesis example, at least and at most: a batch shares hypothesis' own cost
#: per example, and shrinking a failing batch first drops the positions that did not diverge
#: (hypothesis holds an example to 8 KiB of choices: 40 positions of 192 bytes)
BATCH_MIN, BATCH = 20, 40
#: positions per example on average (hypothesis' lists of BATCH_MIN to BATCH)
BATCH_MEAN = 30
#: a round's first examples that bring no new position after the first round: hypothesis begins
#: with the simplest batch (all zero bytes) and a batch extended with zero bytes
SIMPLEST = 2
#: hypothesis examples per round at most: hypothesis starts copying parts of one example into
#: the next after its first 10 (it stops checking its health then), and a copied position is a
#: replay (see one_round), so a round draws 10 examples of new positions and ends
ROUND_EXAMPLES = 10
#: positions per round (one hypothesis run)
ROUND = 240
#: byte strings remembered as played (about 200 bytes each), after which the memory starts again
REMEMBERED = 100_000
#: after Ctrl-C, how long --workers processes get to hand back what they played
INTERRUPT_GRACE = 10.0
#: how long a round should take: the time budget and the progress line are looked at between rounds
ROUND_SECONDS = 1.0


#: the note of a state key the implementation does not report, counted per position where the
#: reference's value was not empty (compare.unreported_keys)
NOT_COMPARED = "not compared (the implementation does not report it): state key"
#: the note of a divergence left out because --clause does not select its clauses
OUTSIDE_CLAUSE = "outside --clause"
#: how the --against side failed (play.Outcome kinds), as against refusing or not modelling a position
FAILURES = ("error", "exhausted")
#: how a transcript stopped because the --against side failed
AGAINST_FAILED = tuple(f"the reference answered {kind}" for kind in FAILURES) + tuple(
    f"the reference's {call}() answered {kind}" for call in ("pending", "state") for kind in FAILURES)


@dataclass
class Settings:
    game: str
    implementation: str
    against: str = "reference"
    clauses: tuple[str, ...] = ()
    seed: int = 0
    max_examples: int | None = 1000
    time_budget: float | None = None
    workers: int = 1
    max_actions: int = 10
    shrink: bool = True
    request_timeout: float = 5.0
    restart_budget: int = 3
    expectations: tuple[str, ...] = ()
    progress: bool = True
    cpu_clock: bool = False  # split CPU time, not wall time, into generation, play and comparison
    seeds: bool = True  # play the corpus's own paths first (positions.corpus_seeds)
    scheduler: str | None = None  # a Dask scheduler's address: the workers run there (cluster.py)
    database: str | None = None  # an example database's folder: findings shared (database.py)
    one_core: bool = False  # each worker and what it starts on one core (conformance.runner.one_core)


@dataclass
class Stats:
    examples: int = 0  # generated positions (distinct byte strings), shrinking not included
    shrink_plays: int = 0  # positions played again while shrinking a divergence (counted nowhere else)
    replays: int = 0  # byte strings hypothesis drew again, not played again (see one_round)
    corpus: int = 0  # of the examples, the corpus's own positions and paths, played first (seed_round)
    not_played_on: int = 0  # positions stopped because a side was no longer called (restart budget used up)
    positions: int = 0  # positions both sides were asked to play
    rejected: int = 0  # positions the reference itself refused (not valid)
    reference_faults: int = 0  # positions whose create the reference answered otherwise: error, unsupported
    checked: int = 0  # positions compared on both sides: a divergence, or something compared before any stop
    acted: int = 0  # of those, positions where an action was played and compared on both sides
    against_failures: int = 0  # positions the --against side failed on (an error or no longer called), not refused
    actions: int = 0
    unsupported: int = 0  # sequences the implementation stopped as unsupported
    ignored: int = 0  # divergences in clauses the implementation does not declare
    outside: int = 0  # divergences left out by --clause (status "ignored", note OUTSIDE_CLAUSE)
    expected: int = 0  # divergences its expectations file lists
    interrupted: int = 0  # workers stopped by Ctrl-C (KeyboardInterrupt): the counts are what they played
    elapsed: float = 0.0
    cpu: float = 0.0  # the process's CPU time
    generation: float = 0.0
    play: float = 0.0
    comparison: float = 0.0
    notes: dict[str, int] = field(default_factory=dict)

    def merge(self, other: "Stats") -> None:
        for key, value in asdict(other).items():
            if key == "notes":
                for note, count in value.items():
                    self.notes[note] = self.notes.get(note, 0) + count
            elif key == "elapsed":
                self.elapsed = max(self.elapsed, value)
            else:
                setattr(self, key, getattr(self, key) + value)

    def count(self, transcript: Transcript | None, reference_create: str = "refused") -> None:
        """Count one position played; ``reference_create``: how the reference answered create
        when ``transcript`` is None (refused: not a valid position; anything else: a fault)."""
        self.examples += 1
        if transcript is None:
            if reference_create == "refused":
                self.rejected += 1
            else:
                self.reference_faults += 1
                if reference_create in FAILURES:
                    self.against_failures += 1
                # a generated position the reference does not model is no fault of the reference's
                key = ("position not modelled by the reference (unsupported on create)"
                       if reference_create == "unsupported" else f"reference fault on create: {reference_create}")
                self.notes[key] = self.notes.get(key, 0) + 1
            return
        self.positions += 1
        self.actions += len(transcript.steps)
        if any("unsupported_actions" in record for record in (transcript.initial, *transcript.steps)):
            note = "legal actions it leaves out as not modelled (answered unsupported): not played"
            self.notes[note] = self.notes.get(note, 0) + 1
        if transcript.cut_off:  # a deviation further on is out of reach: raise --max-actions
            note = "cut off at --max-actions with a decision still pending"
            self.notes[note] = self.notes.get(note, 0) + 1
        for key in transcript.not_compared:  # what a campaign did not check is said out loud
            note = f"{NOT_COMPARED}: {key}"
            self.notes[note] = self.notes.get(note, 0) + 1
        if transcript.stopped.startswith("unsupported"):
            self.unsupported += 1
        elif transcript.stopped.startswith("the reference"):  # nothing to compare beyond: said out loud
            note = "stopped early: the reference engine could not go on (a die not scripted, an error)"
            self.notes[note] = self.notes.get(note, 0) + 1
        elif transcript.stopped.startswith(COULD_NOT_PLAY):  # said out loud: these were not played
            self.not_played_on += 1
            note = "not played on: the implementation's restart budget is used up"
            self.notes[note] = self.notes.get(note, 0) + 1
        if compared(transcript):
            self.checked += 1
        if CHECKED_ACTION in transcript.checked:
            self.acted += 1
        if transcript.stopped.startswith(AGAINST_FAILED):
            self.against_failures += 1
        divergence = transcript.divergence
        if divergence is not None and divergence.status in ("ignored", "expected"):
            counter = "outside" if divergence.note == OUTSIDE_CLAUSE else divergence.status
            setattr(self, counter, getattr(self, counter) + 1)
            if counter == "outside":
                key = f"{OUTSIDE_CLAUSE}: {divergence.what} {' '.join(divergence.clauses)}".strip()
            else:
                key = f"{divergence.status}: {divergence.what} {' '.join(divergence.clauses)} {divergence.note}".strip()
            self.notes[key] = self.notes.get(key, 0) + 1


def compared(transcript: Transcript) -> bool:
    """Whether something the rules decide was compared on both sides on this sequence: it diverged
    (a divergence reported), or, before it stopped or met a difference left aside (undeclared,
    expected), an action's outcome, a pending decision with legal actions both sides list or a
    state key both report but ``dice_rolled`` was found the same (``Transcript.checked``). No
    decision pending and ``dice_rolled`` alone check nothing: an implementation that reports no
    more than that, on positions where the reference has nothing pending, is not compared there."""
    divergence = transcript.divergence
    if divergence is not None and divergence.status == "divergence":
        return True
    return bool(transcript.checked)


class CountingReference:
    """The reference with how it answered the last create (``last``: ok, refused, error,
    unsupported...), so that a position it refused and one it failed on are told apart."""

    def __init__(self, reference: Any) -> None:
        self.reference = reference
        self.last = "ok"

    def create(self, position: Any) -> Any:
        from conformance.fuzz.play import failed

        try:
            game = self.reference.create(position)
        except Exception as exc:
            self.last = failed(exc).kind
            raise
        self.last = "ok"
        return game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.reference, name)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a round, with the round's finding so far (the smallest divergence seen, not
    fully shrunk), if any."""

    def __init__(self, found: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.found = found


class Found(Exception):
    def __init__(self, transcript: Transcript, data: bytes = b"") -> None:
        super().__init__(transcript.divergence.summary() if transcript.divergence else "divergence")
        self.transcript = transcript
        self.data = data  # the position's bytes, then its actions'


def declared_clauses(implementation: Any, game: str) -> str | set[str]:
    """"all" or the clauses of ``game`` the implementation's handshake declares. CouldNotRun when it
    does not declare the game or names clauses the game's catalog does not have (as ``conformance
    run`` refuses such a handshake); NothingToCheck when it declares none of the game's clauses:
    every divergence would be left aside as undeclared, and such a campaign would pass."""
    from conformance.checks.reference_check import declared_clauses as declared_by_game
    from conformance.connection.handshake import handshake_problems
    from conformance.corpus.catalog import load_all

    description = implementation.describe()
    declared = declared_by_game(description)
    if game not in declared:
        raise CouldNotRun(f"the implementation does not declare the game {game!r} "
                         f"(it declares {', '.join(sorted(declared)) or 'none'})")
    problems = handshake_problems({"games": {game: description["games"][game]}}, load_all())
    if problems:
        raise CouldNotRun("the implementation's handshake names what the catalogs do not have: "
                          + "; ".join(problems))
    if not declared[game]:
        raise NothingToCheck(f"the implementation declares no clause of {game} (its handshake's \"clauses\" "
                             "is empty): every divergence would be left aside as undeclared. Declare the "
                             "clauses it implements, or \"all\"")
    return declared[game]


#: the note of a divergence no clause could be attributed to, left aside for a partial implementation
UNATTRIBUTED = "no clause to attribute it to, and the implementation declares only some clauses"


def followed_readings(implementation: Any, game: str) -> dict[str, str]:
    """The readings of ``game``'s errata the implementation's handshake says it follows: the campaign
    plays every position under them, the reference too."""
    entry = (implementation.describe().get("games") or {}).get(game)
    readings = entry.get("readings") if isinstance(entry, dict) else None
    return dict(readings) if isinstance(readings, dict) else {}


def make_judge(settings: Settings, declared: str | set[str]):
    entries = expectations_for(settings.implementation, settings.expectations)

    def judge(divergence: Divergence, transcript: Transcript) -> None:
        clauses = divergence.clauses
        if declared != "all" and not clauses:  # not silently a failure of a clause it declares
            divergence.status, divergence.note = "ignored", UNATTRIBUTED
        elif declared != "all" and not set(clauses) & declared:
            divergence.status, divergence.note = "ignored", "not a declared clause"
        elif settings.clauses and not any(fnmatch.fnmatchcase(c, p) for c in clauses for p in settings.clauses):
            divergence.status, divergence.note = "ignored", OUTSIDE_CLAUSE
        else:
            unsupported = answered_unsupported(divergence)
            # an "unsupported" entry excuses "not modelled" answers only, as in conformance run
            entry = next((e for e in entries if e.covers(settings.game, clauses)
                          and (e.status != "unsupported" or unsupported)), None) if clauses else None
            if entry is not None:
                divergence.status, divergence.note = "expected", f"{entry.source}: {entry.reason}"

    return judge


def answered_unsupported(divergence: Divergence) -> bool:
    """Whether the implementation's side of ``divergence`` is an ``unsupported`` answer."""
    side = divergence.implementation
    return isinstance(side, dict) and side.get("outcome") == "unsupported"


def load(spec: str, settings: Settings) -> Any:
    """An implementation as ``conformance run`` loads it: an outside one (python: or exec:) with the
    runner's deadlines and fault handling. The built-in reference engine is trusted and runs on
    this thread: the deadline's worker thread costs a thread switch per call, which outweighs
    the engine's own work."""
    from conformance.connection.specs import load_implementation

    return load_implementation(spec, guard=not is_reference(spec), timeout=settings.request_timeout,
                               restart_budget=settings.restart_budget)


def is_reference(spec: str) -> bool:
    return normalise_spec(spec) == "reference"


def load_against(settings: Settings) -> Any:
    """The side the implementation is compared with. The built-in reference against an in-process
    (``python:``) implementation is the engine as shipped (conformance.checks.reference_check.shipped_reference):
    an implementation that patches the ``reference_engine`` modules does not patch it."""
    if is_reference(settings.against) and not is_reference(settings.implementation) \
            and not settings.implementation.strip().startswith("exec:"):
        from conformance.checks.reference_check import shipped_reference

        return shipped_reference()
    return load(settings.against, settings)


def round_seed(settings: Settings, worker: int, index: int) -> int:
    return (settings.seed * 1_000_003 + worker * 10_007 + index) % (2**32)


class CouldNotRun(Exception):
    """The campaign cannot run (e.g. the implementation does not declare the game): an ordinary
    exception, not SystemExit, so that a worker process hands it back to the pool (a SystemExit
    there kills the worker and the pool waits forever) and ``conformance fuzz`` exits 2."""


class NothingToCheck(CouldNotRun):
    """The campaign could run but would check nothing (e.g. the implementation declares no clause
    of the game): ``conformance fuzz`` exits 4, as ``conformance run`` does when nothing is played."""


def run_worker(settings: Settings, worker: int = 0) -> tuple[Stats, list[dict[str, Any]]]:
    """One worker's campaign: its counts and its (shrunk) findings as transcript data.
    A SystemExit raised within (by ``declared_clauses``, or an implementation calling
    sys.exit) becomes CouldNotRun, carrying its message."""
    try:
        return _run_worker(settings, worker)
    except SystemExit as exc:
        message = exc.code if isinstance(exc.code, str) else f"SystemExit({exc.code!r}) raised in the campaign"
        raise CouldNotRun(message) from None


def _run_worker(settings: Settings, worker: int) -> tuple[Stats, list[dict[str, Any]]]:
    if settings.one_core:
        pin_to_one_core(worker if settings.workers > 1 else None)
    reference = load_against(settings)
    implementation = load(settings.implementation, settings)
    try:
        return run_with(settings, reference, implementation, worker)
    finally:
        for side in (implementation, reference):
            close = getattr(side, "close", None)
            if callable(close):
                close()


def run_with(settings: Settings, reference: Any, implementation: Any,
             worker: int = 0) -> tuple[Stats, list[dict[str, Any]]]:
    """A worker's campaign between two implementations already loaded (the caller closes them)."""
    player = Player(settings.game, CountingReference(reference), implementation, max_actions=settings.max_actions,
                    judge=make_judge(settings, declared_clauses(implementation, settings.game)),
                    # the reference engine's answers fit its schemas (tests/checks/test_game_schemas_fit_the_engine.py)
                    check_schemas=not is_reference(settings.implementation),
                    readings=followed_readings(implementation, settings.game))
    if settings.cpu_clock:
        player.timers.clock = time.process_time
    return _rounds(settings, worker, player)


def _rounds(settings: Settings, worker: int, player: Player) -> tuple[Stats, list[dict[str, Any]]]:
    stats = Stats()
    started, cpu_started = time.perf_counter(), time.process_time()
    budget = settings.max_examples if settings.max_examples is not None else None
    if budget is not None and settings.workers > 1:  # the budget is the campaign's, shared out
        budget = budget // settings.workers + (1 if worker < budget % settings.workers else 0)
    findings: list[dict[str, Any]] = []
    try:
        _play_rounds(settings, worker, player, stats, budget, started, findings)
    except KeyboardInterrupt as interrupt:  # Ctrl-C: what was played so far is the campaign's result
        stats.interrupted += 1
        found = getattr(interrupt, "found", None)
        if found is not None:
            findings.append(found)
    stats.elapsed = time.perf_counter() - started
    stats.cpu = time.process_time() - cpu_started
    stats.play, stats.comparison = player.timers.play, player.timers.comparison
    return stats, findings


def _play_rounds(settings: Settings, worker: int, player: Player, stats: Stats, budget: int | None,
                 started: float, findings: list[dict[str, Any]]) -> None:
    done, index = 0, 0
    rate = 0.0  # positions per second, measured on the last round
    remembered: set[bytes] = set()  # the byte strings played without a divergence (see one_round)
    tried: set[bytes] = set()  # the example database's entries replayed (database.replay_known)
    known = database.replay_known(settings, worker, player, stats, tried) if settings.database else None
    if known is not None:  # found before: the campaign ends at its first finding
        findings.append(known)
        return
    if settings.seeds:
        found, done = seed_round(settings, worker, player, stats, budget, started)
        if settings.progress:
            report(worker, done, stats, found is not None)
        if found is not None:
            findings.append(found)
            budget = done  # the campaign ends at its first finding
    while True:
        if budget is not None and done >= budget:
            break
        if settings.database and not findings:
            known = database.replay_known(settings, worker, player, stats, tried)
            if known is not None:
                findings.append(known)
                break
        if settings.time_budget is not None and time.perf_counter() - started >= settings.time_budget:
            break
        if settings.time_budget is None:  # a fixed schedule: the same seed plays the same examples
            size = min(ROUND, 20 * 2**index, budget - done)
        else:  # rounds sized to the measured speed, so that the time budget is kept
            size = min(ROUND, max(5, int(ROUND_SECONDS * rate))) if rate else 20
            left = settings.time_budget - (time.perf_counter() - started)
            size = max(1, min(size, int(left * rate))) if rate else size
            if budget is not None:
                size = min(size, budget - done)
        began, before = time.perf_counter(), stats.examples
        deadline = None if settings.time_budget is None else started + settings.time_budget
        found, _ = one_round(settings, player, stats, round_seed(settings, worker, index), size, remembered,
                             deadline)
        played = stats.examples - before
        rate = played / max(time.perf_counter() - began, 1e-6)
        done += max(played, 1)
        index += 1
        stats.elapsed = time.perf_counter() - started
        if settings.progress:
            report(worker, done, stats, found is not None)
        if found is not None:
            findings.append(found)
            break


def seed_round(settings: Settings, worker: int, player: Player, stats: Stats, budget: int | None,
               started: float) -> tuple[dict[str, Any] | None, int]:
    """The corpus's own paths first (``positions.corpus_seeds``, this worker's share), each
    followed to its end and then left for generated actions: the finding (a corpus path and
    what came after it, not shrunk) and the positions played."""
    seeds = corpus_seeds(settings.game, settings.seed)[worker::max(1, settings.workers)]
    source = random.Random(round_seed(settings, worker, -1))
    done = 0
    said = time.perf_counter()
    for seed_data in seeds:
        if (budget is not None and done >= budget) or (
                settings.time_budget is not None and time.perf_counter() - started >= settings.time_budget):
            break
        if settings.progress and time.perf_counter() - said >= ROUND_SECONDS:
            said = time.perf_counter()
            report(worker, done, stats, False)
        done += 1
        stats.corpus += 1
        began = player.timers.clock()
        position, path = generate_with_path(settings.game, Choices(seed_data))
        stats.generation += player.timers.clock() - began
        actions = bytes([255]) + source.randbytes(ACTION_BYTES)
        transcript = player.play(position, Choices(actions), path)
        stats.count(transcript, getattr(getattr(player, "reference", None), "last", "refused"))
        if transcript is not None and transcript.divergence is not None \
                and transcript.divergence.status == "divergence":
            data = finding(transcript, settings, -1)
            data["note"] = "a corpus path and what followed it: not shrunk"
            database.save(settings, seed_data, actions)
            return data, done
    return None, done


def one_round(settings: Settings, player: Player, stats: Stats, seed: int, size: int,
              remembered: set[bytes] | None = None,
              deadline: float | None = None) -> tuple[dict[str, Any] | None, int]:
    """About ``size`` positions, in hypothesis examples of a batch of positions each: the finding
    (shrunk) if one diverged, and the number of examples hypothesis ran.

    Hypothesis draws many a byte string again (each round begins with the simplest batch, all
    zero bytes; a new example often copies a position from another): such a replay, of bytes
    ``remembered`` holds (the same position, the same actions: play is deterministic), is counted
    in ``stats.replays`` and not played again -- it did not diverge the first time. A byte
    string that diverged is never kept there, so shrinking always sees it fail again.

    ``deadline`` (a ``time.perf_counter()`` value: the end of a --time budget) is looked at before
    every position: once it has passed, no position is played, the round ends with what was
    played, and a shrink under way stops with the smallest divergence seen so far."""
    remembered = set() if remembered is None else remembered
    seen: list[Transcript] = []
    phases = (Phase.generate, Phase.shrink) if settings.shrink else (Phase.generate,)
    quota = [size]  # positions left in this round: the last example stops at the round's size
    examples = [0]
    out_of_time = [False]
    clock = player.timers.clock
    examples_at_most = min(ROUND_EXAMPLES, SIMPLEST + math.ceil(size / BATCH_MEAN))

    @hypothesis_settings(max_examples=examples_at_most, database=None, deadline=None, derandomize=False,
                         phases=phases, suppress_health_check=list(HealthCheck), report_multiple_bugs=False,
                         verbosity=Verbosity.quiet, backend=BACKEND)
    @hypothesis_seed(seed)
    @given(st.lists(st.binary(min_size=POSITION_BYTES + ACTION_BYTES, max_size=POSITION_BYTES + ACTION_BYTES),
                    min_size=BATCH_MIN, max_size=BATCH))
    def example(batch_bytes: list[bytes]) -> None:
        examples[0] += 1
        for data in batch_bytes:  # one draw per position: the position's bytes, then its actions'
            position_bytes, action_bytes = data[:POSITION_BYTES], data[POSITION_BYTES:]
            if deadline is not None and time.perf_counter() >= deadline:
                out_of_time[0] = True
                return
            if quota[0] <= 0 and not seen:
                return
            if data in remembered:
                if not seen:
                    stats.replays += 1
                continue
            quota[0] -= 1
            began = clock()
            position, path = generate_with_path(settings.game, Choices(position_bytes))
            stats.generation += clock() - began
            transcript = player.play(position, Choices(action_bytes), path)
            if seen:  # shrinking: a smaller variant of the divergence, not a generated position
                stats.shrink_plays += 1
            else:
                stats.count(transcript, getattr(getattr(player, "reference", None), "last", "refused"))
            if transcript is not None and transcript.divergence is not None \
                    and transcript.divergence.status == "divergence":
                seen.append(transcript)
                raise Found(transcript, data)
            if len(remembered) >= REMEMBERED:
                remembered.clear()
            remembered.add(data)

    # no database, so no key to find it by: hypothesis would otherwise hash the test's source for one,
    # tokenizing it anew every round (about 9 ms, as long as a round's hypothesis work)
    example._hypothesis_internal_database_key = None
    try:
        example()
    except Found as found:
        database.save(settings, found.data[:POSITION_BYTES], found.data[POSITION_BYTES:])
        shrunk = fewer_steps(player, found.transcript, stats) if settings.shrink else found.transcript
        return finding(shrunk, settings, seed), examples[0]
    except KeyboardInterrupt:
        if seen:
            data = finding(min(seen, key=_size), settings, seed)
            data["note"] = "not fully shrunk: interrupted"
            raise Interrupted(data) from None
        raise
    except Exception as exc:  # noqa: BLE001 - hypothesis gave up shrinking (e.g. a flaky implementation)
        if seen:
            data = finding(min(seen, key=_size), settings, seed)
            data["note"] = ("not fully shrunk: the --time budget ran out" if out_of_time[0]
                            else f"not fully shrunk: {type(exc).__name__}: {exc}")
            return data, examples[0]
        raise
    return None, examples[0]


def fewer_steps(player: Player, transcript: Transcript, stats: Stats) -> Transcript:
    """``transcript`` with every action before the divergent one left out that the divergence does
    not need: each is dropped in turn, last first, where the rest, replayed as they are, still end
    in a divergence of the same kind at their last action. Hypothesis shrinks the bytes every choice
    is drawn from, and can stop where dropping a step would change the choices after it (a corpus
    path followed, then left: a step of it dropped moves every action after it); this pass drops
    steps themselves."""
    divergence = transcript.divergence
    if divergence is None or divergence.step < 2:
        return transcript
    actions = [[record["player"], record["action"]] for record in transcript.steps[:divergence.step]]
    best = transcript
    for index in reversed(range(len(actions) - 1)):
        candidate = actions[:index] + actions[index + 1:]
        replayed = player.replay(transcript.position, candidate)
        stats.shrink_plays += 1
        found = replayed.divergence if replayed is not None else None
        if (found is not None and found.status == "divergence" and found.step == len(candidate)
                and found.what == divergence.what):
            actions, best = candidate, replayed
    return best


def _size(transcript: Transcript) -> tuple[int, int]:
    return len(transcript.steps), len(str(transcript.position))


def finding(transcript: Transcript, settings: Settings, seed: int) -> dict[str, Any]:
    return {**transcript.as_data(), "implementation": settings.implementation, "against": settings.against,
            "seed": settings.seed, "round_seed": seed}


#: how a worker says how far it is (``report``): set by ``run`` in this process, or by ``_reporting_to``
#: in a worker process of --workers; None: nobody listens
_reporter: Callable[[tuple[int, int, int, int, int]], None] | None = None


def report(worker: int, done: int, stats: Stats, found: bool) -> None:
    """Tell the campaign's progress how far ``worker`` is: the examples of its budget done, the
    positions and actions compared, whether it found a divergence."""
    if _reporter is not None:
        _reporter((worker, done, stats.positions, stats.actions, int(found)))


def _reporting_to(queue: Any) -> None:
    """A --workers process's initializer: its reports go to the campaign's process through ``queue``."""
    global _reporter
    _reporter = queue.put


class CampaignProgress:
    """The campaign's progress on the console (conformance.reports.console.Progress): every worker's
    examples done against the budget (or the time budget's seconds), and the positions and
    actions compared and divergences found so far, added up."""

    def __init__(self, settings: Settings) -> None:
        from conformance.reports.console import Progress

        self.settings = settings
        self.workers: dict[int, tuple[int, int, int, int, int]] = {}
        self.started = time.monotonic()
        self.progress = Progress("fuzz", total=settings.max_examples, unit="positions", every=10.0)

    def __call__(self, entry: tuple[int, int, int, int, int]) -> None:
        self.workers[entry[0]] = entry
        done, positions, actions, found = (sum(e[i] for e in self.workers.values()) for i in range(1, 5))
        note = f"{positions} compared, {actions} actions" + (f", {found} divergence(s)" if found else "")
        if self.settings.time_budget is not None:
            left = max(self.settings.time_budget - (time.monotonic() - self.started), 0.0)
            note += f", {left:.0f} s of the time budget left"
        self.progress.update(done, note)

    def close(self) -> None:
        self.progress.close()


def run(settings: Settings) -> tuple[Stats, list[dict[str, Any]]]:
    """The whole campaign: one worker here, ``settings.workers`` processes, or tasks on the Dask
    cluster at ``settings.scheduler`` (cluster.py), merged; with ``settings.progress``, its
    progress on stderr (a bar on a terminal, a line every 10 s elsewhere)."""
    if settings.scheduler:
        from conformance.fuzz import cluster

        return cluster.run(settings)
    global _reporter
    progress = CampaignProgress(settings) if settings.progress else None
    _reporter = progress
    try:
        if settings.workers <= 1:
            return run_worker(settings, 0)
        return _run_pool(settings, progress)
    finally:
        _reporter = None
        if progress is not None:
            progress.close()


def _run_pool(settings: Settings, progress: CampaignProgress | None) -> tuple[Stats, list[dict[str, Any]]]:
    context = multiprocessing.get_context("spawn")
    queue = context.Queue() if progress is not None else None
    interrupted = False

    def drain() -> None:
        while queue is not None and progress is not None:
            try:
                progress(queue.get_nowait())
            except (queue_module.Empty, OSError, ValueError):
                return

    with context.Pool(settings.workers, initializer=_reporting_to if queue is not None else None,
                      initargs=(queue,) if queue is not None else ()) as pool:
        pending = pool.starmap_async(run_worker, [(settings, w) for w in range(settings.workers)])
        try:
            while not pending.ready():
                pending.wait(0.5)
                drain()
            results = pending.get()
        except KeyboardInterrupt:  # Ctrl-C reaches the workers too (one process group): each returns its counts
            interrupted = True
            try:
                results = pending.get(timeout=INTERRUPT_GRACE)
            except (KeyboardInterrupt, multiprocessing.TimeoutError):
                results = []  # a worker did not stop in time: its counts are lost
        drain()
    total, findings = merged(results)
    if interrupted:
        total.interrupted = max(1, total.interrupted)
    return total, findings


def merged(results: list[tuple[Stats, list[dict[str, Any]]]]) -> tuple[Stats, list[dict[str, Any]]]:
    """The workers' counts added up and every worker's findings, the smallest first, each once
    (two workers shrinking to the same position and actions find the same divergence), whether
    the campaign ran to its end or was interrupted."""
    from conformance.fuzz.scenario import scenario_id

    total, findings, seen = Stats(), [], set()
    for stats, found in results:
        total.merge(stats)
        for data in found:
            key = (scenario_id(data), data["divergence"]["summary"])
            if key not in seen:
                seen.add(key)
                findings.append(data)
    findings.sort(key=lambda f: (len(f["steps"]), len(str(f["position"]))))
    return total, findings
