"""Where the corpus lives: feature files, and each game's fixtures.

The corpus is data kept beside the package in the repository::

    features/<game>/*.feature
    fixtures/<game>/catalog.toml, map.toml, pieces.toml
    fixtures/<game>/schemas/<kind>.schema.json, descriptions.toml
    fixtures/common/descriptions.toml
    examples/<name>/expectations.toml

Set ``WARGAME_CORPUS_ROOT`` to use a checkout elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("WARGAME_CORPUS_ROOT") or Path(__file__).resolve().parents[2])
FEATURES = ROOT / "features"
FIXTURES = ROOT / "fixtures"
EXAMPLES = ROOT / "examples"
#: the folder of field meanings shared by every game
COMMON = "common"


def catalog_path(game: str, fixtures: Path | None = None) -> Path:
    return (fixtures or FIXTURES) / game / "catalog.toml"


def catalog_paths(fixtures: Path | None = None) -> list[Path]:
    """Every game's catalog, in order of the game's folder name."""
    return sorted((fixtures or FIXTURES).glob("*/catalog.toml"))


def map_path(game: str) -> Path:
    return FIXTURES / game / "map.toml"


def pieces_path(game: str) -> Path:
    return FIXTURES / game / "pieces.toml"


def schema_folder(game: str) -> Path:
    return FIXTURES / game / "schemas"


def descriptions_path(game: str | None = None) -> Path:
    """A game's field meanings, or (no game) those every game shares."""
    return FIXTURES / COMMON / "descriptions.toml" if game is None else schema_folder(game) / "descriptions.toml"


def expectations_paths() -> list[Path]:
    """The expectations files the project ships with its example implementations."""
    return sorted(EXAMPLES.glob("*/expectations.toml"))


#: the conformance package, and the corpus bound as pytest tests (``conformance/games/<game>/``)
PACKAGE = Path(__file__).resolve().parents[1]
BINDINGS = PACKAGE / "games"
#: the project's checkout: its pytest configuration (``pyproject.toml``)
PROJECT = PACKAGE.parent
