"""A small faulty implementation for the runner's fault tests.

    python tests/faulty/faulty.py FAULT [--once FLAG_FILE] [--declare CLAUSE,...]

It serves the reference engine over the process protocol, except that it
misbehaves in one way (FAULT, below) at the first ``act`` request -- or at
the handshake for the handshake faults. With ``--once FLAG_FILE`` the fault
happens only while FLAG_FILE does not exist (the program creates it), so the
restarted program behaves. With ``--declare`` its handshake declares only
those clauses of The Sword of Rome.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from conformance.protocol import encode
from conformance.protocol.server import Session
from reference_engine import Implementation


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def write(data: bytes) -> None:
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def exit_in_handshake(request, session):
    say("faulty: cannot find my rule tables, giving up")
    sys.exit(3)


def bad_version(request, session):
    answer = session.answer(request)
    answer["result"]["protocol"] = "1.0"
    write(encode(answer))


def crash(request, session):
    say("faulty: about to fail in the middle of a scenario")
    raise RuntimeError("faulty: the movement table is corrupt")


def hang(request, session):
    say("faulty: thinking very hard")
    time.sleep(3600)


def not_json(request, session):
    write(b"Moving Camillus... done!\n")


def schema(request, session):
    write(encode({"seq": request["seq"], "result": {"events": "Camillus moved"}}))


def wrong_seq(request, session):
    answer = session.answer(request)
    answer["seq"] = request["seq"] + 7
    write(encode(answer))


def flood_stdout(request, session):
    chunk = b"x" * 65536
    while True:
        write(chunk)


def flood_stderr(request, session):
    line = "faulty: " + "noise " * 30 + "\n"
    while True:
        sys.stderr.write(line * 100)


def noisy_stderr(request, session):
    """Not a fault: 8 MB of stderr, then a correct answer."""
    block = ("faulty: chatter " * 16 + "\n") * 1000
    for _ in range(32):
        sys.stderr.write(block)
    sys.stderr.flush()
    write(encode(session.answer(request)))


#: fault -> (the request that triggers it, what happens)
FAULTS = {
    "exit-in-handshake": ("hello", exit_in_handshake),
    "bad-version": ("hello", bad_version),
    "crash": ("act", crash),
    "hang": ("act", hang),
    "not-json": ("act", not_json),
    "schema": ("act", schema),
    "wrong-seq": ("act", wrong_seq),
    "flood-stdout": ("act", flood_stdout),
    "flood-stderr": ("act", flood_stderr),
    "noisy-stderr": ("act", noisy_stderr),
}


def main(argv: list[str]) -> int:
    fault = argv[0]
    trigger, misbehave = FAULTS[fault]
    flag = Path(argv[argv.index("--once") + 1]) if "--once" in argv else None
    session = Session(Implementation())
    if "--declare" in argv:
        declared = argv[argv.index("--declare") + 1].split(",")
        session.implementation.describe = lambda: {
            **Implementation().describe(), "games": {"sword_of_rome": {"variants": ["2-4"], "clauses": declared}}}
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request.get("op") == trigger and not (flag and flag.exists()):
            if flag:
                flag.write_text(fault)
            misbehave(request, session)
            continue
        write(encode(session.answer(request)))
        if session.stopped:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
