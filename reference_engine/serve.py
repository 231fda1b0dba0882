"""The reference engine over the process protocol: ``python -m reference_engine.serve``.

The same engine the corpus uses in-process, reached across a process
boundary like any outside implementation (docs/protocol.md).
"""

from __future__ import annotations

import os
import sys

from conformance.connection.protocol.server import serve
from reference_engine import Implementation


def main() -> int:
    return serve(Implementation())


def _exit_now(code: int) -> None:
    """End the process without tearing down the engine's modules and caches (about 0.1 s, which
    the runner would wait for at every stop): every answer is written and flushed by then, and the
    engine holds nothing else to save."""
    for stream in (sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(code)


if __name__ == "__main__":
    _exit_now(main())
