"""Semantic mutants: rule-level bugs planted in the reference engine, one at a time.

    python -m strength.semantic [GAME ...] [--mutant ID] [--workers N] [--no-write]
    python -m strength.semantic GAME --mine [--mutant ID] [--max-examples N] [--seed N]
    python -m strength.semantic --check

mutmut's mutants (strength/mutation.py) change an operator, a constant or a
line over the paths the corpus already visits. The mutants here are the bugs
an implementer makes when reading the rules: a ban checked on one way of
moving and not the other, a roll made on the best rating of a stack instead
of the commander's, a player the rules ask who is not asked, a limit checked
in the first space of a move and not in later ones, a special unit treated as
an ordinary one, a restriction of one step applied in another. Each is written
in one of the files of ``strength/semantic/<game>/`` (one per rule section,
named as the section likes: ``interception.toml``)::

    [[mutant]]
    id = "plus-one-with-friendly-cu"       # unique within the game
    clause = "intercept-2-b"               # the clause it breaks
    kind = "condition"                     # one of KINDS: what kind of rule bug
    breaks = "the +1 needs a target holding none of the interceptors' CU"   # the rule it breaks
    shows = "interceptors aim at an enemy-PC space that holds 1 of their CU"  # where it shows
    file = "hannibal/interception.py"      # under reference_engine/
    find = '''...'''                       # text found exactly once in that file
    replace = '''...'''                    # what it becomes

A mutant is **killed by its own clause** when a scenario tagged with its
clause fails with the edit in place (``pytest conformance/games/<game> -m
<clause>``, the engine loaded with the edit, an ``Unsupported`` answer
failing the scenario as well). One that survives them is played against the
game's whole corpus: **killed elsewhere** if another clause's scenario fails.
The score of a game is the share killed by their own clause, per game and per
kind; a survivor is a missing scenario, or -- shown with a position where it
changes nothing the contract can observe -- a mutant to drop. The scores go
to ``conformance/reports/semantic_scores.toml`` (tools/tables.py shows them),
the survivors to ``strength/semantic/<game>/survivors.txt``.

``--mine`` serves each survivor (or ``--mutant``) over the process protocol
(``conformance serve python:strength.semantic:Implementation`` with the edit
in place) and fuzzes it against the reference with ``conformance fuzz``: each
divergence the fuzzer finds and shrinks is written as a candidate scenario
under ``strength/semantic/<game>/findings/<mutant>/`` (not kept in git), to be reviewed against
the rules text before it joins the corpus.

``--check`` only loads every game's mutants and checks that each edit still
applies (its ``find`` occurs exactly once); tests/strength hold the same.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import datetime
import importlib.abc
import json
import importlib.machinery
import importlib.util
import os
import shlex
import subprocess
import sys
import tempfile
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MUTANTS = ROOT / "strength" / "semantic"
ENGINE = ROOT / "reference_engine"
SCORES = ROOT / "conformance" / "reports" / "semantic_scores.toml"
#: the environment variable carrying the mutant a process plays (its fields, as JSON)
SWITCH = "CONFORMANCE_SEMANTIC_MUTANT"
GAMES = ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")
#: the kinds of rule bug a mutant plants
KINDS = {
    "condition": "a condition of the clause dropped, inverted or replaced by a near one",
    "limit": "a limit off by one, or checked on the wrong side",
    "table": "an entry of a table of the rules read wrong",
    "way": "a rule checked on one way of moving (land, sea, event, retreat, avoid, interception) and not another",
    "actor": "the wrong piece or player acts, rolls or is rated (best of a stack, not the commander; an ally)",
    "asked": "a player the rules ask is not asked, or one they do not ask is",
    "later-step": "a limit or ban checked at the first space or step of a move and not at later ones",
    "special": "a special unit, leader or place treated as an ordinary one",
    "step": "a restriction of one step of a procedure applied in another, or forgotten after a change",
    "separation": "the same outcome for cases the text separates (commander and subordinate, army and lone leader)",
    "reading": "an erratum's reading applied where another reading is chosen",
}
_MUTANT_KEYS = {"id", "clause", "kind", "breaks", "shows", "file", "find", "replace"}


class MutantError(Exception):
    """A mutant that cannot be played: its file, its fields or its edit."""


@dataclass(frozen=True)
class Mutant:
    game: str
    id: str
    clause: str
    kind: str
    breaks: str
    shows: str
    file: str
    find: str
    replace: str

    @property
    def name(self) -> str:
        return f"{self.game}/{self.id}"

    @property
    def module(self) -> str:
        """The engine module the edit is made in (``reference_engine.hannibal.interception``)."""
        return "reference_engine." + self.file.removesuffix(".py").replace("/", ".").removesuffix(".__init__")

    def source(self) -> str:
        """The module's source with the edit in place; MutantError when its ``find`` is not there once."""
        path = ENGINE / self.file
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise MutantError(f"{self.name}: cannot read reference_engine/{self.file}: {exc}") from None
        found = text.count(self.find)
        if found != 1:
            raise MutantError(f"{self.name}: its find text occurs {found} times in reference_engine/{self.file} "
                              "(it must occur exactly once: the engine changed, or the text is too short)")
        if self.find == self.replace:
            raise MutantError(f"{self.name}: replace is the same as find")
        return text.replace(self.find, self.replace)


