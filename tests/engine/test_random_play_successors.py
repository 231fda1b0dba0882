"""Properties of the reference engine's Successors movement, over random
positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path
from reference_engine import Implementation
from tests.properties import cu_totals, mp_never_negative, walk

MAP = load_map(map_path("successors"))
PIECES = load_pieces(pieces_path("successors"))
GENERALS = PIECES["general"]
SPACES = sorted(MAP["spaces"])
FACTIONS = ["Red", "Blue", "Green"]
CONTROL = st.sampled_from([None, "Red", "Blue", "Independent"])
# most pieces go to a few neighbouring spaces, so that armies meet
NEAR = ["Apamea", "Emesa", "Damascus", "Syrian Gates", "Palmyra", "Sidon", "Tyre", "Gaza", "Salamis"]
SPACE = st.one_of(st.sampled_from(NEAR), st.sampled_from(SPACES))


@st.composite
def positions(draw) -> dict:
    names = draw(st.lists(st.sampled_from(sorted(GENERALS)), min_size=1, max_size=5, unique=True))
    pieces, allowances = [], {}
    for index, name in enumerate(names):
        faction = "Red" if index == 0 else draw(st.sampled_from(FACTIONS))
        space = draw(SPACE)
        pieces.append({"kind": "general", **GENERALS[name], "faction": faction, "space": space})
        if draw(st.booleans()):
            pieces.append({"kind": "cu", "faction": faction, "space": space, "count": draw(st.integers(1, 10))})
        if faction == "Red":
            allowances[name] = draw(st.integers(0, 5))
    for _ in range(draw(st.integers(0, 6))):
        pieces.append({"kind": "cu", "faction": draw(st.sampled_from(FACTIONS + ["Independent"])),
                       "space": draw(SPACE), "count": draw(st.integers(1, 10)),
                       "besieged": draw(st.booleans())})
    control = {space: value for space in SPACES if (value := draw(CONTROL)) is not None}
    situation = {"phasing": "Red", "segment": draw(st.sampled_from(["movement", "tyche"])),
                 "tyche_ops": draw(st.booleans()), "allowances": allowances}
    if draw(st.booleans()):
        situation["sea_interruption"] = {"space": draw(st.sampled_from(SPACES)), "cause": "Storm at Sea"}
    return {
        "contract": "1.0", "game": "successors", "variant": "standard",
        "readings": {"naval-d-capacity-moment": draw(st.sampled_from(["throughout", "at-embarkation"])),
                     "command-change-d-reached": draw(st.sampled_from(["reached", "exceeded"])),
                     "intercept-f-second-interceptor": draw(st.sampled_from(["first-stands", "all-may-try"])),
                     "passage-g-lone-general": draw(st.sampled_from(["cu-only", "general-counts"])),
                     "naval-j-segment": draw(st.sampled_from(["every-segment", "movement-segment-only"])),
                     "intercept-c-several-generals": draw(st.sampled_from(["named", "highest-rank"])),
                     "intercept-g-other-sieges": draw(st.sampled_from(["major-city-only", "any-siege"])),
                     "naval-g-besieged-cu": draw(st.sampled_from(["unbesieged-only", "any-cu"]))},
        "map": {"spaces": MAP["spaces"], "connections": MAP["connections"]},
        "pieces": pieces, "markers": {"control": control}, "events": [],
        "dice": draw(st.lists(st.integers(1, 6), min_size=6, max_size=6)), "situation": situation,
    }


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
