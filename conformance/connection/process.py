"""An implementation in another process, reached over the process protocol.

``exec:COMMAND`` specs become a :class:`ProcessImplementation`: the program is
started without a shell, greeted with the handshake, and then asked the
contract's questions as newline-delimited JSON (docs/protocol.md). Every
answer is checked against the protocol schema. The pipes are driven from the
caller's thread (conformance.connection.protocol.pipes). A program that agrees on the
capability ``carry-pending`` in the handshake (protocol 2.1) is not asked
``pending`` after ``create`` or ``act``: the decision their result carried
is the answer until the next ``act``; one that agrees on ``carry-state``
(protocol 2.3) is not asked ``state`` there either. Since 2.3 a refused
``act`` carries them too.

Whatever the program does, the runner stays standing. A fault -- it cannot
be started, exits, hangs past the per-request timeout, writes something
that is not JSON or that the schema rejects, answers with the wrong
sequence number, floods stdout, speaks another protocol version -- raises
:class:`ImplementationFault` (counted as *errored*) with the reason and the
last lines of the program's stderr; the program is stopped, and started
again for the next scenario while the restart budget lasts. Buffers are
bounded: a line of stdout may be at most ``max_message_bytes``; only the
last lines of stderr are kept. Answers are read by the strict JSON reading
(conformance.contract.strict_json: no NaN, no duplicate keys, capped size and
nesting) and checked against the schema inside the request's deadline. A
line the runner did not ask for (an answer sent twice) is a fault of the
request it followed.

Nothing the program starts outlives it: the program leads its own process
group, and every process started with its environment marker
(``CONFORMANCE_RUN_TOKEN``, inherited by children and grandchildren, even
ones that call ``setsid``) is killed when the program is stopped (Linux:
found through /proc; elsewhere the process group is killed).
"""

from __future__ import annotations

import atexit
import json
import os
import signal
import subprocess
import threading
import time
import uuid
from collections import deque
from typing import Any

from conformance.connection import protocol
from conformance.connection.protocol.pipes import EOF as _EOF
from conformance.connection.protocol.pipes import OVERFLOW as _OVERFLOW
from conformance.connection.protocol.pipes import open_pipes
from conformance.connection.safe_text import TEXT_CHARS, printable
from conformance.contract import CONTRACT_VERSION, Refusal, UnscriptedDie, Unsupported
from conformance.contract.data import Frozen
from conformance.contract.messages import json_text
from conformance.contract.strict_json import JSONProblem
from conformance.contract.strict_json import loads as strict_loads

DEFAULT_TIMEOUT = 5.0
#: the handshake waits at least this long: starting a program can take a while
STARTUP_TIMEOUT = 10.0
DEFAULT_RESTART_BUDGET = 3
DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024
STDERR_TAIL_LINES = 20
STDERR_LINE_CHARS = 400


class ImplementationFault(Exception):
    """The program broke the protocol or stopped working; counted as errored."""

    def __init__(self, reason: str, stderr_tail: list[str] | tuple[str, ...] | None = ()) -> None:
        self.reason = reason = printable(reason)
        self.stderr_tail = [printable(line) for line in stderr_tail or ()]
        if self.stderr_tail:
            tail = "\n".join(f"  | {line}" for line in self.stderr_tail)
            text = f"{reason}\nlast lines of its stderr:\n{tail}"
        elif stderr_tail is None:  # an in-process implementation has no stderr of its own
            text = reason
        else:
            text = f"{reason}\n(nothing on its stderr)"
        super().__init__(text)


class HandshakeUnusable(ImplementationFault):
    """The program started and answered the hello, but with a handshake the runner cannot play with
    (another protocol version, a refusal, other declarations after a restart)."""


class BudgetUsedUp(ImplementationFault):
    """The implementation is not called again: its restart budget is used up (after earlier faults)."""


class ImplementationError(Exception):
    """The implementation answered with an error (it reports its own breakage)."""

    def __init__(self, message: str, detail: Any = None) -> None:
        self.message = message = printable(message, TEXT_CHARS)
        self.detail = detail
        text = message if detail in (None, "") else f"{message}\ndetail: {printable(_shorten(detail, 2000))}"
        super().__init__(f"the implementation answered with an error: {text}")


