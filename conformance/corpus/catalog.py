"""The rule catalogs: every clause of every excerpt, with id, title, paraphrase.

One TOML file per game, ``fixtures/<game>/catalog.toml``. Layout::

    [game]                      # id, title, source (the published rule book), variants
    [[clause]]                  # id, section (its rule number or heading), kind, title, paraphrase,
                                # variant; optional: notes, cites, decides_nothing
    [[clause.condition]]        # id, text: a fact the clause's outcome depends on
    [[clause.situation]]        # id, axis, text; optional: silent (why the text says nothing there)
    [[erratum]]                 # id, clauses, summary; optional: readings,
                                # default (selectable readings), decides_nothing

Conditions and situations say what a clause covers, so that scenarios can be
held to it (docs/authoring.md, "Conditions and situations"). A condition is a
fact its outcome depends on ("the space holds enemy CU"); every condition is
played both ways, by a scenario tagged ``@<clause>.if.<condition>`` and one
tagged ``@<clause>.unless.<condition>`` that differ in it alone. A situation is
one of the cases the clause applies across, on one ``axis``: a way of moving
(``way``), who acts (``actor``), when (``when``: a step, a segment), a variant or
reading (``variant``), a kind of piece or place (``place``); every situation is
played by a scenario tagged ``@<clause>.in.<situation>``, unless the text is
``silent`` there (the entry says why, and no outcome is invented for it). A
clause that decides nothing on its own (a heading) says so in ``decides_nothing``.

Loading validates the file and raises :class:`DataFileError` naming the file,
the line and the key for unknown keys, missing fields, values of the wrong
type (every value is a string or an array of strings; readings an array of
tables), duplicate ids and dangling references.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from conformance.corpus import paths
from conformance.corpus.toml_data import (
    STRING,
    STRINGS,
    TABLES,
    DataFileError,
    check_keys,
    check_types,
    line_of,
    load_toml,
)

CLAUSE_KINDS = {"rule", "bullet", "exception", "note", "example", "five-player", "preamble", "variant"}
ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.\-]*$")

_GAME_KEYS = {"id", "title", "source", "variants"}
_CLAUSE_REQUIRED = {"id", "section", "kind", "title", "paraphrase", "variant"}
_CLAUSE_OPTIONAL = {"notes", "cites", "condition", "situation", "decides_nothing"}
_CONDITION_KEYS = {"id", "text"}
_SITUATION_REQUIRED, _SITUATION_OPTIONAL = {"id", "axis", "text"}, {"silent"}
#: the axes a clause's situations lie on
AXES = {"way": "a way of moving (by land, by sea, by event, in a retreat, an avoid, an interception)",
        "actor": "who acts (a lone leader, an army, its commander, a subordinate, a stack of generals, an ally, "
                 "the other player)",
        "when": "when (a step of the procedure, a segment, before or after a change)",
        "variant": "a variant or an erratum's reading",
        "place": "a kind of piece or place (a special unit, a walled city, a transit space, a strait)"}
#: how a scenario's tag names what it covers: ``<clause>.if.<condition>``, ``<clause>.unless.<condition>``,
#: ``<clause>.in.<situation>``
COVERAGE_MARKS = (".if.", ".unless.", ".in.")
SLUG_PATTERN = re.compile(r"^[a-z0-9][a-z0-9\-]*$")
_ERRATUM_REQUIRED = {"id", "clauses", "summary"}
_ERRATUM_OPTIONAL = {"readings", "default", "decides_nothing"}
_READING_KEYS = {"id", "description"}
#: what each key's value must be (every key of the format is a string or an array of them)
_GAME_TYPES = {"id": STRING, "title": STRING, "source": STRING, "variants": STRINGS}
_CLAUSE_TYPES = {"id": STRING, "section": STRING, "kind": STRING, "title": STRING, "paraphrase": STRING,
                 "variant": STRING, "notes": STRING, "cites": STRINGS, "condition": TABLES, "situation": TABLES,
                 "decides_nothing": STRING}
_CONDITION_TYPES = {"id": STRING, "text": STRING}
_SITUATION_TYPES = {"id": STRING, "axis": STRING, "text": STRING, "silent": STRING}
_ERRATUM_TYPES = {"id": STRING, "clauses": STRINGS, "summary": STRING, "readings": TABLES, "default": STRING,
                  "decides_nothing": STRING}
_READING_TYPES = {"id": STRING, "description": STRING}


@dataclass(frozen=True)
class Condition:
    """A fact a clause's outcome depends on: played both ways (``.if.`` and ``.unless.``)."""

    id: str
    text: str

    def tags(self, clause: str) -> tuple[str, str]:
        return f"{clause}.if.{self.id}", f"{clause}.unless.{self.id}"


@dataclass(frozen=True)
class Situation:
    """A case a clause applies across (on one of ``AXES``): played by a scenario (``.in.``),
    unless the text is ``silent`` there."""

    id: str
    axis: str
    text: str
    silent: str = ""

    def tag(self, clause: str) -> str:
        return f"{clause}.in.{self.id}"


