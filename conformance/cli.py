"""``conformance``: play the corpus against implementations and report.

    conformance run [--implementation SPEC]... [--game GAME]... [--clause ID]...
                    [--tag TAG]... [-k TEXT] [--expectations FILE]...
                    [--report-dir DIR] [--request-timeout S] [--restart-budget N]
                    [-- PYTEST ARGS]

Each implementation is played in its own pytest run with the corpus plugin
(so ``pytest --implementation SPEC`` gives the same verdicts), showing its
progress and its per-rule summary. Then the compliance matrix (clause x
implementation) is printed, and the report folder gets results.json,
junit.xml and matrix.md for all runs, and a sub-folder per implementation.
Exit status: 0 when every scenario went as expected, 1 otherwise, 2 when a
run could not be made at all.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

from . import reports, site
from .results import RESULTS_VERSION

SPEC_HELP = "'reference' (default), 'python:pkg.module:factory' or 'exec:COMMAND' (repeatable)"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="conformance", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="play the corpus against one or more implementations")
    run.add_argument("--implementation", action="append", default=[], metavar="SPEC", help=SPEC_HELP)
    run.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    run.add_argument("--clause", action="append", default=[], metavar="ID",
                     help="only scenarios tagged with this clause id (repeatable)")
    run.add_argument("--tag", action="append", default=[],
                     help="only scenarios with this tag: clause, erratum or game id (repeatable)")
    run.add_argument("-k", dest="keyword", default=None, metavar="TEXT",
                     help="only scenarios whose test name matches this pytest -k expression")
    run.add_argument("--expectations", action="append", default=[], metavar="FILE",
                     help="expectations file (TOML); each applies to the implementation it names "
                          "(files in expectations/ are read anyway)")
    run.add_argument("--report-dir", default="reports", help="where the reports go (default: reports)")
    run.add_argument("--request-timeout", type=float, default=5.0, metavar="SECONDS",
                     help="per-request timeout for exec: implementations (default 5)")
    run.add_argument("--restart-budget", type=int, default=3, metavar="N",
                     help="restarts of an exec: implementation after faults (default 3)")
    run.add_argument("pytest_args", nargs="*", help="extra pytest arguments, after --")
    site.add_arguments(commands.add_parser("docs", help="build the rules site (static, offline) from results files"))
    return parser


#: the corpus bindings (conformance/corpus/<game>/) and the project's pytest configuration;
#: the features and fixtures they read come from conformance.paths (WARGAME_CORPUS_ROOT)
CORPUS = Path(__file__).resolve().parent / "corpus"
PROJECT = CORPUS.parents[1]


def pytest_command(args: argparse.Namespace, spec: str, report_dir: Path) -> list[str]:
    targets = [str(CORPUS / game) for game in args.game] or [str(CORPUS)]
    command = [
        sys.executable, "-m", "pytest", *targets,
        "--rootdir", str(PROJECT), "-c", str(PROJECT / "pyproject.toml"),
        "-p", "no:cacheprovider", "-p", "no:hypothesispytest",  # not used by the corpus; slow to load
        "--implementation", spec,
        "--request-timeout", str(args.request_timeout), "--restart-budget", str(args.restart_budget),
        "--rule-summary", "--report-dir", str(report_dir),
        "-o", f"junit_suite_name={spec}",
        "-q",
    ]
    for path in args.expectations:
        command += ["--expectations", str(Path(path).resolve())]
    markers = [*args.clause, *args.tag]
    if markers:
        command += ["-m", " or ".join(markers)]
    if args.keyword:
        command += ["-k", args.keyword]
    return command + list(args.pytest_args)


def folder_name(index: int, spec: str) -> str:
    return f"{index}-" + (re.sub(r"[^A-Za-z0-9._-]+", "-", spec).strip("-")[:60] or "implementation")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "docs":
        return site.run(args)
    specs = args.implementation or ["reference"]
    report_dir = Path(args.report_dir)
    report_dir.mkdir(parents=True, exist_ok=True)
    runs: list[reports.Run] = []
    junit: list[tuple[str, Path]] = []
    broken: list[str] = []
    for index, spec in enumerate(specs, start=1):
        folder = report_dir / folder_name(index, spec)
        results = folder / "results.json"
        if results.exists():
            results.unlink()
        print(f"\n=== conformance run {index}/{len(specs)}: {spec}", flush=True)
        code = subprocess.call(pytest_command(args, spec, folder))
        if results.exists():
            runs.append((spec, reports.load_records(results)))
            junit.append((spec, folder / "junit.xml"))
        else:
            print(f"conformance: the run for {spec} wrote no results (pytest exit status {code})",
                  file=sys.stderr, flush=True)
            broken.append(spec)
            runs.append((spec, []))
    matrix = reports.write_matrix(report_dir, runs)
    reports.write_results(report_dir, runs, RESULTS_VERSION)
    reports.merge_junit(junit, report_dir / "junit.xml")
    print(f"site: {site.build(report_dir / 'site', [report_dir / 'results.json'])}", flush=True)
    text = matrix.read_text(encoding="utf-8")
    print("\n" + text, flush=True)
    print(f"reports: {report_dir / 'results.json'}, {report_dir / 'junit.xml'}, {matrix}", flush=True)
    summary = os.environ.get("GITHUB_STEP_SUMMARY")
    if summary:
        with open(summary, "a", encoding="utf-8") as handle:
            handle.write(text + "\n")
    if broken:
        return 2
    bad = any(reports.is_bad(r["status"]) for _, records in runs for r in records)
    return 1 if bad else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
