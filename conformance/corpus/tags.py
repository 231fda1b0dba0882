"""What a scenario's tags name, and where its feature file is, worked out once.

Every collected scenario is described by its game, clause ids, errata ids and
feature file (conformance.runner.session.scenario_of). Those answers depend on the
catalogs and the file only, not on the scenario, so they are computed once
per catalogs and once per feature file instead of once per scenario.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class TagKinds:
    """The tags the catalogs know, by what they name."""

    clauses: frozenset[str]
    errata: frozenset[str]
    games: frozenset[str]
    #: ``<clause>.if.<condition>``, ``<clause>.unless.<condition>``, ``<clause>.in.<situation>``
    coverage: frozenset[str] = frozenset()


_LAST: list[tuple[Any, TagKinds]] = []


def tag_kinds(catalogs: dict[str, Any]) -> TagKinds:
    """The clause ids, erratum ids, game ids and coverage tags of ``catalogs`` (a load_all() answer).

    load_all() hands out the same dict for the same folder, so the sets are kept
    for the last dict seen (held here, so its id cannot be reused by another)."""
    if _LAST and _LAST[0][0] is catalogs:
        return _LAST[0][1]
    kinds = TagKinds(
        clauses=frozenset(cid for c in catalogs.values() for cid in c.clauses),
        errata=frozenset(eid for c in catalogs.values() for eid in c.errata),
        games=frozenset(catalogs),
        coverage=frozenset(tag for c in catalogs.values() for clause in c.clauses.values()
                           for tag in clause.coverage_tags()),
    )
    _LAST[:] = [(catalogs, kinds)]
    return kinds


@functools.lru_cache(maxsize=4096)
def shown_path(filename: str, cwd: str) -> str:
    """A feature file as reports show it: relative to the working folder when inside it."""
    try:
        return str(Path(filename).resolve().relative_to(cwd))
    except ValueError:
        return filename