def _unasked_text(item: Any) -> str:
    if item is _OVERFLOW:
        return "(a line over the size limit)"
    return item.decode("utf-8", errors="replace")


def _shorten(value: Any, limit: int) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class _Process:
    """One run of the program: its pipes (conformance.connection.protocol.pipes), the stderr reader thread and tail."""

    def __init__(self, argv: list[str], *, max_message_bytes: int, cwd: str | None, env: dict | None) -> None:
        self.argv = argv
        self.max_message_bytes = max_message_bytes
        self.stderr_tail: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self._tail_lock = threading.Lock()
        self.seq = 0
        self.in_flight = False
        # under `conformance run` the runner's own marker comes first, so it can sweep everything
        self.token = ".".join(filter(None, (os.environ.get(TOKEN_VARIABLE), uuid.uuid4().hex)))
        env = {**(os.environ if env is None else env), TOKEN_VARIABLE: self.token}
        self.popen = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
            cwd=cwd, env=env, start_new_session=(os.name == "posix"),
        )
        self.pipes = open_pipes(self.popen.stdin, self.popen.stdout, max_message_bytes)
        self._stderr_reader = threading.Thread(target=self._read_stderr, name="conformance-stderr", daemon=True)
        self._stderr_reader.start()

    def _read_stderr(self) -> None:
        partial = b""
        stream = self.popen.stderr
        try:
            while True:
                chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
                if not chunk:
                    break
                *complete, partial = (partial + chunk).split(b"\n")
                with self._tail_lock:
                    self.stderr_tail.extend(_line_text(raw) for raw in complete[-STDERR_TAIL_LINES:])
                partial = partial[-STDERR_LINE_CHARS * 4:]
        except (OSError, ValueError):
            pass
        if partial.strip():
            with self._tail_lock:
                self.stderr_tail.append(_line_text(partial))

    # -- use ---------------------------------------------------------------
    def send(self, data: bytes) -> None:
        self.pipes.send(data)

    def unasked(self) -> Any:
        """A line waiting that no request asked for (bytes or _OVERFLOW), or None."""
        return self.pipes.unasked()

    def receive(self, timeout: float) -> Any:
        """The next line (bytes), _EOF, _OVERFLOW, or None on timeout."""
        return self.pipes.receive(timeout)

    def alive(self) -> bool:
        return self.popen.poll() is None

    def exit_code(self, wait: float = 0.0) -> int | None:
        try:
            return self.popen.wait(timeout=wait) if wait else self.popen.poll()
        except subprocess.TimeoutExpired:
            return None

    def tail(self, settle: float = 0.0) -> list[str]:
        if settle:
            self._stderr_reader.join(timeout=settle)
        with self._tail_lock:
            return list(self.stderr_tail)

    def kill(self) -> None:
        """Stop the program and everything it started, and release the pipes.

        The group is killed even when the program has exited already: a
        grandchild may hold the pipes open; one that left the group is found
        by its environment marker."""
        if os.name == "posix":
            try:
                os.killpg(self.popen.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError, OSError):
                pass
            kill_marked(self.token)
        if self.popen.poll() is None:
            try:
                self.popen.kill()
            except OSError:  # pragma: no cover
                pass
        try:
            self.popen.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass
        self.shutdown()

    def end_input(self) -> None:
        """No more requests: what is still to be written gets a second, then stdin is closed."""
        self.pipes.end_input(timeout=1.0)

    def shutdown(self) -> None:
        self.pipes.close()
        self._stderr_reader.join(timeout=1)
        try:
            self.popen.stderr.close()
        except (OSError, ValueError):
            pass


TOKEN_VARIABLE = "CONFORMANCE_RUN_TOKEN"


def kill_marked(token: str) -> int:
    """SIGKILL every process of this user whose environment carries ``token``; how many."""
    proc = "/proc"
    if not os.path.isdir(proc):  # pragma: no cover - not Linux: the process group kill is all there is
        return 0
    marker = f"{TOKEN_VARIABLE}={token}".encode()  # also matches the markers that extend it
    killed = 0
    for _ in range(3):  # a process may start another while it is being looked for
        found = 0
        for name in os.listdir(proc):
            if not name.isdigit() or int(name) == os.getpid():
                continue
            try:
                with open(f"{proc}/{name}/environ", "rb") as handle:
                    if marker not in handle.read():
                        continue
                os.kill(int(name), signal.SIGKILL)
                found += 1
            except OSError:
                continue
        killed += found
        if not found:
            break
    return killed


