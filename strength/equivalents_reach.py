"""Which listed equivalent mutants the corpus reaches: the changed line, executed by which scenarios.

    python strength/equivalents_reach.py [GAME ...] [--write]

An entry of strength/mutation_equivalents.toml claims that one mutation of
one function changes nothing the contract can observe. The claim is shown in
one of two ways:

- **replayed**: the corpus executes the changed line (this script plays the
  game's corpus once under coverage.py, with the scenario as the context of
  each executed line), so the scenarios that execute it are positions where
  the mutation acts. strength/fuzz_equivalents.py then plays those very paths
  against the mutant and compares everything the contract shows, the
  pending decision's context included, with the reference engine: the
  mutant survived the scenarios' own steps and agrees with the reference on
  each of their positions;
- **argued**: no scenario executes the line, so the entry's reason must argue
  from the code why no position the contract allows makes a difference; the
  fuzzer still plays the mutant on generated positions.

For a changed ``def`` line (a default argument) the line counted is the
first statement of the function's body (its docstring aside): the default
acts on every call.

Prints, per game, how many entries are replayed and how many argued, and
each argued entry with its reason for review. ``--write`` keeps the table of
every entry in ``strength/mutation/<game>-equivalents.md`` and the counts in
``docs/figures/equivalents_reach.toml`` (docs/strength.md's table is
generated from them). Takes a corpus run under
coverage per game (seconds to a minute).
"""

from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
import tempfile
import tomllib
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EQUIVALENTS = ROOT / "strength" / "mutation_equivalents.toml"
OUT = ROOT / "strength" / "mutation"
FIGURES = ROOT / "docs" / "figures" / "equivalents_reach.toml"
GAMES = ("hannibal", "here_i_stand", "hellenes", "successors", "sword_of_rome")


@dataclass
class Entry:
    """One listed equivalent, where its changed line stands and which scenarios execute it."""

    game: str
    module: str
    function: str
    removed: str
    added: str
    reason: str
    occurrence: int = 0
    line: int = 0  # in reference_engine/<game>/<module>.py; 0: not found
    scenarios: list[str] = field(default_factory=list)

    @property
    def is_replayed(self) -> bool:
        return bool(self.scenarios)


def entries(game: str) -> list[Entry]:
    data = tomllib.loads(EQUIVALENTS.read_text(encoding="utf-8"))
    return [Entry(e["game"], e["module"], e["function"], e["from"], e["to"], e["reason"], e.get("occurrence", 0))
            for e in data.get("mutant", []) if e["game"] == game]


def function_node(tree: ast.Module, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The function ``name`` (``Class.method`` for a method) of a module."""
    *owners, last = name.split(".")
    body = tree.body
    for owner in owners:
        found = next((n for n in body if isinstance(n, ast.ClassDef) and n.name == owner), None)
        if found is None:
            return None
        body = found.body
    return next((n for n in body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == last), None)


def locate(entry: Entry, source: str) -> int:
    """The line the entry's mutation changes (1-based), or 0 when the function or line is gone."""
    node = function_node(ast.parse(source), entry.function)
    if node is None:
        return 0
    if entry.removed.startswith(("def ", "async def ")):
        body = node.body
        if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]  # a docstring is no statement coverage counts
        return body[0].lineno
    lines = source.splitlines()
    first = entry.removed.split(" / ")[0].strip()
    start = node.decorator_list[0].lineno if node.decorator_list else node.lineno
    matches = [n for n in range(start, node.end_lineno + 1) if lines[n - 1].strip() == first]
    if not matches:
        return 0
    return matches[min(max(entry.occurrence, 1), len(matches)) - 1]


def executed_by(game: str) -> dict[str, dict[int, set[str]]]:
    """Each engine module's executed lines and the scenarios that execute them, from one corpus run
    under coverage.py (the test as each line's context)."""
    import coverage

    with tempfile.TemporaryDirectory() as folder:
        rc, data_file = Path(folder) / "coveragerc", Path(folder) / "coverage"
        rc.write_text(f"[run]\nsource = reference_engine/{game}\ndata_file = {data_file}\n", encoding="utf-8")
        command = [sys.executable, "-m", "coverage", "run", f"--rcfile={rc}", "-m", "pytest",
                   f"conformance/games/{game}", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                   "-p", "no:xdist", "-p", "strength.equivalents_reach", "--request-timeout", "60"]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
        if done.returncode != 0:
            raise SystemExit(f"{game}: the corpus did not pass under coverage (exit {done.returncode}):\n"
                             + done.stdout[-2000:] + done.stderr[-2000:])
        data = coverage.CoverageData(basename=str(data_file))
        data.read()
        found: dict[str, dict[int, set[str]]] = {}
        for path in data.measured_files():
            contexts = data.contexts_by_lineno(path)
            found[Path(path).stem] = {line: {c for c in names if c}
                                      for line, names in contexts.items()}
        return found


