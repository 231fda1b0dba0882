"""An implementation in another process, reached over the process protocol.

``exec:COMMAND`` specs become a :class:`ProcessImplementation`: the program is
started without a shell, greeted with the handshake, and then asked the
contract's questions as newline-delimited JSON (docs/protocol.md). Every
answer is checked against the protocol schema.

Whatever the program does, the runner stays standing. A fault -- it cannot
be started, exits, hangs past the per-request timeout, writes something
that is not JSON or that the schema rejects, answers with the wrong
sequence number, floods stdout, speaks another protocol version -- raises
:class:`ImplementationFault` (counted as *errored*) with the reason and the
last lines of the program's stderr; the program is stopped, and started
again for the next scenario while the restart budget lasts. Buffers are
bounded: a line of stdout may be at most ``max_message_bytes``; only the
last lines of stderr are kept.
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import signal
import subprocess
import threading
import time
from collections import deque
from typing import Any

from . import protocol, schemas
from .contract import CONTRACT_VERSION, Refusal, UnscriptedDie, Unsupported

DEFAULT_TIMEOUT = 5.0
#: the handshake waits at least this long: starting a program can take a while
STARTUP_TIMEOUT = 10.0
DEFAULT_RESTART_BUDGET = 3
DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024
STDERR_TAIL_LINES = 20
STDERR_LINE_CHARS = 400

_EOF = object()
_OVERFLOW = object()


class ImplementationFault(Exception):
    """The program broke the protocol or stopped working; counted as errored."""

    def __init__(self, reason: str, stderr_tail: list[str] | tuple[str, ...] = ()) -> None:
        self.reason = reason
        self.stderr_tail = list(stderr_tail)
        if self.stderr_tail:
            tail = "\n".join(f"  | {line}" for line in self.stderr_tail)
            text = f"{reason}\nlast lines of its stderr:\n{tail}"
        else:
            text = f"{reason}\n(nothing on its stderr)"
        super().__init__(text)


class ImplementationError(Exception):
    """The implementation answered with an error (it reports its own breakage)."""

    def __init__(self, message: str, detail: Any = None) -> None:
        self.message = message
        self.detail = detail
        text = message if detail in (None, "") else f"{message}\ndetail: {_shorten(detail, 2000)}"
        super().__init__(f"the implementation answered with an error: {text}")


def _shorten(value: Any, limit: int) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class _Process:
    """One run of the program: its pipes, reader and writer threads, stderr tail."""

    def __init__(self, argv: list[str], *, max_message_bytes: int, cwd: str | None, env: dict | None) -> None:
        self.argv = argv
        self.max_message_bytes = max_message_bytes
        self.stderr_tail: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self._tail_lock = threading.Lock()
        self.lines: queue.Queue[Any] = queue.Queue(maxsize=16)
        self.outbox: queue.Queue[bytes | None] = queue.Queue()
        self.closed = threading.Event()
        self.seq = 0
        self.popen = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
            cwd=cwd, env=env, start_new_session=(os.name == "posix"),
        )
        self._threads = [
            threading.Thread(target=self._read_stdout, name="conformance-stdout", daemon=True),
            threading.Thread(target=self._read_stderr, name="conformance-stderr", daemon=True),
            threading.Thread(target=self._write_stdin, name="conformance-stdin", daemon=True),
        ]
        for thread in self._threads:
            thread.start()

    # -- threads -----------------------------------------------------------
    def _put(self, item: Any) -> None:
        while not self.closed.is_set():
            try:
                self.lines.put(item, timeout=0.05)
                return
            except queue.Full:
                continue

    def _read_stdout(self) -> None:
        buffer = bytearray()
        stream = self.popen.stdout
        try:
            while not self.closed.is_set():
                chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
                if not chunk:
                    break
                buffer += chunk
                while True:
                    end = buffer.find(b"\n")
                    if end < 0:
                        break
                    if end > self.max_message_bytes:
                        self._put(_OVERFLOW)
                        return
                    line = bytes(buffer[:end])
                    del buffer[: end + 1]
                    self._put(line)
                if len(buffer) > self.max_message_bytes:
                    self._put(_OVERFLOW)
                    return
        except (OSError, ValueError):
            pass
        self._put(_EOF)

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

    def _write_stdin(self) -> None:
        stream = self.popen.stdin
        while True:
            data = self.outbox.get()
            if data is None:
                break
            try:
                stream.write(data)
                stream.flush()
            except (OSError, ValueError):
                break

    # -- use ---------------------------------------------------------------
    def send(self, data: bytes) -> None:
        self.outbox.put(data)

    def receive(self, timeout: float) -> Any:
        """The next line (bytes), _EOF, _OVERFLOW, or None on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                item = self.lines.get(timeout=remaining)
            except queue.Empty:
                return None
            if isinstance(item, bytes) and not item.strip():
                continue  # blank lines are ignored
            return item

    def alive(self) -> bool:
        return self.popen.poll() is None

    def exit_code(self, wait: float = 0.0) -> int | None:
        try:
            return self.popen.wait(timeout=wait) if wait else self.popen.poll()
        except subprocess.TimeoutExpired:
            return None

    def tail(self, settle: float = 0.0) -> list[str]:
        if settle:
            self._threads[1].join(timeout=settle)
        with self._tail_lock:
            return list(self.stderr_tail)

    def kill(self) -> None:
        """Stop the program (and anything it started) and release the pipes."""
        if self.popen.poll() is None:
            try:
                if os.name == "posix":
                    os.killpg(self.popen.pid, signal.SIGKILL)
                else:  # pragma: no cover - Windows
                    self.popen.kill()
            except (ProcessLookupError, PermissionError, OSError):
                self.popen.kill()
        try:
            self.popen.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass
        self.shutdown()

    def shutdown(self) -> None:
        self.closed.set()
        self.outbox.put(None)
        self._threads[1].join(timeout=1)
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            try:
                stream.close()
            except (OSError, ValueError):
                pass


