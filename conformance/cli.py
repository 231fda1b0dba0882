"""``conformance``: the command line, which only dispatches to the commands.

    conformance run           play the corpus against one or more implementations
    conformance fuzz          compare an implementation with the reference on generated positions
    conformance docs          build the rules site (static, offline) from results files
    conformance diff          what changed between two runs, per scenario and per clause
    conformance expectations  start an expectations file from a run's failures
    conformance serve         serve a Python implementation over the process protocol
    conformance --version     the tool's version, and the contract and protocol it speaks
    conformance errata        each erratum: its readings, the scenarios pinning each, what changes under another

``python -m conformance`` is the same. Each command lives with the part of the
package it belongs to (``run``, ``diff`` and ``expectations``, which join the
runner, the reports and the site, in conformance.commands) and gives
``add_arguments(parser)``, ``main(args) -> exit status`` and
``EXIT_MEANINGS`` (exit status -> meaning, the table its code returns from).
:data:`COMMANDS` is the one table of the commands: each ``--help`` is built
from it (the command's summary and description) and from its
``EXIT_MEANINGS`` (the exit statuses, listed after the options). Only the
command asked for is imported, so ``conformance serve`` starts as fast as its
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
    description: str


DESCRIPTION = ("Play the rules corpus of five board wargames against an implementation of their rules, "
               "in any language, and report rule by rule where it deviates.")

COMMANDS = {
    "run": Command(
        "conformance.commands.run", "play the corpus against one or more implementations",
        "Play the corpus against each implementation (--implementation, repeatable; the reference engine by "
        "default), one pytest run each, and print one line per game (scenarios played, passed, failed, errored, "
        "unsupported) and the failing clauses with their first message (-v: the per-rule table and the "
        "compliance matrix). The report folder gets results.json, junit.xml, matrix.md and the rules site, and a "
        "folder per implementation with its own and its Cucumber Messages and HTML report (docs/results.md)."),
    "fuzz": Command(
        "conformance.fuzz.cli", "compare an implementation with the reference on generated positions",
        "Play the corpus's paths, then generated positions and actions, against an implementation and the "
        "reference engine side by side, and write each divergence, shrunk and tagged with its clause, as a "
        "scenario ready to commit (docs/fuzzing.md)."),
    "docs": Command(
        "conformance.site", "build the rules site (static, offline) from results files",
        "Build the rules site from the catalogs, the feature files and results files: a page per game with "
        "every clause, its scenarios and their verdicts per implementation, the compliance matrix, a diff of "
        "two runs and a link to each run's Cucumber report. Static and offline."),
    "diff": Command(
        "conformance.commands.diff", "what changed between two runs, per scenario and per clause",
        "Compare two results files: the scenarios regressed (passed in OLD, not in NEW), fixed, otherwise "
        "changed, added and gone, and the clauses whose verdict changed; as Markdown or JSON."),
    "expectations": Command(
        "conformance.commands.expectations", "start an expectations file from a run's failures",
        "Write an expectations file listing a run's failures for one implementation, each with a reason to "
        "write: an implementation starting out lists what it does not do yet (docs/results.md, Expectations "
        "files)."),
    "serve": Command(
        "conformance.connection.serve", "serve a python: implementation over the process protocol",
        "Serve a Python implementation (the reference engine included) over the process protocol on stdin and "
        "stdout, so it plays as --implementation \"exec:conformance serve SPEC\" (docs/protocol.md)."),
    "errata": Command(
        "conformance.commands.errata",
        "each erratum's readings, the scenarios pinning each, and what changes under another reading",
        "List each erratum of the catalogs with its readings, its default, the clauses it touches and the "
        "scenarios that pin each reading; --what-if plays the corpus against the reference engine under each "
        "other reading and prints the scenarios whose verdict changes; --check fails on a scenario whose "
        "verdict depends on a default it does not pin (docs/authoring.md)."),
}


def _version() -> str:
    from conformance import __version__
    from conformance.connection.protocol import PROTOCOL_VERSION
    from conformance.contract import CONTRACT_VERSION

    return f"conformance {__version__} (contract {CONTRACT_VERSION}, protocol {PROTOCOL_VERSION})"


def exit_statuses(meanings: dict[int, str]) -> str:
    """The epilog of a command's ``--help``: its exit statuses, one a line."""
    return "exit statuses:\n" + "\n".join(f"  {code:>3}  {meaning}" for code, meaning in meanings.items())


class _HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """The description wrapped to the terminal, the exit statuses kept one a line."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.startswith("exit statuses:"):
            return super()._fill_text(text, width, indent)
        return argparse.HelpFormatter._fill_text(self, text, width, indent)


def build_parser(chosen: str | None = None) -> argparse.ArgumentParser:
    """The parser; only ``chosen``'s module is imported to add its options and exit statuses."""
    parser = argparse.ArgumentParser(prog="conformance", description=DESCRIPTION, formatter_class=_HelpFormatter,
                                     epilog="Each command's --help says what it does, its options and its exit "
                                            "statuses. python -m conformance is the same as conformance.")
    parser.add_argument("--version", action="version", version=_version())
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, command in COMMANDS.items():
        sub = commands.add_parser(name, help=command.summary, description=command.description,
                                  formatter_class=_HelpFormatter)
        if name == chosen:
            module = importlib.import_module(command.module)
            module.add_arguments(sub)
            sub.epilog = exit_statuses(module.EXIT_MEANINGS)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    chosen = next((arg for arg in argv if not arg.startswith("-")), None)
    args = build_parser(chosen if chosen in COMMANDS else None).parse_args(argv)
    args.command_line = ["conformance", *argv]  # as results.json's meta says it
    return importlib.import_module(COMMANDS[args.command].module).main(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
