"""``conformance serve SPEC``: any Python implementation of the contract over the process protocol.

    conformance serve reference
    conformance serve python:my_sor.adapter:Implementation
    conformance serve reference --reading tactics-roll-sign=less-than

reads requests on stdin and answers on stdout, one JSON object per line
(docs/protocol.md), so that the implementation can be played as
``--implementation "exec:conformance serve SPEC"``: across a process boundary,
exactly as a program in another language is. ``print()`` inside the
implementation goes to stderr. The reference engine served this way is what
the protocol's benchmarks and tests play. ``--reading ERRATUM=READING`` makes the
served implementation follow that reading: its handshake declares it in the
game's ``"readings"``, and a position that names no reading of the erratum is
played under it.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
from typing import Any

from conformance import options

from conformance.connection.specs import ImplementationSpecError, load_implementation

EXIT_OK, EXIT_USAGE = 0, 2
EXIT_MEANINGS = {EXIT_OK: "stdin ended or the runner said stop", EXIT_USAGE: "a spec that cannot be served"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``conformance serve``."""
    parser.add_argument("spec", metavar="SPEC",
                        help="'reference' or 'python:pkg.module:factory' (an exec: program serves itself)")
    options.add(parser, options.READINGS, reading={
        "help": "follow READING of erratum ERRATUM: declare it in the handshake and play positions that name no "
                "reading of it under it (repeatable)"})


def main(args: argparse.Namespace) -> int:
    """Serve until stdin ends or the runner says stop; the exit status."""
    from conformance.connection.protocol.server import serve

    if args.spec.strip().startswith("exec:"):
        print("conformance serve: an exec: program speaks the protocol itself; serve a python: spec",
              file=sys.stderr)
        return EXIT_USAGE
    try:
        implementation = load_implementation(args.spec, guard=False)
    except ImplementationSpecError as exc:
        print(f"conformance serve: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if args.reading:
        from conformance.corpus.catalog import load_all
        from conformance.corpus.readings import chosen_readings

        try:
            implementation = Following(implementation, chosen_readings(args.reading, load_all()))
        except ValueError as exc:
            print("\n".join(f"conformance serve: {line}" for line in str(exc).splitlines()), file=sys.stderr)
            return EXIT_USAGE
    code = serve(implementation)
    _exit_now(code)
    return code  # pragma: no cover - _exit_now does not return


class Following:
    """An implementation that follows the given readings, ``{game: {erratum: reading}}``: its handshake
    declares them, and a position naming no reading of such an erratum is created under it."""

    def __init__(self, implementation: Any, readings: dict[str, dict[str, str]]) -> None:
        self._implementation = implementation
        self._readings = readings

    def describe(self) -> Any:
        description = copy.deepcopy(self._implementation.describe())
        for game, readings in self._readings.items():
            entry = (description.get("games") or {}).get(game)
            if isinstance(entry, dict):
                entry["readings"] = {**(entry.get("readings") or {}), **readings}
        return description

    def create(self, position: Any) -> Any:
        readings = self._readings.get(position.get("game")) if isinstance(position, dict) else None
        if readings:
            position = {**position, "readings": {**readings, **(position.get("readings") or {})}}
        return self._implementation.create(position)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._implementation, name)


def _exit_now(code: int) -> None:
    """End the process without tearing down the implementation's modules and caches (about 0.1 s
    for the reference engine, which the runner would wait for at every stop): every answer is
    written and flushed by then."""
    for stream in (sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(code)
