"""Deadlines and strict results for implementations running in the runner's process.

A Python implementation (``reference``, ``python:pkg.module:factory``) is held
to the same rules as a program behind the process protocol:

- **the same deadline**: every contract call (``describe``, ``create``,
  ``pending``, ``act``, ``state``) runs on a worker thread and must return
  within the request timeout (``--request-timeout``; ``describe()``, the
  handshake, gets at least 10 s, as a program's does: importing an engine
  can take a while; it is asked once and its answer kept, as a program's
  hello is). A call that does not is
  reported as a fault (errored) and abandoned on its thread -- Python cannot
  kill a thread, so it keeps running in the background, but the run goes on
  with a fresh worker thread. Once more than ``restart_budget`` calls have
  timed out, the remaining scenarios are reported as errored without calling
  it again.
  A thread costs a few microseconds per call; a subprocess would isolate a
  hang completely but costs a process start and a protocol round trip per
  call, which the corpus, played thousands of times by the tests, cannot
  afford. Serve the implementation over the protocol
  (``python -m conformance.connection.protocol.server``) for full isolation.
  The built-in reference engine (``on_this_thread``) runs on the caller's
  thread instead, under a ``SIGALRM`` timer set to the same deadline: a call
  that outlives it is interrupted (its code raises, it is not abandoned) and
  reported the same way, and a thread switch per call -- about as much work
  as the engine's own for a scenario's calls -- is saved. The timer is used
  only on the main thread, and only while no one else has ``SIGALRM``; else
  the worker thread runs the call. A ``KeyboardInterrupt`` there is the
  user's Ctrl-C and interrupts the run, as it does while the caller waits for
  a worker thread. Only code that lets a ``BaseException`` through can be
  interrupted, which is why an outside implementation keeps the worker thread.
- **the same JSON**: what a call returns is checked by the strict JSON
  reading the protocol uses (conformance.contract.strict_json): no sets, tuples,
  NaN or other objects, bounded size and nesting -- inside the deadline.
- **the same answers**: a contract error it raises is read on the worker
  thread and handed on as a plain ``Refusal``, ``Unsupported`` or
  ``UnscriptedDie`` built from its fields; one whose fields do not fit the
  contract (a refusal with no string ``rule``, a ``rolled`` that is no
  count, a field that cannot be read), a refusal or an unscripted die from
  a call that neither refuses nor rolls (``pending()``, ``state()``,
  ``describe()``: the protocol allows them to ``create`` and ``act`` only),
  and a ``create()`` whose game has no ``pending()``, ``act()`` and
  ``state()`` are the implementation's faults, as the protocol's are.

So whatever the implementation does in its own code reaches the corpus as
an answer that fits the contract or as an :class:`ImplementationFault`
(errored, the implementation's fault); an error of any other kind comes
from the corpus's own code (conformance.runner.results.fault_of).
"""

from __future__ import annotations

import queue
import signal
import threading
import traceback
from pathlib import Path
from typing import Any, Callable

from conformance.connection.process import (
    DEFAULT_RESTART_BUDGET,
    DEFAULT_TIMEOUT,
    STARTUP_TIMEOUT,
    BudgetUsedUp,
    ImplementationFault,
)
from conformance.connection.safe_text import TEXT_CHARS, printable
from conformance.contract import ContractError, Refusal, UnscriptedDie, Unsupported
from conformance.contract.data import copied
from conformance.contract.strict_json import JSONProblem, checked

_RAISED = object()


class _Worker:
    """One daemon thread running calls handed to it, one at a time."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.answers: queue.SimpleQueue = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="conformance-in-process", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            function, args = job
            try:
                self.answers.put((True, function(*args)))
            except BaseException as exc:  # noqa: BLE001 - handed back to the caller as it is
                self.answers.put((False, exc))

    def call(self, function: Callable[..., Any], args: tuple, timeout: float) -> tuple[bool, Any] | None:
        self.jobs.put((function, args))
        try:
            return self.answers.get(timeout=timeout)
        except queue.Empty:
            return None

    def stop(self) -> None:
        self.jobs.put(None)


class _DeadlinePassed(BaseException):
    """Raised by the ``SIGALRM`` handler in a call that outlived its deadline (a BaseException, so
    an ``except Exception`` of the implementation's does not swallow it)."""


class _Alarm:
    """Calls on this thread under a ``SIGALRM`` timer: the deadline without a thread switch."""

    def __init__(self) -> None:
        self.armed = False
        self.passed = False

    def _ring(self, signum: int, frame: Any) -> None:
        if self.armed:
            self.passed = True
            raise _DeadlinePassed

    @staticmethod
    def is_free() -> bool:
        """Whether this thread may use the timer: the main thread, and no one else's SIGALRM (no
        timer set, no handler of theirs installed)."""
        return (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
                and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
                and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, signal.SIG_IGN, None))

    def call(self, function: Callable[..., Any], args: tuple, timeout: float) -> tuple[bool, Any] | None:
        """``(True, value)``, ``(False, exception)``, or None when the deadline passed. Only where
        :meth:`is_free` says so."""
        previous = signal.signal(signal.SIGALRM, self._ring)
        self.passed = False
        try:
            try:
                self.armed = True
                signal.setitimer(signal.ITIMER_REAL, timeout)
                outcome: tuple[bool, Any] = (True, function(*args))
            except _DeadlinePassed:
                outcome = (False, None)
            except KeyboardInterrupt:  # a Ctrl-C lands on this thread: the user's, interrupting the run
                raise
            except BaseException as exc:  # noqa: BLE001 - handed back to the caller as it is
                outcome = (False, exc)
            finally:
                self.armed = False
                signal.setitimer(signal.ITIMER_REAL, 0)
        except _DeadlinePassed:  # the timer rang between the call's end and its disarming
            self.passed = True
        finally:
            signal.signal(signal.SIGALRM, previous if previous is not None else signal.SIG_DFL)
        return None if self.passed else outcome


