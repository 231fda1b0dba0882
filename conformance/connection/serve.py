"""``conformance serve SPEC``: any Python implementation of the contract over the process protocol.

    conformance serve reference
    conformance serve python:my_sor.adapter:Implementation

reads requests on stdin and answers on stdout, one JSON object per line
(docs/protocol.md), so that the implementation can be played as
``--implementation "exec:conformance serve SPEC"``: across a process boundary,
exactly as a program in another language is. ``print()`` inside the
implementation goes to stderr. The reference engine served this way is what
the protocol's benchmarks and tests play.
"""

from __future__ import annotations

import argparse
import os
import sys

from conformance.connection.specs import ImplementationSpecError, load_implementation

EXIT_OK, EXIT_USAGE = 0, 2
EXIT_MEANINGS = {EXIT_OK: "stdin ended or the runner said stop", EXIT_USAGE: "a spec that cannot be served"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``conformance serve``."""
    parser.add_argument("spec", metavar="SPEC",
                        help="'reference' or 'python:pkg.module:factory' (an exec: program serves itself)")


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
    code = serve(implementation)
    _exit_now(code)
    return code  # pragma: no cover - _exit_now does not return


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
