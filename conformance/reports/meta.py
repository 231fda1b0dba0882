"""What a results file says about its run besides the verdicts: results.json's ``meta``.

When it started and ended, which runner (its version, and the contract and
protocol versions it speaks), which corpus (its git commit and the
fingerprint of its files: conformance.corpus.provenance), the command line,
and each implementation played: its spec, and the name and version its
handshake gave (``null`` when it gave none), with the times its run started
and ended. Comparing runs over time, trends and badges read these.
"""

from __future__ import annotations

import datetime
import platform
from collections.abc import Iterable
from typing import Any


def timestamp(seconds: float | None) -> str | None:
    """An ISO 8601 time in UTC (``2026-01-02T03:04:05.678Z``) of a ``time.time()``, or None."""
    if seconds is None:
        return None
    moment = datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def seconds_of(text: str | None) -> float | None:
    """The ``time.time()`` of a :func:`timestamp`, or None."""
    if not text:
        return None
    try:
        return datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def implementation_entry(spec: str, described: dict[str, Any] | None, started: float | None,
                         finished: float | None) -> dict[str, Any]:
    """One implementation of ``meta.implementations``: its spec, what its handshake said it is, its run's times."""
    described = described if isinstance(described, dict) else {}

    def text(key: str) -> str | None:
        value = described.get(key)
        return value if isinstance(value, str) else None

    return {"spec": spec, "name": text("name"), "version": text("version"), "contract": text("contract"),
            "started": timestamp(started), "finished": timestamp(finished)}


def run_meta(*, started: float, finished: float | None, command: Iterable[str],
             implementations: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """results.json's ``meta`` (see the module docstring)."""
    from conformance import __version__
    from conformance.connection.protocol import PROTOCOL_VERSION
    from conformance.contract import CONTRACT_VERSION
    from conformance.corpus.provenance import corpus

    return {
        "started": timestamp(started),
        "finished": timestamp(finished),
        "runner": {"name": "conformance", "version": __version__, "contract": CONTRACT_VERSION,
                   "protocol": PROTOCOL_VERSION},
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
        "corpus": dict(corpus()),
        "command": [str(word) for word in command],
        "implementations": list(implementations),
    }