@dataclass(frozen=True)
class Clause:
    id: str
    game: str
    section: str
    kind: str
    title: str
    paraphrase: str
    variant: str
    notes: str = ""
    cites: tuple[str, ...] = ()
    line: int | None = None
    conditions: tuple[Condition, ...] = ()
    situations: tuple[Situation, ...] = ()
    decides_nothing: str = ""

    def coverage_tags(self) -> list[str]:
        """The tags a scenario may carry to say which of this clause's conditions or situations it plays."""
        return [*(tag for c in self.conditions for tag in c.tags(self.id)),
                *(s.tag(self.id) for s in self.situations)]


@dataclass(frozen=True)
class Reading:
    id: str
    description: str


@dataclass(frozen=True)
class Erratum:
    id: str
    game: str
    clauses: tuple[str, ...]
    summary: str
    readings: tuple[Reading, ...] = ()
    default: str | None = None
    #: why its readings change nothing the rules decide (they differ in an example's pieces only), or ""
    decides_nothing: str = ""

    @property
    def is_selectable(self) -> bool:
        return bool(self.readings)


@dataclass
class Catalog:
    game: str
    title: str
    source: str
    variants: tuple[str, ...]
    path: Path
    clauses: dict[str, Clause] = field(default_factory=dict)
    errata: dict[str, Erratum] = field(default_factory=dict)


def load_catalog(path: Path | str) -> Catalog:
    """Load and validate one game's catalog."""
    path = Path(path)
    data = load_toml(path)
    check_keys(path, data, "catalog", required={"game", "clause"}, optional={"erratum"}, anchor_line=1)
    game = data["game"]
    game_line = line_of(path, "game")
    if not isinstance(game, dict):
        raise DataFileError(path, game_line, "[game] must be a table")
    check_keys(path, game, "[game]", required=_GAME_KEYS, optional=set(), anchor_line=game_line)
    check_types(path, game, "[game]", _GAME_TYPES, anchor_line=game_line)
    variants = tuple(game["variants"])
    catalog = Catalog(
        game=game["id"], title=game["title"], source=game["source"],
        variants=variants, path=path,
    )
    allowed_variants = set(variants) | {"all"}

    for raw in _table_list(path, data, "clause"):
        line = line_of(path, "id", raw.get("id"))
        check_keys(path, raw, f"clause {raw.get('id', '?')!s}", required=_CLAUSE_REQUIRED,
                   optional=_CLAUSE_OPTIONAL, anchor_line=line)
        check_types(path, raw, f"clause {raw['id']!s}", _CLAUSE_TYPES, anchor_line=line)
        cid = raw["id"]
        if not ID_PATTERN.match(cid):
            raise DataFileError(path, line, f"clause id {cid!r} must be letters, digits, '.' and '-'")
        if cid in catalog.clauses:
            dup_line = line_of(path, "id", cid, after=line or 0)
            raise DataFileError(path, dup_line or line, f"duplicate clause id '{cid}'")
        if raw["kind"] not in CLAUSE_KINDS:
            raise DataFileError(path, line_of(path, "kind", raw["kind"], after=line or 0),
                                f"clause {cid}: kind '{raw['kind']}' is not one of {sorted(CLAUSE_KINDS)}")
        if raw["variant"] not in allowed_variants:
            raise DataFileError(path, line_of(path, "variant", raw["variant"], after=line or 0),
                                f"clause {cid}: variant '{raw['variant']}' is not one of {sorted(allowed_variants)}")
        for key in ("title", "paraphrase"):
            if not raw[key].strip():
                raise DataFileError(path, line_of(path, key, after=(line or 1) - 1) or line,
                                    f"clause {cid}: '{key}' is empty")
        conditions, situations = _coverage(path, raw, cid, line)
        catalog.clauses[cid] = Clause(
            id=cid, game=catalog.game, section=raw["section"], kind=raw["kind"],
            title=raw["title"], paraphrase=" ".join(raw["paraphrase"].split()),
            variant=raw["variant"], notes=raw.get("notes", ""),
            cites=tuple(raw.get("cites", ())), line=line,
            conditions=conditions, situations=situations, decides_nothing=raw.get("decides_nothing", ""),
        )

    for raw in _table_list(path, data, "erratum", required=False):
        line = line_of(path, "id", raw.get("id"))
        check_keys(path, raw, f"erratum {raw.get('id', '?')!s}", required=_ERRATUM_REQUIRED,
                   optional=_ERRATUM_OPTIONAL, anchor_line=line)
        check_types(path, raw, f"erratum {raw['id']!s}", _ERRATUM_TYPES, anchor_line=line)
        eid = raw["id"]
        if eid in catalog.errata or eid in catalog.clauses:
            raise DataFileError(path, line, f"duplicate id '{eid}' (errata and clauses share one namespace)")
        for ref in raw["clauses"]:
            if ref not in catalog.clauses:
                raise DataFileError(path, line, f"erratum {eid}: names unknown clause '{ref}'")
        readings = []
        for reading in raw.get("readings", []):
            check_keys(path, reading, f"erratum {eid} reading", required=_READING_KEYS, optional=set(),
                       anchor_line=line)
            check_types(path, reading, f"erratum {eid} reading", _READING_TYPES, anchor_line=line)
            readings.append(Reading(reading["id"], " ".join(reading["description"].split())))
        ids = [r.id for r in readings]
        if len(set(ids)) != len(ids):
            raise DataFileError(path, line, f"erratum {eid}: reading ids repeat: {ids}")
        default = raw.get("default")
        if readings and default not in ids:
            raise DataFileError(path, line, f"erratum {eid}: default {default!r} is not one of its readings {ids}")
        catalog.errata[eid] = Erratum(
            id=eid, game=catalog.game, clauses=tuple(raw["clauses"]),
            summary=" ".join(raw["summary"].split()), readings=tuple(readings), default=default,
            decides_nothing=raw.get("decides_nothing", ""),
        )
    return catalog