def _line_text(raw: bytes) -> str:
    text = raw.decode("utf-8", errors="replace").rstrip("\r")
    return text if len(text) <= STDERR_LINE_CHARS else text[: STDERR_LINE_CHARS - 3] + "..."


class ProcessImplementation:
    """The adapter contract's Implementation, for a program speaking the protocol."""

    def __init__(self, argv: list[str], *, timeout: float = DEFAULT_TIMEOUT,
                 restart_budget: int = DEFAULT_RESTART_BUDGET,
                 max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
                 cwd: str | None = None, env: dict[str, str] | None = None,
                 capabilities: tuple[str, ...] = protocol.CAPABILITIES) -> None:
        if not argv:
            raise ValueError("ProcessImplementation needs a command line")
        self.argv = list(argv)
        self.timeout = float(timeout)
        self.restart_budget = int(restart_budget)
        self.max_message_bytes = int(max_message_bytes)
        self.cwd = cwd
        self.env = env
        #: offered in the handshake; ``()`` speaks the protocol as 2.0 did
        self.capabilities = tuple(capabilities)
        #: what the running program agreed to use (docs/protocol.md, Capabilities)
        self.agreed: frozenset[str] = frozenset()
        self.restarts = 0
        self.starts = 0
        self._process: _Process | None = None
        self._hello: dict[str, Any] | None = None
        self._first_hello: dict[str, Any] | None = None  # what every restart must declare again
        #: a fault seen while closing (it had exited before `stop`, or broke answering it), or None
        self.closing_fault: str | None = None
        self._fatal: ImplementationFault | None = None
        self._last_fault: str | None = None
        self._last_tail: list[str] = []
        self._last_request: str | None = None
        atexit.register(self.close)

    # -- the contract --------------------------------------------------------
    def describe(self) -> dict[str, Any]:
        self._running()
        return dict(self._hello or {})

    def create(self, position: dict[str, Any]) -> "ProcessGame":
        process = self._running()
        result = self._request(process, "create", {"position": position})
        game = ProcessGame(self, process, result["game"], position.get("game"))
        game._carried(result)
        return game

    def close(self) -> None:
        """Send `stop` and end the program; a fault seen on the way is kept in ``closing_fault``
        (the runner reports it: a program that broke after its last scenario is not green)."""
        process, self._process = self._process, None
        if process is None:
            return
        if not process.alive():
            self.closing_fault = (f"exited with code {process.exit_code()} after answering "
                                  f"{self._last_request or 'the handshake'}, before it was sent 'stop'")
        else:
            interrupted = process.in_flight
            if interrupted:  # interrupted while waiting: its answer is due within the timeout
                process.receive(self.timeout)
                process.in_flight = False
            try:
                self._request(process, "stop", {}, timeout=min(self.timeout, 2.0))
            except (ImplementationFault, ImplementationError, Refusal, Unsupported) as exc:
                if not interrupted:  # after a Ctrl-C, what it still says is no verdict
                    self.closing_fault = f"answering 'stop': {getattr(exc, 'reason', None) or exc}"
            process.end_input()  # EOF: a program that keeps reading stdin after 'stop' exits now
            if process.exit_code(wait=min(self.timeout, 2.0)) is None:
                process.kill()
                return
        process.kill()  # whatever it started goes with it

    # -- the process -----------------------------------------------------------
    def _running(self) -> _Process:
        if self._fatal is not None:
            raise self._fatal
        process = self._process
        if process is not None and process.alive():
            return process
        if process is not None:  # it exited on its own after its last answer: that is a fault too
            code = process.exit_code(wait=0.2)
            reason = (f"exited with code {code} after answering {self._last_request or 'the handshake'}, "
                      "while no request was waiting; it is started again for the next scenario")
            tail = process.tail(settle=0.2)
            process.kill()
            self._process = None
            self._fault_seen(reason, tail)
            raise ImplementationFault(reason, tail)
        if self.starts:
            if self.restarts >= self.restart_budget:
                self._fatal = BudgetUsedUp(
                    f"not restarted: the restart budget ({self.restart_budget}) is used up; "
                    f"last fault: {self._last_fault}", self._last_tail)
                raise self._fatal
            self.restarts += 1
        self.starts += 1
        try:
            process = _Process(self.argv, max_message_bytes=self.max_message_bytes, cwd=self.cwd, env=self.env)
        except OSError as exc:
            self._fatal = ImplementationFault(
                f"could not start {self.argv[0]!r}: {exc.strerror or exc}")
            raise self._fatal from exc
        self._process = process
        self._hello = None
        self.agreed = frozenset()
        self._last_request = None
        self._handshake(process)
        return process

    def _handshake(self, process: _Process) -> None:
        try:
            hello = self._request(process, "hello",
                                  {"protocol": protocol.PROTOCOL_VERSION, "contract": CONTRACT_VERSION,
                                   **({"capabilities": list(self.capabilities)} if self.capabilities else {})},
                                  timeout=max(self.timeout, STARTUP_TIMEOUT))
        except (ImplementationError, Unsupported, Refusal) as exc:
            hint = (f" (the hello offered the capabilities {', '.join(self.capabilities)} of protocol "
                    f"{protocol.PROTOCOL_VERSION}, a field a 2.0 program may refuse: run with "
                    f"--no-capabilities to speak 2.0; docs/protocol.md, Capabilities)") if self.capabilities else ""
            self._fatal = self._fault(process, f"refused the handshake: {exc}{hint}", HandshakeUnusable)
            raise self._fatal from exc
        if not protocol.is_compatible(hello.get("protocol")):
            self._fatal = self._fault(process, _protocol_mismatch(hello.get("protocol")), HandshakeUnusable)
            raise self._fatal
        first, self._first_hello = self._first_hello, self._first_hello or hello
        if first is not None and declared(hello) != declared(first):
            # a program that declares less after a restart would turn scenarios into unsupported ones
            self._fatal = self._fault(
                process, "declared other games or clauses in its handshake after a restart than in its "
                         f"first one: {_shorten(hello.get('games'), 300)} instead of "
                         f"{_shorten(first.get('games'), 300)}", HandshakeUnusable)
            raise self._fatal
        self._hello = hello
        self.agreed = protocol.agreed_capabilities(hello, self.capabilities)

    def _request(self, process: _Process, op: str, fields: dict[str, Any],
                 timeout: float | None = None) -> dict[str, Any]:
        process.seq += 1
        seq = process.seq
        message = {"seq": seq, "op": op, **fields}
        problem = protocol.request_problem(message)
        if problem:  # the corpus built something the protocol cannot carry
            raise ValueError(f"runner bug: request {op!r} does not fit the protocol schema {problem}")
        try:
            data = protocol.encode(message)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"runner bug: request {op!r} is not JSON-compatible: {exc}") from exc
        what = f"{op!r} (request {seq})"
        during = " during the handshake" if op == "hello" else ""
        self.check_idle(process)
        wait = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + wait
        # in flight from before the request is written until its answer is read: a Ctrl-C that lands
        # anywhere in between leaves the answer due, and close() takes it before `stop` (never read
        # as a line nobody asked for)
        process.in_flight = True
        try:
            process.send(data)
            item = process.receive(wait)
        except KeyboardInterrupt:
            raise
        except BaseException:
            process.in_flight = False
            raise
        process.in_flight = False
        if item is None:
            raise self._fault(process, f"gave no answer to {what}{during} within {wait:g} s "
                                       f"(a slow program may be given longer: --request-timeout)")
        if item is _EOF:
            code = process.exit_code(wait=1.0)
            if code is None:
                raise self._fault(process, f"closed its stdout (and is still running) before answering "
                                           f"{what}{during}")
            raise self._fault(process, f"exited with code {code} before answering {what}{during}")
        if item is _OVERFLOW:
            raise self._fault(process, f"wrote a line of more than {self.max_message_bytes} bytes to stdout "
                                       f"while answering {what}")
        try:
            answer = strict_loads(item)
        except JSONProblem as exc:
            if str(exc).startswith("not JSON"):
                raise self._fault(process, f"answered {what} with something that is not JSON: "
                                           f"{_shorten(item.decode('utf-8', errors='replace'), 200)!r} (stdout carries "
                                           f"the protocol alone, one message per line: write logs to stderr)") from None
            raise self._fault(process, f"answered {what} with JSON the runner does not accept: {exc}") from None
        # one schema pass for the answer and its result; the two checks say what does not fit
        fits = protocol.answer_fits(op, answer, carried=self.agreed)
        problem = None if fits else protocol.answer_problem(answer, op, self.agreed)
        if problem and protocol.is_carried_data_problem(answer, op, self.agreed):
            problem = None  # the decision or state a refusal carries, judged as the game's data (below)
        if problem:
            hint = self._carry_hint(problem) if op in protocol.CARRYING_REFUSAL_OPS else ""
            raise self._fault(process, f"answered {what} with a message the protocol schema rejects {problem}{hint}")
        if answer["seq"] != seq:
            raise self._fault(process, f"answered {what} with sequence number {answer['seq']}, expected {seq}")
        # answered: a refusal, unsupported or unscripted_die (raised by _outcome) is an answer too, and
        # a fault seen next (an exit while no request waits) follows this request, not the one before
        self._last_request = what
        outcome = self._outcome(process, op, what, answer, fits)
        if time.monotonic() > deadline:  # reading and checking the answer counts against the deadline
            raise self._fault(process, f"answered {what}{during}, but reading and checking the answer "
                                       f"took it past the {wait:g} s deadline")
        return outcome

    def check_idle(self, process: _Process | None = None) -> None:
        """A line waiting that nobody asked for is a fault of the request it followed; so is a
        program that has exited since its last answer (seen here when it is already gone)."""
        process = process or self._process
        if process is None or process.in_flight:  # an interrupted request's answer is still due
            return
        item = process.unasked()
        after = self._last_request or "the handshake"
        if item is not None and item is not _EOF:
            raise self._fault(process, f"wrote a line nobody asked for after answering {after}: "
                                       f"{_shorten(_unasked_text(item), 200)!r}")
        code = process.exit_code()
        if code is not None:
            raise self._fault(process, f"exited with code {code} after answering {after}, "
                                       "while no request was waiting")

    def _outcome(self, process: _Process, op: str, what: str, answer: dict[str, Any],
                 fits: bool = False) -> dict[str, Any]:
        if "result" in answer:
            if fits:  # its result fits too (protocol.answer_fits)
                return answer["result"]
            problem = protocol.result_problem(op, answer["result"], carried=self.agreed)
            if problem and not protocol.is_data_problem(op, answer["result"], carried=self.agreed):
                hint = self._carry_hint(problem) if op in protocol.CARRYING_OPS else ""
                raise self._fault(process, f"answered {what} with a result the protocol schema rejects {problem}{hint}")
            # the game's data in it (a decision, events, a state) is judged by conformance/checks/promises.py,
            # as an in-process implementation's: a misfit there fails the scenario, it is no fault
            return answer["result"]
        if "refusal" in answer:
            if op not in protocol.REFUSABLE_OPS:
                raise self._fault(process, f"answered {what} with a refusal; only create and act may be refused")
            refusal = answer["refusal"]
            refused = Refusal(printable(refusal["rule"], TEXT_CHARS), printable(refusal.get("message", ""), TEXT_CHARS))
            # what it carries (only there when the handshake agreed on its capability: schema), for ProcessGame
            refused.carried = {key: refusal[key] for key in protocol.CARRIED_KEYS.values() if key in refusal}
            raise refused
        if "unsupported" in answer:
            raise Unsupported(printable(answer["unsupported"]["reason"], TEXT_CHARS))
        if "unscripted_die" in answer:
            if op not in protocol.ROLLING_OPS:
                raise self._fault(process, f"answered {what} with unscripted_die; only create and act roll dice")
            die = answer["unscripted_die"]
            raise UnscriptedDie(die["rolled"], printable(die.get("message", ""), TEXT_CHARS))
        error = answer["error"]
        raise ImplementationError(error["message"], error.get("detail"))

    def _carry_hint(self, problem: str) -> str:
        """Why a result or refusal may not carry the key ``problem`` finds unexpected (``pending``, ``state``)
        here: the handshake did not name its capability, or the runner did not offer it (this run
        does not read it after every action, or ``--no-capabilities``); "" for any other problem."""
        for capability, key in protocol.CARRIED_KEYS.items():
            if f'"{key}" was unexpected' not in problem or capability in self.agreed:
                continue
            if capability not in self.capabilities:
                return (f' (this run\'s hello did not offer the capability "{capability}" '
                        f'(it offered {", ".join(self.capabilities) or "none"}): an answer carries "{key}" only '
                        'when the hello offers it and the handshake names it)')
            return (f' (an answer carries "{key}" only once the handshake agreed on the capability '
                    f'"{capability}": name it in the handshake\'s capabilities)')
        return ""

    def _fault(self, process: _Process, reason: str,
               kind: type[ImplementationFault] = ImplementationFault) -> ImplementationFault:
        """Stop the program; the next scenario starts it again (budget permitting)."""
        process.kill()
        if self._process is process:
            self._process = None
        tail = process.tail(settle=0.5)
        self._fault_seen(reason, tail)
        return kind(reason, tail)

    def _fault_seen(self, reason: str, tail: list[str]) -> None:
        self._last_fault = reason
        self._last_tail = tail

    def _call(self, process: _Process, op: str, fields: dict[str, Any]) -> dict[str, Any]:
        self._check_current(process)
        # the game's data (fixtures/<game>/schemas/) is judged by conformance/checks/promises.py,
        # as for an in-process implementation: a deviation fails the scenario, it is no fault
        return self._request(process, op, fields)

    def _check_current(self, process: _Process) -> None:
        if process is not self._process:
            raise ImplementationFault("the program was restarted after a fault; this game is gone",
                                      self._last_tail)


