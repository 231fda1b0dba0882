"""Both ways of driving a program's pipes (conformance.connection.protocol.pipes) behave the same.

The "program" here is the other end of two OS pipes, played by the test
itself: what it writes is what the runner reads, what it reads is what the
runner sent.
"""

from __future__ import annotations

import os
import threading
import time

import pytest

from conformance.connection.protocol.pipes import (
    EOF,
    OVERFLOW,
    PolledPipes,
    ThreadedPipes,
)

WAYS = [PolledPipes, ThreadedPipes]


class Program:
    """The program's ends of the pipes: its stdin to read, its stdout to write."""

    def __init__(self, way: type, max_message_bytes: int = 1000) -> None:
        stdin_read, stdin_write = os.pipe()
        stdout_read, stdout_write = os.pipe()
        self.stdin = os.fdopen(stdin_read, "rb", buffering=0)
        self.stdout = os.fdopen(stdout_write, "wb", buffering=0)
        self.pipes = way(os.fdopen(stdin_write, "wb", buffering=0), os.fdopen(stdout_read, "rb", buffering=0),
                         max_message_bytes)

    def write(self, data: bytes) -> None:
        self.stdout.write(data)

    def close(self) -> None:
        """The program ends first, as when the runner stops it."""
        for stream in (self.stdin, self.stdout):
            if not stream.closed:
                stream.close()
        self.pipes.close()


@pytest.fixture(params=WAYS, ids=lambda way: way.__name__)
def program(request: pytest.FixtureRequest):
    program = Program(request.param)
    yield program
    program.close()


def test_lines_are_cut_at_newlines_across_writes_and_blank_lines_are_skipped(program: Program) -> None:
    program.write(b'{"seq": 1,')
    program.write(b' "result": {}}\n\n  \n{"seq": 2}\n{"se')
    assert program.pipes.receive(1.0) == b'{"seq": 1, "result": {}}'
    assert program.pipes.receive(1.0) == b'{"seq": 2}'
    program.write(b'q": 3}\n')
    assert program.pipes.receive(1.0) == b'{"seq": 3}'


def test_no_answer_is_none_at_the_deadline(program: Program) -> None:
    started = time.monotonic()
    assert program.pipes.receive(0.2) is None
    assert 0.15 <= time.monotonic() - started < 2.0


def test_the_end_of_stdout_comes_after_the_lines_and_stays(program: Program) -> None:
    program.write(b"last\n")
    program.stdout.close()
    assert program.pipes.receive(1.0) == b"last"
    assert program.pipes.receive(1.0) is EOF
    assert program.pipes.unasked() is None, "the end of stdout is no line"
    assert program.pipes.receive(1.0) is EOF, "kept for the next request"


def test_a_line_over_the_limit_is_overflow(program: Program) -> None:
    program.write(b"ok\n" + b"x" * 1500)
    assert program.pipes.receive(1.0) == b"ok"
    assert program.pipes.receive(1.0) is OVERFLOW


def test_a_finished_line_over_the_limit_is_overflow_too(program: Program) -> None:
    program.write(b"y" * 1001 + b"\n")
    assert program.pipes.receive(1.0) is OVERFLOW


def test_a_line_nobody_asked_for_is_found_without_waiting(program: Program) -> None:
    assert program.pipes.unasked() is None
    program.write(b"\nsent twice\n")
    deadline = time.monotonic() + 2.0
    found = None
    while found is None and time.monotonic() < deadline:  # the reader thread may need a moment
        found = program.pipes.unasked()
    assert found == b"sent twice"


def test_requests_reach_the_program_in_order(program: Program) -> None:
    program.pipes.send(b'{"seq": 1}\n')
    program.pipes.send(b'{"seq": 2}\n')
    program.pipes.receive(0.05)  # the polled pipes write what is left while waiting
    program.pipes.end_input()
    assert program.stdin.read() == b'{"seq": 1}\n{"seq": 2}\n'


def test_a_program_that_does_not_read_its_stdin_cannot_block_the_runner(program: Program) -> None:
    request = b"z" * (4 * 1024 * 1024) + b"\n"  # far more than a pipe holds
    started = time.monotonic()
    program.pipes.send(request)
    assert program.pipes.receive(0.3) is None
    program.pipes.end_input(timeout=0.2)
    assert time.monotonic() - started < 3.0


def test_a_big_request_read_slowly_arrives_whole_while_the_runner_waits(program: Program) -> None:
    request = b"w" * (1024 * 1024) + b"\n"
    received = bytearray()

    def slow_reader() -> None:
        while len(received) < len(request):
            time.sleep(0.001)
            received.extend(program.stdin.read(65536))
        program.write(b"done\n")

    reader = threading.Thread(target=slow_reader, daemon=True)
    reader.start()
    program.pipes.send(request)
    assert program.pipes.receive(10.0) == b"done"
    reader.join(timeout=5)
    assert bytes(received) == request


def test_a_program_that_closed_its_stdin_does_not_break_the_sending(program: Program) -> None:
    program.stdin.close()
    program.pipes.send(b'{"seq": 1}\n')
    program.write(b"still answering\n")
    assert program.pipes.receive(1.0) == b"still answering"
