"""The protocol's document (docs/protocol.md) and the example sessions it shows."""

from __future__ import annotations

import json
import re

from conformance.corpus.paths import ROOT

DOC = ROOT / "docs" / "protocol.md"
#: a fenced example: ``ndjson`` messages that fit the protocol, ``ndjson-invalid`` ones that do not
BLOCK = re.compile(r"^```(ndjson|ndjson-invalid)\n(.*?)^```", re.M | re.S)


def example_sessions(kind: str) -> list[list[tuple[str, dict]]]:
    """The document's examples of ``kind`` (``ndjson`` or ``ndjson-invalid``), each a list of
    (arrow, message): → a request, ← an answer."""
    found = []
    for info, body in BLOCK.findall(DOC.read_text(encoding="utf-8")):
        if info != kind:
            continue
        lines = []
        for line in body.splitlines():
            arrow, _, text = line.partition(" ")
            assert arrow in ("→", "←"), f"docs/protocol.md: a {kind} line starts with → or ←: {line!r}"
            lines.append((arrow, json.loads(text)))
        found.append(lines)
    return found
