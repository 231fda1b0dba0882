"""Bad catalogs and fixtures are refused with the file, the line and the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus.catalog import load_all, load_catalog
from conformance.corpus.fixtures import load_map, load_pieces
from conformance.corpus.toml_data import DataFileError, line_of

HEADER = """[game]
id = "toy"
title = "Toy"
source = "a test"
variants = ["2-4", "5"]
"""

CLAUSE = """
[[clause]]
id = "{id}"
section = "1"
kind = "rule"
title = "A title"
paraphrase = "A paraphrase."
variant = "all"
"""


def write(tmp_path: Path, text: str, name: str = "toy.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def error_of(loader, path: Path) -> DataFileError:
    with pytest.raises(DataFileError) as caught:
        loader(path)
    return caught.value


def test_the_shipped_catalogs_load() -> None:
    catalogs = load_all()
    assert "sword_of_rome" in catalogs
    assert len(catalogs["sword_of_rome"].clauses) >= 70


def test_a_valid_catalog_loads(tmp_path: Path) -> None:
    catalog = load_catalog(write(tmp_path, HEADER + CLAUSE.format(id="1.1")))
    assert list(catalog.clauses) == ["1.1"]
    assert catalog.clauses["1.1"].line == 8


def test_an_unknown_clause_key_names_file_line_and_key(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1").replace('variant = "all"', 'variant = "all"\ncolour = "red"')
    error = error_of(load_catalog, write(tmp_path, text))
    assert error.path.name == "toy.toml"
    assert error.line == 14
    assert "unknown key 'colour'" in str(error)


def test_a_missing_field_is_named(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1").replace('title = "A title"\n', "")
    error = error_of(load_catalog, write(tmp_path, text))
    assert "clause 1.1: missing required key 'title'" in str(error)
    assert error.line == 8


def test_a_duplicate_clause_id_points_at_the_second_one(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1") + CLAUSE.format(id="1.1")
    error = error_of(load_catalog, write(tmp_path, text))
    assert "duplicate clause id '1.1'" in str(error)
    assert error.line == 16


def test_an_unknown_variant_is_refused(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1").replace('variant = "all"', 'variant = "6"')
    error = error_of(load_catalog, write(tmp_path, text))
    assert "variant '6'" in str(error) and error.line == 13


def test_broken_toml_names_its_line(tmp_path: Path) -> None:
    error = error_of(load_catalog, write(tmp_path, HEADER + "\n[[clause]\nid = 1\n"))
    assert error.line == 7 and "not valid TOML" in str(error)


def test_an_erratum_naming_an_unknown_clause_is_refused(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1") + '\n[[erratum]]\nid = "e1"\nclauses = ["1.9"]\nsummary = "s"\n'
    error = error_of(load_catalog, write(tmp_path, text))
    assert "erratum e1: names unknown clause '1.9'" in str(error)


def test_an_erratum_default_must_be_one_of_its_readings(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1") + (
        '\n[[erratum]]\nid = "e1"\nclauses = ["1.1"]\nsummary = "s"\n'
        'readings = [{ id = "a", description = "A" }, { id = "b", description = "B" }]\ndefault = "c"\n')
    error = error_of(load_catalog, write(tmp_path, text))
    assert "default 'c' is not one of its readings" in str(error)


@pytest.mark.parametrize("line, replaced, message", [
    (11, ('title = "A title"', 'title = ["a", 1]'), "clause 1.1: 'title' must be a string, not an array (['a', 1])"),
    (12, ('paraphrase = "A paraphrase."', "paraphrase = 7"), "clause 1.1: 'paraphrase' must be a string, not an integer (7)"),
    (9, ('section = "1"', "section = 1.5"), "clause 1.1: 'section' must be a string, not a float (1.5)"),
    (10, ('kind = "rule"', 'kind = ["rule"]'), "clause 1.1: 'kind' must be a string, not an array"),
    (14, ('variant = "all"', 'variant = "all"\ncites = "4.0"'), "clause 1.1: 'cites' must be an array of strings, not a string ('4.0')"),
    (14, ('variant = "all"', 'variant = "all"\ncites = ["4.0", 4]'), "'cites' must be an array of strings"),
    (14, ('variant = "all"', 'variant = "all"\nnotes = true'), "clause 1.1: 'notes' must be a string, not a boolean (True)"),
    (5, ('variants = ["2-4", "5"]', 'variants = "2-4"'), "[game]: 'variants' must be an array of strings, not a string"),
    (3, ('title = "Toy"', "title = 1"), "[game]: 'title' must be a string, not an integer (1)"),
])
def test_a_catalog_value_of_the_wrong_type_names_file_line_key_and_type(
        tmp_path: Path, line: int, replaced: tuple[str, str], message: str) -> None:
    text = HEADER + CLAUSE.format(id="1.1")
    assert replaced[0] in text
    error = error_of(load_catalog, write(tmp_path, text.replace(replaced[0], replaced[1], 1)))
    assert message in str(error)
    assert (error.path.name, error.line) == ("toy.toml", line)


@pytest.mark.parametrize("replaced, message", [
    (('clauses = ["1.1"]', 'clauses = "1.1"'), "erratum e1: 'clauses' must be an array of strings, not a string"),
    (('summary = "s"', "summary = 2"), "erratum e1: 'summary' must be a string, not an integer (2)"),
    (('default = "a"', "default = 1"), "erratum e1: 'default' must be a string, not an integer (1)"),
    (('readings = [{ id = "a", description = "A" }]', 'readings = ["a"]'),
     "erratum e1: 'readings' must be an array of tables, not an array (['a'])"),
    (('description = "A"', "description = 3"), "erratum e1 reading: 'description' must be a string, not an integer"),
])
def test_an_erratum_value_of_the_wrong_type_is_refused(tmp_path: Path, replaced: tuple[str, str], message: str) -> None:
    text = HEADER + CLAUSE.format(id="1.1") + (
        '\n[[erratum]]\nid = "e1"\nclauses = ["1.1"]\nsummary = "s"\n'
        'readings = [{ id = "a", description = "A" }]\ndefault = "a"\n')
    assert replaced[0] in text
    error = error_of(load_catalog, write(tmp_path, text.replace(replaced[0], replaced[1], 1)))
    assert message in str(error) and error.line is not None


def test_clause_ids_are_unique_across_games(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    write(tmp_path / "a", HEADER + CLAUSE.format(id="1.1"), "catalog.toml")
    write(tmp_path / "b", HEADER.replace('id = "toy"', 'id = "other"') + CLAUSE.format(id="1.1"), "catalog.toml")
    with pytest.raises(DataFileError) as caught:
        load_all(tmp_path)
    assert "b/catalog.toml" in str(caught.value) and "'1.1' is also used in the toy catalog" in str(caught.value)


MAP = """[map]
game = "toy"
title = "Toy map"
partial = true
note = "partial"
space_keys = ["port"]
connection_types = ["clear"]

