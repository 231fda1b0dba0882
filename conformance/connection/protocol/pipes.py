"""A program's stdin and stdout as protocol lines with deadlines (for conformance.connection.process).

The runner writes a request and waits, at most until its deadline, for the
next line of the program's stdout. Two ways to drive the pipes, with the
same behaviour:

- :class:`PolledPipes` (wherever ``select.poll`` exists: Linux, macOS): the
  caller's own thread writes the request and waits for the answer with
  poll(2) on both pipes, which are non-blocking. A round trip is a write, a
  poll and a read: no thread to wake, no queue to pass through. A program
  that does not read its stdin cannot block the runner: what the pipe does
  not take at once is written while waiting for the answer, within the same
  deadline.
- :class:`ThreadedPipes` (elsewhere): a reader thread and a writer thread.

Either way, lines are cut at ``\\n``; a line (or an unfinished line) longer
than ``max_message_bytes`` gives :data:`OVERFLOW`, and nothing after it is
read; the end of stdout gives :data:`EOF`, kept for every later request.
Blank lines are skipped.
"""

from __future__ import annotations

import math
import os
import queue
import select
import threading
import time
from collections import deque
from typing import Any, BinaryIO

#: the program closed its stdout
EOF = object()
#: the program wrote a line longer than the limit
OVERFLOW = object()

CHUNK = 65536


def open_pipes(stdin: BinaryIO, stdout: BinaryIO, max_message_bytes: int) -> "PolledPipes | ThreadedPipes":
    """The best way to drive these pipes on this system."""
    if hasattr(select, "poll"):
        return PolledPipes(stdin, stdout, max_message_bytes)
    return ThreadedPipes(stdin, stdout, max_message_bytes)  # pragma: no cover - Windows


class _Lines:
    """Bytes read from stdout, cut into lines; the size limit; the end of the stream."""

    def __init__(self, max_message_bytes: int) -> None:
        self.max_message_bytes = max_message_bytes
        self.buffer = bytearray()

    def cut(self, chunk: bytes) -> tuple[list[Any], bool]:
        """The complete lines (or OVERFLOW, last) that ``chunk`` finishes; whether reading goes on."""
        self.buffer += chunk
        found: list[Any] = []
        while True:
            end = self.buffer.find(b"\n")
            if end < 0:
                break
            if end > self.max_message_bytes:
                return [*found, OVERFLOW], False
            found.append(bytes(self.buffer[:end]))
            del self.buffer[: end + 1]
        if len(self.buffer) > self.max_message_bytes:
            return [*found, OVERFLOW], False
        return found, True


def _blank(item: Any) -> bool:
    return isinstance(item, bytes) and not item.strip()


