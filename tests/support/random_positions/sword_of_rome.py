"""Random positions of The Sword of Rome on its partial map, for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path

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