def _protocol_mismatch(version: Any) -> str:
    """A hello of another major protocol version: the program started and answered, in other words."""
    return (f"its hello speaks protocol version {json_text(version)}; this runner speaks "
            f"{protocol.PROTOCOL_VERSION}, and only a program of the same major version "
            f"({protocol.PROTOCOL_VERSION.split('.')[0]}) can be played (docs/protocol.md, handshake)")


def declared(hello: dict[str, Any]) -> dict[str, Any]:
    """What a handshake declares, as sets: the same games, variants and clauses listed in another
    order (a program that builds its lists from a hash set) are the same declaration."""
    games = hello.get("games")
    if not isinstance(games, dict):
        return {}
    return {game: {key: frozenset(value) if isinstance(value, list) else value
                   for key, value in (entry or {}).items()} if isinstance(entry, dict) else entry
            for game, entry in games.items()}


class ProcessGame:
    """One game held by the program, named by the handle it gave."""

    def __init__(self, implementation: ProcessImplementation, process: _Process, handle: str,
                 game: str | None = None) -> None:
        self._implementation = implementation
        self._process = process
        self.handle = handle
        self.game = game
        #: what the last create or act result carried (capabilities carry-pending, carry-state), by
        #: key ("pending", "state"): the answer to that request until the next act, as read (handed
        #: out by the first ask) or frozen (:class:`Frozen`, thawed by every later ask)
        self._carried_now: dict[str, Any] = {}

    def pending(self) -> dict[str, Any] | None:
        return self._ask("pending")

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        fields = {"game": self.handle, "player": player, "action": action}
        self._carried_now = {}  # asked again after anything but a result or a refusal that carries it
        try:
            result = self._implementation._call(self._process, "act", fields)
        except Refusal as refused:
            self._carried(getattr(refused, "carried", {}))
            raise
        self._carried(result)
        return result["events"]

    def state(self) -> dict[str, Any]:
        return self._ask("state")

    def _ask(self, op: str) -> Any:
        """What ``op`` (pending, state) answers: what the last result carried, else the program's answer."""
        if op in self._carried_now:
            # what the program would answer: only act changes a game, and it was carried by the last one
            self._implementation._check_current(self._process)
            self._implementation.check_idle(self._process)
            carried = self._carried_now[op]
            if type(carried) is Frozen:
                return carried.thawed()
            # the first ask takes the answer as read; what the caller does to it cannot reach later asks
            self._carried_now[op] = Frozen(carried)
            return carried
        return self._implementation._call(self._process, op, {"game": self.handle})[op]

    def _carried(self, answered: dict[str, Any]) -> None:
        """Keep what a result or a refusal carried: only there when the handshake agreed on the key's
        capability (schema)."""
        self._carried_now = {key: answered[key] for key in protocol.CARRIED_KEYS.values() if key in answered}