[spaces.A]
port = true

[spaces.B]

[[connections]]
between = ["A", "B"]
type = "clear"
"""


def test_a_map_loads_into_data(tmp_path: Path) -> None:
    data = load_map(write(tmp_path, MAP))
    assert data["spaces"] == {"A": {"port": True}, "B": {}}
    assert data["connections"] == [{"between": ["A", "B"], "type": "clear"}]


def test_a_map_space_with_an_undeclared_key_is_refused(tmp_path: Path) -> None:
    error = error_of(load_map, write(tmp_path, MAP.replace("[spaces.B]\n", "[spaces.B]\nwalled = true\n")))
    assert error.line == 13 and "space B: unknown key 'walled'" in str(error)


def test_a_connection_to_an_unknown_space_is_refused(tmp_path: Path) -> None:
    error = error_of(load_map, write(tmp_path, MAP.replace('["A", "B"]', '["A", "C"]')))
    assert error.line == 15 and "names 'C'" in str(error)


def test_a_connection_of_an_undeclared_type_is_refused(tmp_path: Path) -> None:
    error = error_of(load_map, write(tmp_path, MAP.replace('type = "clear"', 'type = "swamp"')))
    assert "type 'swamp'" in str(error) and error.line == 15


def test_a_map_must_say_it_is_partial(tmp_path: Path) -> None:
    error = error_of(load_map, write(tmp_path, MAP.replace("partial = true", "partial = false")))
    assert error.line == 4 and "partial" in str(error)


PIECES = """[pieces]
game = "toy"
note = "fixture values"
[pieces.schema]
leader = ["name", "faction"]

