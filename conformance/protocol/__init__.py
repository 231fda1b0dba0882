"""The process protocol: the adapter contract carried over stdin/stdout.

Newline-delimited JSON, one request or answer per line (docs/protocol.md).
``schema.json`` in this package is the JSON Schema every message is checked
against; this module loads it and names the checks the runner and the
protocol server use.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

#: Version of the protocol this runner speaks. An implementation must answer
#: the handshake with the same major version.
PROTOCOL_VERSION = "2.0"
OPS = ("hello", "create", "pending", "act", "state", "stop")
#: ops whose answer may be a refusal (the rules forbid the action or position)
REFUSABLE_OPS = ("create", "act")
#: ops whose answer may be unscripted_die (the implementation needed a die the position's script lacks)
ROLLING_OPS = ("create", "act")
OUTCOMES = ("result", "refusal", "unsupported", "unscripted_die", "error")


@lru_cache(maxsize=None)
def schema() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("schema.json").read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=None)
def _validator(pointer: str) -> Draft202012Validator:
    root = schema()
    if pointer == "#":
        return Draft202012Validator(root)
    return Draft202012Validator({"$ref": pointer, "$defs": root["$defs"]})


def _first_error(pointer: str, instance: Any) -> str | None:
    error = best_match(_validator(pointer).iter_errors(instance))
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
    text = error.message if len(error.message) <= 300 else error.message[:297] + "..."
    return f"at {where}: {text}"


def request_problem(message: Any) -> str | None:
    """Why ``message`` is not a valid request, or None."""
    if isinstance(message, dict) and message.get("op") in OPS:
        return _first_error(f"#/$defs/requests/{message['op']}", message)
    return _first_error("#/$defs/request", message)


def answer_problem(message: Any) -> str | None:
    """Why ``message`` is not a valid answer envelope, or None."""
    return _first_error("#/$defs/answer", message)


def result_problem(op: str, result: Any) -> str | None:
    """Why ``result`` is not a valid result of ``op``, or None."""
    if op not in OPS:
        return f"unknown op {op!r}"
    return _first_error(f"#/$defs/results/{op}", result)


def is_compatible(version: Any) -> bool:
    """Same major version as the runner's."""
    return isinstance(version, str) and version.split(".")[0] == PROTOCOL_VERSION.split(".")[0]


def encode(message: dict[str, Any]) -> bytes:
    """One message as one line of UTF-8 JSON."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")
