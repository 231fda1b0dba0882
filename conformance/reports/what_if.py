"""The what-if's findings: which scenarios change verdict when an erratum's other reading is the default.

``conformance errata --what-if`` (conformance.commands.errata) measures them by playing the
corpus against the reference engine at the catalog's defaults and again under each other
reading (conformance.runner.what_if). What it found is kept per game in a cache file named
by the fingerprint of everything a verdict depends on (feature files, fixtures, the reference
engine and the harness's code): the rules site shows it, and the test command's check reads
it instead of playing the corpus again while nothing changed.

A game's findings::

    {"baseline": {KEY: {"game", "scenario", "feature", "line", "status", "consulted"}},
     "what_if": {"ERRATUM=READING": [{"key", "scenario", "feature", "line", "default", "under", "message"}]}}

``what_if`` holds every reading measured, with the scenarios whose verdict changed (none: an
empty list).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from conformance.corpus import paths
from conformance.reports.runs import write_atomic

#: the cache's format; a file of another is measured again
FORMAT = 1
#: the parts of the harness whose code plays a scenario (the site, the reports, the fuzzer do not)
PLAYING = ("compat", "contract", "corpus", "connection", "checks", "runner", "steps", "games")


def cache_folder() -> Path:
    """``CONFORMANCE_CACHE``, else ``$XDG_CACHE_HOME/conformance``, else ``~/.cache/conformance``."""
    chosen = os.environ.get("CONFORMANCE_CACHE")
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "conformance"


def fingerprint() -> str:
    """A digest of the corpus (feature files, fixtures) and of the code that plays it (the
    reference engine, the parts of the harness in PLAYING): what a verdict of the reference engine
    depends on."""
    import reference_engine

    digest = hashlib.sha256(f"what-if {FORMAT}".encode())
    folders = [(paths.FEATURES, "*.feature"), (paths.FIXTURES, "*"), (Path(reference_engine.__file__).parent, "*.py"),
               *((paths.PACKAGE / part, "*.py") for part in PLAYING)]
    for folder, pattern in folders:
        for path in sorted(folder.rglob(pattern)):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def cache_path(print_: str | None = None) -> Path:
    return cache_folder() / f"what-if-{print_ or fingerprint()}.json"


def load(print_: str | None = None) -> dict[str, Any]:
    """The findings kept for the corpus as it is, ``{game: findings}`` (empty when none are)."""
    try:
        payload = json.loads(cache_path(print_).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        return {}
    return payload.get("games") or {}


def save(games: dict[str, Any], print_: str | None = None) -> Path | None:
    """Keep ``games``' findings for the corpus as it is; None where the cache cannot be written."""
    path = cache_path(print_)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps({"format": FORMAT, "games": games}, ensure_ascii=False) + "\n")
    except OSError:
        return None
    return path


def changes(baseline: dict[str, Any], played: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The scenarios of ``played`` (one reading's plays) whose verdict is not their baseline's."""
    found = []
    for entry in played:
        before = baseline.get(entry["key"])
        if before is None or before["status"] == entry["status"]:
            continue
        found.append({"key": entry["key"], "scenario": entry["scenario"], "feature": entry["feature"],
                      "line": entry["line"], "default": before["status"], "under": entry["status"],
                      "message": entry.get("message", "")})
    return sorted(found, key=lambda c: (str(c["feature"]), c["line"] or 0, c["key"]))
