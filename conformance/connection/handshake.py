"""Checking an implementation's handshake (describe()) against the catalogs.

Before any scenario is played, what the implementation declares must name
things that exist: each game a catalog game, each variant one of that
game's variants, each clause id one of that game's clauses, each reading it follows one of that
game's errata's readings (an erratum id is
in the catalog but is no clause: it is said as an erratum, with how readings
are played, followed and declined). A handshake that names anything else would make
every scenario "unsupported" and the run look green; it is an error of the
implementation instead, said once, before anything runs. So is a handshake whose games, variants or clauses are not
the contract's shapes (a game's entry that is no object, variants that are
no list of ids): judged here, before the corpus reads it, as the protocol's
schema judges a program's hello. And a handshake that declares another major
version of the contract than the corpus's (``"contract": "1.0"``) speaks of
other calls and shapes: its answers would fail scenarios as deviations from
rules, when it was built against another contract.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import CONTRACT_VERSION
from conformance.contract.messages import first_shown, json_text
from conformance.corpus.readings import reading_problem
from conformance.corpus.selection import did_you_mean


def handshake_problems(description: Any, catalogs: dict[str, Any]) -> list[str]:
    """What in ``description`` names nothing in the catalogs, one sentence each."""
    if not isinstance(description, dict):
        return [f"describe() gave a {type(description).__name__}, not an object (docs/contract.md)"]
    problems = _contract_problems(description)
    games = description.get("games")
    if not isinstance(games, dict) or not games:
        return [*problems, "its handshake declares no games: 'games' must map game ids to what is supported "
                           f"(the games are {', '.join(sorted(catalogs))})"]
    for game, declared in games.items():
        if game not in catalogs:
            problems.append(f"its handshake declares the game {json_text(game)}, which is not in the catalogs"
                            f"{did_you_mean(str(game), catalogs)}")
            continue
        catalog = catalogs[game]
        if declared is None:
            declared = {}
        if not isinstance(declared, dict):
            problems.append(f"its handshake declares {game} as {_shown(declared)}: expected an object with "
                            '"variants" and "clauses" (docs/contract.md)')
            continue
        variants = declared.get("variants") or []
        if not _strings(variants):
            problems.append(f"its handshake declares variants {_shown(variants)} for {game}: expected a list "
                            "of variant ids")
            continue
        unknown = [v for v in variants if v not in catalog.variants]
        if unknown:
            problems.append(f"its handshake declares variant(s) {', '.join(map(json_text, unknown))} of {game}; "
                            f"the variants are {', '.join(catalog.variants)}")
        clauses = declared.get("clauses", "all")
        if clauses != "all":
            if not _strings(clauses):
                problems.append(f"its handshake declares clauses {_shown(clauses)} for {game}: "
                                "expected \"all\" or a list of clause ids")
                continue
            problems.extend(_clause_problems(game, clauses, catalog))
        problems.extend(_reading_problems(game, declared.get("readings", {}), catalogs))
    return problems


def _reading_problems(game: str, readings: Any, catalogs: dict[str, Any]) -> list[str]:
    """The readings ``game``'s entry says the implementation follows, each an erratum of its catalog
    with readings and one of that erratum's readings."""
    if not isinstance(readings, dict) or not all(isinstance(r, str) for r in readings.values()):
        return [f"its handshake declares readings {_shown(readings)} for {game}: expected an object mapping "
                "erratum ids to the reading followed (docs/contract.md)"]
    found = [reading_problem(erratum, reading, catalogs, game=game,
                             said=f"its handshake declares reading {json_text(reading)} of erratum "
                                  f"{json_text(erratum)} for {game}")
             for erratum, reading in readings.items()]
    return [problem for problem in found if problem]


def _clause_problems(game: str, clauses: list[str], catalog: Any) -> list[str]:
    """The declared clause ids of ``game`` that are no clause of its catalog: an erratum id said as one
    (it is in the catalog, but not a clause), anything else as unknown."""
    errata = [c for c in clauses if c not in catalog.clauses and c in catalog.errata]
    unknown = [c for c in clauses if c not in catalog.clauses and c not in catalog.errata]
    problems = [_erratum_problem(game, catalog.errata[eid]) for eid in errata]
    if unknown:
        hint = did_you_mean(str(unknown[0]), catalog.clauses)
        problems.append(f"its handshake declares clause id(s) {', '.join(map(json_text, unknown[:10]))}"
                        f"{' ...' if len(unknown) > 10 else ''} that {game}'s catalog does not have{hint}")
    return problems


def _erratum_problem(game: str, erratum: Any) -> str:
    """An erratum id declared in ``clauses``: what it is, and how a reading is played or declined."""
    said = (f"its handshake declares {json_text(erratum.id)} in {game}'s \"clauses\": that is an erratum id "
            f"(of clause(s) {', '.join(erratum.clauses)}), not a clause id, and \"clauses\" takes clause ids "
            "only. Declare the clauses instead: a scenario tagged with the erratum is played when its clauses "
            "are declared")
    if not erratum.readings:
        return f"{said} (docs/protocol.md, handshake)"
    readings = ", ".join(json_text(r.id) for r in erratum.readings)
    return (f"{said}, and its position's \"readings\" name the reading ({readings}); to follow one reading, "
            f"declare it in the game's \"readings\" ({{{json_text(erratum.id)}: {json_text(erratum.default)}}}): "
            "scenarios that pin another are then unsupported (docs/protocol.md, handshake)")


def _contract_problems(description: dict[str, Any]) -> list[str]:
    """Whether the handshake's ``contract`` is another major version than the corpus's (an in-process
    description may leave it out; the protocol's hello requires it)."""
    if "contract" not in description:
        return []
    version = description["contract"]
    if isinstance(version, str) and version.split(".")[0] == CONTRACT_VERSION.split(".")[0]:
        return []
    return [f"its handshake declares contract {json_text(version)}; the corpus checks contract "
            f"{CONTRACT_VERSION}, and only an implementation of the same major version can be checked "
            "against it (docs/contract.md)"]


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _shown(value: Any) -> str:
    """A handshake's value in JSON's words (what the program sent), shortened."""
    return first_shown(value)
