"""Deliberately broken engines: each breaks one clause, and the corpus must notice.

Every module here lists ``MUTANTS``: ``Mutant(game, factory, clause, what)``
entries, where ``factory`` is a function of that module returning an
Implementation with exactly one rule broken. tests/strength/test_mutants_are_caught.py runs the
game's clause scenarios against each (in-process; the patches are stopped after) and
requires scenarios tagged with ``clause`` to fail.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import NamedTuple


class Mutant(NamedTuple):
    game: str
    factory: str  # "module:function"
    clause: str  # the clause whose scenarios must fail
    what: str  # the seeded error, in words


def all_mutants() -> list[Mutant]:
    found: list[Mutant] = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        found.extend(getattr(module, "MUTANTS", []))
    return found
