"""A decision that builds its own list of legal actions lists exactly what its check accepts.

Most decisions of the reference engine list their legal actions by checking
every candidate with the check that accepts an action
(``ProcedureGame.legal_actions``), so that "listed" and "accepted" cannot
drift apart. A decision with many candidates may build its list instead
(``legal_actions(game)`` on the kind, which ``ProcedureGame.legal_actions``
calls instead): Here I Stand's impulse, where leaders alone may head
for every space in every grouping, and Hannibal's activation, an action per
space of the map and per split of every army. Its check stays the arbiter,
and these tests hold the built list to it: on random positions and on the
fuzzer's, every step of a random walk, the list is the set of actions of an
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
from reference_engine.hannibal import activation
from reference_engine.hannibal.rules import RULES as HANNIBAL
from reference_engine.here_i_stand import impulse
from reference_engine.here_i_stand.rules import RULES as HERE_I_STAND
from tests.support.random_positions.hannibal import positions as hannibal_positions
from tests.support.random_positions.here_i_stand import positions as his_positions


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
        except (Refusal, Unsupported):  # refused, or not modelled (no MP given): not listed
            continue
        accepted.add(_key(action))
    return accepted


def activation_superset(game: Any) -> list[dict[str, Any]]:
    """Every action of the activation a legal one could be: any general of either side setting
    out with any number of CU (one more than his space holds in the field) and any grouping of
    the generals standing there (either side, inside the walls or not), rolling a siege, making a
    sortie or subjugating; a sortie without a general and a PC placed in any space; ending."""
    actions = [{"type": "end_action"}]
    for general in sorted(game.generals.values(), key=lambda g: g.name):
        others = sorted(g.name for g in game.generals.values() if g.space == general.space and g is not general)
        groups = [list(c) for k in range(len(others) + 1) for c in combinations(others, k)]
        most = max(game.cu_in(general.space, side, inside=False) for side in ("Rome", "Carthage"))
        actions += [{"type": "move_army", "general": general.name, "cu": cu, "leaders": group}
                    for cu in range(most + 2) for group in groups]
        actions += [{"type": kind, "general": general.name} for kind in ("siege_roll", "sortie", "subjugate")]
    for space in sorted(game.board.nodes):
        actions += [{"type": "sortie", "space": space}, {"type": "place_pc", "space": space}]
    return actions


ACTIVATION = HANNIBAL.decision("activation")
IMPULSE = HERE_I_STAND.decision("impulse")
#: the decisions that build their own list, and the superset each is held to
BUILT = {IMPULSE: impulse_superset, ACTIVATION: activation_superset}


def assert_listing_is_what_check_accepts(game: Any) -> None:
    built = game.legal_actions()
    keys = [_key(a) for a in built]
    assert len(keys) == len(set(keys)), f"{game.frame.kind.name} lists an action twice"
    assert set(keys) == accepted_by_check(game, BUILT[game.frame.kind](game))


def walk_built(game: Any, choices: Choices, steps: int = 6) -> int:
    """Hold every built listing met on a random walk of legal actions to its check; returns how many."""
    held = 0
    for _ in range(steps):
        frame = game.frame
        if frame is None:
            break
        if frame.kind in BUILT:
            assert_listing_is_what_check_accepts(game)
            held += 1
        pending = game.pending()
        if not pending or not pending["actions"]:
            break
        game.act(pending["player"], choices.pick(pending["actions"]))
    return held


def fuzzers_game(game_id: str, position_bytes: bytes) -> Any:
    """The reference engine's game on a position the fuzzer generates from these bytes (hypothesis
    draws again when the engine does not take it)."""
    try:
        return Implementation().create(generate(game_id, Choices(position_bytes)))
    except Unsupported:
        assume(False)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(his_positions(), st.binary(min_size=8, max_size=8))
def test_the_impulse_lists_every_move_its_check_accepts_and_nothing_else(position, walk_bytes) -> None:
    game = Implementation().create(position)
    assert walk_built(game, Choices(walk_bytes)) >= 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(min_size=POSITION_BYTES, max_size=POSITION_BYTES), st.binary(min_size=8, max_size=8))
def test_so_it_does_on_the_fuzzers_positions(position_bytes, walk_bytes) -> None:
    """The fuzzer's positions: the corpus's, varied (its other maps, readings and situations)."""
    game = fuzzers_game("here_i_stand", position_bytes)
    assert walk_built(game, Choices(walk_bytes)) >= 1, "a Here I Stand position opens with the impulse"


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
    assert_listing_is_what_check_accepts(game)
    assert _key({"type": "move", "from": "Paris", "to": "Dijon", "units": 1, "leaders": []}) in {
        _key(a) for a in game.legal_actions()}
    monkeypatch.setattr(impulse, "_destinations", lambda game, start, alone, enterable: [
        (to, 1) for to in sorted(game.board.nodes)])
    with pytest.raises(AssertionError):
        assert_listing_is_what_check_accepts(game)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hannibal_positions(), st.binary(min_size=8, max_size=8))
def test_the_activation_lists_every_action_its_check_accepts_and_nothing_else(position, walk_bytes) -> None:
    game = Implementation().create(position)
    assert walk_built(game, Choices(walk_bytes)) >= 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(min_size=POSITION_BYTES, max_size=POSITION_BYTES), st.binary(min_size=8, max_size=8))
def test_so_does_the_activation_on_the_fuzzers_positions(position_bytes, walk_bytes) -> None:
    game = fuzzers_game("hannibal", position_bytes)
    assume(game.frame is not None and game.frame.kind is ACTIVATION)  # some open in the middle of a move
    assert walk_built(game, Choices(walk_bytes)) >= 1


def test_an_activation_that_lists_a_move_the_check_refuses_is_caught(monkeypatch) -> None:
    """The comparison can fail: an activation that sets a general inside the walls moving lists
    what the check refuses (only a general in the field moves)."""
    position = {
        "contract": "1.0", "game": "hannibal", "variant": "standard",
        "map": {"spaces": {"Capua": {"walled": True}, "Cannae": {}},
                "connections": [{"between": ["Capua", "Cannae"], "type": "clear"}]},
        "pieces": [{"kind": "general", "name": "Hannibal", "faction": "Carthage", "tactics": 4,
                    "space": "Capua", "inside": True}],
        "markers": {"control": {"Capua": "Carthage"}},
        "situation": {"active": "Carthage", "movement_points": {"Hannibal": 4}},
    }
    game = Implementation().create(position)
    assert_listing_is_what_check_accepts(game)
    assert _key({"type": "place_pc", "space": "Cannae"}) in {_key(a) for a in game.legal_actions()}
    monkeypatch.setattr(activation, "can_move", lambda game, general: True)
    with pytest.raises(AssertionError):
        assert_listing_is_what_check_accepts(game)