def pytest_runtest_setup(item) -> None:
    """The plugin half (``-p strength.equivalents_reach``): each scenario is the context of the lines
    it executes, in every thread (the in-process implementation answers in a thread of its own, so
    coverage's own per-frame test contexts would not see the scenario)."""
    import coverage

    if (current := coverage.Coverage.current()) is not None:
        current.switch_context(item.name)


def pytest_runtest_logfinish() -> None:
    import coverage

    if (current := coverage.Coverage.current()) is not None:
        current.switch_context("")


def reach(game: str) -> list[Entry]:
    listed = entries(game)
    if not listed:
        return []
    lines = executed_by(game)
    if not any(names for module in lines.values() for names in module.values()):
        # no scenario named as a context: every entry would read "argued" without anything measured
        raise SystemExit(f"{game}: the corpus ran under coverage, but no engine line was recorded with the "
                         "scenario that executed it (is the -p strength.equivalents_reach plugin loaded?)")
    for entry in listed:
        path = ROOT / "reference_engine" / game / f"{entry.module}.py"
        entry.line = locate(entry, path.read_text(encoding="utf-8")) if path.exists() else 0
        entry.scenarios = sorted(lines.get(entry.module, {}).get(entry.line, set()))
    return listed


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table(game: str, listed: list[Entry]) -> str:
    rows = [f"# {game}: where each listed equivalent mutant acts in the corpus",
            "",
            "Generated by `python strength/equivalents_reach.py --write` from",
            "strength/mutation_equivalents.toml and one corpus run under coverage.",
            "**replayed**: the scenarios named execute the changed line (strength/fuzz_equivalents.py",
            "compares the mutant with the reference on their paths); **argued**: no scenario executes",
            "it, the reason argues from the code.",
            "",
            f"{sum(e.is_replayed for e in listed)} replayed, {sum(not e.is_replayed for e in listed)} argued.",
            "",
            "| module | function | line | mutation | shown | scenarios executing the line | reason |",
            "|---|---|---:|---|---|---|---|"]
    for e in sorted(listed, key=lambda e: (e.module, e.function, e.line, e.removed, e.added)):
        example = (f"{len(e.scenarios)}: `{e.scenarios[0]}`" + (" ..." if len(e.scenarios) > 1 else "")
                   if e.scenarios else "none")
        rows.append(f"| {e.module} | `{e.function}` | {e.line or '?'} | `{_cell(e.removed)}` → `{_cell(e.added)}` | "
                    f"{'replayed' if e.is_replayed else 'argued'} | {example} | {_cell(e.reason)} |")
    return "\n".join(rows) + "\n"


def write_figures(counts: dict[str, tuple[int, int]]) -> None:
    """Each game's counts into the figures file, keeping the games not measured this time."""
    kept = tomllib.loads(FIGURES.read_text(encoding="utf-8")) if FIGURES.exists() else {}
    kept.update({game: {"listed": listed, "replayed": replayed} for game, (listed, replayed) in counts.items()})
    lines = ["# Where the listed equivalent mutants act: written by `python strength/equivalents_reach.py --write`.",
             "# replayed: the corpus executes the changed line; the rest are argued from the code.", ""]
    for game in GAMES:
        if game in kept:
            lines += [f"[{game}]", f"listed = {kept[game]['listed']}", f"replayed = {kept[game]['replayed']}", ""]
    FIGURES.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", choices=[[], *GAMES], default=[])
    parser.add_argument("--write", action="store_true", help="keep each game's table in strength/mutation/")
    args = parser.parse_args(argv)
    missing = 0
    totals: dict[str, int] = defaultdict(int)
    counts: dict[str, tuple[int, int]] = {}
    for game in args.games or GAMES:
        print(f"{game}: playing the corpus under coverage ...", file=sys.stderr, flush=True)
        listed = reach(game)
        lost = [e for e in listed if not e.line]
        missing += len(lost)
        replayed = sum(e.is_replayed for e in listed)
        totals["listed"] += len(listed)
        totals["replayed"] += replayed
        counts[game] = (len(listed), replayed)
        print(f"\n{game}: {len(listed)} listed, {replayed} replayed (the corpus executes the changed line), "
              f"{len(listed) - replayed} argued from the code")
        for e in listed:
            if not e.is_replayed:
                print(f"  argued  {e.module}.{e.function}:{e.line or '?'}  `{e.removed}` -> `{e.added}`\n"
                      f"          {e.reason}")
        for e in lost:
            print(f"  NOT FOUND  {e.module}.{e.function}: `{e.removed}` (the entry names a line the engine "
                  "no longer has)", file=sys.stderr)
        if args.write:
            (OUT / f"{game}-equivalents.md").write_text(table(game, listed), encoding="utf-8")
    if args.write:
        write_figures(counts)
    print(f"\nall: {totals['listed']} listed, {totals['replayed']} replayed, "
          f"{totals['listed'] - totals['replayed']} argued")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