class GuardedImplementation:
    """The contract's Implementation around an in-process one, with deadlines and strict results.

    ``on_this_thread``: run the calls on the caller's thread under a ``SIGALRM`` deadline where it
    can (the trusted reference engine; see the module docstring), else on a worker thread."""

    def __init__(self, inner: Any, *, timeout: float = DEFAULT_TIMEOUT,
                 restart_budget: int = DEFAULT_RESTART_BUDGET, on_this_thread: bool = False) -> None:
        self.inner = inner
        self.timeout = float(timeout)
        self.restart_budget = int(restart_budget)
        self.abandoned = 0
        self._alarm = _Alarm() if on_this_thread else None
        self._worker: _Worker | None = None
        self._fatal: ImplementationFault | None = None
        self._description: dict[str, Any] | None = None

    def __getattr__(self, name: str) -> Any:  # anything beyond the contract, e.g. a name
        return getattr(self.inner, name)

    def describe(self) -> dict[str, Any]:
        if self._description is None:  # the handshake, asked once, as a program's hello is
            self._description = self.call("describe()", _answered(self.inner, "describe", answers=()),
                                          timeout=max(self.timeout, STARTUP_TIMEOUT))
        return copied(self._description)

    def create(self, position: dict[str, Any]) -> "GuardedGame":
        return GuardedGame(self, self.call("create()", _created(self.inner), position))

    def close(self) -> None:
        close = getattr(self.inner, "close", None)
        try:
            if callable(close) and self._fatal is None:
                self.call("close()", close)
        finally:
            worker, self._worker = self._worker, None
            if worker is not None:
                worker.stop()

    def call(self, what: str, function: Callable[..., Any], *args: Any, timeout: float | None = None) -> Any:
        if self._fatal is not None:
            raise self._fatal
        timeout = self.timeout if timeout is None else timeout
        here = self._alarm is not None and _Alarm.is_free()
        if here:
            outcome = self._alarm.call(function, args, timeout)
        else:
            if self._worker is None:
                self._worker = _Worker()
            outcome = self._worker.call(function, args, timeout)
        if outcome is None:
            if not here:
                self._worker = None
            self.abandoned += 1
            reason = (f"{what} did not return within {timeout:g} s; the call was "
                      + ("interrupted" if here else "abandoned on its thread")
                      + " (in-process implementations share the request timeout)")
            if self.abandoned > self.restart_budget:
                self._fatal = BudgetUsedUp(
                    f"not called again: {self.abandoned} calls were abandoned, more than the restart "
                    f"budget ({self.restart_budget}); last fault: {reason}", None)
            raise ImplementationFault(reason, None)
        ok, value = outcome
        if not ok:
            if isinstance(value, Refusal):
                value.rule, value.message = printable(value.rule, TEXT_CHARS), printable(value.message, TEXT_CHARS)
            elif isinstance(value, Unsupported):
                value.reason = printable(value.reason, TEXT_CHARS)
            elif isinstance(value, UnscriptedDie):
                value.message = printable(value.message, TEXT_CHARS)
            if isinstance(value, JSONProblem):
                raise ImplementationFault(f"{what} returned something that is not JSON data: {value}",
                                          None) from None
            if isinstance(value, _Misfit):
                raise ImplementationFault(f"{what} {value}", None) from None
            if not isinstance(value, ContractError):
                raise _crash(what, value) from value
            raise value
        return value


