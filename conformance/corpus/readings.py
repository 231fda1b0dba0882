"""Errata readings chosen for a run or followed by an implementation, checked against the catalogs.

A run's ``--reading ERRATUM=READING`` makes READING the erratum's default for that run; an
implementation's handshake may declare, per game, the readings it follows
(``"readings": {"ERRATUM": "READING"}``). Either names an erratum of the catalogs that has
readings, and one of its readings; anything else is said once, with a "did you mean".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from conformance.corpus.catalog import errata_index
from conformance.corpus.selection import did_you_mean


def selectable(catalogs: dict[str, Any]) -> dict[str, Any]:
    """Every erratum with readings, by id."""
    return {eid: e for cat in catalogs.values() for eid, e in cat.errata.items() if e.is_selectable}


def reading_problem(erratum: str, reading: str, catalogs: dict[str, Any], *, game: str | None = None,
                    said: str = "--reading") -> str | None:
    """Why ``erratum``'s ``reading`` names nothing in the catalogs (of ``game`` only, if given), or None."""
    errata = selectable({game: catalogs[game]} if game in catalogs else catalogs)
    where = f"{game}'s catalog" if game else "the catalogs"
    if erratum not in errata:
        plain = [eid for cat in catalogs.values() for eid, e in cat.errata.items() if not e.is_selectable]
        if erratum in plain:
            return f"{said}: erratum {erratum} has no readings to choose from"
        return f"{said}: {where} have no erratum {erratum!r} with readings{did_you_mean(erratum, errata)}"
    ids = [r.id for r in errata[erratum].readings]
    if reading not in ids:
        return (f"{said}: erratum {erratum} has no reading {reading!r}{did_you_mean(reading, ids)}; "
                f"its readings are {', '.join(ids)}")
    return None


def chosen_readings(pairs: Iterable[tuple[str, str]], catalogs: dict[str, Any]) -> dict[str, dict[str, str]]:
    """``--reading`` pairs as ``{game: {erratum: reading}}``; ValueError with every problem, one a line
    (an erratum named twice with two readings is one)."""
    problems: list[str] = []
    chosen: dict[str, str] = {}
    for erratum, reading in pairs:
        problem = reading_problem(erratum, reading, catalogs)
        if problem:
            problems.append(problem)
        elif chosen.get(erratum, reading) != reading:
            problems.append(f"--reading: erratum {erratum} is given two readings, {chosen[erratum]} and {reading}")
        else:
            chosen[erratum] = reading
    if problems:
        raise ValueError("\n".join(problems))
    errata = selectable(catalogs)
    by_game: dict[str, dict[str, str]] = {}
    for erratum, reading in chosen.items():
        by_game.setdefault(errata[erratum].game, {})[erratum] = reading
    return by_game


def flat(by_game: dict[str, dict[str, str]]) -> dict[str, str]:
    """``{game: {erratum: reading}}`` as ``{erratum: reading}`` (erratum ids are unique across games)."""
    return {erratum: reading for readings in by_game.values() for erratum, reading in sorted(readings.items())}


#: the step that pins a reading (conformance/steps/common.py), as the feature files spell it
READING_STEP = re.compile(r'^the "(?P<reading>[^"]+)" reading of erratum (?P<erratum>\S+)$')
#: the step that pins an erratum's default reading by leaving it out of the position's ``readings``
#: (a missing key means the default: docs/contract.md, "Positions")
LEFT_OUT_READING_STEP = re.compile(r'^the default reading of erratum (?P<erratum>\S+), left out of the position$')


def pinned(steps: Iterable[str], defaults: dict[str, str] | None = None) -> dict[str, str]:
    """The readings a scenario's steps pin, ``{erratum: reading}``; an erratum whose reading a step
    leaves out is pinned to its default, ``defaults[erratum]`` (the catalogs' errata index when not
    given)."""
    found = {}
    for step in steps:
        match = READING_STEP.match(step)
        if match:
            found[match.group("erratum")] = match.group("reading")
        left_out = LEFT_OUT_READING_STEP.match(step)
        if left_out:
            if defaults is None:
                defaults = {eid: e.default for eid, e in errata_index().items() if e.is_selectable}
            erratum = left_out.group("erratum")
            if erratum in defaults:
                found[erratum] = defaults[erratum]
    return found
