"""Map and piece fixtures (TOML) turned into position data.

A map file declares its own vocabulary in its ``[map]`` table and is checked
against it::

    [map]
    game = "sword_of_rome"
    title = "..."
    partial = true                 # maps are partial and must say so
    note = "what the map stands for"
    space_keys = ["port", "walled", "control"]
    connection_types = ["clear", "rough", "strait", "appian"]

    [spaces.Roma]                  # one table per space
    port = true

    [[connections]]
    between = ["Roma", "Capua"]
    type = "appian"

A pieces file likewise declares, per piece kind, the keys its entries use::

    [pieces]
    game = "sword_of_rome"
    note = "..."
    [pieces.schema]
    leader = ["name", "faction", "historical", "consul", "tactics", "note"]

    [[leader]]
    name = "Himilco"
    ...

Every error names the file and line. A value must fit what the game's
position schema (``fixtures/<game>/schemas/position.schema.json``) says of
its key, since it is sent in positions: a block's ``strength = "3"`` is
refused where it is loaded, not sent to an implementation that (rightly)
refuses it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from conformance.corpus import paths
from conformance.corpus.schemas import fixture_field_problem
from conformance.corpus.toml_data import (
    DataFileError,
    check_keys,
    line_of,
    load_toml,
    type_shown,
)

_MAP_HEADER_REQUIRED = {"game", "title", "partial", "note", "space_keys", "connection_types"}
_CONNECTION_KEYS = {"between", "type"}


@lru_cache(maxsize=None)
def load_map(path: Path | str) -> dict[str, Any]:
    """``{"game", "title", "note", "spaces": {...}, "connections": [...]}``."""
    path = Path(path)
    data = load_toml(path)
    check_keys(path, data, "map file", required={"map", "spaces", "connections"}, optional=set(), anchor_line=1)
    header = data["map"]
    check_keys(path, header, "[map]", required=_MAP_HEADER_REQUIRED, optional=set(), anchor_line=line_of(path, "map"))
    if header["partial"] is not True:
        raise DataFileError(path, line_of(path, "partial"),
                            "fixture maps are partial and must say so: partial = true")
    space_keys = set(header["space_keys"]) | {"note"}
    types = set(header["connection_types"])
    spaces: dict[str, dict[str, Any]] = {}
    for name, attributes in data["spaces"].items():
        anchor = line_of(path, f"spaces.{name}") or line_of(path, f'spaces."{name}"')
        if not isinstance(attributes, dict):
            raise DataFileError(path, anchor, f"space {name!r} must be a table")
        check_keys(path, attributes, f"space {name}", required=set(), optional=space_keys, anchor_line=anchor)
        check_fixture_types(path, header["game"], "space", f"space {name}", attributes, anchor)
        spaces[name] = {k: v for k, v in attributes.items() if k != "note"}
    connections = []
    seen_after = 0
    for connection in data["connections"]:
        between = connection.get("between")
        anchor = line_of(path, "between", after=seen_after) if between is not None else None
        seen_after = anchor or seen_after
        check_keys(path, connection, f"connection {between}", required=_CONNECTION_KEYS,
                   optional={"note"} | (space_keys - {"note"}), anchor_line=anchor)
        check_fixture_types(path, header["game"], "connection", f"connection {between}", connection, anchor)
        if not (isinstance(between, list) and len(between) == 2):
            raise DataFileError(path, anchor, f"connection 'between' must name two spaces, got {between!r}")
        for end in between:
            if end not in spaces:
                raise DataFileError(path, anchor, f"connection {between} names {end!r}, which has no [spaces.{end}]")
        if connection["type"] not in types:
            raise DataFileError(path, anchor,
                                f"connection {between} has type {connection['type']!r}; declared types: {sorted(types)}")
        connections.append({k: v for k, v in connection.items() if k != "note"})
    return {"game": header["game"], "title": header["title"], "note": header["note"],
            "spaces": spaces, "connections": connections}


@lru_cache(maxsize=None)
def load_pieces(path: Path | str) -> dict[str, dict[str, dict[str, Any]]]:
    """``{kind: {name: entry}}`` for every piece kind the file declares."""
    path = Path(path)
    data = load_toml(path)
    header = data.get("pieces")
    if not isinstance(header, dict):
        raise DataFileError(path, 1, "a pieces file starts with a [pieces] table")
    check_keys(path, header, "[pieces]", required={"game", "note", "schema"}, optional=set(),
               anchor_line=line_of(path, "pieces"))
    schema = header["schema"]
    check_keys(path, data, "pieces file", required={"pieces"}, optional=set(schema), anchor_line=1)
    result: dict[str, dict[str, dict[str, Any]]] = {}
    for kind, keys in schema.items():
        entries = result.setdefault(kind, {})
        for entry in data.get(kind, []):
            anchor = line_of(path, "name", entry.get("name"))
            check_keys(path, entry, f"{kind} {entry.get('name', '?')}", required={"name"},
                       optional=set(keys), anchor_line=anchor)
            check_fixture_types(path, header["game"], "piece", f"{kind} {entry['name']!r}", entry, anchor)
            if entry["name"] in entries:
                raise DataFileError(path, line_of(path, "name", entry["name"], after=anchor or 0) or anchor,
                                    f"duplicate {kind} name {entry['name']!r}")
            entries[entry["name"]] = {k: v for k, v in entry.items() if k != "note"}
    return result


def check_fixture_types(path: Path, game: Any, entry: str, where: str, values: dict[str, Any],
                        anchor: int | None) -> None:
    """Refuse a value that ``game``'s position schema does not allow for its key, naming the line."""
    for key, value in values.items():
        found = fixture_field_problem(game, entry, key, value) if isinstance(game, str) else None
        if found:
            raise DataFileError(path, line_of(path, key, after=(anchor or 1) - 1) or anchor,
                                f"{where}: '{key}' is {type_shown(value)}, which a {entry} of a {game} "
                                f"position may not be ({found}: fixtures/{game}/schemas/position.schema.json); "
                                f"write it as the schema says")


def fixture_problems(games: list[str]) -> list[str]:
    """Why each of ``games``' fixture files (its map and its pieces) cannot be loaded, file:line
    first; [] when all load. A run checks them once before it starts: the scenarios that read a
    broken file still error one by one, and this says why once, up front."""
    problems = []
    for game in games:
        for path, load in ((map_path(game), load_map), (pieces_path(game), load_pieces)):
            if not path.exists():
                continue  # a game without such a fixture: its scenarios do not read one
            try:
                load(path)
            except DataFileError as exc:
                problems.append(str(exc))
    return problems


def map_path(name: str) -> Path:
    return paths.map_path(name)


def pieces_path(name: str) -> Path:
    return paths.pieces_path(name)


class UnknownPiece(AssertionError):
    """A scenario names a piece that its game's pieces fixture does not have."""


def find_piece(game: str, name: str, kinds: tuple[str, ...]) -> tuple[str, dict[str, Any]]:
    """(kind, entry) of the piece called ``name`` among ``kinds`` of ``game``'s pieces fixture."""
    pieces = load_pieces(pieces_path(game))
    for kind in kinds:
        if name in pieces.get(kind, {}):
            return kind, pieces[kind][name]
    raise UnknownPiece(f"scenario error: no {' or '.join(kinds)} {name!r} in fixtures/{game}/pieces.toml")
