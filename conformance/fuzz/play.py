"""The differential player: one position, one action sequence, two implementations.

The reference (``against``) chooses: the first actions may follow the path a
corpus scenario took from the position's template (``Path``); the others are
its own legal actions, or now and then a near miss that it should refuse (a
count one too many, a space one step too far, the wrong player). Both
implementations play
the same sequence through the contract; after creating the game and after
every action the player compares the outcome (accepted or refused, and the
rule cited), the events, the pending decision with its set of legal actions
and the normalised state, and stops at the first difference.
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from conformance.checks.actions import is_listed
from conformance.checks.differential import (
    action_key,
    difference,
    left_out_only,
    reported_differences,
    same_decision,
    same_events,
)
from conformance.checks.field_clauses import field_clauses
from conformance.checks.schemas import ANSWER_KEYS, answer_problem
from conformance.connection.process import BudgetUsedUp
from conformance.connection.protocol import data_problem
from conformance.contract import (
    Refusal,
    UnscriptedDie,
    Unsupported,
    is_contract_refusal,
)
from conformance.contract.data import Frozen, copied
from conformance.fuzz.choices import Choices

#: percentage of steps that try a near miss instead of a legal action
NEAR_MISS_PERCENT = 12
NEAR_MISSES = ("wrong player", "one too many", "one step too far")
#: a player no decision waits for: acting as him makes the reference cite the decision's clause
NOBODY = "nobody"
#: the key of a record that holds the clause of the decision pending (when the reference names it)
DECISION_CLAUSE = "decision_clause"
#: why a transcript stopped when a side was no longer called (its restart budget used up)
COULD_NOT_PLAY = "could not play"
#: the keys that name a piece's owner in the games' positions
OWNER_KEYS = ("faction", "side", "power")
#: what a transcript may have compared on both sides and found the same (Transcript.checked): an
#: action's outcome and events; a pending decision with legal actions both sides list; a state key
#: both sides report but ``dice_rolled`` (no pending decision and ``dice_rolled`` alone check nothing)
CHECKED_ACTION, CHECKED_DECISION, CHECKED_STATE = "action", "decision", "state"


@dataclass(slots=True)
class Outcome:
    """What one call through the contract gave: a value, a refusal, unsupported, or a fault."""

    kind: str  # "ok" | "refused" | "unsupported" | "error" | "unscripted die" | "exhausted"
    value: Any = None

    def as_data(self) -> dict[str, Any]:
        if self.kind == "ok":
            return {"outcome": "accepted", "events": self.value}
        if self.kind == "refused":
            return {"outcome": "refused", "rule": self.value}
        return {"outcome": self.kind, "reason": self.value}


def call(function: Callable[..., Any], *args: Any) -> Outcome:
    try:
        return Outcome("ok", function(*args))
    except Exception as exc:  # noqa: BLE001 - any fault of an implementation is a finding
        return failed(exc)


def failed(exc: Exception) -> Outcome:
    """The outcome of a call that raised ``exc``."""
    if isinstance(exc, Refusal):
        return Outcome("refused", exc.rule)
    if isinstance(exc, Unsupported):
        return Outcome("unsupported", exc.reason)
    if exhausted(exc):  # not called at all: no answer of the implementation's, nothing to compare
        return Outcome("exhausted", str(exc))
    if isinstance(exc, UnscriptedDie):  # a die beyond the script: a deviation, never a limit (contract 2.0)
        return Outcome("unscripted die", f"no scripted die left after {exc.rolled} roll(s) {exc.message}".strip())
    return Outcome("error", f"{type(exc).__name__}: {exc}")


def exhausted(exc: Exception) -> bool:
    """Whether ``exc`` says the implementation was not called because its restart budget is used
    up (conformance/connection/process.py; in process, conformance/connection/inprocess.py) -- an artifact of the
    campaign's earlier faults (while shrinking, say), not this sequence's."""
    return isinstance(exc, BudgetUsedUp)


@dataclass
class Divergence:
    step: int  # 0: the position itself; n: the n-th action
    what: str  # "create" | "outcome" | "events" | "pending" | "state" | "error"
    reference: Any
    implementation: Any
    clauses: list[str] = field(default_factory=list)
    status: str = "divergence"  # or "ignored" (undeclared clause), "expected" (expectations file)
    note: str = ""

    def summary(self) -> str:
        where = "the position" if self.step == 0 else f"action {self.step}"
        side = self.implementation
        if isinstance(side, dict) and set(side) == {"answer", "schemas"}:  # Player._misfit
            return f"{self.what} after {where} does not fit the game's schemas: {side['schemas']}"
        return f"{self.what} differs after {where}: {difference(self.reference, self.implementation)}"

    def as_data(self) -> dict[str, Any]:
        return {"step": self.step, "what": self.what, "reference": self.reference,
                "implementation": self.implementation, "clauses": self.clauses, "status": self.status,
                "note": self.note, "summary": self.summary()}


@dataclass
class Transcript:
    """Everything the reference said, step by step: the raw material of a scenario."""

    game: str
    position: dict[str, Any]
    initial: dict[str, Any] = field(default_factory=dict)  # pending and state after create
    steps: list[dict[str, Any]] = field(default_factory=list)
    divergence: Divergence | None = None
    stopped: str = ""  # why play stopped early without a divergence
    dice_rolled: int | None = None  # scripted dice the reference had rolled when play stopped
    #: state keys the implementation left out where the reference's value was not empty: not compared
    not_compared: set[str] = field(default_factory=set)
    cut_off: bool = False  # play ended at max_actions with a decision still pending
    #: what was compared on both sides and found the same (CHECKED_ACTION, CHECKED_DECISION,
    #: CHECKED_STATE): a position where none was is one nothing was checked on (campaign.compared)
    checked: set[str] = field(default_factory=set)

    def as_data(self) -> dict[str, Any]:
        return {"game": self.game, "position": self.position, "initial": self.initial, "steps": self.steps,
                "divergence": self.divergence.as_data() if self.divergence else None, "stopped": self.stopped,
                "dice_rolled": self.dice_rolled}


@dataclass
class Timers:
    generation: float = 0.0
    play: float = 0.0
    comparison: float = 0.0
    #: wall time by default; time.process_time splits the CPU time (the benchmark's per-core figures)
    clock: Callable[[], float] = time.perf_counter


class Player:
    """Plays generated sequences on ``reference`` and ``implementation`` and compares them.

    ``judge(divergence)`` sets a divergence's clauses and status (see campaign.py).
    """

    def __init__(self, game: str, reference: Any, implementation: Any, *, max_actions: int = 10,
                 judge: Callable[[Divergence, Any], None] | None = None, check_schemas: bool = False,
                 readings: dict[str, str] | None = None) -> None:
        self.game = game
        #: the readings the implementation's handshake says it follows: every position is played under them
        self.readings = dict(readings or {})
        self.reference = reference
        self.implementation = implementation
        self.max_actions = max_actions
        self.judge = judge
        #: hold the implementation's answers to the game's schemas, as conformance run does: where
        #: the comparison finds them the reference's (keys left out are not compared), the schemas
        #: may still reject them
        self.check_schemas = check_schemas
        self.timers = Timers()

    def _misfit(self, call: str, answer: Any) -> dict[str, Any] | None:
        """The implementation's ``answer`` to ``call``, with why what the protocol asks of every game's
        data or the game's schemas reject it (None when they do not, or when answers are not
        checked): as conformance.checks.promises.check_fits judges a scenario's answers."""
        if not self.check_schemas:
            return None
        found = data_problem(call, answer) or answer_problem(self.game, call, {ANSWER_KEYS[call]: answer})
        return {"answer": answer, "schemas": found} if found else None

    def _timed(self, function: Callable[..., Any], *args: Any) -> Outcome:
        """``call(function, *args)``, its time added to the play's (written out: the fuzzer makes
        dozens of such calls per position)."""
        timers = self.timers
        started = timers.clock()
        try:
            outcome = Outcome("ok", function(*args))
        except Exception as exc:  # noqa: BLE001 - any fault of an implementation is a finding
            outcome = failed(exc)
        timers.play += timers.clock() - started
        return outcome

    def play(self, position: dict[str, Any], choices: Choices,
             path: list[list[Any]] | None = None, *, whole: bool = False) -> Transcript | None:
        """The transcript of one sequence, or None when the reference rejects the position.
        ``path``: the actions the corpus took from the position's template, followed now and then
        (``whole``: all of them, always)."""
        follow = Path(path or [], choices, whole)
        if self.readings:
            position = {**position, "readings": {**(position.get("readings") or {}), **self.readings}}
        # each side gets its own deep copy (the position and actions are JSON data: conformance.contract.data);
        # the position's two are thawed from one marshal string, cheaper than two copies built in Python
        frozen = Frozen(position)
        ref_game = self._timed(self.reference.create, frozen.thawed())
        if ref_game.kind != "ok":
            return None
        transcript = Transcript(self.game, position)
        x_game = self._timed(self.implementation.create, frozen.thawed())
        if x_game.kind == "unsupported":
            transcript.stopped = f"unsupported: {x_game.value}"
            return transcript
        if x_game.kind == "exhausted":
            transcript.stopped = f"{COULD_NOT_PLAY}: {x_game.value}"
            return transcript
        if x_game.kind != "ok":
            # what the reference says right after the position, for the scenario to assert: without
            # it a divergence at create would be written with no Then step, passing against anything
            if not self._note_reference(transcript, ref_game.value, transcript.initial):
                return transcript
            return self._diverged(transcript, ref_game.value, Divergence(
                0, "error" if x_game.kind == "error" else "create", {"outcome": "accepted"}, x_game.as_data()))
        ref, other = ref_game.value, x_game.value
        pending = self._snapshot(transcript, ref, other, transcript.initial, 0)
        for step in range(1, self.max_actions + 1):
            if transcript.divergence or transcript.stopped or not pending or not pending.get("actions"):
                break
            player, action, near_miss = choose(pending, position, choices, follow)
            ref_out = self._timed(ref.act, player, copied(action))
            x_out = self._timed(other.act, player, copied(action))
            record = {"player": player, "action": action, "near_miss": near_miss, "reference": ref_out.as_data()}
            transcript.steps.append(record)
            if ref_out.kind not in ("ok", "refused"):
                transcript.stopped = f"the reference answered {ref_out.kind}: {ref_out.value}"
                break
            if self._compare_outcome(transcript, ref, step, ref_out, x_out, action, pending):
                break
            pending = self._snapshot(transcript, ref, other, record, step)
        else:  # every action played: the game may have gone on
            transcript.cut_off = bool(not transcript.divergence and not transcript.stopped and pending
                                      and pending.get("actions"))
        return transcript

    def replay(self, position: dict[str, Any], actions: list[list[Any]]) -> Transcript | None:
        """The transcript of exactly ``actions`` (``[player, action]`` each) played from ``position``
        on both sides, compared after each as in :meth:`play` (stopping at a divergence)."""
        kept = self.max_actions
        self.max_actions = len(actions)
        try:
            return self.play(position, Choices(b""), actions, whole=True)
        finally:
            self.max_actions = kept

    def _compare_outcome(self, transcript: Transcript, ref: Any, step: int, ref_out: Outcome,
                         x_out: Outcome, action: Any = None, pending: dict[str, Any] | None = None) -> bool:
        """Whether the action's outcomes differ (the divergence noted) or play stops here.
        ``pending``: the decision as compared before the action, less the actions the implementation
        leaves out as unmodelled: what both sides list (a near miss or a corpus path's step may be
        neither)."""
        started = self.timers.clock()
        try:
            forbidden = ref_out.kind == "refused" and not is_contract_refusal(ref_out.value)  # by a rule
            if x_out.kind == "unsupported" and not forbidden and not is_listed(action, (pending or {}).get("actions"), self.game):
                transcript.stopped = f"unsupported: {x_out.value}"  # an action it neither lists nor models
                return True
            # "not modelled" for an action the rules forbid, or for one it listed as legal, hides a
            # failure (docs/contract.md): an outcome that differs, in the clause the reference cites
            # or else the decision's, left aside when the implementation does not declare it
            if x_out.kind == "exhausted":
                transcript.stopped = f"{COULD_NOT_PLAY}: {x_out.value}"
                return True
            if x_out.kind == "error":
                self._diverged(transcript, ref, Divergence(step, "error", ref_out.as_data(), x_out.as_data()))
                return True
            if (ref_out.kind, ref_out.value if ref_out.kind == "refused" else None) != (
                    x_out.kind, x_out.value if x_out.kind == "refused" else None):
                self._diverged(transcript, ref, Divergence(step, "outcome", _brief(ref_out), _brief(x_out)))
                return True
            if ref_out.kind == "ok" and not same_events(ref_out.value, x_out.value):
                self._diverged(transcript, ref, Divergence(step, "events", ref_out.value, x_out.value))
                return True
            misfit = self._misfit("act", x_out.value) if x_out.kind == "ok" else None
            if misfit:
                self._diverged(transcript, ref, Divergence(step, "events", ref_out.value, misfit))
                return True
            transcript.checked.add(CHECKED_ACTION)
            return False
        finally:
            self.timers.comparison += self.timers.clock() - started

    def _snapshot(self, transcript: Transcript, ref: Any, other: Any, record: dict[str, Any],
                  step: int) -> dict[str, Any] | None:
        """Compare the pending decisions and the states; note the reference's in ``record``.
        Returns the pending decision to choose the next action from."""
        choosable = None
        named = getattr(ref, "decision_clause", None)
        if callable(named):  # the reference engine names its pending decision's clause
            clause = call(named)
            record[DECISION_CLAUSE] = clause.value if clause.kind == "ok" else None
        for what, name in (("pending", "pending"), ("state", "state")):
            ref_out = self._timed(getattr(ref, name))
            x_out = self._timed(getattr(other, name))
            if ref_out.kind != "ok":
                transcript.stopped = f"the reference's {name}() answered {ref_out.kind}: {ref_out.value}"
                return None
            record[what] = ref_out.value
            # pending() or state() answered unsupported: not modelled, a difference like any other
            # (docs/contract.md), left aside when it is in a clause the implementation does not declare
            if x_out.kind == "exhausted":
                transcript.stopped = f"{COULD_NOT_PLAY}: {x_out.value}"
                return None
            started = self.timers.clock()
            if x_out.kind != "ok":
                differs = True
            elif what == "state":  # keys the implementation leaves out are not compared (compare.unreported_keys)
                differs = bool(reported_differences(ref_out.value, x_out.value, transcript.not_compared))
            else:
                differs = not same_decision(ref_out.value, x_out.value, self.game)
            misfit = None if differs or x_out.kind != "ok" else self._misfit(name, x_out.value)
            self.timers.comparison += self.timers.clock() - started
            if misfit:
                self._diverged(transcript, ref, Divergence(step, what, ref_out.value, misfit))
                return None
            if differs and what == "pending" and x_out.kind == "ok":
                unsupported = self._unsupported_actions(other, ref_out.value, x_out.value)
                if unsupported is None:
                    transcript.stopped = f"{COULD_NOT_PLAY}: the implementation is no longer called"
                    return None
                if unsupported:  # play on with the actions both sides model
                    record["unsupported_actions"] = unsupported
                    playable = {action_key(a, self.game) for a in x_out.value.get("actions") or []}
                    choosable = {**ref_out.value,
                                 "actions": [a for a in ref_out.value["actions"] if action_key(a, self.game) in playable]}
                    differs = False
                    if not choosable["actions"]:  # none of the legal actions is one it models
                        transcript.stopped = f"unsupported: {unsupported}"
                        return None
            if differs:
                kind = "error" if x_out.kind == "error" else what  # unsupported: a pending or state that differs
                found = x_out.value if x_out.kind == "ok" else x_out.as_data()
                expected = ref_out.value
                if what == "state" and isinstance(expected, dict) and isinstance(found, dict):
                    expected = {k: v for k, v in expected.items() if k in found or k == "dice_rolled"}
                self._diverged(transcript, ref, Divergence(step, kind, expected, found))
                return None
            checked = _checked(what, ref_out.value, x_out.value, choosable)
            if checked:
                transcript.checked.add(checked)
        return choosable if "unsupported_actions" in record else record["pending"]

    def _note_reference(self, transcript: Transcript, ref: Any, record: dict[str, Any]) -> bool:
        """The reference's decision clause, pending decision and state, noted in ``record`` (as
        _snapshot notes them) when there is no implementation's game to compare them with.
        False (and the transcript stopped) when the reference cannot answer."""
        named = getattr(ref, "decision_clause", None)
        if callable(named):
            clause = call(named)
            record[DECISION_CLAUSE] = clause.value if clause.kind == "ok" else None
        for name in ("pending", "state"):
            out = self._timed(getattr(ref, name))
            if out.kind != "ok":
                transcript.stopped = f"the reference's {name}() answered {out.kind}: {out.value}"
                return False
            record[name] = out.value
        return True

    def _unsupported_actions(self, other: Any, ref_pending: Any, x_pending: Any) -> str | None:
        """Why the implementation leaves actions out of its list, when it does not model them:
        both pendings agree but for legal actions missing on its side, each of which it answers
        unsupported. (Probing refused or unsupported actions leaves the game unchanged.)
        None when a probe was not played: the implementation's restart budget is used up."""
        if not ref_pending or not x_pending:
            return ""
        left_out = left_out_only(ref_pending, x_pending, self.game)
        if left_out is None:
            return ""
        reasons = []
        for action in left_out:
            probe = self._timed(other.act, ref_pending["player"], copy.deepcopy(action))
            if probe.kind == "exhausted":
                return None
            if probe.kind != "unsupported":
                return ""
            reasons.append(probe.value)
        return "; ".join(sorted(set(reasons)))

    def _replayed(self, transcript: Transcript, actions: int) -> Any | None:
        """A new reference game of the transcript's position after its first ``actions`` actions
        (None when the reference does not replay them as it played them)."""
        game = call(self.reference.create, copy.deepcopy(transcript.position))
        if game.kind != "ok":
            return None
        for record in transcript.steps[:actions]:
            out = call(game.value.act, record["player"], copy.deepcopy(record["action"]))
            if out.as_data().get("outcome") != record["reference"].get("outcome"):
                return None
        return game.value

    def _diverged(self, transcript: Transcript, ref: Any, divergence: Divergence) -> Transcript:
        if ref is not None:
            state = call(ref.state)
            if state.kind == "ok" and isinstance(state.value, dict) and isinstance(state.value.get("dice_rolled"), int):
                transcript.dice_rolled = state.value["dice_rolled"]
        divergence.clauses = clauses_of(divergence, transcript, ref,
                                        replay=lambda actions: self._replayed(transcript, actions))
        if self.judge is not None:
            self.judge(divergence, transcript)
        transcript.divergence = divergence
        return transcript