[[leader]]
name = "Hero"
faction = "Blue"
"""


def test_pieces_load_by_kind_and_name(tmp_path: Path) -> None:
    assert load_pieces(write(tmp_path, PIECES)) == {"leader": {"Hero": {"name": "Hero", "faction": "Blue"}}}


def test_a_piece_with_an_undeclared_key_is_refused(tmp_path: Path) -> None:
    error = error_of(load_pieces, write(tmp_path, PIECES + 'rank = 3\n'))
    assert error.line == 10 and "leader Hero: unknown key 'rank'" in str(error)


def test_a_repeated_piece_name_is_refused(tmp_path: Path) -> None:
    error = error_of(load_pieces, write(tmp_path, PIECES + '\n[[leader]]\nname = "Hero"\nfaction = "Red"\n'))
    assert error.line == 12 and "duplicate leader name 'Hero'" in str(error)


def test_a_piece_value_its_games_position_schema_does_not_allow_is_refused_where_it_is_loaded(
        tmp_path: Path) -> None:
    text = PIECES.replace('game = "toy"', 'game = "hellenes"').replace('leader = ["name", "faction"]',
                                                                     'block = ["name", "side", "strength"]')
    blocks = text.replace("[[leader]]", "[[block]]").replace('faction = "Blue"', 'side = "Athens"\nstrength = 3')
    assert load_pieces(write(tmp_path, blocks, "good.toml"))["block"]["Hero"]["strength"] == 3
    error = error_of(load_pieces, write(tmp_path, blocks.replace("strength = 3", 'strength = "3"')))
    assert error.line == 10
    assert ("block 'Hero': 'strength' is a string ('3'), which a piece of a hellenes position may not be "
            '("3" is not of type "integer": fixtures/hellenes/schemas/position.schema.json)') in str(error)


@pytest.mark.parametrize("old, new, line, message", [
    ("port = true", 'port = "yes"', 10, "space A: 'port' is a string ('yes'), which a space of a sword_of_rome"),
    ('type = "clear"', "type = 1", 16, "connection ['A', 'B']: 'type' is an integer (1), which a connection"),
])
def test_a_map_value_its_games_position_schema_does_not_allow_is_refused(
        tmp_path: Path, old: str, new: str, line: int, message: str) -> None:
    text = MAP.replace('game = "toy"', 'game = "sword_of_rome"')
    assert load_map(write(tmp_path, text, "good.toml"))["spaces"]["A"] == {"port": True}
    error = error_of(load_map, write(tmp_path, text.replace(old, new)))
    assert error.line == line and message in str(error)


def test_a_clause_may_not_point_at_an_excerpt_file(tmp_path: Path) -> None:
    text = HEADER + CLAUSE.format(id="1.1").replace('variant = "all"', 'variant = "all"\nseed = "000.txt"')
    error = error_of(load_catalog, write(tmp_path, text))
    assert "unknown key 'seed'" in str(error)


def test_line_numbers_come_from_one_reading_of_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "lines.toml"
    path.write_text('[game]\nid = "toy"\n\n[[clause]]\nid = "1.1"\nkind = "rule"\n\n[[clause]]\nid = "1.2"\n'
                    'kind = "rule"  # a comment\n', encoding="utf-8")
    assert (line_of(path, "game"), line_of(path, "clause"), line_of(path, "id")) == (1, 4, 2)
    assert (line_of(path, "id", "1.2"), line_of(path, "kind", "rule", after=6)) == (9, 10)
    assert line_of(path, "id", "9.9") is None and line_of(tmp_path / "missing.toml", "id") is None

    reads: list[Path] = []
    read_text = Path.read_text
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self) or read_text(self, *a, **k))
    for clause_id in ("1.1", "1.2", "1.1"):
        line_of(path, "id", clause_id)
    assert reads == []

    path.write_text('[game]\n\nid = "toy"\n', encoding="utf-8")  # a changed file is read again
    assert line_of(path, "id", "toy") == 3 and reads == [path]
