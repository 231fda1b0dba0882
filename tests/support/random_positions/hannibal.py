"""Random positions of Hannibal on its partial map, for the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from conformance.corpus.fixtures import load_map, load_pieces, map_path, pieces_path
from reference_engine.hannibal.walls import capacity

MAP = load_map(map_path("hannibal"))
GENERALS = load_pieces(pieces_path("hannibal"))["general"]
SPACES = sorted(MAP["spaces"])
WALLED = sorted(s for s, a in MAP["spaces"].items() if a.get("walled"))
TRIBES = sorted(s for s, a in MAP["spaces"].items() if a.get("tribe"))
POWERS = ["Rome", "Carthage"]
# most pieces go to a few neighbouring spaces, so that armies meet
NEAR = ["Arpi", "Beneventum", "Luceria", "Capua", "Venusia", "Cannae", "Casilinum", "Aesernia"]
SPACE = st.one_of(st.sampled_from(NEAR), st.sampled_from(SPACES))


@st.composite
def positions(draw) -> dict:
    active = draw(st.sampled_from(POWERS))
    names = draw(st.lists(st.sampled_from(sorted(GENERALS)), min_size=1, max_size=5, unique=True))
    pieces, mp = [], {}
    for index, name in enumerate(names):
        faction = active if index == 0 else draw(st.sampled_from(POWERS))
        space = draw(SPACE)
        pieces.append({"kind": "general", **GENERALS[name], "faction": faction, "space": space, "inside": False})
        if draw(st.booleans()):
            pieces.append({"kind": "cu", "faction": faction, "space": space, "count": draw(st.integers(1, 11))})
        if faction == active:
            mp[name] = draw(st.integers(0, 4))
    control = {}
    for space in SPACES:
        if space in TRIBES:
            side = draw(st.sampled_from([None, "Carthage"]))
        else:
            side = draw(st.sampled_from([None, "Rome", "Carthage"]))
        if side:
            control[space] = side
    points = {}
    for space in WALLED:
        if space in control and draw(st.booleans()):
            inside = draw(st.integers(0, capacity(space)))
            if inside:
                pieces.append({"kind": "cu", "faction": control[space], "space": space, "count": inside,
                               "inside": True})
            points[space] = draw(st.integers(0, 2))
    return {
        "contract": "1.0", "game": "hannibal", "variant": "standard",
        "readings": {"tactics-roll-sign": draw(st.sampled_from(["at-most", "less-than"])),
                     "siege-2-consular": draw(st.sampled_from(["detached", "left-with-consul"])),
                     "intercept-failed-no-avoid-walls": draw(st.sampled_from(["walls-barred", "walls-open"])),
                     "intercept-3-a-after-fall-back": draw(st.sampled_from(["movement-ends", "may-move-on"])),
                     "avoid-3-army-size": draw(st.sampled_from(["avoiding-force", "whole-army"])),
                     "siege-8-left-behind": draw(st.sampled_from(["cu-hold", "general-needed"])),
                     "siege-1-active-general": draw(st.sampled_from(["active-player", "activated"]))},
        "map": {"spaces": MAP["spaces"], "connections": MAP["connections"]},
        "pieces": pieces, "markers": {"control": control, "siege_points": points}, "events": [],
        "dice": draw(st.lists(st.integers(1, 6), min_size=8, max_size=8)),
        "situation": {"active": active, "movement_points": mp},
    }