class PolledPipes:
    """The pipes driven from the caller's thread with poll(2); see the module docstring."""

    def __init__(self, stdin: BinaryIO, stdout: BinaryIO, max_message_bytes: int) -> None:
        self._stdin, self._stdout = stdin, stdout
        self._in_fd, self._out_fd = stdin.fileno(), stdout.fileno()
        os.set_blocking(self._in_fd, False)
        os.set_blocking(self._out_fd, False)
        self._lines: deque[Any] = deque()
        self._cutter = _Lines(max_message_bytes)
        self._reading = True  # until the end of stdout or a line over the limit
        self._eof = False
        self._outgoing = b""
        self._poll = select.poll()
        self._poll.register(self._out_fd, select.POLLIN)

    # -- the stdout side -------------------------------------------------------
    def _read(self) -> None:
        """Take what stdout holds now (one chunk at most)."""
        try:
            chunk = os.read(self._out_fd, CHUNK)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._stop_reading()
            self._eof = True
            return
        found, self._reading = self._cutter.cut(chunk)
        self._lines.extend(found)
        if not self._reading:
            self._stop_reading()

    def _stop_reading(self) -> None:
        self._reading = False
        try:
            self._poll.unregister(self._out_fd)
        except KeyError:
            pass

    def _next(self) -> Any:
        """The next line waiting (skipping blank ones), EOF, or None."""
        while self._lines:
            item = self._lines.popleft()
            if not _blank(item):
                return item
        return EOF if self._eof else None

    # -- the stdin side ----------------------------------------------------------
    def _write(self) -> None:
        """Write what the pipe takes now; a pipe the program closed takes nothing more."""
        try:
            written = os.write(self._in_fd, self._outgoing)
        except BlockingIOError:
            written = 0
        except (OSError, ValueError):  # the program is gone or closed its stdin: its answer tells
            written = len(self._outgoing)
        self._outgoing = self._outgoing[written:]
        if self._outgoing:
            self._poll.register(self._in_fd, select.POLLOUT)
        else:
            try:
                self._poll.unregister(self._in_fd)
            except KeyError:
                pass

    def _wait(self, seconds: float) -> None:
        """Wait for stdout to have something (or stdin to take more), at most ``seconds``."""
        for fd, _event in self._poll.poll(max(0, math.ceil(seconds * 1000))):
            if fd == self._out_fd:
                self._read()
            elif fd == self._in_fd:
                self._write()

    # -- use -----------------------------------------------------------------------
    def send(self, data: bytes) -> None:
        self._outgoing += data
        self._write()

    def receive(self, timeout: float) -> Any:
        """The next line (bytes), EOF, OVERFLOW, or None on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            item = self._next()
            if item is not None:
                return item
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            if not self._reading and not self._outgoing:
                time.sleep(remaining)  # after a line over the limit nothing more is read
                return None
            self._wait(remaining)

    def unasked(self) -> Any:
        """A line waiting that no request asked for (bytes or OVERFLOW), or None; EOF is kept."""
        if not self._lines and self._reading:
            self._read()
        item = self._next()
        return None if item is EOF else item

    def end_input(self, timeout: float = 1.0) -> None:
        """No more requests: what is still to be written gets ``timeout`` seconds, then stdin is closed."""
        deadline = time.monotonic() + timeout
        while self._outgoing and time.monotonic() < deadline:
            self._poll.poll(max(0, math.ceil((deadline - time.monotonic()) * 1000)))
            self._write()
        self._outgoing = b""
        _close(self._stdin)

    def close(self) -> None:
        self._outgoing = b""
        for stream in (self._stdin, self._stdout):
            _close(stream)


class ThreadedPipes:
    """The pipes driven by a reader and a writer thread, for systems without poll(2)."""

    def __init__(self, stdin: BinaryIO, stdout: BinaryIO, max_message_bytes: int) -> None:
        self._stdin, self._stdout = stdin, stdout
        self._cutter = _Lines(max_message_bytes)
        self.lines: queue.Queue[Any] = queue.Queue(maxsize=16)
        self.outbox: queue.Queue[bytes | None] = queue.Queue()
        self.closed = threading.Event()
        self._reader = threading.Thread(target=self._read_stdout, name="conformance-stdout", daemon=True)
        self._writer = threading.Thread(target=self._write_stdin, name="conformance-stdin", daemon=True)
        self._reader.start()
        self._writer.start()

    def _put(self, item: Any) -> None:
        while not self.closed.is_set():
            try:
                self.lines.put(item, timeout=0.05)
                return
            except queue.Full:
                continue

    def _read_stdout(self) -> None:
        stream = self._stdout
        try:
            while not self.closed.is_set():
                chunk = stream.read1(CHUNK) if hasattr(stream, "read1") else stream.read(CHUNK)
                if not chunk:
                    break
                found, going_on = self._cutter.cut(chunk)
                for item in found:
                    self._put(item)
                if not going_on:
                    return
        except (OSError, ValueError):
            pass
        self._put(EOF)

    def _write_stdin(self) -> None:
        while True:
            data = self.outbox.get()
            if data is None:
                break
            try:
                self._stdin.write(data)
                self._stdin.flush()
            except (OSError, ValueError):
                break

    def send(self, data: bytes) -> None:
        self.outbox.put(data)

    def receive(self, timeout: float) -> Any:
        """The next line (bytes), EOF, OVERFLOW, or None on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                item = self.lines.get(timeout=remaining)
            except queue.Empty:
                return None
            if _blank(item):
                continue
            if item is EOF:
                self.lines.put(item)  # kept for every later request
            return item

    def unasked(self) -> Any:
        """A line waiting that no request asked for (bytes or OVERFLOW), or None; EOF is kept."""
        while True:
            try:
                item = self.lines.get_nowait()
            except queue.Empty:
                return None
            if _blank(item):
                continue
            if item is EOF:
                self.lines.put(item)
                return None
            return item

    def end_input(self, timeout: float = 1.0) -> None:
        """No more requests: the writer finishes what is queued (``timeout`` seconds), then stdin is closed."""
        self.outbox.put(None)
        self._writer.join(timeout=timeout)
        _close(self._stdin)

    def close(self) -> None:
        """Called once the program is stopped: the reader sees the end of stdout and is let finish
        before the pipes are closed, so it never reads from a file that reuses their number."""
        self.closed.set()
        self.outbox.put(None)
        self._reader.join(timeout=0.5)
        for stream in (self._stdin, self._stdout):
            _close(stream)


def _close(stream: BinaryIO) -> None:
    try:
        stream.close()
    except (OSError, ValueError):
        pass
