"""Every scenario carries the clauses of the decisions, actions and events its path meets.

    python -m tools.schemas.path_clauses            # list the scenarios that lack a clause's tag
    python -m tools.schemas.path_clauses --write    # add the missing tags to the feature files

An implementation that declares part of a game (``"clauses": [...]`` in its
handshake) is played the scenarios whose clause tags it all declares. A
scenario tagged only with a restriction, whose path then meets an interception
or a battle due, would hold such an implementation to clauses it left out. Each
game's ``[path_clauses]`` table (fixtures/<game>/schemas/descriptions.toml)
names the clause that a decision (``"decision.NAME"``), an action sent
(``"action.TYPE"``) or an event (``"event.TYPE"``) belongs to; those of the
game's own frame (the activation, the movement itself) name none. The corpus
is played once against the reference engine (tools.schemas.recording), and
every scenario whose path meets one of them must carry its clause: the
tag itself or one of its coverage tags (``@CLAUSE.if.…``, ``@CLAUSE.in.…``).
tests/checks hold the corpus to it.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from conformance.corpus import paths
from conformance.corpus.features import read_scenarios
from conformance.runner.binding import python_name


@dataclass(frozen=True)
class MissingClause:
    game: str
    scenario: str  # the bound test's name (the scenario's name as pytest-bdd binds it)
    clause: str
    met: str  # "decision interception" / "event field_battle_due"

    def __str__(self) -> str:
        return (f"{self.game}: scenario {self.scenario} meets {self.met} of clause {self.clause} "
                f"but carries no @{self.clause} tag")


def path_clauses(game: str) -> dict[str, str]:
    """The game's table: ``decision.NAME`` / ``event.TYPE`` -> clause id."""
    with open(paths.descriptions_path(game), "rb") as handle:
        return dict(tomllib.load(handle).get("path_clauses", {}))


def carries(tags: Iterable[str], clause: str) -> bool:
    """The clause's own tag, or one of its coverage tags, is among ``tags``."""
    return any(tag == clause or tag.startswith(clause + ".") for tag in tags)


def missing_clauses(transcript: list[dict[str, Any]]) -> list[MissingClause]:
    """Each clause a scenario's path meets and its tags do not carry, from a recording made with
    tools.schemas.recording (whose ``create`` entries name their scenario)."""
    scenario_of: dict[int, dict[str, Any]] = {}
    game_of: dict[int, str] = {}
    tables: dict[str, dict[str, str]] = {}
    found: dict[tuple[str, str, str], str] = {}
    for entry in transcript:
        number = entry.get("game")
        if entry.get("call") == "create":
            game = (entry.get("position") or {}).get("game")
            if entry.get("scenario") and isinstance(game, str):
                scenario_of[number], game_of[number] = entry["scenario"], game
                if game not in tables:
                    tables[game] = path_clauses(game)
            continue
        if number not in scenario_of:
            continue
        game, scenario = game_of[number], scenario_of[number]
        met = list(_met(entry))
        for name in met:
            clause = tables[game].get(name)
            if clause and not carries(scenario["tags"], clause):
                test = scenario["nodeid"].split("::")[-1].split("[")[0]
                found.setdefault((game, test, clause), name.replace(".", " ", 1))
    return [MissingClause(game, test, clause, met) for (game, test, clause), met in sorted(found.items())]


def _met(entry: dict[str, Any]) -> Iterable[str]:
    answer = entry.get("answer")
    if entry.get("call") == "pending" and isinstance(answer, dict) and isinstance(answer.get("decision"), str):
        yield f"decision.{answer['decision']}"
    action = entry.get("action")
    if entry.get("call") == "act" and isinstance(action, dict) and isinstance(action.get("type"), str):
        yield f"action.{action['type']}"
    if entry.get("call") == "act" and isinstance(answer, list):
        for event in answer:
            if isinstance(event, dict) and isinstance(event.get("type"), str):
                yield f"event.{event['type']}"


def add_tags(missing: list[MissingClause]) -> list[str]:
    """Write each missing clause's tag on its scenario's tag line; the lines changed, as FILE:LINE."""
    wanted: dict[tuple[str, str], set[str]] = defaultdict(set)
    for item in missing:
        wanted[(item.game, item.scenario)].add(item.clause)
    edits: dict[Path, dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for game in {game for game, _ in wanted}:
        seen: dict[str, int] = {}
        for feature in sorted((paths.FEATURES / game).rglob("*.feature")):
            for outline in read_scenarios(feature):
                base = python_name(outline.name)
                seen[base] = seen.get(base, 0) + 1
                test = base if seen[base] == 1 else f"{base}_{seen[base] - 1}"
                clauses = wanted.get((game, test))
                if clauses:
                    edits[feature][outline.line].update(clauses)
    changed = []
    for feature, lines in edits.items():
        text = feature.read_text(encoding="utf-8").split("\n")
        for line in sorted(lines, reverse=True):
            index = line - 1  # the Scenario line; its tags are on the line above
            tags = " ".join(f"@{clause}" for clause in sorted(lines[line]))
            above = text[index - 1] if index > 0 else ""
            if above.strip().startswith("@"):
                text[index - 1] = f"{above.rstrip()} {tags}"
            else:
                indent = re.match(r"\s*", text[index]).group(0)
                text.insert(index, f"{indent}{tags}")
            changed.append(f"{feature.relative_to(paths.ROOT)}:{line}")
        feature.write_text("\n".join(text), encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    from tools.schemas.recording import record_corpus

    parser = argparse.ArgumentParser(prog="python -m tools.schemas.path_clauses", description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="add the missing tags to the feature files")
    args = parser.parse_args(argv)
    missing = missing_clauses(record_corpus())
    for item in missing:
        print(item)
    if args.write and missing:
        for place in add_tags(missing):
            print(f"tagged: {place}")
        return 0
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