def _checked(what: str, reference: Any, other: Any, choosable: dict[str, Any] | None) -> str | None:
    """What a pending decision or a state found the same on both sides checked: a decision only
    when it has legal actions the implementation lists too (``choosable``: those, when it leaves
    some out), a state only when both report a key but ``dice_rolled``."""
    if what == "pending":
        decision = choosable if choosable is not None else reference
        return CHECKED_DECISION if isinstance(decision, dict) and decision.get("actions") else None
    if isinstance(reference, dict) and isinstance(other, dict) \
            and any(key in other for key in reference if key != "dice_rolled"):
        return CHECKED_STATE
    return None


def _brief(outcome: Outcome) -> dict[str, Any]:
    data = outcome.as_data()
    data.pop("events", None)
    return data


def clauses_of(divergence: Divergence, transcript: Transcript, ref: Any,
               replay: Callable[[int], Any] | None = None) -> list[str]:
    """The clause a divergence is about: the rule the reference cited when it refused the
    action; for states that differ only in fields a clause decides, those clauses
    (``x-clause`` in the state schema, see field_clauses.py); otherwise the clause of the decision involved -- the one the action answered (an
    outcome, the events or the state that differ) or the one now pending (a pending decision
    that differs, or the position's) -- as the reference engine names it (``decision_clause``).
    A reference that cannot name its decision's clause (one served over the protocol) is
    asked by probes instead: actions the decision's own rules refuse, on the decision involved
    (for the decision an action answered, on a reference game ``replay(n)`` replays to the n
    actions before it: ``ref`` has moved on)."""
    cited = _reference_refusal(divergence)
    if cited:
        return [cited]
    if ref is None:
        return []
    if divergence.what == "state":  # fields that report one clause's outcome name it (x-clause)
        named = field_clauses(transcript.game, divergence.reference, divergence.implementation)
        if named:
            return named
    if divergence.what == "pending" and isinstance(divergence.implementation, dict) and divergence.reference:
        # an action the implementation lists and the reference does not: the rule the reference cites against it
        ours = {action_key(a, transcript.game) for a in divergence.reference.get("actions") or []}
        for action in divergence.implementation.get("actions") or []:
            if isinstance(action, dict) and action_key(action, transcript.game) not in ours:
                probe = call(ref.act, divergence.reference["player"], copy.deepcopy(action))
                if probe.kind == "refused" and probe.value and not is_contract_refusal(probe.value):
                    return [probe.value]
                break
    clause = decision_clause(divergence, transcript)
    if clause:
        return [clause]
    if DECISION_CLAUSE not in (transcript.initial or {}):
        if divergence.step > 0 and divergence.what != "pending":  # the decision the action answered
            game = replay(divergence.step - 1) if replay is not None else None
            if game is not None:
                return _probed_clause(transcript, game, transcript.steps[:divergence.step - 1])
            return _answered_refusal(transcript.steps[:divergence.step - 1])  # still pending after a refusal
        return _probed_clause(transcript, ref, transcript.steps)
    return []


