"""Properties of the reference engine's Successors movement, over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine import Implementation
from tests.support.random_positions.successors import FACTIONS, GENERALS, SPACES, positions
from tests.support.random_walks import cu_totals, mp_never_negative, walk


def nothing_created_or_lost(game, initial, state) -> None:
    raised = Counter({e["player"]: e["cu"] for e in state["events"] if e["type"] == "mercenary_raised"})
    assert +cu_totals(state) == +(cu_totals(initial) + raised), "CU were created or lost by movement"
    assert set(state["generals"]) == set(initial["generals"]), "generals were created or lost"


def never_more_than_8_cu_at_sea(game, initial, state) -> None:
    army = state["army"]
    if army is not None and army["at_sea"] and game.reading("naval-d-capacity-moment", "throughout") == "throughout":
        assert army["cu"] <= 8, f"{army['cu']} CU are at sea"


def unlisted_probes(game) -> list[dict]:
    probes = [{"type": kind, "to": space} for kind in ("move", "sail") for space in SPACES]
    probes += [{"type": kind, "cu": n} for kind in ("pick_up", "drop_off") for n in (0, 1, 3, 9)]
    probes += [{"type": kind, "general": name} for kind in ("pick_up", "drop_off") for name in sorted(GENERALS)[:5]]
    probes += [{"type": "intercept", "general": name, "cu": n} for name in sorted(GENERALS)[:5] for n in (0, 2)]
    probes += [{"type": t} for t in ("land", "end_movement", "engage", "overrun", "battle", "keep_word",
                                     "grant_passage", "switch_commander", "end_segment", "nonsense")]
    probes += [{"type": "ask_passage", "from": f} for f in FACTIONS]
    probes += [{"type": "move_army", "general": name} for name in sorted(GENERALS)[:5]]
    probes += [{"type": "raise_mercenary", "space": "Babylon"}]
    return probes


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_random_legal_play_keeps_the_movement_invariants(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=14, invariants=[mp_never_negative, nothing_created_or_lost, never_more_than_8_cu_at_sea])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=positions(), data=st.data())
def test_an_action_is_accepted_exactly_when_it_is_listed(position, data) -> None:
    game = Implementation().create(position)
    walk(game, data, steps=10, invariants=[], extra_actions=unlisted_probes)
