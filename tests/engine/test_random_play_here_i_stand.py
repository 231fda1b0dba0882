"""Properties of the reference engine's Here I Stand land movement (rule 13.1),
over random positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine import Implementation
from tests.support.random_positions.here_i_stand import positions
from tests.support.random_walks import cu_totals, walk


def nothing_created_or_lost(game, initial, state) -> None:
    units = {"cu": state["units"]}, {"cu": initial["units"]}  # cu_totals reads a "cu" table
    assert +cu_totals(units[0]) == +cu_totals(units[1]), "land units were created or lost by movement"
    assert set(state["leaders"]) == set(initial["leaders"]), "leaders were created or lost"


def cp_only_spent(game, initial, state) -> None:
    assert 0 <= state["cp_left"] <= initial["cp_left"], f"CP went from {initial['cp_left']} to {state['cp_left']}"


def leaders_on_the_map_or_held_by_the_mover(game, initial, state) -> None:
    for name, leader in state["leaders"].items():
        was = initial["leaders"][name]
        captor = leader["captured_by"]
        if captor is not None:  # 13.1-restriction-f-capture: by the mover, or by an interceptor (step 5) at war
            assert captor != leader["power"] and leader["space"] is None, f"{name}: {leader}"
            assert captor == "France" or leader["power"] == "France" \
                or game.relations.is_enemy(captor, leader["power"]), f"{name}: {leader}"
        else:
            assert leader["space"] is not None, f"{name} left the map without being captured"
        if was["captured_by"] is None and leader["captured_by"] is not None:
            assert not game.is_fortified(was["space"]), f"{name} was captured in a fortified space"


def battles_only_where_the_army_arrived(game, initial, state) -> None:
    arrived = None
    for event in state["events"]:
        if event["type"] == "army_moved":
            arrived = event["to"]
        elif event["type"] == "field_battle_due":
            assert event["space"] == arrived, f"a battle in {event['space']}, but the army went to {arrived}"
        elif event["type"] == "army_declared":
            arrived = None


def unlisted_probes(game) -> list[dict]:
    probes = [{"type": "move", "from": a, "to": b, "units": n, "leaders": leaders}
              for a in ("Paris", "Dijon", "Lyon") for b in ("Dijon", "Lyon", "Metz", "Turin")
              for n in (0, 1, 3) for leaders in ([], ["Francis I"], ["Montmorency", "Francis I"])]
    probes += [{"type": "intercept", "from": s} for s in ("Besancon", "Rouen", "Metz")]
    probes += [{"type": "avoid_battle", "units": n} for n in (0, 1, 7)]
    probes += [{"type": "avoid_succeeds", "to": s} for s in ("Besancon", "Rouen")]
    probes += [{"type": "play_response", "card": c} for c in ("Gout", "Foul Weather", "Wartburg")]
    probes += [{"type": t} for t in ("end_impulse", "no_response", "decline_interception", "stand",
                                     "withdraw_into_fortifications", "stay_in_field", "interception_succeeds",
                                     "interception_fails", "avoid_fails", "nonsense")]
    return probes


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_random_legal_play_keeps_the_movement_invariants(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=12, invariants=[nothing_created_or_lost, cp_only_spent,
                                           leaders_on_the_map_or_held_by_the_mover,
                                           battles_only_where_the_army_arrived])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_an_action_is_accepted_exactly_when_it_is_listed(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=8, invariants=[], extra_actions=unlisted_probes)
