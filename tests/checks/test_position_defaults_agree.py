"""One table of position defaults per game: the reference engine's ``POSITION_DEFAULTS``
(reference_engine/<game>/game.py), which the position schema's ``default``s, the game's document
("Position defaults"), docs/contract.md and what the runner writes out before create
(conformance/corpus/explicit.py) all agree with."""

from __future__ import annotations

import re
from typing import Any

import pytest

from conformance.corpus import explicit, paths, schemas
from tools.schemas import position_defaults
from tools.schemas.infer import position_defaults as engine_table

GAMES = ("hannibal", "hellenes", "here_i_stand", "successors", "sword_of_rome")


def _schema_defaults(game: str) -> dict[str, Any]:
    """Every ``default`` of the position schema's pieces, situation and connections, by place."""
    found: dict[str, Any] = {}
    position = schemas.schema(game, "position") or {}
    places = {"pieces": position["properties"]["pieces"]["items"],
              "situation": position["properties"]["situation"],
              "map.connections": position["properties"]["map"]["properties"]["connections"]["items"]}
    for place, node in places.items():
        for key, field in (node.get("properties") or {}).items():
            if "default" in field:
                found[f"{place}.{key}"] = field["default"]
            assert "default" not in field or key not in node.get("required", []), (
                f"{game}: {place}.{key} has a default yet the schema requires it")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_schema_gives_every_default_of_the_engines_table_and_no_other(game: str) -> None:
    table = engine_table(game)
    assert table, f"{game}: no POSITION_DEFAULTS in reference_engine/{game}/game.py"
    expected = {("pieces" if place.startswith("pieces.") else place) + f".{key}": value
                for place, keys in table.items() for key, value in keys.items()}
    assert _schema_defaults(game) == expected, "run python -m tools.schemas.infer --descriptions"


@pytest.mark.parametrize("game", GAMES)
def test_each_default_is_a_value_the_schema_accepts(game: str) -> None:
    for place, keys in engine_table(game).items():
        for key, value in keys.items():
            assert explicit.default_of(game, f"{place}.{key}") == (True, value), f"{game}: {place}.{key}"


def test_the_games_documents_show_the_engines_table() -> None:
    assert position_defaults.stale() == [], "run python -m tools.schemas.position_defaults"


def _bare(game: str, kind: str) -> dict[str, Any]:
    return {"kind": kind, "name": f"a {kind}", "space": "A", "faction": "F", "power": "P", "side": "S"}


@pytest.mark.parametrize("game", sorted(explicit.COMPLETERS))
def test_the_runner_writes_out_the_engines_defaults(game: str) -> None:
    """What explicit.py writes for a key of the table is the table's value; every piece key of the
    table is written (a left-out key then reaches an implementation only when a scenario says so)."""
    table = engine_table(game)
    kinds = [place.removeprefix("pieces.") for place in table if place.startswith("pieces.")]
    position = {"game": game, "map": {"spaces": {"A": {}}, "connections": []},
                "pieces": [_bare(game, kind) for kind in kinds], "markers": {}, "situation": {}}
    written = explicit.complete(position)
    for piece in written["pieces"]:
        assert {k: piece[k] for k in table[f"pieces.{piece['kind']}"]} == table[f"pieces.{piece['kind']}"]
    for key, value in table.get("situation", {}).items():
        if key in written["situation"]:
            assert written["situation"][key] == value, f"{game}: situation.{key}"
    left = explicit.complete(position, {f"{place}.{key}" for place, keys in table.items() for key in keys})
    for piece in left["pieces"]:
        assert not set(table[f"pieces.{piece['kind']}"]) & set(piece), "a key left out reaches the implementation"
    assert not set(table.get("situation", {})) & set(left["situation"])


def test_a_key_left_out_stays_where_the_scenario_gave_it_another_value() -> None:
    position = {"game": "hannibal", "map": {"spaces": {"A": {}}, "connections": []}, "markers": {}, "situation": {},
                "pieces": [{**_bare("hannibal", "general"), "consul": True}, _bare("hannibal", "general")]}
    left = explicit.complete(position, {"pieces.general.consul"})
    assert [("consul" in p) for p in left["pieces"]] == [True, False]


def test_the_contract_names_the_same_piece_flags() -> None:
    """docs/contract.md, "Facts a position states": the piece flags the runner writes and their default."""
    text = (paths.ROOT / "docs" / "contract.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| piece flags"))
    named = set(re.findall(r"`(\w+)`", row.split("|")[2]))
    for game in explicit.COMPLETERS:
        for place, keys in engine_table(game).items():
            if place.startswith("pieces."):
                for key, value in keys.items():
                    assert key in named, f"docs/contract.md's piece flags lack {game}'s {key}"
                    assert value is (key == "major"), f"docs/contract.md: {game}'s {key} defaults to {value}"


@pytest.mark.parametrize("game", GAMES)
def test_a_scenario_leaves_out_each_defaulted_key(game: str) -> None:
    """Each key of the table reaches an implementation left out in some scenario of the game
    (``Given the position leaves out the default ...``), whose verdict the default decides."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((paths.ROOT / "features" / game).rglob("*.feature")))
    where = {"situation": "the situation", "map.connections": "map connections"}
    missing = [f"{place}.{key}" for place, keys in engine_table(game).items() for key in keys
               if f'leaves out the default "{key}" of '
               f'{where.get(place) or place.removeprefix("pieces.") + " pieces"}' not in text]
    assert not missing, f"{game}: no scenario leaves out {missing}"
