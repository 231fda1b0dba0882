"""Properties of the reference engine's Sword of Rome movement, over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine import Implementation
from tests.support.random_positions.sword_of_rome import LEADERS, SPACES, positions
from tests.support.random_walks import cu_totals, mp_never_negative, walk


def never_more_than_10_cu_moving(game, initial, state) -> None:
    army = state["army"]
    assert army is None or army["ended"] or army["cu"] <= 10, f"{army['cu']} CU are moving"


def nothing_created_or_lost(game, initial, state) -> None:
    # only the referee's ruling of an automatic victory (9.4.1 exception) removes CU
    eliminated: Counter = Counter()
    for event in state["events"]:
        if event.get("type") == "automatic_victory":
            eliminated.update(event["eliminated"])
    assert +(cu_totals(state) + eliminated) == +cu_totals(initial), "CU were created or lost by movement"
    assert set(state["leaders"]) == set(initial["leaders"]), "leaders were created or lost"


def unlisted_probes(game) -> list[dict]:
    probes = [{"type": "move", "to": space} for space in SPACES]
    probes += [{"type": "sail", "to": space} for space in SPACES]
    probes += [{"type": kind, "cu": n} for kind in ("pick_up", "drop_off") for n in (0, 1, 3, 10, 11)]
    probes += [{"type": kind, "leader": name} for kind in ("pick_up", "drop_off") for name in sorted(LEADERS)[:6]]
    probes += [{"type": "activate", "leader": name, "card": card} for name in sorted(LEADERS)[:6] for card in (0, 1, 3, 4)]
    probes += [{"type": "end_movement"}, {"type": "plunder", "mp": 1}, {"type": "nonsense"}]
    return probes


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_random_legal_play_keeps_the_movement_invariants(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=12,
         invariants=[mp_never_negative, never_more_than_10_cu_moving, nothing_created_or_lost])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_an_action_is_accepted_exactly_when_it_is_listed(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=8, invariants=[], extra_actions=unlisted_probes)
