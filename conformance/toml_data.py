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
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = _AT_LINE.search(str(exc))
        line = int(match.group(1)) if match else None
        raise DataFileError(path, line, f"not valid TOML: {exc}") from exc


def line_of(path: Path | str, key: str, value: Any = None, *, after: int = 0) -> int | None:
    """The first line (1-based, after line ``after``) that sets ``key``,
    to ``value`` when given, or opens table ``[key]`` / ``[[key]]``."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    key_re = re.compile(rf"^\s*\"?{re.escape(key)}\"?\s*=\s*(.*)$")
    table_re = re.compile(rf"^\s*\[\[?\s*{re.escape(key)}\s*\]\]?\s*$")
    for number, text in enumerate(lines, start=1):
        if number <= after:
            continue
        if value is None and table_re.match(text):
            return number
        found = key_re.match(text)
        if found and (value is None or _same_value(found.group(1), value)):
            return number
    return None


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
