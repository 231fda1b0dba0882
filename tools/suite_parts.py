"""Where the test command's time goes, by the folder of its tests: read from a JUnit XML file.

    python -m pytest -n 2 --dist worksteal --junitxml=/tmp/suite.xml [-p tools.suite_cpu --cpu-census /tmp/cpu]
    python -m tools.suite_parts /tmp/suite.xml [--cpu /tmp/cpu] [--measured DAY]

prints ``[[suite]]`` entries for ``docs/figures/speed.toml``, the heaviest parts first: each
folder's tests, the seconds they took (setup, call and teardown of every test, summed over both
workers: what the folder costs the run, not its share of the wall time) and the folder's tests
slower than 10 s; with ``--cpu``, the CPU seconds of its tests, their own and those of the
processes they started (tools/suite_cpu.py says what that census cannot see).
``tools/tables.py`` prints them as the table of docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

from tools import suite_cpu

#: a test slower than this is named in its folder's entry
SLOW_S = 10.0


def parts(junit: Path) -> list[dict[str, object]]:
    """Per folder of tests (``tests/<part>`` or the corpus, ``conformance/games``): its tests, their
    seconds summed, and its slowest tests, the heaviest folder first."""
    seconds: dict[str, float] = defaultdict(float)
    tests: dict[str, int] = defaultdict(int)
    slow: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for case in ElementTree.parse(junit).iter("testcase"):
        module = case.get("classname", "")
        folder = ".".join(module.split(".")[:2]) if module.startswith(("tests.", "conformance.")) else module
        time = float(case.get("time") or 0)
        seconds[folder] += time
        tests[folder] += 1
        if time >= SLOW_S:
            slow[folder].append((time, f"{module.split('.')[-1]}::{case.get('name', '')}"))
    return [{"part": folder.replace(".", "/"), "tests": tests[folder], "seconds": round(seconds[folder], 1),
             "slowest": [f"{name} ({time:.0f} s)" for time, name in sorted(slow[folder], reverse=True)[:3]]}
            for folder in sorted(seconds, key=lambda f: -seconds[f])]


def folder_of(test: str) -> str:
    """A test id's folder, as :func:`parts` names it (``tests/runner``, ``conformance/games``)."""
    return "/".join(test.split("::")[0].split("/")[:2])


def add_cpu(entries: list[dict[str, object]], census: dict[str, dict[str, float]]) -> None:
    """Each folder's CPU seconds from a census (tools/suite_cpu.py): ``own`` (its tests' processes)
    and ``started`` (the processes they started and waited for)."""
    own: dict[str, float] = defaultdict(float)
    started: dict[str, float] = defaultdict(float)
    for test, record in census.items():
        own[folder_of(test)] += record["own"]
        started[folder_of(test)] += record["started"]
    for entry in entries:
        entry["cpu_own"] = round(own[str(entry["part"])], 1)
        entry["cpu_started"] = round(started[str(entry["part"])], 1)


def as_toml(entries: list[dict[str, object]], measured: str) -> str:
    """The entries as ``[[suite]]`` tables; names as TOML basic strings (a test's id may hold
    quotes and backslashes: JSON's escapes of them are TOML's)."""
    def text(value: object) -> str:
        return json.dumps(str(value), ensure_ascii=False)

    lines = []
    for entry in entries:
        slowest = ", ".join(text(name) for name in entry["slowest"])  # type: ignore[attr-defined]
        lines += ["[[suite]]", f"part = {text(entry['part'])}", f"tests = {entry['tests']}",
                  f"seconds = {entry['seconds']}", f"slowest = [{slowest}]"]
        lines += [f"{key} = {entry[key]}" for key in ("cpu_own", "cpu_started") if key in entry]
        lines += [f"measured = {text(measured)}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("junit", type=Path, help="the JUnit XML file of a run of the test command")
    parser.add_argument("--cpu", type=Path, metavar="DIR",
                        help="the folder a run with `-p tools.suite_cpu --cpu-census DIR` wrote")
    parser.add_argument("--measured", default=datetime.date.today().isoformat(), help="the day of the run")
    args = parser.parse_args(argv)
    try:
        entries = parts(args.junit)
    except (OSError, ElementTree.ParseError) as exc:
        print(f"{args.junit}: not a JUnit XML file: {exc}", file=sys.stderr)
        return 2
    if not entries:
        print(f"{args.junit}: holds no test case: nothing to tell", file=sys.stderr)
        return 2
    if args.cpu is not None:
        census = suite_cpu.read(args.cpu) if args.cpu.is_dir() else {}
        if not census:
            print(f"{args.cpu}: holds no CPU census (cpu-*.jsonl): run the tests with "
                  f"`-p tools.suite_cpu --cpu-census {args.cpu}`", file=sys.stderr)
            return 2
        add_cpu(entries, census)
    print(as_toml(entries, args.measured))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
