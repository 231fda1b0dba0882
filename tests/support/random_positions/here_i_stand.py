"""Random positions of Here I Stand on its partial map, for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path

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
