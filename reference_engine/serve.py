"""The reference engine over the process protocol: ``python -m reference_engine.serve``.

The same engine the corpus uses in-process, reached across a process
boundary like any outside implementation (docs/protocol.md).
"""

from __future__ import annotations

import sys

from conformance.protocol.server import serve
from reference_engine import Implementation


def main() -> int:
    return serve(Implementation())


if __name__ == "__main__":
    sys.exit(main())