def _reference_refusal(divergence: Divergence) -> str | None:
    side = divergence.reference
    if isinstance(side, dict) and side.get("outcome") == "refused" and side.get("rule") \
            and not is_contract_refusal(side["rule"]):  # a contract refusal names no clause of the rules
        return side["rule"]
    return None


def decision_clause(divergence: Divergence, transcript: Transcript) -> str | None:
    """The clause of the decision a divergence is about, from the records: the decision pending
    before the action for what the action did (outcome, events, state), the decision pending
    after it for a pending decision that differs, the position's own at step 0."""
    records = [transcript.initial, *transcript.steps]
    step = divergence.step
    if step == 0:
        return records[0].get(DECISION_CLAUSE)
    answered = records[step - 1].get(DECISION_CLAUSE)
    if divergence.what == "pending" and step < len(records):
        return records[step].get(DECISION_CLAUSE) or answered
    return answered


def _probed_clause(transcript: Transcript, ref: Any, steps: list[dict[str, Any]]) -> list[str]:
    """The clause of the decision pending on ``ref`` (reached by ``steps``), learnt by probes."""
    pending = call(ref.pending)
    if pending.kind == "ok" and pending.value:
        for player, action in _probes(pending.value, transcript.position):
            probe = call(ref.act, player, action)
            if probe.kind == "refused" and probe.value and not is_contract_refusal(probe.value):
                return [probe.value]
            if probe.kind == "ok":
                break  # the probe was played: the game has moved on, ask no more
    # nothing pending now: the decision the last action answered
    return _answered_refusal(steps)


