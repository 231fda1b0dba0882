"""Checking what a run is asked to play: game, clause and tag ids, with a "did you mean".

Every id given on the command line (``--game``, ``--clause``, ``--tag``) must
name something in the catalogs, and every ``--exclude`` pattern (a clause,
erratum or game id, ``*`` and ``?`` matching as in file names) must match
something; a typo is a usage error that suggests the nearest ids, before
anything runs.
"""

from __future__ import annotations

import difflib
import fnmatch
from typing import Any, Iterable


def tag_ids(catalogs: dict[str, Any]) -> set[str]:
    """Every id a scenario may be tagged with: clause, erratum and game ids."""
    return ({cid for cat in catalogs.values() for cid in cat.clauses}
            | {eid for cat in catalogs.values() for eid in cat.errata} | set(catalogs))


def excluded(catalogs: dict[str, Any], patterns: Iterable[str]) -> list[str]:
    """The clause, erratum and game ids ``--exclude`` patterns match, sorted."""
    known = tag_ids(catalogs)
    return sorted({tag for pattern in patterns for tag in fnmatch.filter(known, pattern)})


def exclusion_problems(catalogs: dict[str, Any], patterns: Iterable[str]) -> list[str]:
    """Why ``--exclude`` patterns match nothing, one sentence each."""
    known = tag_ids(catalogs)
    return [f"--exclude {pattern!r}: matches no clause, erratum or game id{did_you_mean(pattern, known)}"
            for pattern in patterns if not fnmatch.filter(known, pattern)]


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, sorted(set(choices)), n=3, cutoff=0.6)
    return f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""


def selection_problems(catalogs: dict[str, Any], games: Iterable[str], clauses: Iterable[str],
                       tags: Iterable[str], bound_games: Iterable[str]) -> list[str]:
    """Why the ids asked for name nothing, one sentence each; empty when they all do.

    ``bound_games`` are the games with a corpus binding (conformance/games/<game>)."""
    bound = set(bound_games)
    clause_ids = {cid for cat in catalogs.values() for cid in cat.clauses}
    erratum_ids = {eid for cat in catalogs.values() for eid in cat.errata}
    problems = []
    for game in games:
        if game not in catalogs or game not in bound:
            problems.append(f"--game {game!r}: no such game; the games are {', '.join(sorted(bound))}"
                            f"{did_you_mean(game, bound)}")
    for clause in clauses:
        if clause not in clause_ids:
            problems.append(f"--clause {clause!r}: no clause has this id{did_you_mean(clause, clause_ids)}")
    for tag in tags:
        if tag not in clause_ids | erratum_ids | set(catalogs):
            problems.append(f"--tag {tag!r}: no clause, erratum or game has this id"
                            f"{did_you_mean(tag, clause_ids | erratum_ids | set(catalogs))}")
    return problems
