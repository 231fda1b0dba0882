"""A small faulty implementation for the runner's fault tests.

    python tests/support/faulty/faulty.py FAULT [--once FLAG_FILE] [--declare CLAUSE,...]

It serves the reference engine over the process protocol, except that it
misbehaves in one way (FAULT, below) at the first ``act`` request -- or at
the handshake for the handshake faults. With ``--once FLAG_FILE`` the fault
happens only while FLAG_FILE does not exist (the program creates it), so the
restarted program behaves. With ``--declare`` its handshake declares only
those clauses of The Sword of Rome, and with ``--declare-when-restarted`` those
when FLAG_FILE exists at its start (a restarted program). With ``--log FILE`` every request's op is
appended to FILE as it arrives.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from conformance.connection.protocol import encode
from conformance.connection.protocol.server import Session
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


def exit_after_answer(request, session):
    """Answer, then exit: the program is gone while no request is waiting."""
    write(encode(session.answer(request)))
    say("faulty: answered, and now I am leaving")
    os._exit(9)


def exit_on_stop(request, session):
    say("faulty: crashing on the way out")
    os._exit(5)


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


def nan(request, session):
    write(b'{"seq": %d, "result": {"events": [{"type": "activated", "movement_points": NaN}]}}\n' % request["seq"])


def duplicate_key(request, session):
    write(b'{"seq": %d, "result": {"events": []}, "result": {"events": [{"type": "x"}]}}\n' % request["seq"])


def deep(request, session):
    write(b'{"seq": %d, "result": {"events": [%s]}}\n' % (request["seq"], b"[" * 100_000 + b"]" * 100_000))


def huge(request, session):
    write(b'{"seq": %d, "result": {"events": [%s]}}\n' % (request["seq"], b",".join([b"{}"] * 1_000_000)))


def twice(request, session):
    answer = encode(session.answer(request))
    write(answer + answer)


def close_stdout(request, session):
    say("faulty: closing stdout, staying alive")
    sys.stdout.buffer.close()
    os.close(1)
    time.sleep(3600)


def hostile_text(request, session):
    """An error answer whose message holds a lone surrogate and a terminal escape sequence."""
    write(b'{"seq": %d, "error": {"message": "bad \\ud800 text \\u001b[2J\\u001b[31mred"}}\n' % request["seq"])
    say("faulty: \x1b[31mred stderr\x1b[0m")


def slow(request, session):
    say("faulty: slow answer")
    time.sleep(2)
    write(encode(session.answer(request)))


def unknown_game(request, session):
    answer = session.answer(request)
    answer["result"]["games"] = {"sword-of-rome": {"variants": ["2-4"], "clauses": "all"}}
    write(encode(answer))


def old_contract(request, session):
    answer = session.answer(request)
    answer["result"]["contract"] = "1.0"
    write(encode(answer))


def long_text(request, session):
    """Refuses with a megabyte of message (its whole game log, say) and a rule id as long."""
    write(encode({"seq": request["seq"], "refusal": {"rule": "9.1" + "-a" * 500_000,
                                                     "message": "the log: " + "x" * 1_000_000}}))


def grandchild(request, session):
    """Leave a grandchild behind that escapes the process group (setsid) and holds the pipes open;
    its pid goes to the file named by the environment variable FAULTY_GRANDCHILD_PID."""
    code = ("import os, sys, time; os.setsid(); "
            "open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(120)")
    subprocess.Popen([sys.executable, "-c", code, os.environ["FAULTY_GRANDCHILD_PID"]])
    write(encode(session.answer(request)))


def strict_hello(request, session):
    """A 2.0 program that checks requests against the 2.0 schema: a hello with other fields is an error."""
    extra = sorted(set(request) - {"seq", "op", "protocol", "contract"})
    if extra:
        write(encode({"seq": request["seq"], "error": {"message": f"hello: unexpected fields {extra}"}}))
        return
    write(encode(session.answer(request)))


#: fault -> (the request that triggers it, what happens)
FAULTS = {
    "exit-in-handshake": ("hello", exit_in_handshake),
    "bad-version": ("hello", bad_version),
    "crash": ("act", crash),
    "hang": ("act", hang),
    "exit-after-answer": ("act", exit_after_answer),
    "exit-on-stop": ("stop", exit_on_stop),
    "not-json": ("act", not_json),
    "schema": ("act", schema),
    "wrong-seq": ("act", wrong_seq),
    "flood-stdout": ("act", flood_stdout),
    "flood-stderr": ("act", flood_stderr),
    "noisy-stderr": ("act", noisy_stderr),
    "nan": ("act", nan),
    "duplicate-key": ("act", duplicate_key),
    "deep": ("act", deep),
    "huge": ("act", huge),
    "twice": ("act", twice),
    "close-stdout": ("act", close_stdout),
    "hostile-text": ("act", hostile_text),
    "slow": ("act", slow),
    "unknown-game": ("hello", unknown_game),
    "old-contract": ("hello", old_contract),
    "long-text": ("act", long_text),
    "grandchild": ("hello", grandchild),
    "strict-hello": ("hello", strict_hello),
}


def main(argv: list[str]) -> int:
    fault = argv[0]
    trigger, misbehave = FAULTS[fault]
    flag = Path(argv[argv.index("--once") + 1]) if "--once" in argv else None
    session = Session(Implementation())
    restarted = bool(flag and flag.exists())
    option = "--declare-when-restarted" if restarted and "--declare-when-restarted" in argv else "--declare"
    if option in argv:
        declared = argv[argv.index(option) + 1].split(",")
        session.implementation.describe = lambda: {
            **Implementation().describe(), "games": {"sword_of_rome": {"variants": ["2-4"], "clauses": declared}}}
    log = Path(argv[argv.index("--log") + 1]) if "--log" in argv else None
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if log:
            with log.open("a") as handle:
                handle.write(f"{request.get('op')}\n")
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