class GuardedGame:
    def __init__(self, guard: GuardedImplementation, game: Any) -> None:
        self._guard = guard
        self.game = game

    def pending(self) -> dict[str, Any] | None:
        return self._guard.call("pending()", _answered(self.game, "pending", answers=(Unsupported,)))

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._guard.call("act()", _answered(self.game, "act"), player, action)

    def state(self) -> dict[str, Any]:
        return self._guard.call("state()", _answered(self.game, "state", answers=(Unsupported,)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def _crash(what: str, exc: BaseException) -> ImplementationFault:
    """What the implementation raised, other than the contract's errors: its own breakage, whatever
    the exception. An AssertionError inside it is no rule failure of the scenario, and pytest's
    outcomes (skip, xfail, fail, exit) or a KeyboardInterrupt raised on its thread decide no verdict."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "_pytest" not in Path(f.filename).parts]
    where = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    text = printable(_text_of(exc), 500)
    return ImplementationFault(f"{what} raised {type(exc).__module__}.{type(exc).__qualname__}{where}"
                               + (f": {text}" if text else ""), None)


def _text_of(exc: BaseException) -> str:
    """``str(exc)``, or why it cannot be read (its ``__str__`` is the implementation's code too)."""
    try:
        return str(exc)
    except BaseException as unreadable:  # noqa: BLE001 - whatever it raises, the text is what failed
        return f"(its text cannot be read: {type(unreadable).__name__})"


class _Misfit(Exception):
    """What a call gave does not fit the contract, and is no JSON matter: a contract error whose fields
    do not fit it, a refusal or an unscripted die from a call that may not answer one, a game that has
    no pending(), act() and state(). Its text completes "<call> ..."."""


#: each contract error: the fields it carries (those it is rebuilt from) and the type each must have
_FIELDS: dict[type, tuple[tuple[str, type], ...]] = {
    Refusal: (("rule", str), ("message", str)),
    Unsupported: (("reason", str),),
    UnscriptedDie: (("rolled", int), ("message", str)),
}


#: the contract errors ``create()`` and ``act()`` may raise; ``pending()`` and ``state()`` only Unsupported
ANSWERS = (Refusal, Unsupported, UnscriptedDie)


def _answered(target: Any, name: str, *, answers: tuple[type, ...] = ANSWERS) -> Callable[..., Any]:
    """``target.name`` as the worker calls it: its result checked as strict JSON, a contract error it
    raises rebuilt from its fields (read here, inside the deadline: a field may be a property); one
    the call may not answer (not in ``answers``) is a misfit."""

    def call(*args: Any) -> Any:
        try:
            return checked(getattr(target, name)(*args))
        except ContractError as exc:
            raise _plain(exc, answers) from None

    return call


def _created(implementation: Any) -> Callable[..., Any]:
    """``implementation.create`` as the worker calls it: the game it gives must have the game's calls."""

    def call(position: Any) -> Any:
        try:
            game = implementation.create(position)
        except ContractError as exc:
            raise _plain(exc, ANSWERS) from None
        lacking = [name for name in ("pending", "act", "state") if not callable(getattr(game, name, None))]
        if lacking:
            raise _Misfit(f"gave {printable(_shown_type(game))}, which has no {', '.join(n + '()' for n in lacking)} "
                          "(a game answers pending(), act() and state(): docs/contract.md)")
        return game

    return call


def _plain(exc: ContractError, answers: tuple[type, ...]) -> ContractError | _Misfit:
    """``exc`` as a plain contract error of its kind, built from its fields; or the misfit it is."""
    kind = next((k for k in _FIELDS if isinstance(exc, k)), None)
    name = type(exc).__qualname__
    if kind is None:
        return _Misfit(f"raised {name}, a ContractError that is none of Refusal, Unsupported or UnscriptedDie")
    if kind not in answers:
        allowed = " or ".join(k.__name__ for k in answers) or "no contract error"
        return _Misfit(f"raised {kind.__name__}; this call may answer {allowed} (only create() and act() "
                       "are refused or roll dice, as over the protocol: docs/protocol.md)")
    values = []
    for field, wanted in _FIELDS[kind]:
        try:
            value = getattr(exc, field)
        except Exception as unreadable:  # noqa: BLE001 - a field it cannot give is its own breakage
            return _Misfit(f"raised {name} whose {field!r} cannot be read: {type(unreadable).__name__}: "
                           f"{printable(_text_of(unreadable), 300)}")
        if not isinstance(value, wanted) or isinstance(value, bool) or (wanted is int and value < 0):
            return _Misfit(f"raised {name} whose {field!r} is {printable(_shown_type(value), 200)}, not "
                           f"{'a count' if wanted is int else 'a string'} (docs/contract.md, Errors)")
        values.append(value)
    return kind(*values)


def _shown_type(value: Any) -> str:
    """``value`` and its type, for a message (its ``__repr__`` is the implementation's code)."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - whatever it raises, the type still says what it is
        text = "?"
    return f"{text if len(text) <= 80 else text[:77] + '...'} (a {type(value).__name__})"
