"""``conformance``: the command line, which only dispatches to the commands.

    conformance run    play the corpus against one or more implementations
    conformance fuzz   compare an implementation with the reference on generated positions
    conformance docs   build the rules site (static, offline) from results files
    conformance serve  serve a Python implementation over the process protocol
    conformance errata each erratum: readings, pinning scenarios, and what changes under another reading

Each command lives with the part of the package it belongs to (``run``, which
joins the runner, the reports and the site, in conformance.commands) and gives
``add_arguments(parser)`` and ``main(args) -> exit status``; only the command
asked for is imported, so ``conformance serve`` starts as fast as its
implementation allows.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    module: str
    summary: str


DESCRIPTION = ("Play the rules corpus of five board wargames against an implementation of their rules, "
               "in any language, and report rule by rule where it deviates.")

COMMANDS = {
    "run": Command("conformance.commands.run", "play the corpus against one or more implementations"),
    "fuzz": Command("conformance.fuzz.cli", "compare an implementation with the reference on generated positions"),
    "docs": Command("conformance.site", "build the rules site (static, offline) from results files"),
    "serve": Command("conformance.connection.serve", "serve a python: implementation over the process protocol"),
    "errata": Command("conformance.commands.errata",
                      "each erratum's readings, the scenarios pinning each, and what changes under another reading"),
}


def _version() -> str:
    from conformance import __version__
    from conformance.connection.protocol import PROTOCOL_VERSION
    from conformance.contract import CONTRACT_VERSION

    return f"conformance {__version__} (contract {CONTRACT_VERSION}, protocol {PROTOCOL_VERSION})"


def build_parser(chosen: str | None = None) -> argparse.ArgumentParser:
    """The parser; only ``chosen``'s module is imported to add its options."""
    parser = argparse.ArgumentParser(prog="conformance", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=_version())
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, command in COMMANDS.items():
        sub = commands.add_parser(name, help=command.summary, description=command.summary)
        if name == chosen:
            importlib.import_module(command.module).add_arguments(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    chosen = next((arg for arg in argv if not arg.startswith("-")), None)
    args = build_parser(chosen if chosen in COMMANDS else None).parse_args(argv)
    return importlib.import_module(COMMANDS[args.command].module).main(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
