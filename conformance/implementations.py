"""Turning an ``--implementation`` spec into an object that honours the contract.

Accepted forms (the same for ``pytest --implementation`` and ``conformance``):

- ``reference`` -- the reference engine, in-process (the default);
- ``python:package.module:factory`` or ``package.module:factory`` -- a Python
  callable returning an Implementation (a class works: it is called);
- ``exec:COMMAND LINE`` -- a program speaking the process protocol
  (started without a shell).
"""

from __future__ import annotations

import importlib
import shlex
from typing import Any

from .contract import Implementation

REFERENCE = "reference"


class ImplementationSpecError(ValueError):
    pass


def load_implementation(spec: str, **options: Any) -> Implementation:
    spec = spec.strip()
    if spec in ("", REFERENCE):
        spec = "python:reference_engine:Implementation"
    if spec.startswith("exec:"):
        argv = shlex.split(spec[len("exec:"):])
        if not argv:
            raise ImplementationSpecError("exec: needs a command line, e.g. exec:node js/impl.js")
        try:
            from .process import ProcessImplementation
        except ImportError as exc:  # pragma: no cover - present once the protocol lands
            raise ImplementationSpecError(f"exec: implementations are not available: {exc}") from exc
        return ProcessImplementation(argv, **options)
    if spec.startswith("python:"):
        spec = spec[len("python:"):]
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ImplementationSpecError(
            f"implementation {spec!r}: expected 'reference', 'python:pkg.module:factory' or 'exec:command'")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ImplementationSpecError(f"implementation {spec!r}: cannot import {module_name}: {exc}") from exc
    try:
        factory = getattr(module, attr)
    except AttributeError as exc:
        raise ImplementationSpecError(f"implementation {spec!r}: {module_name} has no {attr!r}") from exc
    implementation = factory() if callable(factory) else factory
    for method in ("describe", "create"):
        if not callable(getattr(implementation, method, None)):
            raise ImplementationSpecError(
                f"implementation {spec!r}: the object it gives has no {method}() (see docs/contract.md)")
    return implementation
