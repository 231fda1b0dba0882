"""Random positions of Hellenes on its partial map, for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path

MAP = load_map(map_path("hellenes"))
BLOCKS = load_pieces(pieces_path("hellenes"))["block"]
LAND = sorted(a for a, attrs in MAP["spaces"].items() if attrs.get("area") == "land")
COASTAL = sorted(a for a, attrs in MAP["spaces"].items() if attrs.get("coastal"))
SEA = sorted(a for a, attrs in MAP["spaces"].items() if attrs.get("area") == "sea")
SEASONS = ["Spring", "Summer", "Late Summer", "Autumn", "Winter"]


@st.composite
def positions(draw) -> dict:
    names = draw(st.lists(st.sampled_from(sorted(BLOCKS)), min_size=1, max_size=6, unique=True))
    pieces = []
    for name in names:
        block = BLOCKS[name]
        areas = COASTAL + SEA if block["type"] == "fleet" else LAND
        pieces.append({"kind": "block", **block, "space": draw(st.sampled_from(areas))})
    active = BLOCKS[names[0]]["side"]
    sieges = {}
    if draw(st.booleans()):
        area = pieces[0]["space"]
        if area in LAND and MAP["spaces"][area].get("city_state") and MAP["spaces"][area].get("control") not in (
                None, active):
            sieges[area] = {"besieger": active, "established": draw(st.booleans())}
    return {
        "contract": "1.0", "game": "hellenes", "variant": "standard",
        "readings": {"5.4-peace-scope": draw(st.sampled_from(["at-sea", "all-movement"])),
                     "5.5-withdrawal-areas": draw(st.sampled_from(["one-or-more", "one-area"])),
                     "5.5-siege-age": draw(st.sampled_from(["established", "any-siege"]))},
        "map": {"spaces": MAP["spaces"], "connections": MAP["connections"]},
        "pieces": pieces,
        "markers": {"sieges": sieges, "pillaged_this_year": [], "pillaged_this_turn": {}},
        "events": [], "dice": draw(st.lists(st.integers(1, 6), min_size=30, max_size=30)),
        "situation": {"active": active, "season": draw(st.sampled_from(SEASONS)),
                      "actions": draw(st.integers(1, 3)),
                      "peace_of_nicias": draw(st.booleans()), "winter_movement": False},
    }
