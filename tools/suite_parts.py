"""Where the test command's time goes, by the folder of its tests: read from a JUnit XML file.

    pytest -n 2 --dist worksteal --junitxml=/tmp/suite.xml
    python -m tools.suite_parts /tmp/suite.xml [--measured DAY]

prints ``[[suite]]`` entries for ``docs/figures/speed.toml``, the heaviest parts first: each
folder's tests, the seconds they took (setup, call and teardown of every test, summed over both
workers: what the folder costs the run, not its share of the wall time) and the folder's tests
slower than 10 s. ``tools/tables.py`` prints them as the table of docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

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


def as_toml(entries: list[dict[str, object]], measured: str) -> str:
    """The entries as ``[[suite]]`` tables; names as TOML basic strings (a test's id may hold
    quotes and backslashes: JSON's escapes of them are TOML's)."""
    def text(value: object) -> str:
        return json.dumps(str(value), ensure_ascii=False)

    lines = []
    for entry in entries:
        slowest = ", ".join(text(name) for name in entry["slowest"])  # type: ignore[attr-defined]
        lines += ["[[suite]]", f"part = {text(entry['part'])}", f"tests = {entry['tests']}",
                  f"seconds = {entry['seconds']}", f"slowest = [{slowest}]", f"measured = {text(measured)}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("junit", type=Path, help="the JUnit XML file of a run of the test command")
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
    print(as_toml(entries, args.measured))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
