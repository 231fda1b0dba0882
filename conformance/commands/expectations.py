"""``conformance expectations --from results.json``: start an expectations file from a run.

    conformance expectations --from reports/results.json [--implementation SPEC] [--out FILE]

Writes an expectations file (TOML, docs/results.md "Expectations files") that
lists the run's current failures for one implementation, each with a reason
to write in place of its placeholder: an implementation starting out lists
what it does not do yet, and its next runs are green until one of those
changes (an unexpected pass says it did). A failure that is an ``Unsupported``
answer inside declared clauses is listed as ``unsupported``, any other as
``fail``. What an expectations file cannot excuse is listed in comments: an
errored scenario (errors are never expected) and an outline some rows of
which pass (an entry names a scenario, all its rows). Entries name scenarios,
never clauses: an entry's clauses would also set aside the reference check's
differences in them, and so excuse more than the failure listed.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from conformance.reports import diff

EXIT_OK, EXIT_USAGE = 0, 2
EXIT_MEANINGS = {
    EXIT_OK: "the expectations file was written (it may list nothing: the run had no failure)",
    EXIT_USAGE: "usage error: a results file that cannot be read, an implementation it does not hold (or several "
                "and no --implementation), or an --out file that exists",
}
#: the words an Unsupported answer inside declared clauses fails with (conformance.checks.promises)
UNSUPPORTED_IN_PLAY = "answered unsupported to "
PLACEHOLDER = "TODO: say why"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``conformance expectations``."""
    parser.add_argument("--from", dest="source", required=True, metavar="FILE",
                        help="the results.json of a run (conformance run's or pytest --report-dir's)")
    parser.add_argument("--implementation", metavar="SPEC", default=None,
                        help="whose failures to list, when the run played several implementations")
    parser.add_argument("--out", metavar="FILE", default=None,
                        help="write the file there (it must not exist yet); default: print it")


def main(args: argparse.Namespace) -> int:
    """Write (or print) the expectations file; the exit status."""
    try:
        payload = diff.load(Path(args.source))
    except diff.ResultsFileError as exc:
        return _usage(str(exc))
    played = diff.implementations(payload)
    spec = args.implementation
    if spec is None:
        if len(played) != 1:
            return _usage(f"{args.source} holds the runs of {len(played)} implementations "
                          f"({', '.join(map(repr, played))}): name one with --implementation")
        spec = played[0]
    elif spec not in played:
        return _usage(f"{args.source} holds no run of {spec!r} (it holds {', '.join(map(repr, played))})")
    records = [r for r in payload["records"] if (r.get("implementation") or played[0]) == spec]
    text = expectations_text(spec, records, str(args.source), payload.get("meta") or {})
    if args.out is None:
        sys.stdout.write(text)
        return EXIT_OK
    out = Path(args.out)
    if out.exists():
        return _usage(f"--out {args.out!r} exists: it is not written over (name a new file)")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        return _usage(f"--out {args.out!r} cannot be written: {exc.strerror or exc}")
    listed = text.count("[[expect]]")
    print(f"conformance expectations: {out}: {listed} entr{'y' if listed == 1 else 'ies'} for {spec}; "
          f"replace each {PLACEHOLDER!r} with the reason, then pass --expectations {out}")
    return EXIT_OK


def _usage(message: str) -> int:
    print(f"conformance expectations: {message}", file=sys.stderr)
    print(f"exit status {EXIT_USAGE}: {EXIT_MEANINGS[EXIT_USAGE]}", file=sys.stderr)
    return EXIT_USAGE


def _toml_string(text: str) -> str:
    """A TOML basic string."""
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
               .replace("\t", "\\t"))
    return '"' + "".join(c if c >= " " or c in "\t" else f"\\u{ord(c):04x}" for c in escaped) + '"'


def _first_line(text: Any) -> str:
    lines = str(text or "").strip().splitlines()
    return lines[0][:200] if lines else ""


def expectations_text(spec: str, records: list[dict[str, Any]], source: str, meta: dict[str, Any]) -> str:
    """The expectations file listing ``records``' failures (see the module docstring)."""
    by_scenario: dict[tuple[str | None, str], list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        by_scenario[(record.get("game"), str(record.get("scenario")))].append(record)
    corpus = (meta.get("corpus") or {}).get("commit")
    lines = [f"# Expectations of {spec}, started from the run in {source}"
             + (f" ({meta.get('started')}, corpus {corpus[:12]})" if meta.get("started") and corpus else "") + ".",
             f"# Each entry is a failure of that run: replace {PLACEHOLDER!r} with the reason, or fix the implementation",
             "# and drop the entry (a listed scenario that passes is an unexpected pass).",
             f"implementation = {_toml_string(spec)}", ""]
    notes: list[str] = []
    for (game, scenario), rows in sorted(by_scenario.items(), key=lambda item: (str(item[0][0]), item[0][1])):
        statuses = {r.get("status") for r in rows}
        failed = [r for r in rows if r.get("status") == "failed"]
        errored = [r for r in rows if r.get("status") == "errored"]
        if errored:
            notes.append(f"errored, which no entry excuses: {game} {scenario!r}: {_first_line(errored[0].get('message'))}")
        if not failed:
            continue
        if statuses - {"failed", "errored"} and "passed" in statuses:
            notes.append(f"some rows of the outline {game} {scenario!r} pass, and an entry names all its rows: "
                         f"not listed ({len(failed)} of {len(rows)} failed)")
            continue
        unsupported = all(UNSUPPORTED_IN_PLAY in str(r.get("message")) for r in failed)
        lines += ["[[expect]]",
                  f"status = {_toml_string('unsupported' if unsupported else 'fail')}",
                  f"game = {_toml_string(str(game))}",
                  f"scenario = {_toml_string(scenario)}",
                  f"reason = {_toml_string(PLACEHOLDER)}  # the run said: {_first_line(failed[0].get('message'))}"
                  .replace("\n", " "),
                  ""]
    if notes:
        lines += ["# Not listed:"] + [f"# - {' '.join(note.split())}" for note in notes] + [""]
    return "\n".join(lines)