def _answered_refusal(steps: list[dict[str, Any]]) -> list[str]:
    """The rule the reference cited against the last of ``steps``, when it refused it."""
    if steps:
        last = steps[-1]
        if last["reference"].get("outcome") == "refused" and last["reference"].get("rule") \
                and not is_contract_refusal(last["reference"]["rule"]):
            return [last["reference"]["rule"]]
    return []


def _probes(pending: dict[str, Any], position: dict[str, Any]):
    """Actions the decision's own rules refuse (a count far too high, another space of the map),
    to learn the decision's clause from the rule cited; the wrong player first."""
    yield NOBODY, {"type": "no such action"}
    spaces = sorted((position.get("map") or {}).get("spaces") or {})
    for action in (pending.get("actions") or [])[:3]:
        for key, value in sorted(action.items()):
            if isinstance(value, int) and not isinstance(value, bool):
                yield pending["player"], {**action, key: value + 100}
            elif isinstance(value, str) and value in spaces:
                for other in spaces:
                    if other != value:
                        yield pending["player"], {**action, key: other}


class Path:
    """The actions a corpus scenario took from the position's template, in order: the way the
    corpus went to a clause. Generated play follows its first ``length`` steps (drawn from the
    choices: all of them half the time, else none or some), then leaves it for actions of its
    own choosing."""

    def __init__(self, steps: list[list[Any]], choices: Choices, whole: bool = False) -> None:
        self.steps = [(player, action) for player, action in steps]
        # half the time the whole path (the corpus's own way to its clause), else any part of it
        self.length = 0 if not self.steps else (
            len(self.steps) if whole or choices.chance(50) else choices.below(len(self.steps) + 1))
        self.at = 0

    def next(self) -> tuple[str, dict[str, Any]] | None:
        if self.at >= self.length:
            return None
        self.at += 1
        return self.steps[self.at - 1]


