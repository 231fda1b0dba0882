"""The reference engine: a minimal but real implementation of exactly the
rules in the corpus, reached through the adapter contract.

``reference_engine:Implementation`` is the factory the corpus uses by default.
"""

from __future__ import annotations

import importlib
from typing import Any

from conformance.contract import CONTRACT_VERSION, Unsupported

__version__ = "0.1.0"

#: game id -> package providing ``VARIANTS`` and ``new_game(position)``; named from this
#: package's own name, so a copy loaded under another name (conformance.checks.reference_check) uses its own
GAMES = {game: f"{__name__}.{game}" for game in
         ("sword_of_rome", "successors", "hellenes", "here_i_stand", "hannibal")}


class Implementation:
    """Factory of reference-engine games (the adapter contract's Implementation)."""

    name = "reference-engine"

    def describe(self) -> dict[str, Any]:
        games = {}
        for game_id, module_name in GAMES.items():
            module = importlib.import_module(module_name)
            games[game_id] = {"variants": list(module.VARIANTS), "clauses": "all"}
        return {"name": self.name, "version": __version__, "contract": CONTRACT_VERSION, "games": games}

    def create(self, position: dict[str, Any]):
        game_id = position.get("game")
        if game_id not in GAMES:
            raise Unsupported(f"the reference engine has no game {game_id!r}")
        module = importlib.import_module(GAMES[game_id])
        return module.new_game(position)
