"""One strict reading of JSON, for both directions of the contract.

What an implementation gives the runner -- an answer line over the process
protocol, or a return value of an in-process implementation -- is read by
the same rules:

- only JSON values: objects with string keys, arrays, strings, finite
  numbers, true, false, null (no NaN or Infinity, no sets, tuples or other
  Python objects);
- no duplicate keys in an object (JSON leaves them undefined; the runner
  refuses to guess which one was meant);
- at most :data:`MAX_DEPTH` levels of nesting and :data:`MAX_ITEMS` values
  in one message, checked before anything else looks at it (schema
  validation, the scenario);
- a string that is not valid Unicode (a lone surrogate such as ``"\\ud800"``)
  is kept, with the bad code point written as an escape, so it can be stored
  and printed.

A breach raises :class:`JSONProblem` naming where in the message it is.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

MAX_DEPTH = 64
MAX_ITEMS = 200_000


class JSONProblem(ValueError):
    """The value is not strict JSON, or is too big or too deep to read."""


def loads(data: bytes | str, *, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS) -> Any:
    """Parse one JSON text strictly (see the module docstring)."""
    value = _quick(data, max_depth, max_items)
    if value is not _NOT_QUICK:
        return value
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise JSONProblem(f"not UTF-8 (byte {exc.start})") from None
    try:
        value = json.loads(data, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise JSONProblem(f"nested deeper than {max_depth} levels") from None
    except JSONProblem:
        raise
    except ValueError as exc:
        raise JSONProblem(f"not JSON: {exc}") from None
    return checked(value, max_depth=max_depth, max_items=max_items)


_NOT_QUICK = object()


def _quick(data: bytes | str, max_depth: int, max_items: int) -> Any:
    """The value of ``data`` when one quick pass proves it strict JSON, else ``_NOT_QUICK``.

    The common case, every message of a sound program: orjson's parser alone, then a proof that
    its reading is the full reading's. orjson takes UTF-8 alone and refuses what the full reading
    refuses or escapes (NaN, Infinity, a number too big for a double, a lone surrogate, a
    byte-order mark); it keeps the last of duplicate keys, and reads an integer beyond 64 bits as
    a float. Two proofs rule those out:

    - the text is the one orjson writes for the value (:func:`_is_canonical`; every line
      orjson wrote, the protocol server's answers and the runner's requests), and nests no deeper
      than ``max_depth`` (:func:`_is_shallow`);
    - else, one pass over the value (:func:`_members`) counts its members and checks its depth and
      numbers: each member of an object in the text has one colon outside its strings, so when
      the text holds no more colons than the parsed objects hold members, no key was dropped (and
      no string holds a colon); a float beyond 64-bit integers is left to the full reading.

    A text of fewer than ``2 * max_items - 1`` characters cannot hold ``max_items`` values.
    Anything else (an error, a colon in a string, a big number) is left to the full reading, so
    the answer or the problem is always the full reading's.
    """
    if len(data) >= 2 * max_items - 1:
        return _NOT_QUICK
    try:
        value = orjson.loads(data)
    except (ValueError, RecursionError):  # orjson.JSONDecodeError: not JSON, or not UTF-8
        return _NOT_QUICK
    kind = type(value)
    if kind is not dict and kind is not list:
        return _NOT_QUICK
    if isinstance(data, bytes) and _is_canonical(data, value) and _is_shallow(data, max_depth):
        return value
    if _members(value, 0, max_depth) == data.count(b":" if isinstance(data, bytes) else ":"):
        return value
    return _NOT_QUICK


def _is_canonical(data: bytes, value: Any) -> bool:
    """Whether ``data`` (less one final newline) is the very text orjson writes for ``value``, its
    reading: then no key was dropped (a duplicate would shorten the text) and no number was read
    as another (an integer beyond 64 bits comes back as a float, written otherwise). Every line
    orjson wrote is such a text (the protocol server's, and the runner's requests)."""
    if data[-1:] == b"\n":
        data = data[:-1]
    try:
        return orjson.dumps(value) == data
    except (TypeError, ValueError):  # orjson.JSONEncodeError: too deep for orjson to write
        return False


#: every byte but brackets, braces and quotes, deleted to leave the nesting of a text and its
#: strings' bounds (:func:`_is_shallow`)
_NOT_NESTING = bytes(byte for byte in range(256) if byte not in b'[]{}"')
#: brackets written as braces, so that one replace takes every innermost container of a level
_AS_BRACES = bytes.maketrans(b"[]", b"{}")


def _is_shallow(data: bytes, max_depth: int) -> bool:
    """Whether a text orjson wrote (:func:`_is_canonical`) nests at most ``max_depth`` levels.

    Fewer brackets and braces than that cannot nest deeper. Otherwise the text is cut down to its
    brackets, braces and quotes, and every pair of adjacent quotes taken out. With no escaped
    quote in the text, each quote opens or closes a string, so what is left is the nesting alone
    when no string held a bracket or brace, and holds a quote otherwise. The nesting loses its
    innermost containers at each replace of ``{}``, one level each, so it is empty after at most
    ``max_depth`` replaces; one that holds a quote never is. A text with an escaped quote is left
    to the walk (:func:`_members`)."""
    if data.count(b"{") + data.count(b"[") <= max_depth:
        return True
    if b'\\"' in data:
        return False
    nesting = data.translate(_AS_BRACES, _NOT_NESTING).replace(b'""', b"")
    for _ in range(max_depth):
        if not nesting:
            return True
        nesting = nesting.replace(b"{}", b"")
    return not nesting


def _members(container: Any, depth: int, max_depth: int) -> int:
    """The members of the objects in ``container`` (a parsed value), or -1: too deep, or a float
    that is not finite or is beyond 64-bit integers (:func:`_quick`)."""
    if depth >= max_depth:
        return -1
    if type(container) is dict:
        members = len(container)
        container = container.values()
    else:
        members = 0
    for item in container:
        kind = type(item)
        if kind is dict or kind is list:
            inner = _members(item, depth + 1, max_depth)
            if inner < 0:
                return -1
            members += inner
        elif kind is float and not -_BIG < item < _BIG:  # NaN compares false too
            return -1
    return members


def checked(value: Any, *, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS) -> Any:
    """``value`` if it is strict JSON data (lone surrogates escaped in place), else JSONProblem."""
    if is_plain(value, max_depth, max_items):
        return value
    budget = [max_items, max_items]
    return _walk_checked(value, max_depth, budget)


def is_plain(value: Any, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS) -> bool:
    """True when ``value`` is an object or array that :func:`checked` would give back untouched.

    The common case, every answer of a sound implementation, answered in one quick pass: plain
    ASCII strings and keys, ints, booleans, null, finite floats, within the limits. Anything
    else (a non-ASCII string that might need escaping, a bad value, a breach of a limit) is left
    to the full walk, which says where and what -- so the answer is always the walk's.
    """
    kind = type(value)
    return (kind is dict or kind is list) and _plain_budget(value, 0, max_depth, max_items - 1) >= 0


def _plain_budget(container: Any, depth: int, max_depth: int, budget: int) -> int:
    """The values left in the budget once ``container``'s are counted; -1: not plain."""
    if depth >= max_depth:
        return -1
    budget -= len(container)
    if budget < 0:
        return -1
    if type(container) is dict:
        for key in container:
            if type(key) is not str or not key.isascii():
                return -1
        container = container.values()
    for item in container:
        kind = type(item)
        if kind is str:
            if not item.isascii():
                return -1
        elif kind is dict or kind is list:
            budget = _plain_budget(item, depth + 1, max_depth, budget)
            if budget < 0:
                return -1
        elif kind is float:
            if item != item or item == _INF or item == -_INF:
                return -1
        elif kind is not int and kind is not bool and item is not None:
            return -1
    return budget


