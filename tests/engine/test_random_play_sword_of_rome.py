"""Properties of the reference engine's Sword of Rome movement, over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path
from reference_engine import Implementation
from tests.properties import cu_totals, mp_never_negative, walk

MAP = load_map(map_path("sword_of_rome"))
LEADERS = load_pieces(pieces_path("sword_of_rome"))["leader"]
SPACES = sorted(MAP["spaces"])
FACTIONS = sorted({leader["faction"] for leader in LEADERS.values()})


@st.composite
def positions(draw) -> dict:
    names = draw(st.lists(st.sampled_from(sorted(LEADERS)), min_size=1, max_size=4, unique=True))
    pieces = []
    for name in names:
        pieces.append({"kind": "leader", **LEADERS[name], "space": draw(st.sampled_from(SPACES))})
    for _ in range(draw(st.integers(0, 4))):
        pieces.append({"kind": "cu", "faction": draw(st.sampled_from(FACTIONS)),
                       "space": draw(st.sampled_from(SPACES)), "count": draw(st.integers(1, 12))})
    phasing = LEADERS[names[0]]["faction"]
    return {
        "contract": "1.0", "game": "sword_of_rome", "variant": draw(st.sampled_from(["2-4", "5"])),
        "readings": {}, "map": {"spaces": MAP["spaces"], "connections": MAP["connections"]},
        "pieces": pieces, "markers": {"control": {s: a["control"] for s, a in MAP["spaces"].items() if "control" in a},
                                      "besieged": []},
        "events": [], "dice": [], "situation": {"phasing": phasing, "controllers": {"Transalpine Gauls": phasing}},
    }


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