def _coverage(path: Path, raw: dict[str, Any], cid: str,
              line: int | None) -> tuple[tuple[Condition, ...], tuple[Situation, ...]]:
    """A clause's conditions and situations, checked: keys, types, slugs unique within the clause."""
    conditions, situations, seen = [], [], set()
    for entry in raw.get("condition", []):
        check_keys(path, entry, f"clause {cid} condition", required=_CONDITION_KEYS, optional=set(), anchor_line=line)
        check_types(path, entry, f"clause {cid} condition", _CONDITION_TYPES, anchor_line=line)
        conditions.append(Condition(entry["id"], " ".join(entry["text"].split())))
    for entry in raw.get("situation", []):
        check_keys(path, entry, f"clause {cid} situation", required=_SITUATION_REQUIRED,
                   optional=_SITUATION_OPTIONAL, anchor_line=line)
        check_types(path, entry, f"clause {cid} situation", _SITUATION_TYPES, anchor_line=line)
        if entry["axis"] not in AXES:
            raise DataFileError(path, line_of(path, "axis", entry["axis"], after=line or 0) or line,
                                f"clause {cid}: situation {entry['id']!r} has axis {entry['axis']!r}, not one of "
                                f"{sorted(AXES)}")
        situations.append(Situation(entry["id"], entry["axis"], " ".join(entry["text"].split()),
                                    " ".join(entry.get("silent", "").split())))
    for entry in [*conditions, *situations]:
        if not SLUG_PATTERN.match(entry.id):
            raise DataFileError(path, line_of(path, "id", entry.id, after=line or 0) or line,
                                f"clause {cid}: {entry.id!r} must be lower-case letters, digits and '-'")
        if entry.id in seen:
            raise DataFileError(path, line_of(path, "id", entry.id, after=line or 0) or line,
                                f"clause {cid}: condition or situation id {entry.id!r} is used twice")
        seen.add(entry.id)
    return tuple(conditions), tuple(situations)


def _table_list(path: Path, data: dict[str, Any], key: str, required: bool = True) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise DataFileError(path, line_of(path, key), f"'{key}' must be an array of tables ([[{key}]])")
    if required and not value:
        raise DataFileError(path, None, f"no [[{key}]] entries")
    return value


def load_all(fixtures: Path | None = None) -> dict[str, Catalog]:
    """Every catalog under ``fixtures/`` (``<game>/catalog.toml``), keyed by game id.

    Clause ids are tags shared by all games, so they must be unique across
    catalogs too. Loaded once per folder, however the folder is named.
    """
    return _load_all(Path(fixtures or paths.FIXTURES).resolve())


@lru_cache(maxsize=None)
def _load_all(fixtures: Path) -> dict[str, Catalog]:
    catalogs: dict[str, Catalog] = {}
    owner: dict[str, str] = {}
    for path in paths.catalog_paths(fixtures):
        catalog = load_catalog(path)
        if catalog.game in catalogs:
            raise DataFileError(path, line_of(path, "id", catalog.game),
                                f"game id '{catalog.game}' is also used by {catalogs[catalog.game].path}")
        for cid in list(catalog.clauses) + list(catalog.errata):
            if cid in owner:
                raise DataFileError(path, line_of(path, "id", cid),
                                    f"id '{cid}' is also used in the {owner[cid]} catalog")
            owner[cid] = catalog.game
        catalogs[catalog.game] = catalog
    return catalogs


def clause_index(directory: Path | None = None) -> dict[str, Clause]:
    """All clauses of all games by id."""
    return {cid: c for cat in load_all(directory).values() for cid, c in cat.clauses.items()}


def errata_index(directory: Path | None = None) -> dict[str, Erratum]:
    return {eid: e for cat in load_all(directory).values() for eid, e in cat.errata.items()}
