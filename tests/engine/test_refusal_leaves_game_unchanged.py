"""The premise of the kept decision (reference_engine/core/procedure.py): in every game of the
reference engine, a refused action leaves the game unchanged -- the decision kept across the
refusal is the one computed afresh, and the state is the one before. Checked on generated
positions and actions, near misses and the corpus's own paths included (conformance.fuzz)."""

from __future__ import annotations

import random

import pytest

from conformance.contract import Refusal
from conformance.fuzz.choices import Choices
from conformance.fuzz.cli import GAMES
from conformance.fuzz.play import Path, choose
from conformance.fuzz.positions import generate_with_path
from reference_engine import Implementation


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_action_leaves_the_game_and_its_decision_as_they_were(game_id: str) -> None:
    source, refused = random.Random(5), 0
    for _ in range(60):
        position, path = generate_with_path(game_id, Choices(source.randbytes(128)))
        try:
            game = Implementation().create(position)
        except Exception:  # noqa: BLE001 - a position the reference rejects has nothing to play
            continue
        choices = Choices(source.randbytes(64))
        follow = Path(path, choices)
        for _ in range(10):
            pending = game.pending()
            if not pending or not pending["actions"]:
                break
            player, action, _ = choose(pending, position, choices, follow)
            state = game.state()
            try:
                game.act(player, action)
            except Refusal:
                refused += 1
                assert game.pending() == game.compute_pending() == pending
                assert game.state() == state
            except Exception:  # noqa: BLE001 - unsupported, an unscripted die: play stops
                break
    assert refused >= 10
