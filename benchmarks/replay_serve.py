"""The reference engine over the process protocol, its answers recorded or replayed: the trivial
baseline of a protocol campaign (benchmarks/fuzz_speed.py).

    --implementation "exec:python benchmarks/replay_serve.py record FILE"
    --implementation "exec:python benchmarks/replay_serve.py replay FILE"

``record`` serves the reference engine as ``conformance serve reference`` does
and, once the runner says stop, writes every answer it gave, game by game and
in order, to FILE (fuzz_speed.Recording). ``replay`` serves those answers again
without the engine (fuzz_speed.Replaying): the same campaign played again costs
the fuzzer and the protocol alone, on both sides of the pipe.
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from conformance.connection.protocol.server import serve  # noqa: E402
from fuzz_speed import Recording, Replaying  # noqa: E402
from reference_engine import Implementation  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("record", "replay"):
        print("usage: replay_serve.py record|replay FILE", file=sys.stderr)
        return 2
    mode, path = argv[0], Path(argv[1])
    if mode == "replay":
        scripts = pickle.loads(path.read_bytes())
        return serve(Replaying(scripts, Implementation().describe()))
    recorded: list = []
    code = serve(Recording(Implementation(), recorded))
    written = path.with_suffix(".part")
    written.write_bytes(pickle.dumps(recorded, protocol=pickle.HIGHEST_PROTOCOL))
    os.replace(written, path)  # whole or not at all: the runner may stop waiting for the exit
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
