"""A decision that builds its own list of legal actions lists exactly what its check accepts.

Most decisions of the reference engine list their legal actions by checking
every candidate with the check that accepts an action
(``ProcedureGame.legal_actions``), so that "listed" and "accepted" cannot
drift apart. A decision with many candidates may build its list instead
(``legal_actions(game)`` on the kind, which the game's own
``legal_actions`` calls): Here I Stand's impulse, where leaders alone may head
for every space in every grouping. Its check stays the arbiter, and these
tests hold the built list to it: on random positions and on the fuzzer's,
every step of a random walk, the list is the set of actions of an
exhaustive superset that the check accepts, each once.
"""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from conformance.contract import Refusal, Unsupported
from conformance.fuzz.campaign import POSITION_BYTES
from conformance.fuzz.choices import Choices
from conformance.fuzz.positions import generate
from reference_engine import Implementation
from reference_engine.here_i_stand import impulse
from reference_engine.here_i_stand.impulse import IMPULSE
from tests.test_properties_here_i_stand import positions as his_positions


def _key(action: dict[str, Any]) -> str:
    return json.dumps(action, sort_keys=True)


def impulse_superset(game: Any) -> list[dict[str, Any]]:
    """Every move a legal one could be: from any space, any number of the active power's land
    units there (one more than it has in the open), any grouping of the leaders standing there
    (of any power, inside or not), to any space; and ending the impulse."""
    actions = [{"type": "end_impulse"}]
    for start in sorted(game.board.nodes):
        names = sorted(l.name for l in game.leaders.values() if l.space == start)
        groups = [list(c) for k in range(len(names) + 1) for c in combinations(names, k)]
        for units in range(game.units_of(start, game.active).in_field + 2):
            for group in groups:
                actions += [{"type": "move", "from": start, "to": to, "units": units, "leaders": group}
                            for to in sorted(game.board.nodes)]
    return actions


def accepted_by_check(game: Any, actions: list[dict[str, Any]]) -> set[str]:
    frame = game.frame
    player = frame.kind.player(game, frame)
    accepted = set()
    for action in actions:
        try:
            frame.kind.check(game, frame, player, action)
        except Refusal:
            continue
        accepted.add(_key(action))
    return accepted


def assert_impulse_listing_is_what_check_accepts(game: Any) -> None:
    built = game.legal_actions()
    keys = [_key(a) for a in built]
    assert len(keys) == len(set(keys)), "the impulse lists an action twice"
    assert set(keys) == accepted_by_check(game, impulse_superset(game))


def walk_impulses(game: Any, choices: Choices, steps: int = 6) -> int:
    """Hold every impulse met on a random walk of legal actions to its check; returns how many."""
    held = 0
    for _ in range(steps):
        frame = game.frame
        if frame is None:
            break
        if frame.kind is IMPULSE:
            assert_impulse_listing_is_what_check_accepts(game)
            held += 1
        pending = game.pending()
        if not pending or not pending["actions"]:
            break
        game.act(pending["player"], choices.pick(pending["actions"]))
    return held


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(his_positions(), st.binary(min_size=8, max_size=8))
def test_the_impulse_lists_every_move_its_check_accepts_and_nothing_else(position, walk_bytes) -> None:
    game = Implementation().create(position)
    assert walk_impulses(game, Choices(walk_bytes)) >= 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(min_size=POSITION_BYTES, max_size=POSITION_BYTES), st.binary(min_size=8, max_size=8))
def test_so_it_does_on_the_fuzzers_positions(position_bytes, walk_bytes) -> None:
    """The fuzzer's positions: the corpus's, varied (its other maps, readings and situations)."""
    position = generate("here_i_stand", Choices(position_bytes))
    try:
        game = Implementation().create(position)
    except Unsupported:
        assume(False)
    assert walk_impulses(game, Choices(walk_bytes)) >= 1, "a Here I Stand position opens with the impulse"


def test_a_builder_that_lists_a_move_the_check_refuses_is_caught(monkeypatch) -> None:
    """The comparison can fail: a builder that prices every destination at 1 CP lists a leader
    alone moving to the space he stands in, which the check refuses (13.1-step-2)."""
    position = {
        "contract": "1.0", "game": "here_i_stand", "variant": "standard",
        "map": {"spaces": {"Paris": {}, "Dijon": {}, "Metz": {}},
                "connections": [{"between": ["Paris", "Dijon"], "type": "clear"},
                                {"between": ["Dijon", "Metz"], "type": "clear"}]},
        "pieces": [{"kind": "land_unit", "power": "France", "space": "Paris", "count": 1},
                   {"kind": "leader", "name": "Montmorency", "power": "France", "space": "Paris"}],
        "markers": {"control": {}}, "situation": {"active": "France", "cp": 1},
    }
    game = Implementation().create(position)
    assert_impulse_listing_is_what_check_accepts(game)
    assert _key({"type": "move", "from": "Paris", "to": "Dijon", "units": 1, "leaders": []}) in {
        _key(a) for a in game.legal_actions()}
    monkeypatch.setattr(impulse, "_destinations", lambda game, start, alone, enterable: [
        (to, 1) for to in sorted(game.board.nodes)])
    with pytest.raises(AssertionError):
        assert_impulse_listing_is_what_check_accepts(game)
