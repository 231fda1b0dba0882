"""Parsed feature files kept on disk, named by what they were parsed from.

Parsing the corpus's feature files with the Gherkin parser is the largest
part of collecting it (about 0.35 s of CPU, every session, every
xdist worker). What the parser gives -- the Gherkin AST, plain JSON data --
depends on the file's text and the parser's version only. So it is kept as a
JSON file whose name is the SHA-256 of exactly those (:func:`key_of`: the
text, gherkin-official's and pytest-bdd's versions): a feature file that
changes in any byte, or another parser, gives another name and is parsed
again. Nothing is looked up by path or modification time, so no stale entry
can ever be used, and nothing needs invalidating; an entry that cannot be
read, decoded or rebuilt is parsed again and rewritten.

- Where: ``$CONFORMANCE_FEATURE_CACHE``, else
  ``$XDG_CACHE_HOME/wargame-rules-corpus/features``, else
  ``~/.cache/wargame-rules-corpus/features``. ``CONFORMANCE_FEATURE_CACHE=off``
  turns the cache off (every file parsed, as pytest-bdd does).
- Writes are atomic (a temporary file renamed into place), so parallel
  workers (``pytest -n``) never read half an entry; a folder that cannot be
  written only means parsing every time.
- At most :data:`MAX_ENTRIES` entries are kept: writing a new one removes the
  oldest beyond that (entries of files edited since), and any temporary file
  a killed writer left more than an hour ago.
- A file the parser refuses is never cached: it is handed to pytest-bdd's own
  reading, which raises the error it always raised.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from conformance.compat.pytest_bdd import gherkin_parser as bdd_gherkin

#: bump when what an entry holds changes
FORMAT = "conformance-feature-cache/1"
MAX_ENTRIES = 256
ENVIRONMENT = "CONFORMANCE_FEATURE_CACHE"


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is turned off."""
    chosen = os.environ.get(ENVIRONMENT)
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "off", "0", "no") else Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wargame-rules-corpus" / "features"


@functools.lru_cache(maxsize=1)
def parser_version() -> str | None:
    """The versions of the Gherkin parser and of pytest-bdd (which calls it)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"gherkin-official {version('gherkin-official')}, pytest-bdd {version('pytest-bdd')}"
    except PackageNotFoundError:  # pragma: no cover - installed without metadata: no cache
        return None


def key_of(text: str, version: str) -> str:
    """The name of the entry for ``text`` parsed by the parser of ``version``."""
    digest = hashlib.sha256()
    for part in (FORMAT, version):
        digest.update(part.encode("utf-8") + b"\0")
    digest.update(text.encode("utf-8"))
    return digest.hexdigest()


def gherkin_ast(text: str) -> dict[str, Any]:
    """The Gherkin parser's AST of a feature file's ``text`` (plain JSON data, its ids counted from 0),
    from the cache when it can; raises what the parser raises for a text it refuses."""
    folder, version = cache_dir(), parser_version()
    key = key_of(text, version) if folder is not None and version is not None else None
    if key is not None:
        try:
            with open(folder / f"{key}.json", encoding="utf-8") as handle:
                stored = json.load(handle)
            if stored.get("format") == FORMAT and stored.get("key") == key:
                return stored["document"]
        except Exception:  # noqa: BLE001 - missing, damaged or not ours: parsed again
            pass
    data = bdd_gherkin.Parser().parse(text)
    if key is not None:
        _store(folder, folder / f"{key}.json", {"format": FORMAT, "key": key, "document": data})
    return data


def gherkin_document(path: Path) -> bdd_gherkin.GherkinDocument:
    """pytest-bdd's GherkinDocument of ``path``, the same as
    ``pytest_bdd.gherkin_parser.get_gherkin_document`` gives, from the cache when it can.

    Raises what that function raises for a file that cannot be read or parsed."""
    folder, version = cache_dir(), parser_version()
    if folder is None or version is None:
        return bdd_gherkin.get_gherkin_document(str(path))
    with open(path, encoding="utf-8") as handle:  # read as pytest-bdd reads it (universal newlines)
        text = handle.read()
    key = key_of(text, version)
    entry = folder / f"{key}.json"
    document = _cached(entry, key)
    if document is not None:
        return document
    try:
        data = bdd_gherkin.Parser().parse(text)
    except Exception:  # noqa: BLE001 - pytest-bdd's own reading raises the error it always raised
        return bdd_gherkin.get_gherkin_document(str(path))
    document = bdd_gherkin.GherkinDocument.from_dict(data)
    _store(folder, entry, {"format": FORMAT, "key": key, "document": data})
    return document


def _cached(entry: Path, key: str) -> bdd_gherkin.GherkinDocument | None:
    try:
        with open(entry, encoding="utf-8") as handle:
            stored = json.load(handle)
        if stored.get("format") != FORMAT or stored.get("key") != key:
            return None
        return bdd_gherkin.GherkinDocument.from_dict(stored["document"])
    except Exception:  # noqa: BLE001 - missing, damaged or not ours: parsed again
        return None


def _store(folder: Path, entry: Path, stored: dict[str, Any]) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(stored, out, separators=(",", ":"))
            os.replace(temporary, entry)
        except BaseException:
            os.unlink(temporary)
            raise
        _prune(folder)
    except OSError:
        pass  # a folder that cannot be written: the file is parsed every time


def _prune(folder: Path) -> None:
    """Keep the newest MAX_ENTRIES entries; drop what a killed writer left (an hour old)."""
    entries, stale = [], []
    limit = time.time() - 3600
    for path in folder.iterdir():
        try:
            modified = path.stat().st_mtime
        except OSError:
            continue
        if path.suffix == ".json":
            entries.append((modified, path))
        elif path.suffix == ".tmp" and modified < limit:
            stale.append(path)
    entries.sort(reverse=True)
    for path in [p for _, p in entries[MAX_ENTRIES:]] + stale:
        try:
            path.unlink()
        except OSError:
            pass
