"""Turning an ``--implementation`` spec into an object that honours the contract.

Accepted forms (the same for ``pytest --implementation`` and ``conformance``):

- ``reference`` -- the reference engine, in-process (the default);
- ``python:package.module:factory`` or ``package.module:factory`` -- a Python
  callable returning an Implementation (a class works: it is called);
- ``exec:COMMAND LINE`` -- a program speaking the process protocol
  (started without a shell).

Any other ``scheme:`` (``java:``, ``node:``) is a usage error, and so is a
module that cannot be imported or a program that cannot be found: each is one
clear :class:`ImplementationSpecError`, raised before anything runs.
In-process implementations are wrapped by conformance.connection.inprocess (deadlines,
strict JSON results) unless ``guard=False``; the built-in reference engine's deadline is a timer on the
caller's thread rather than a worker thread (conformance.connection.inprocess).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import shlex
import shutil
from typing import Any

from conformance.contract import Implementation

REFERENCE = "reference"


class ImplementationSpecError(ValueError):
    pass


SCHEMES = ("python", "exec")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")


def exec_argv(spec: str) -> list[str]:
    """The command line of an ``exec:`` spec; its program must exist."""
    try:
        argv = shlex.split(spec[len("exec:"):])
    except ValueError as exc:
        raise ImplementationSpecError(f"implementation {spec!r}: cannot read the command line: {exc}") from None
    if not argv:
        raise ImplementationSpecError("exec: needs a command line, e.g. exec:node js/impl.js")
    program = argv[0]
    if os.sep in program or (os.altsep and os.altsep in program):
        if not (os.path.isfile(program) and os.access(program, os.X_OK)):
            raise ImplementationSpecError(f"implementation {spec!r}: {program!r} is not an executable file")
    elif shutil.which(program) is None:
        raise ImplementationSpecError(f"implementation {spec!r}: no program {program!r} on the PATH")
    return argv


def _check_scheme(spec: str) -> None:
    scheme = _SCHEME.match(spec)
    if scheme and scheme.group(1) not in SCHEMES and "." not in scheme.group(1) and (
            ":" in spec[scheme.end():] or " " in spec or _find_module(scheme.group(1)) is None):
        raise ImplementationSpecError(
            f"implementation {spec!r}: unknown scheme {scheme.group(1) + ':'!r}; expected 'reference', "
            "'python:pkg.module:factory' or 'exec:COMMAND' (e.g. exec:java -jar impl.jar)")


def _find_module(name: str) -> Any:
    try:
        return importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None


def _python_parts(spec: str) -> tuple[str, str]:
    module_name, sep, attr = spec.removeprefix("python:").partition(":")
    if not sep or not module_name or not attr:
        raise ImplementationSpecError(
            f"implementation {spec!r}: expected 'reference', 'python:pkg.module:factory' or 'exec:command'")
    return module_name, attr


def check_spec(spec: str) -> None:
    """Raise ImplementationSpecError for a spec that cannot work, without running anything of it:
    an unknown scheme, a program not found, a module not found."""
    spec = spec.strip()
    if spec in ("", REFERENCE):
        return
    _check_scheme(spec)
    if spec.startswith("exec:"):
        exec_argv(spec)
        return
    module_name, _ = _python_parts(spec)
    if _find_module(module_name) is None:
        raise ImplementationSpecError(f"implementation {spec!r}: no module named {module_name!r} "
                                      "(is its folder on PYTHONPATH?)")


def load_implementation(spec: str, *, guard: bool = True, **options: Any) -> Implementation:
    spec = spec.strip()
    trusted = spec in ("", REFERENCE)  # the built-in reference engine: the deadline on this thread
    if trusted:
        spec = "python:reference_engine:Implementation"
    _check_scheme(spec)
    if spec.startswith("exec:"):
        argv = exec_argv(spec)
        try:
            from conformance.connection.process import ProcessImplementation
        except ImportError as exc:  # pragma: no cover - conformance.connection.process ships with the package
            raise ImplementationSpecError(f"exec: implementations are not available: {exc}") from exc
        return ProcessImplementation(argv, **options)
    module_name, attr = _python_parts(spec)
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # noqa: BLE001 - whatever the import raises, it is one usage error
        raise ImplementationSpecError(
            f"implementation {spec!r}: cannot import {module_name}: {type(exc).__name__}: {exc}") from None
    try:
        factory = getattr(module, attr)
    except AttributeError as exc:
        raise ImplementationSpecError(f"implementation {spec!r}: {module_name} has no {attr!r}") from exc
    try:
        implementation = factory() if callable(factory) else factory
    except Exception as exc:  # noqa: BLE001 - a factory that breaks is one usage error
        raise ImplementationSpecError(
            f"implementation {spec!r}: {attr}() raised {type(exc).__name__}: {exc}") from None
    for method in ("describe", "create"):
        if not callable(getattr(implementation, method, None)):
            raise ImplementationSpecError(
                f"implementation {spec!r}: the object it gives has no {method}() (see docs/contract.md)")
    if not guard:
        return implementation
    from conformance.connection.inprocess import GuardedImplementation

    return GuardedImplementation(implementation, on_this_thread=trusted, **options)
