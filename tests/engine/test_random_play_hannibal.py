"""Properties of the reference engine's Hannibal summary (interception,
avoiding battle, pursuit, walled cities, tribes, sieges), over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine import Implementation
from reference_engine.hannibal.walls import capacity
from tests.support.random_positions.hannibal import GENERALS, NEAR, WALLED, positions
from tests.support.random_walks import cu_totals, mp_never_negative, walk


def nothing_created_or_lost(game, initial, state) -> None:
    destroyed = Counter()
    for event in state["events"]:
        if event["type"] == "city_taken":
            destroyed[game.enemy_of(event["by"])] += event["cu_destroyed"]
    assert +cu_totals(state) + destroyed == +cu_totals(initial), "CU were created or lost by movement"
    assert set(state["generals"]) == set(initial["generals"]), "generals were created or lost"


def walls_hold_their_capacity(game, initial, state) -> None:
    for space, by_power in state["cu_inside"].items():
        assert space in WALLED, f"CU inside walls in {space}, which has none"
        assert sum(by_power.values()) <= capacity(space), f"{space} holds {by_power} inside its walls"


def siege_points_stay_below_capture(game, initial, state) -> None:
    for space, points in state["siege_points"].items():
        assert 1 <= points < 3, f"{space} has {points} siege points"
        assert space in state["besieged"]


def avoiders_never_break_the_limits(game, initial, state) -> None:
    for event in state["events"]:
        if event["type"] == "avoid":
            assert event["cu"] <= 10, f"{event['cu']} CU avoided"


def unlisted_probes(game) -> list[dict]:
    names = sorted(GENERALS)[:5]
    probes = [{"type": "move", "to": space} for space in NEAR]
    probes += [{"type": "intercept", "general": n, "cu": c, "leaders": []} for n in names for c in (0, 3, 11)]
    probes += [{"type": "avoid", "general": n, "to": t, "cu": c, "leaders": []}
               for n in names[:3] for t in ("Venusia", "Aesernia", "Arpi") for c in (2, 11)]
    probes += [{"type": "withdraw_into_walls", "cu": c, "leaders": []} for c in (1, 3, 6)]
    probes += [{"type": kind, "general": n} for kind in ("siege_roll", "sortie", "subjugate", "join_by_sortie")
               for n in names]
    probes += [{"type": "detach_to_besiege", "general": n, "cu": c} for n in names for c in (2, 3, 5)]
    probes += [{"type": "place_pc", "space": s} for s in ("Capua", "Insubres", "Beneventum")]
    probes += [{"type": t} for t in ("decline_interception", "accept_battle", "fall_back", "pursue", "no_pursuit",
                                     "end_movement", "end_action", "siege_succeeds", "subjugated", "nonsense")]
    return probes


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_random_legal_play_keeps_the_invariants(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=14, invariants=[mp_never_negative, nothing_created_or_lost, walls_hold_their_capacity,
                                           siege_points_stay_below_capture, avoiders_never_break_the_limits])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_an_action_is_accepted_exactly_when_it_is_listed(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=10, invariants=[], extra_actions=unlisted_probes)
