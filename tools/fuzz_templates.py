"""Harvest the corpus's own positions: the templates the fuzzer varies.

    python -m tools.fuzz_templates --refresh     # after changing scenarios, steps or fixtures

does both steps below. The first plays the corpus against the reference engine
and appends every position a scenario creates, and every action it then takes,
to ``out.jsonl``; the second folds them into
``conformance/fuzz/templates/<game>.json``: the distinct positions, each
with the distinct action sequences ("paths") the corpus took from it, which
the fuzzer follows now and then (see play.py), and the fingerprint of what
they were harvested from (:func:`fingerprint`: the game's scenarios, the
steps, the fixtures and the facts the runner writes out), which
tests/fuzz/test_differential_fuzzing.py holds to the checkout: templates harvested from an older
corpus leave its newer positions out of every campaign.

    WARGAME_FUZZ_HARVEST=out.jsonl pytest conformance/games \\
        --implementation python:tools.fuzz_templates:Recorder
    python -m tools.fuzz_templates out.jsonl
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from conformance.fuzz.positions import TEMPLATES
from reference_engine import Implementation as Reference
from strength.mutation import code_of

ROOT = Path(__file__).resolve().parents[1]


def fingerprint(game: str) -> str:
    """What a game's templates are harvested from: its feature files, the steps, the fixtures and
    the facts the runner writes out before create (conformance/corpus/explicit.py); a Python
    module by its code, as the mutation verdicts' fingerprint reads it (comments and docstrings
    harvest no position)."""
    digest = hashlib.sha256()
    paths = [ROOT / "conformance" / "corpus" / "explicit.py"]
    for folder in (ROOT / "features" / game, ROOT / "conformance" / "steps", ROOT / "fixtures"):
        paths += sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in paths:
        text = code_of(path.read_bytes()) if path.suffix == ".py" else path.read_bytes()
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + text + b"\0")
    return digest.hexdigest()


class Recorder(Reference):
    """The reference engine, writing down every position it is asked to create and the
    actions the scenario then takes in it (each line names its game by a number)."""

    def create(self, position: dict[str, Any]):
        target = os.environ.get("WARGAME_FUZZ_HARVEST")
        game = super().create(position)  # only positions the reference accepts become templates
        if not target:
            return game
        number = next(_NUMBERS)
        _write(target, {"game_number": number, "position": position})
        return _Recording(game, target, number)


_NUMBERS = itertools.count(int.from_bytes(os.urandom(4), "big") << 20)


def _write(target: str, record: dict[str, Any]) -> None:
    with open(target, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record, sort_keys=True) + "\n")


class _Recording:
    """A created game that writes down the actions taken in it, accepted or refused."""

    def __init__(self, game: Any, target: str, number: int) -> None:
        self._game, self._target, self._number = game, target, number

    def act(self, player: str, action: dict[str, Any]):
        _write(self._target, {"game_number": self._number, "player": player, "action": action})
        return self._game.act(player, action)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def fold(lines: list[str]) -> dict[str, dict[str, Any]]:
    """Per game: its maps once each, and the distinct positions naming their map by index, each
    with the distinct action sequences ("paths") the corpus took from it."""
    positions: dict[int, dict[str, Any]] = {}
    paths: dict[int, list[list[Any]]] = {}
    for line in lines:
        record = json.loads(line)
        if "position" in record:
            positions[record["game_number"]] = record["position"]
            paths.setdefault(record["game_number"], [])
        else:
            paths.setdefault(record["game_number"], []).append([record["player"], record["action"]])
    distinct: dict[str, list[list[Any]]] = {}
    for number, position in positions.items():
        key = json.dumps(position, sort_keys=True)
        found = distinct.setdefault(key, [])
        if paths[number] and paths[number] not in found:
            found.append(paths[number])
    by_game: dict[str, dict[str, Any]] = {}
    for key in sorted(distinct):
        position = json.loads(key)
        folded = by_game.setdefault(position["game"], {"maps": [], "positions": []})
        board = position.pop("map")
        if board not in folded["maps"]:
            folded["maps"].append(board)
        folded["positions"].append({**position, "map": folded["maps"].index(board),
                                    "paths": sorted(distinct[key], key=lambda p: json.dumps(p, sort_keys=True))})
    for game, folded in by_game.items():
        folded["harvested_from"] = fingerprint(game)
    return dict(sorted(by_game.items()))


def refresh() -> int:
    """Play the whole corpus with the Recorder and fold what it wrote."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "harvest.jsonl"
        played = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                 str(ROOT / "conformance" / "games"),
                                 "--implementation", "python:tools.fuzz_templates:Recorder"],
                                cwd=ROOT, env={**os.environ, "WARGAME_FUZZ_HARVEST": str(target)})
        if played.returncode != 0:
            print("harvest: the corpus did not pass against the reference engine; templates left as they were",
                  file=sys.stderr)
            return 1
        return write(fold(target.read_text(encoding="utf-8").splitlines()))


def write(folded: dict[str, dict[str, Any]]) -> int:
    TEMPLATES.mkdir(exist_ok=True)
    for game, templates in folded.items():
        path = TEMPLATES / f"{game}.json"
        path.write_text(json.dumps(templates, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {len(templates['positions'])} positions on {len(templates['maps'])} map(s)")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--refresh"]:
        return refresh()
    if len(argv) != 1 or argv[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    return write(fold(Path(argv[0]).read_text(encoding="utf-8").splitlines()))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
