"""Mutation testing of what mutmut leaves alone: the engine's module-level constants and tables.

    python strength/constant_mutation.py [--workers N] [--list] [--only TEXT ...] [GAME ...]

mutmut 3 mutates code inside functions only. A game's tables and limits are
module-level constants (The Sword of Rome's terrain ``COST`` and
``EXHAUSTING``, Hellenes' ``STORM_MAX`` and ``TEMPEST_MAX``, Here I Stand's
``WITHDRAWAL_LIMIT``, Hannibal's ``TRIBES_COUNT_FOR`` ...), so the mutation
score (strength/mutation.py) says nothing about them, and a seeded error in
one of them is what an implementation under test may well carry. This script
mutates them the way mutmut mutates code: every whole number one more and one
less, every string made another, every member of a set, tuple or list left
out in turn, every value of a table one more and one less (numbers) or made
another (strings). Each mutant is one constant changed in every module of the
engine that holds it under its name (``from .naval import CARTHAGE_CAPACITY``
included) while the game's corpus plays against the reference engine, steps
only (the reference check is off for the reference engine itself, as in
strength/mutation.py), until a scenario fails; one warm pytest process per
game plays every mutant (strength/constant_mutant_plugin.py). A mutant no
scenario fails is a survivor: a gap in the corpus, unless the constant is not
a rule (a cache size, the names a package exports, which are left out) or no
scenario can see it (``EQUIVALENT``, each with its reason: the name of an
event whose effect lies outside the excerpt).

A control comes first: every scenario must pass with nothing changed.
Prints a table per game and the survivors; writes nothing. A few minutes in
all; exits 1 when a mutant survives, 2 when a game could not be played (its
control failed, or its run ended early).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from strength.mutation import GAMES  # noqa: E402

#: module-level names that are no rule: what a package exports, the board cache's size and key
NOT_RULES = {"__all__", "BOARDS_KEPT", "_INDEX"}
#: (game, constant): why a change to it is one no scenario of the corpus can see
EQUIVALENT = {
    ("sword_of_rome", "AGATHOCLES_EVENT"): "names the event whose effect is outside the excerpt: with it in play "
                                           "the reference answers Unsupported, where no scenario of the corpus goes",
    ("sword_of_rome", "APPIAN_WAY_EVENT"): "names the event whose effect is outside the excerpt: with it in play "
                                           "the reference answers Unsupported, where no scenario of the corpus goes",
}


@dataclass
class ConstantMutant:
    module: str  # reference_engine.hellenes.storms
    name: str  # TEMPEST_MAX
    value: Any  # the changed value
    kind: str  # the constant's type: int, str, tuple, list, set, frozenset, dict
    change: str  # what changed, for people

    def as_json(self) -> str:
        value = sorted(self.value, key=repr) if self.kind in ("set", "frozenset") else self.value
        if self.kind == "dict":
            value = [[k, v] for k, v in self.value.items()]  # keys may be numbers
        return json.dumps({"module": self.module, "name": self.name, "kind": self.kind, "value": value})


def constants(game: str) -> Iterator[tuple[str, str, Any, str]]:
    """(module, name, value, kind) of every literal constant at the top of the game's modules."""
    for path in sorted((ROOT / "reference_engine" / game).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in tree.body:
            target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else (
                node.target if isinstance(node, ast.AnnAssign) else None)
            if not isinstance(target, ast.Name) or target.id in NOT_RULES or node.value is None:
                continue
            value, kind = _literal(node.value)
            if kind:
                yield f"reference_engine.{game}.{path.stem}", target.id, value, kind


def _literal(node: ast.expr) -> tuple[Any, str]:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set") \
            and len(node.args) == 1 and not node.keywords:
        inner, _ = _literal(node.args[0])
        return (frozenset(inner) if node.func.id == "frozenset" else set(inner)), node.func.id
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None, ""
    if isinstance(value, bool) or value is None:
        return None, ""
    kind = type(value).__name__
    return (value, kind) if kind in ("int", "str", "tuple", "list", "set", "frozenset", "dict") else (None, "")


def _other(value: Any) -> list[tuple[Any, str]]:
    """A scalar's mutants: a number one more and one less, a string made another (as mutmut does)."""
    if isinstance(value, bool):
        return [(not value, f"{value!r} -> {not value!r}")]
    if isinstance(value, int):
        return [(value + 1, f"{value} -> {value + 1}"), (value - 1, f"{value} -> {value - 1}")]
    if isinstance(value, str):
        return [(f"XX{value}XX", f"{value!r} -> 'XX{value}XX'")]
    return []


def mutants(game: str) -> Iterator[ConstantMutant]:
    for module, name, value, kind in constants(game):
        if kind in ("int", "str"):
            for changed, change in _other(value):
                yield ConstantMutant(module, name, changed, kind, change)
        elif kind == "dict":
            for key in value:
                rest = {k: v for k, v in value.items() if k != key}
                yield ConstantMutant(module, name, rest, kind, f"entry {key!r} left out")
                for changed, change in _other(value[key]):
                    yield ConstantMutant(module, name, {**value, key: changed}, kind, f"[{key!r}] {change}")
        else:
            members = sorted(value, key=repr) if kind in ("set", "frozenset") else list(value)
            build = {"tuple": tuple, "list": list, "set": set, "frozenset": frozenset}[kind]
            for i, member in enumerate(members):
                yield ConstantMutant(module, name, build(members[:i] + members[i + 1:]), kind,
                                     f"{member!r} left out")


def play(game: str, found: list[ConstantMutant]) -> tuple[list[str], list[str | None], str]:
    """Play the game's corpus against each of ``found`` in one pytest process
    (constant_mutant_plugin.py): the scenarios that failed the control, the scenario that failed
    each mutant (None: it survived), and the run's output when it ended with no verdicts."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    with tempfile.TemporaryDirectory(prefix="constant-mutants-") as scratch:
        given, out = Path(scratch) / "mutants.json", Path(scratch) / "verdicts.json"
        given.write_text("[" + ",".join(m.as_json() for m in found) + "]", encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "pytest", f"conformance/games/{game}", "-q",
                               "-p", "no:randomly", "-p", "no:cacheprovider", "-p", "conformance.runner.whole_corpus",
                               "-p", "strength.constant_mutant_plugin", "--tb=native", "--constant-mutants", str(given),
                               "--constant-out", str(out)],
                              cwd=ROOT, env=env, capture_output=True, text=True)
        if not out.exists():
            return [], [], (done.stdout + done.stderr)[-1500:]
        verdicts = json.loads(out.read_text(encoding="utf-8"))
    return verdicts["control_failed"], verdicts["killed_by"], ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", choices=[[], *GAMES], default=[])
    parser.add_argument("--workers", type=int, default=2, help="games played at once (default 2)")
    parser.add_argument("--list", action="store_true", help="list the mutants, play nothing")
    parser.add_argument("--only", nargs="+", default=[], help="only mutants of constants with these names")
    args = parser.parse_args(argv)
    games = args.games or list(GAMES)
    chosen = {game: [m for m in mutants(game) if not args.only or m.name in args.only] for game in games}
    if not any(chosen.values()):
        parser.error(f"no constant mutant to play (--only {' '.join(args.only)} names no constant of {', '.join(games)})")
    if args.list:
        for game in games:
            for m in chosen[game]:
                print(f"{game}  {m.module.rsplit('.', 1)[1]}.{m.name}: {m.change}")
        return 0
    print(f"playing {sum(map(len, chosen.values()))} constant mutants of {len(games)} games, "
          f"{args.workers} at once", flush=True)
    with ThreadPoolExecutor(max_workers=max(1, args.workers)) as pool:
        results = dict(zip(games, pool.map(lambda game: play(game, chosen[game]), games)))
    survivors: list[tuple[str, ConstantMutant]] = []
    broken = False
    for game in games:
        control, killed_by, output = results[game]
        found = chosen[game]
        if output or control:
            broken = True
            print(f"\n{game}: no verdicts: " + (f"the corpus fails with nothing changed ({', '.join(control)})"
                                                if control else f"the run ended early:\n{output}"), file=sys.stderr)
            continue
        print(f"\n{game}: {len(found)} mutants of {len({(m.module, m.name) for m in found})} constants\n")
        print("| constant | change | verdict | first scenario failed |")
        print("|---|---|---|---|")
        equivalent = 0
        for mutant, killer in zip(found, killed_by):
            why = EQUIVALENT.get((game, mutant.name)) if killer is None else None
            equivalent += why is not None
            if killer is None and why is None:
                survivors.append((game, mutant))
            verdict = "killed" if killer else f"equivalent: {why}" if why else "SURVIVED"
            print(f"| {mutant.module.rsplit('.', 1)[1]}.{mutant.name} | {mutant.change} | {verdict} | {killer or ''} |")
        print(f"\n{game}: {sum(k is not None for k in killed_by)} of {len(found)} killed, {equivalent} equivalent")
    if survivors:
        print("\nnot killed:")
        for game, m in survivors:
            print(f"- {game}: {m.module}.{m.name}: {m.change}")
    return 2 if broken else 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
