"""``conformance``: play the corpus against an implementation and report.

    conformance run [--implementation SPEC] [--game GAME] [--report-dir DIR] [-- PYTEST ARGS]

Runs the feature files through pytest with the corpus plugin and prints the
per-rule summary; results.json goes to --report-dir (default: reports/).
"""

from __future__ import annotations

import argparse
import sys

import pytest

from . import paths


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="conformance", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="play the corpus against an implementation")
    run.add_argument("--implementation", default="reference",
                     help="'reference' (default), 'python:pkg.module:factory' or 'exec:COMMAND'")
    run.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    run.add_argument("--report-dir", default="reports", help="where results.json goes (default: reports)")
    run.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    corpus = paths.ROOT / "conformance" / "corpus"
    targets = [str(corpus / game) for game in args.game] or [str(corpus)]
    pytest_args = [
        *targets,
        "--rootdir", str(paths.ROOT), "-c", str(paths.ROOT / "pyproject.toml"),
        "--implementation", args.implementation,
        "--rule-summary", "--report-dir", args.report_dir, "-q",
        *args.pytest_args,
    ]
    return int(pytest.main(pytest_args))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