def choose(pending: dict[str, Any], position: dict[str, Any], choices: Choices,
           follow: Path | None = None) -> tuple[str, dict[str, Any], str | None]:
    """The next action: the corpus's next step while ``follow`` follows it, else one of the pending
    decision's legal actions -- a kind of action first, then one of that kind, so that the one
    'end' among forty moves is not starved -- or a near miss."""
    step = follow.next() if follow is not None else None
    if step is not None:
        return step[0], dict(step[1]), None
    player = pending["player"]
    kinds = sorted({a.get("type", "") for a in pending["actions"]}, key=str)
    kind = choices.pick(kinds)
    action = dict(choices.pick([a for a in pending["actions"] if a.get("type", "") == kind]))
    if not choices.chance(NEAR_MISS_PERCENT):
        return player, action, None
    kind = choices.pick(NEAR_MISSES)
    if kind == "wrong player":
        others = sorted(_players(position) - {player})
        if others:
            return choices.pick(others), action, kind
    elif kind == "one too many":
        counts = sorted(k for k, v in action.items() if isinstance(v, int) and not isinstance(v, bool))
        if counts:
            key = choices.pick(counts)
            return player, {**action, key: action[key] + 1}, kind
    else:
        board = position["map"]
        places = sorted(k for k, v in action.items() if isinstance(v, str) and v in board["spaces"])
        if places:
            key = choices.pick(places)
            beyond = sorted({s for c in board["connections"] if action[key] in c["between"]
                             for s in c["between"]} - {action[key]})
            if beyond:
                return player, {**action, key: choices.pick(beyond)}, kind
    return player, action, None


def _players(position: dict[str, Any]) -> set[str]:
    found = {p[key] for p in position.get("pieces", []) for key in OWNER_KEYS if isinstance(p.get(key), str)}
    return found | {"referee"}
