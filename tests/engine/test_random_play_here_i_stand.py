"""Properties of the reference engine's Here I Stand land movement (rule 13.1),
over random positions on the partial map and random sequences of legal actions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path
from reference_engine import Implementation
from tests.properties import cu_totals, walk

MAP = load_map(map_path("here_i_stand"))
LEADERS = load_pieces(pieces_path("here_i_stand"))["leader"]
SPACES = sorted(MAP["spaces"])
POWERS = ["France", "Hapsburgs", "England", "Ottomans"]
# most pieces go to a few neighbouring spaces, so that armies meet
NEAR = ["Paris", "Dijon", "Metz", "Besancon", "Lyon", "Orleans", "Geneva", "Turin"]
SPACE = st.one_of(st.sampled_from(NEAR), st.sampled_from(SPACES))
PAIRS = [[a, b] for i, a in enumerate(POWERS) for b in POWERS[i + 1:]]


@st.composite
def positions(draw) -> dict:
    pieces = []
    for name in draw(st.lists(st.sampled_from(sorted(LEADERS)), max_size=5, unique=True)):
        pieces.append({"kind": "leader", "name": name, "power": LEADERS[name]["power"], "space": draw(SPACE),
                       "lost_battle": draw(st.booleans()) and draw(st.booleans())})
    pieces.append({"kind": "land_unit", "power": "France", "space": draw(SPACE), "count": draw(st.integers(1, 4))})
    for _ in range(draw(st.integers(0, 6))):
        pieces.append({"kind": "land_unit", "power": draw(st.sampled_from(POWERS)), "space": draw(SPACE),
                       "count": draw(st.integers(1, 6)), "inside": draw(st.booleans()) and draw(st.booleans()),
                       "lost_battle": draw(st.booleans()) and draw(st.booleans())})
    relations = {pair_key: draw(st.sampled_from(["war", "alliance", "neutral"])) for pair_key in range(len(PAIRS))}
    control = {s: p for s in SPACES if (p := draw(st.sampled_from([None, None] + POWERS + ["Independent"])))}
    cards = {p: draw(st.lists(st.sampled_from(["Foul Weather", "Gout", "Wartburg"]), max_size=2))
             for p in POWERS}
    situation = {"active": "France", "cp": draw(st.integers(0, 5)),
                 "wars": [PAIRS[i] for i, r in relations.items() if r == "war"],
                 "alliances": [PAIRS[i] for i, r in relations.items() if r == "alliance"],
                 "sieges_begun": draw(st.lists(st.sampled_from(NEAR), max_size=1)), "response_cards": cards}
    return {
        "contract": "1.0", "game": "here_i_stand", "variant": "standard",
        "readings": {"13.1-restriction-f-cost": draw(st.sampled_from(["one-move", "per-connection"]))},
        "map": {"spaces": MAP["spaces"], "connections": MAP["connections"]},
        "pieces": pieces, "markers": {"control": control}, "events": [], "dice": [], "situation": situation,
    }


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
