"""``conformance diff OLD NEW``: what changed between two runs, per scenario and per clause.

    conformance diff reports-before/results.json reports/results.json [--format markdown|json]

Reads two results files (conformance.reports.diff) and prints what changed:
scenarios regressed (passed in OLD, not in NEW), fixed, otherwise changed,
added and gone, and the clauses whose verdict or counts changed. The exit
status says whether anything that passed no longer does, so a CI job can
fail on new failures alone.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from conformance.reports import diff

EXIT_OK, EXIT_REGRESSED, EXIT_USAGE = 0, 1, 2
EXIT_MEANINGS = {
    EXIT_OK: "no scenario that passed in OLD fails, errors or is left unplayed in NEW",
    EXIT_REGRESSED: "new failures: a scenario that passed in OLD does not pass in NEW",
    EXIT_USAGE: "usage error: a file that cannot be read or is no results file",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``conformance diff``."""
    parser.add_argument("old", metavar="OLD", help="the earlier run's results.json")
    parser.add_argument("new", metavar="NEW", help="the later run's results.json")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown",
                        help="markdown (default: for a person, or a CI job summary) or json (for a program)")


def main(args: argparse.Namespace) -> int:
    """Print what changed from OLD to NEW; the exit status."""
    try:
        old, new = diff.load(Path(args.old)), diff.load(Path(args.new))
    except diff.ResultsFileError as exc:
        print(f"conformance diff: {exc}", file=sys.stderr)
        return EXIT_USAGE
    found = diff.compare(old, new, args.old, args.new)
    if args.format == "json":
        print(json.dumps({**found.as_data(), "exit_status": _status(found)}, indent=2, ensure_ascii=False))
    else:
        print(diff.markdown(found))
    status = _status(found)
    print(f"exit status {status}: {EXIT_MEANINGS[status]}", file=sys.stderr)
    return status


def _status(found: diff.Diff) -> int:
    return EXIT_REGRESSED if found.regressed else EXIT_OK