def mutants_files(game: str) -> list[Path]:
    return sorted((MUTANTS / game).glob("*.toml"))


def load_mutants(game: str) -> list[Mutant]:
    """A game's mutants, from every file of its folder, their fields checked."""
    found: list[Mutant] = []
    seen: set[str] = set()
    for path in mutants_files(game):
        found += _load_file(game, path, seen)
    return found


def _load_file(game: str, path: Path, seen: set[str]) -> list[Mutant]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise MutantError(f"{path}: not valid TOML: {exc}") from None
    found = []
    for entry in data.get("mutant", []):
        missing, unknown = _MUTANT_KEYS - set(entry), set(entry) - _MUTANT_KEYS
        if missing or unknown:
            raise MutantError(f"{path}: mutant {entry.get('id', '?')!r}: missing {sorted(missing)}, "
                              f"unknown {sorted(unknown)}")
        if not all(isinstance(entry[key], str) and entry[key] for key in _MUTANT_KEYS):
            raise MutantError(f"{path}: mutant {entry['id']!r}: every field is a non-empty string")
        if entry["kind"] not in KINDS:
            raise MutantError(f"{path}: mutant {entry['id']!r}: kind {entry['kind']!r} is not one of {sorted(KINDS)}")
        if entry["id"] in seen:
            raise MutantError(f"{path}: mutant id {entry['id']!r} is used twice in {game}'s mutants")
        seen.add(entry["id"])
        found.append(Mutant(game=game, **{key: entry[key] for key in _MUTANT_KEYS}))
    return found


def find_mutant(name: str) -> Mutant:
    game, _, mutant_id = name.partition("/")
    for mutant in load_mutants(game):
        if mutant.id == mutant_id:
            return mutant
    raise MutantError(f"no mutant {name!r} (strength/semantic/{game}/)")


# -- the edit, in the process that plays it ----------------------------------------
class _EditedSource(importlib.abc.MetaPathFinder, importlib.abc.SourceLoader):
    """Finds the one engine module a mutant edits, and gives its edited source."""

    def __init__(self, mutant: Mutant) -> None:
        self.mutant = mutant
        self.text = mutant.source()

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname != self.mutant.module:
            return None
        origin = str(ENGINE / self.mutant.file)
        return importlib.util.spec_from_file_location(fullname, origin, loader=self,
                                                      submodule_search_locations=None)

    def get_filename(self, fullname: str) -> str:
        return str(ENGINE / self.mutant.file)

    def get_data(self, path: str) -> bytes:
        return self.text.encode("utf-8")

    def path_stats(self, path: str) -> dict[str, Any]:
        raise OSError("no bytecode cache for an edited module")


def switch_on(mutant: Mutant) -> None:
    """Load ``mutant``'s module with the edit in place, in this process, from now on."""
    if mutant.module in sys.modules:
        raise MutantError(f"{mutant.name}: {mutant.module} is already imported: the edit cannot take effect")
    sys.meta_path.insert(0, _EditedSource(mutant))
    sys.dont_write_bytecode = True


def as_environment(mutant: Mutant) -> str:
    """What ``CONFORMANCE_SEMANTIC_MUTANT`` carries to a process that plays ``mutant``."""
    return json.dumps(dataclasses.asdict(mutant))


def switch_on_from_environment() -> Mutant | None:
    """The mutant ``CONFORMANCE_SEMANTIC_MUTANT`` carries, switched on (None when it carries none)."""
    carried = os.environ.get(SWITCH)
    if not carried:
        return None
    mutant = Mutant(**json.loads(carried))
    switch_on(mutant)
    return mutant


def Implementation() -> Any:  # noqa: N802 - the factory a python: spec names
    """The reference engine with the mutant ``CONFORMANCE_SEMANTIC_MUTANT`` names switched on
    (``conformance serve python:strength.semantic:Implementation``)."""
    switch_on_from_environment()
    from reference_engine import Implementation as Reference

    return Reference()


# -- playing mutants -----------------------------------------------------------------
KILLED, ELSEWHERE, SURVIVED, BROKEN = "killed by its clause", "killed elsewhere", "survived", "could not play"


