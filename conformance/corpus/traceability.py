"""Traceability between the catalogs and the feature files, both ways.

Read statically (no implementation involved): every catalog clause has a
scenario, every scenario names a clause of its own game, tags name known
clauses, errata, games or a clause's conditions and situations, scenario
names are unique within a game, every rule a refusal step cites is in the
catalog (the contract's own refusals, ``contract:...``, have a step of their
own and are never cited as rules), and every reading of a selectable erratum
is played by some scenario.

What each clause covers is held too (:func:`coverage_problems`): every clause
lists its conditions and situations (or says it decides nothing), every
condition is played both ways (``@<clause>.if.<condition>`` and
``@<clause>.unless.<condition>``), every situation the text speaks to by a
scenario tagged ``@<clause>.in.<situation>``, and a scenario that carries such
a tag carries its clause's tag too.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from conformance.contract import CONTRACT_PREFIX, CONTRACT_REFUSALS, is_contract_refusal
from conformance.corpus import paths
from conformance.corpus.catalog import Catalog, load_all
from conformance.corpus.features import (
    FeatureFileError,
    ScenarioOutline,
    read_scenarios,
)
from conformance.corpus.readings import LEFT_OUT_READING_STEP, READING_STEP

_CITED = re.compile(r"refused citing rule (?P<rule>\S+)$")
_CITED_ONE_OF = re.compile(r"refused citing rule (?P<rules>\S+(?: or rule \S+)+)$")
_BY_CONTRACT = re.compile(r"refused (?:citing rule (?P<rules>\S+(?: or rule \S+)*) or )?by the contract as (?P<kind>\S+)$")


@dataclass(frozen=True)
class Problem:
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def scenarios_of(game: str, features: Path | None = None) -> list[ScenarioOutline]:
    directory = (features or paths.FEATURES) / game
    found: list[ScenarioOutline] = []
    for path in sorted(directory.rglob("*.feature")):
        found.extend(read_scenarios(path))
    return found


def problems(features: Path | None = None, catalogs: dict[str, Catalog] | None = None) -> list[Problem]:
    """Everything that breaks traceability, as readable problems."""
    features = features or paths.FEATURES
    catalogs = catalogs if catalogs is not None else load_all()
    found: list[Problem] = []
    known_games = set(catalogs)
    for directory in sorted(p for p in features.iterdir() if p.is_dir()):
        if directory.name not in known_games:
            found.append(Problem(str(directory), f"feature folder for a game with no catalog ({sorted(known_games)})"))
    for game, catalog in sorted(catalogs.items()):
        found.extend(_game_problems(game, catalog, catalogs, features))
    return found


def coverage_problems(game: str, features: Path | None = None,
                      catalogs: dict[str, Catalog] | None = None) -> list[Problem]:
    """What a game's scenarios leave uncovered of what its clauses cover: a clause that lists no
    condition or situation (and does not say it decides nothing), a condition not played both
    ways, a situation the text speaks to that no scenario plays."""
    catalogs = catalogs if catalogs is not None else load_all()
    catalog = catalogs[game]
    played: set[str] = set()
    for outline in scenarios_of(game, features):
        played.update(outline.tags)
    found: list[Problem] = []
    for clause in catalog.clauses.values():
        where = f"{catalog.path}:{clause.line or '?'}"
        if not clause.conditions and not clause.situations and not clause.decides_nothing:
            found.append(Problem(where, f"clause {clause.id} lists no condition or situation (and does not say, "
                                        "in decides_nothing, that it decides nothing on its own)"))
        for condition in clause.conditions:
            for tag, side in zip(condition.tags(clause.id), ("holds", "does not hold")):
                if tag not in played:
                    found.append(Problem(where, f"clause {clause.id}: no scenario where {condition.text!r} {side} "
                                                f"(tag one @{tag})"))
        for situation in clause.situations:
            if not situation.silent and situation.tag(clause.id) not in played:
                found.append(Problem(where, f"clause {clause.id}: no scenario plays the situation "
                                            f"{situation.text!r} (tag one @{situation.tag(clause.id)})"))
    return found


def _game_problems(game: str, catalog: Catalog, catalogs: dict[str, Catalog], features: Path) -> list[Problem]:
    found: list[Problem] = []
    all_ids = {i for c in catalogs.values() for i in (*c.clauses, *c.errata)} | set(catalogs)
    coverage_of = {tag: clause for clause in catalog.clauses.values() for tag in clause.coverage_tags()}
    all_ids |= {tag for c in catalogs.values() for clause in c.clauses.values() for tag in clause.coverage_tags()}
    try:
        outlines = []
        for path in sorted((features / game).rglob("*.feature")):
            try:
                outlines.extend(read_scenarios(path))
            except FeatureFileError as exc:
                found.append(Problem(f"{exc.path}:{exc.line or '?'}", exc.message))
    except FileNotFoundError:
        outlines = []
    covered: dict[str, int] = defaultdict(int)
    played_readings: set[tuple[str, str]] = set()
    #: the errata some scenario leaves out of its position, to be read at their default
    left_out_readings: set[str] = set()
    names: dict[str, str] = {}
    for outline in outlines:
        where = f"{outline.feature}:{outline.line}"
        if outline.name in names:
            found.append(Problem(where, f"scenario name {outline.name!r} is also used at {names[outline.name]}"))
        names.setdefault(outline.name, where)
        for tag in outline.tags:
            if tag not in all_ids:
                found.append(Problem(where, f"tag @{tag} names no clause, erratum or game"))
            elif tag in catalogs and tag != game:
                found.append(Problem(where, f"tag @{tag}: a {game} scenario tagged as another game"))
            elif tag not in catalog.clauses and tag not in catalog.errata and tag != game and tag not in coverage_of:
                found.append(Problem(where, f"tag @{tag} is a clause of another game"))
            elif tag in coverage_of and coverage_of[tag].id not in outline.tags:
                found.append(Problem(where, f"tag @{tag} names a condition or situation of clause "
                                            f"{coverage_of[tag].id}, but the scenario lacks @{coverage_of[tag].id}"))
        if game not in outline.tags:
            found.append(Problem(where, f"scenario {outline.name!r} lacks the game tag @{game}"))
        clauses = [t for t in outline.tags if t in catalog.clauses]
        if not clauses:
            found.append(Problem(where, f"scenario {outline.name!r} names no {game} clause"))
        for clause in clauses:
            covered[clause] += 1
        for step in outline.steps:
            cited = _CITED.search(step)
            if cited and is_contract_refusal(cited.group("rule")):
                found.append(Problem(where, f"{cited.group('rule')} is a contract refusal, not a rule: say "
                                            f"'the action is refused by the contract as "
                                            f"{cited.group('rule').removeprefix(CONTRACT_PREFIX)}'"))
            elif cited and cited.group("rule") not in catalog.clauses:
                found.append(Problem(where, f"refusal cites rule {cited.group('rule')}, which is not a {game} clause"))
            one_of = _CITED_ONE_OF.search(step)
            cited_rules = [cited.group("rule")] if cited else one_of.group("rules").split(" or rule ") if one_of else []
            for rule in cited_rules if one_of else []:
                if rule not in catalog.clauses:
                    found.append(Problem(where, f"refusal cites rule {rule}, which is not a {game} clause"))
            by_contract = _BY_CONTRACT.search(step)
            contract_rules = (by_contract.group("rules") or "").split(" or rule ") if by_contract else []
            contract_rules = [rule for rule in contract_rules if rule]
            cited_rules += contract_rules
            for rule in cited_rules:
                heading = catalog.clauses.get(rule)
                if heading is not None and heading.decides_nothing:
                    found.append(Problem(where, f"refusal cites {rule}, a heading that decides nothing on its own "
                                                "(docs/contract.md, Which id a refusal cites): cite the clause whose "
                                                "text forbids the action"))
            if by_contract and CONTRACT_PREFIX + by_contract.group("kind") not in CONTRACT_REFUSALS:
                found.append(Problem(where, f"{by_contract.group('kind')!r} is not a contract refusal"))
            for rule in contract_rules:
                if rule not in catalog.clauses:
                    found.append(Problem(where, f"refusal cites rule {rule}, which is not a {game} clause"))
            left_out = LEFT_OUT_READING_STEP.match(step)
            if left_out:
                erratum = catalog.errata.get(left_out.group("erratum"))
                if erratum is None or not erratum.readings:
                    found.append(Problem(where, f"no erratum {left_out.group('erratum')} with readings in the catalog"))
                else:
                    played_readings.add((erratum.id, erratum.default))
                    left_out_readings.add(erratum.id)
            reading = READING_STEP.match(step)
            if reading:
                erratum = catalog.errata.get(reading.group("erratum"))
                if erratum is None or reading.group("reading") not in {r.id for r in erratum.readings}:
                    found.append(Problem(where, f"no reading {reading.group('reading')!r} of erratum "
                                                f"{reading.group('erratum')} in the catalog"))
                played_readings.add((reading.group("erratum"), reading.group("reading")))
    for clause in catalog.clauses.values():
        if not covered[clause.id]:
            found.append(Problem(f"{catalog.path}:{clause.line or '?'}", f"clause {clause.id} ({clause.title}) has no scenario"))
    for erratum in catalog.errata.values():
        for reading in erratum.readings:
            if (erratum.id, reading.id) not in played_readings:
                found.append(Problem(str(catalog.path), f"reading {reading.id!r} of erratum {erratum.id} is played by no scenario"))
        if erratum.is_selectable and not erratum.decides_nothing and erratum.id not in left_out_readings:
            found.append(Problem(str(catalog.path), f"no scenario leaves erratum {erratum.id} out of its position, "
                                                    "to be read at its default (Given the default reading of "
                                                    f"erratum {erratum.id}, left out of the position)"))
    return found
