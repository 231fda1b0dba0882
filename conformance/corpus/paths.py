"""Where the corpus lives: feature files, and each game's fixtures.

The corpus is data kept beside the package in the repository, and inside the
package (``conformance/corpus/data/``) when it is installed from a wheel::

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



def _root() -> Path:
    """Where the corpus is: ``WARGAME_CORPUS_ROOT``, else the checkout this package lies in,
    else the copy an installed package carries."""
    chosen = os.environ.get("WARGAME_CORPUS_ROOT")
    if chosen:
        return Path(chosen)
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "features").is_dir() and (checkout / "fixtures").is_dir():
        return checkout
    return Path(__file__).resolve().parent / "data"


ROOT = _root()
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
#: the project's checkout (in an installed package: the folder the package is installed in)
PROJECT = PACKAGE.parent
#: the pytest configuration of a corpus run, the same in a checkout and installed
PYTEST_INI = BINDINGS / "corpus.ini"


def corpus_pytest_options() -> list[str]:
    """What a corpus run's pytest is given to find its configuration and name its tests as in a
    checkout (``conformance/games/<game>/test_corpus.py::...``)."""
    return ["--rootdir", str(PROJECT), "-c", str(PYTEST_INI)]