def _pytest(mutant: Mutant, marker: str | None, report: Path) -> str:
    """How the game's scenarios (of ``marker``) fare against ``mutant``: "failed" when one failed or
    errored through the engine, "passed" when none did, "none" when none was selected, "broken"
    when the run could not play (an edit that does not load, the corpus's own fault)."""
    from conformance.corpus import paths

    command = [sys.executable, "-m", "pytest", str(paths.BINDINGS / mutant.game), *paths.corpus_pytest_options(),
               "-p", "strength.semantic_plugin", "-p", "conformance.runner.whole_corpus", "-p", "no:randomly",
               "-q", "-x", "--report-dir", str(report), "--request-timeout", "60"]
    if marker:
        command += ["-m", marker]
    env = {**os.environ, SWITCH: as_environment(mutant),
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode == 5:
        return "none"
    try:
        records = json.loads((report / "results.json").read_text(encoding="utf-8"))["records"]
    except (OSError, ValueError, KeyError):
        return "broken"
    if any(r["status"] == "errored" and r.get("cause") == "corpus" for r in records):
        return "broken"
    if any(r["status"] in ("failed", "errored") for r in records):
        return "failed"
    return "passed" if done.returncode == 0 else "broken"


def play(mutant: Mutant) -> str:
    """What the corpus makes of ``mutant``: KILLED, ELSEWHERE, SURVIVED or BROKEN."""
    try:
        mutant.source()
    except MutantError:
        return BROKEN
    with tempfile.TemporaryDirectory(prefix="semantic-") as scratch:
        own = _pytest(mutant, mutant.clause, Path(scratch) / "own")
        if own == "failed":
            return KILLED
        if own == "broken":  # "none": no scenario of the clause (the traceability tests say so)
            return BROKEN
        everything = _pytest(mutant, None, Path(scratch) / "all")
    return {"failed": ELSEWHERE, "passed": SURVIVED}.get(everything, BROKEN)


def play_all(mutants: list[Mutant], workers: int) -> dict[Mutant, str]:
    verdicts: dict[Mutant, str] = {}
    total = len(mutants)
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(play, mutant): mutant for mutant in mutants}
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            mutant = futures[future]
            verdicts[mutant] = future.result()
            print(f"[{done}/{total}] {mutant.name} ({mutant.clause}, {mutant.kind}): {verdicts[mutant]}", flush=True)
    return verdicts


def scores(verdicts: dict[Mutant, str]) -> dict[str, dict[str, Any]]:
    """Per game: mutants, killed by their clause, killed elsewhere, survived, could not play, the score
    (killed by their clause / mutants, in percent), and the same counts per kind."""
    found: dict[str, dict[str, Any]] = {}
    for game in sorted({m.game for m in verdicts}):
        mine = {m: v for m, v in verdicts.items() if m.game == game}
        entry = _counts(mine.values())
        entry["kinds"] = {kind: _counts(v for m, v in mine.items() if m.kind == kind)
                          for kind in sorted({m.kind for m in mine})}
        found[game] = entry
    return found


def _counts(verdicts: Any) -> dict[str, Any]:
    counted = Counter(verdicts)
    mutants = sum(counted.values())
    return {"mutants": mutants, "own_clause": counted[KILLED], "elsewhere": counted[ELSEWHERE],
            "survived": counted[SURVIVED], "broken": counted[BROKEN],
            "score": round(100.0 * counted[KILLED] / mutants, 1) if mutants else 0.0}


def write_scores(found: dict[str, dict[str, Any]], measured: str) -> None:
    """Merge ``found`` into the scores file (other games' entries stay)."""
    kept = tomllib.loads(SCORES.read_text(encoding="utf-8")) if SCORES.exists() else {}
    kept.update({game: {**entry, "measured": measured} for game, entry in found.items()})
    lines = ["# Semantic mutation scores per game (strength/semantic.py writes them): score = mutants killed",
             "# by a scenario of their own clause / mutants, in percent; the same per kind of rule bug.", ""]
    for game in sorted(kept):
        entry = kept[game]
        lines.append(f"[{game}]")
        lines += [f"{key} = {_toml(entry[key])}" for key in ("mutants", "own_clause", "elsewhere", "survived",
                                                            "broken", "score", "measured") if key in entry]
        for kind, counts in sorted(entry.get("kinds", {}).items()):
            lines.append(f"kinds.{kind} = {{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in counts.items()) + " }")
        lines.append("")
    SCORES.parent.mkdir(parents=True, exist_ok=True)
    SCORES.write_text("\n".join(lines), encoding="utf-8")