def dumps(value: Any) -> str:
    """Compact JSON text; NaN and Infinity are refused, as when reading."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def safe_string(text: str) -> str:
    """``text`` with code points that cannot be encoded (lone surrogates) escaped."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _no_constant(name: str) -> Any:
    raise JSONProblem(f"{name} is not a JSON number")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise JSONProblem(f"duplicate key {safe_string(key)!r} in an object")
            seen.add(key)
    return result


class _Problem(Exception):
    """A problem found during the walk; the containers it passes name the path."""

    def __init__(self, message: str) -> None:
        self.message = message
        self.path: list[Any] = []


def _walk_checked(value: Any, max_depth: int, budget: list[int]) -> Any:
    try:
        return _walk(value, 0, max_depth, budget)
    except _Problem as problem:
        where = "/".join(str(p) for p in problem.path)
        raise JSONProblem(f"at {where}: {problem.message}" if where else problem.message) from None


def _walk(value: Any, depth: int, max_depth: int, budget: list[int]) -> Any:
    budget[0] -= 1
    if budget[0] < 0:
        raise _Problem(f"more than {budget[1]} values in one message")
    kind = type(value)
    if kind is str:
        return value if value.isascii() else safe_string(value)
    if kind is int or kind is bool or value is None:
        return value
    if kind is float:
        if value != value or value in (_INF, -_INF):
            raise _Problem(f"{value!r} is not a JSON number")
        return value
    if kind is dict:
        if depth >= max_depth:
            raise _Problem(f"nested deeper than {max_depth} levels")
        for key in value:
            if type(key) is not str:
                raise _Problem(f"key {key!r} is not a string")
        for key in value:  # every key is a string: escape them if one needs it
            if not key.isascii() and safe_string(key) is not key:
                items = [(safe_string(k), v) for k, v in value.items()]
                value.clear()
                value.update(items)
                break
        return _walk_members(value, value.items(), depth, max_depth, budget)
    if kind is list:
        if depth >= max_depth:
            raise _Problem(f"nested deeper than {max_depth} levels")
        return _walk_members(value, enumerate(value), depth, max_depth, budget)
    raise _Problem(f"a {kind.__name__} is not JSON data (use objects, arrays, strings, numbers, "
                   "true, false, null)")


def _walk_members(container, members, depth, max_depth, budget):
    """Check each (key or index, item) of an object or array; a problem's path gains the key."""
    for key, item in members:
        try:
            fixed = _walk(item, depth + 1, max_depth, budget)
        except _Problem as problem:
            problem.path.insert(0, key)
            raise
        if fixed is not item:
            container[key] = fixed  # an existing key or index: the container does not grow
    return container


_INF = float("inf")
_BIG = float(2**63)
