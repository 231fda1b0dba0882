"""Loading TOML data files with errors that name the file and the line."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python < 3.11 only
    import tomli as tomllib


class DataFileError(ValueError):
    """A fixture or catalog file that cannot be used, with where and why."""

    def __init__(self, path: Path | str, line: int | None, message: str) -> None:
        self.path = Path(path)
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line else f"{self.path}"
        super().__init__(f"{where}: {message}")


_AT_LINE = re.compile(r"\(at line (\d+), column \d+\)")


def load_toml(path: Path | str) -> dict[str, Any]:
    """Parse ``path``; a syntax error becomes a DataFileError with its line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataFileError(path, None, f"cannot read: {exc.strerror or exc}") from exc
    _remember_text(path, text)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = _AT_LINE.search(str(exc))
        line = int(match.group(1)) if match else None
        raise DataFileError(path, line, f"not valid TOML: {exc}") from exc


def line_of(path: Path | str, key: str, value: Any = None, *, after: int = 0) -> int | None:
    """The first line (1-based, after line ``after``) that sets ``key``,
    to ``value`` when given, or opens table ``[key]`` / ``[[key]]``."""
    lines = _key_lines(Path(path))
    if lines is None:
        return None
    for number, is_table, raw in lines.get(key, ()):
        if number <= after:
            continue
        if is_table:
            if value is None:
                return number
        elif value is None or _same_value(raw, value):
            return number
    return None


_KEY_LINE = re.compile(r"^\s*\"?([^\s\"=\[]+)\"?\s*=\s*(.*)$")
_TABLE_LINE = re.compile(r"^\s*\[\[?\s*([^\s\]]+)\s*\]\]?\s*$")
_KEY_LINES_CACHE: dict[Path, tuple[tuple[int, int], str, dict[str, list[tuple[int, bool, str]]] | None]] = {}


def _version(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_mtime_ns, stat.st_size


def _remember_text(path: Path, text: str) -> None:
    """Keep the text just read, so line lookups do not read the file again."""
    try:
        _KEY_LINES_CACHE[path] = (_version(path), text, None)
    except OSError:
        _KEY_LINES_CACHE.pop(path, None)


def _key_lines(path: Path) -> dict[str, list[tuple[int, bool, str]]] | None:
    """Every ``key = value`` and ``[table]`` line of a file by key, indexed once
    per version of the file: (line number, is a table header, raw value)."""
    try:
        version = _version(path)
        cached = _KEY_LINES_CACHE.get(path)
        if cached is not None and cached[0] == version:
            text, by_key = cached[1], cached[2]
            if by_key is not None:
                return by_key
        else:
            text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    by_key = {}
    for number, line in enumerate(text.splitlines(), start=1):
        table = _TABLE_LINE.match(line)
        if table:
            by_key.setdefault(table.group(1), []).append((number, True, ""))
            continue
        found = _KEY_LINE.match(line)
        if found:
            by_key.setdefault(found.group(1), []).append((number, False, found.group(2)))
    _KEY_LINES_CACHE[path] = (version, text, by_key)
    return by_key


def _same_value(raw: str, value: Any) -> bool:
    raw = raw.split("#", 1)[0].strip()
    if isinstance(value, str):
        return raw in (f'"{value}"', f"'{value}'")
    return raw == str(value).lower() if isinstance(value, bool) else raw == str(value)


def check_keys(
    path: Path, table: dict[str, Any], where: str, *, required: set[str], optional: set[str],
    anchor_line: int | None = None,
) -> None:
    """Refuse unknown and missing keys in one table, naming file, line and key."""
    unknown = sorted(set(table) - required - optional)
    if unknown:
        key = unknown[0]
        line = line_of(path, key, after=(anchor_line or 1) - 1) or anchor_line
        allowed = ", ".join(sorted(required | optional))
        raise DataFileError(path, line, f"{where}: unknown key '{key}' (allowed: {allowed})")
    missing = sorted(required - set(table))
    if missing:
        raise DataFileError(path, anchor_line, f"{where}: missing required key '{missing[0]}'")


#: what a value must be, as :func:`check_types` names it
STRING = "a string"
STRINGS = "an array of strings"
TABLES = "an array of tables"
_TOML_TYPES = {str: "a string", bool: "a boolean", int: "an integer", float: "a float", list: "an array",
               dict: "a table"}


def check_types(
    path: Path, table: dict[str, Any], where: str, expected: dict[str, str], *, anchor_line: int | None = None,
) -> None:
    """Refuse a value of the wrong type in one table (``expected``: key -> STRING, STRINGS or TABLES),
    naming file, line, key, what it must be and what it is."""
    for key, kind in expected.items():
        if key in table and not _is(kind, table[key]):
            line = line_of(path, key, after=(anchor_line or 1) - 1) or anchor_line
            raise DataFileError(path, line, f"{where}: '{key}' must be {kind}, not {type_shown(table[key])}")


def _is(kind: str, value: Any) -> bool:
    if kind == STRING:
        return isinstance(value, str)
    item = {STRINGS: str, TABLES: dict}[kind]
    return isinstance(value, list) and all(isinstance(v, item) for v in value)


def type_shown(value: Any) -> str:
    """What a TOML value is, with the value: ``an array (['a', 1])``."""
    kind = next((name for python, name in _TOML_TYPES.items() if isinstance(value, python)), "a date or time")
    return f"{kind} ({value!r})"