def _line_text(raw: bytes) -> str:
    text = raw.decode("utf-8", errors="replace").rstrip("\r")
    return text if len(text) <= STDERR_LINE_CHARS else text[: STDERR_LINE_CHARS - 3] + "..."


class ProcessImplementation:
    """The adapter contract's Implementation, for a program speaking the protocol."""

    def __init__(self, argv: list[str], *, timeout: float = DEFAULT_TIMEOUT,
                 restart_budget: int = DEFAULT_RESTART_BUDGET,
                 max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
                 cwd: str | None = None, env: dict[str, str] | None = None) -> None:
        if not argv:
            raise ValueError("ProcessImplementation needs a command line")
        self.argv = list(argv)
        self.timeout = float(timeout)
        self.restart_budget = int(restart_budget)
        self.max_message_bytes = int(max_message_bytes)
        self.cwd = cwd
        self.env = env
        self.restarts = 0
        self.starts = 0
        self._process: _Process | None = None
        self._hello: dict[str, Any] | None = None
        self._fatal: ImplementationFault | None = None
        self._last_fault: str | None = None
        self._last_tail: list[str] = []
        atexit.register(self.close)

    # -- the contract --------------------------------------------------------
    def describe(self) -> dict[str, Any]:
        self._running()
        return dict(self._hello or {})

    def create(self, position: dict[str, Any]) -> "ProcessGame":
        process = self._running()
        result = self._request(process, "create", {"position": position})
        return ProcessGame(self, process, result["game"], position.get("game"))

    def close(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        if process.alive():
            try:
                self._request(process, "stop", {}, timeout=min(self.timeout, 2.0))
            except (ImplementationFault, ImplementationError, Refusal, Unsupported):
                pass
            if process.exit_code(wait=min(self.timeout, 2.0)) is None:
                process.kill()
                return
        process.shutdown()

    # -- the process -----------------------------------------------------------
    def _running(self) -> _Process:
        if self._fatal is not None:
            raise self._fatal
        process = self._process
        if process is not None and process.alive():
            return process
        if process is not None:
            code = process.exit_code(wait=0.2)
            self._fault_seen(f"exited with code {code} between requests", process.tail(settle=0.2))
            process.kill()
            self._process = None
        if self.starts:
            if self.restarts >= self.restart_budget:
                self._fatal = ImplementationFault(
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
        self._handshake(process)
        return process

    def _handshake(self, process: _Process) -> None:
        try:
            hello = self._request(process, "hello",
                                  {"protocol": protocol.PROTOCOL_VERSION, "contract": CONTRACT_VERSION},
                                  timeout=max(self.timeout, STARTUP_TIMEOUT))
        except (ImplementationError, Unsupported, Refusal) as exc:
            self._fatal = self._fault(process, f"refused the handshake: {exc}")
            raise self._fatal from exc
        if not protocol.is_compatible(hello.get("protocol")):
            self._fatal = self._fault(
                process, f"speaks protocol version {hello.get('protocol')!r}; "
                         f"this runner speaks {protocol.PROTOCOL_VERSION}")
            raise self._fatal
        self._hello = hello

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
        process.send(data)
        wait = self.timeout if timeout is None else timeout
        item = process.receive(wait)
        if item is None:
            raise self._fault(process, f"gave no answer to {what}{during} within {wait:g} s")
        if item is _EOF:
            code = process.exit_code(wait=1.0)
            raise self._fault(process, f"exited with code {code} before answering {what}{during}")
        if item is _OVERFLOW:
            raise self._fault(process, f"wrote a line of more than {self.max_message_bytes} bytes to stdout "
                                       f"while answering {what}")
        try:
            answer = json.loads(item.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise self._fault(process, f"answered {what} with something that is not JSON: "
                                       f"{_shorten(item.decode('utf-8', errors='replace'), 200)!r}") from None
        problem = protocol.answer_problem(answer)
        if problem:
            raise self._fault(process, f"answered {what} with a message the protocol schema rejects {problem}")
        if answer["seq"] != seq:
            raise self._fault(process, f"answered {what} with sequence number {answer['seq']}, expected {seq}")
        return self._outcome(process, op, what, answer)

    def _outcome(self, process: _Process, op: str, what: str, answer: dict[str, Any]) -> dict[str, Any]:
        if "result" in answer:
            problem = protocol.result_problem(op, answer["result"])
            if problem:
                raise self._fault(process, f"answered {what} with a result the protocol schema rejects {problem}")
            return answer["result"]
        if "refusal" in answer:
            if op not in protocol.REFUSABLE_OPS:
                raise self._fault(process, f"answered {what} with a refusal; only create and act may be refused")
            raise Refusal(answer["refusal"]["rule"], answer["refusal"].get("message", ""))
        if "unsupported" in answer:
            raise Unsupported(answer["unsupported"]["reason"])
        if "unscripted_die" in answer:
            if op not in protocol.ROLLING_OPS:
                raise self._fault(process, f"answered {what} with unscripted_die; only create and act roll dice")
            raise UnscriptedDie(answer["unscripted_die"]["rolled"], answer["unscripted_die"].get("message", ""))
        error = answer["error"]
        raise ImplementationError(error["message"], error.get("detail"))

    def _fault(self, process: _Process, reason: str) -> ImplementationFault:
        """Stop the program; the next scenario starts it again (budget permitting)."""
        process.kill()
        if self._process is process:
            self._process = None
        tail = process.tail(settle=0.5)
        self._fault_seen(reason, tail)
        return ImplementationFault(reason, tail)

    def _fault_seen(self, reason: str, tail: list[str]) -> None:
        self._last_fault = reason
        self._last_tail = tail

    def _call(self, process: _Process, op: str, fields: dict[str, Any], game: str | None = None) -> dict[str, Any]:
        if process is not self._process:
            raise ImplementationFault("the program was restarted after a fault; this game is gone",
                                      self._last_tail)
        result = self._request(process, op, fields)
        problem = schemas.answer_problem(game, op, result)  # conformance/schemas/<game>/: the game's data
        if problem:
            raise ImplementationFault(f"answered {op!r} with data the game's schema rejects: {problem} "
                                      f"(conformance/schemas/{game}/)")
        return result


class ProcessGame:
    """One game held by the program, named by the handle it gave."""

    def __init__(self, implementation: ProcessImplementation, process: _Process, handle: str,
                 game: str | None = None) -> None:
        self._implementation = implementation
        self._process = process
        self.handle = handle
        self.game = game

    def pending(self) -> dict[str, Any] | None:
        return self._implementation._call(self._process, "pending", {"game": self.handle}, self.game)["pending"]

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        fields = {"game": self.handle, "player": player, "action": action}
        return self._implementation._call(self._process, "act", fields, self.game)["events"]

    def state(self) -> dict[str, Any]:
        return self._implementation._call(self._process, "state", {"game": self.handle}, self.game)["state"]
