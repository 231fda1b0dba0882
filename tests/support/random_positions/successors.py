"""Random positions of Successors on its partial map, for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path

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