def _toml(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else str(value)


def survivors_file(game: str) -> Path:
    return MUTANTS / game / "survivors.txt"


def write_survivors(game: str, verdicts: dict[Mutant, str]) -> Path:
    path = survivors_file(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f"{m.id}\t{m.clause}\t{m.kind}\t{v}\t{m.shows}" for m, v in sorted(verdicts.items(), key=lambda i: i[0].id)
             if m.game == game and v != KILLED]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def table(found: dict[str, dict[str, Any]]) -> str:
    rows = ["| game | mutants | killed by their clause | killed elsewhere | survived | could not play | score |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    for game, entry in sorted(found.items()):
        rows.append(f"| {game} | {entry['mutants']} | {entry['own_clause']} | {entry['elsewhere']} | "
                    f"{entry['survived']} | {entry['broken']} | {entry['score']}% |")
    kinds: dict[str, Counter] = {}
    for entry in found.values():
        for kind, counts in entry.get("kinds", {}).items():
            kinds.setdefault(kind, Counter()).update({k: v for k, v in counts.items() if k != "score"})
    rows += ["", "| kind | mutants | killed by their clause | score |", "|---|---:|---:|---:|"]
    for kind, counts in sorted(kinds.items()):
        share = 100.0 * counts["own_clause"] / counts["mutants"] if counts["mutants"] else 0.0
        rows.append(f"| {kind} | {counts['mutants']} | {counts['own_clause']} | {share:.1f}% |")
    return "\n".join(rows)


# -- mining with the fuzzer ----------------------------------------------------------
def served(mutant: Mutant) -> str:
    """The exec: spec serving the reference engine with ``mutant`` switched on."""
    words = ["env", f"{SWITCH}={as_environment(mutant)}", f"PYTHONPATH={ROOT}", sys.executable, "-m", "conformance",
             "serve", "python:strength.semantic:Implementation"]
    return "exec:" + shlex.join(words)


def mine(mutant: Mutant, max_examples: int, seed: int) -> tuple[int, Path]:
    """Fuzz ``mutant`` against the reference; its findings go under strength/semantic/<game>/findings/."""
    out = MUTANTS / mutant.game / "findings" / mutant.id
    command = [sys.executable, "-m", "conformance", "fuzz", "--implementation", served(mutant), "--game", mutant.game,
               "--max-examples", str(max_examples), "--seed", str(seed), "--out", str(out), "--verify"]
    done = subprocess.run(command, cwd=ROOT, text=True)
    return done.returncode, out


# -- the command line ------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m strength.semantic", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"games to play (default: all): {', '.join(GAMES)}")
    parser.add_argument("--mutant", action="append", default=[], metavar="ID",
                        help="only this mutant of the game (repeatable; GAME/ID or ID with one GAME)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="mutants played at once")
    parser.add_argument("--no-write", action="store_true", help="print the scores; write no file")
    parser.add_argument("--check", action="store_true", help="only check that every mutant's edit applies")
    parser.add_argument("--mine", action="store_true",
                        help="fuzz the game's survivors (or --mutant) against the reference")
    parser.add_argument("--max-examples", type=int, default=500, help="positions per mutant with --mine")
    parser.add_argument("--seed", type=int, default=0, help="the fuzz seed with --mine")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"no game {unknown}: {', '.join(GAMES)}")
    games = args.games or list(GAMES)
    try:
        mutants = [m for game in games for m in load_mutants(game)]
        if args.mutant:
            names = {n if "/" in n else f"{games[0]}/{n}" for n in args.mutant}
            mutants = [m for m in mutants if m.name in names]
            if len(mutants) != len(names):
                parser.error(f"no such mutant: {sorted(names - {m.name for m in mutants})}")
        for mutant in mutants:
            mutant.source()
    except MutantError as exc:
        print(f"strength.semantic: {exc}", file=sys.stderr)
        return 2
    if args.check:
        print(f"{len(mutants)} mutants, every edit applies")
        return 0
    if args.mine:
        if not args.mutant:
            survivors = {line.split("\t")[0] for game in games if survivors_file(game).exists()
                         for line in survivors_file(game).read_text(encoding="utf-8").splitlines()}
            mutants = [m for m in mutants if m.id in survivors]
        worst = 0
        for mutant in mutants:
            code, out = mine(mutant, args.max_examples, args.seed)
            print(f"{mutant.name}: conformance fuzz exit {code}; findings in {out.relative_to(ROOT)}")
            worst = max(worst, code if code != 1 else 0)
        return worst
    verdicts = play_all(mutants, max(1, args.workers))
    found = scores(verdicts)
    print(table(found))
    if not args.no_write and not args.mutant:
        write_scores(found, datetime.date.today().isoformat())
        for game in games:
            write_survivors(game, verdicts)
        print(f"written: {SCORES.relative_to(ROOT)}, strength/semantic/<game>/survivors.txt "
              "(cog -r README.md docs/*.md refreshes the tables)")
    return 1 if any(v == BROKEN for v in verdicts.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
