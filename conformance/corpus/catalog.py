"""The rule catalogs: every clause of every excerpt, with id, title, paraphrase.

One TOML file per game, ``fixtures/<game>/catalog.toml``. Layout::

    [game]                      # id, title, source (the published rule book), variants
    [[clause]]                  # id, section (its rule number or heading), kind, title, paraphrase,
                                # variant; optional: notes, cites
    [[erratum]]                 # id, clauses, summary; optional: readings,
                                # default (selectable readings)

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
_CLAUSE_OPTIONAL = {"notes", "cites"}
_ERRATUM_REQUIRED = {"id", "clauses", "summary"}
_ERRATUM_OPTIONAL = {"readings", "default"}
_READING_KEYS = {"id", "description"}
#: what each key's value must be (every key of the format is a string or an array of them)
_GAME_TYPES = {"id": STRING, "title": STRING, "source": STRING, "variants": STRINGS}
_CLAUSE_TYPES = {"id": STRING, "section": STRING, "kind": STRING, "title": STRING, "paraphrase": STRING,
                 "variant": STRING, "notes": STRING, "cites": STRINGS}
_ERRATUM_TYPES = {"id": STRING, "clauses": STRINGS, "summary": STRING, "readings": TABLES, "default": STRING}
_READING_TYPES = {"id": STRING, "description": STRING}


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
        catalog.clauses[cid] = Clause(
            id=cid, game=catalog.game, section=raw["section"], kind=raw["kind"],
            title=raw["title"], paraphrase=" ".join(raw["paraphrase"].split()),
            variant=raw["variant"], notes=raw.get("notes", ""),
            cites=tuple(raw.get("cites", ())), line=line,
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
        )
    return catalog


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
