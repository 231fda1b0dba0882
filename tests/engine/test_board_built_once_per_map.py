"""A board is built once per map content, shared read-only, and never sees later changes to a map."""

from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.contract import Unsupported
from reference_engine.core.board import (
    _built,
    build_board,
    connections,
    neighbours,
    space_attribute,
)


def _map() -> dict:
    return {"spaces": {"Roma": {"walled": True, "regions": ["Latium"]}, "Sutrium": {}},
            "connections": [{"between": ["Roma", "Sutrium"], "type": "clear"},
                            {"between": ["Roma", "Sutrium"], "type": "sea"}]}


def _same_graph(a: nx.MultiGraph, b: nx.MultiGraph) -> bool:
    return (dict(a.nodes(data=True)) == dict(b.nodes(data=True))
            and sorted(map(repr, a.edges(keys=True, data=True))) == sorted(map(repr, b.edges(keys=True, data=True))))


def test_maps_of_the_same_content_share_one_board_equal_to_a_fresh_build() -> None:
    first, second = build_board(_map()), build_board(_map())
    assert first is second
    assert _same_graph(first, _built(_map()))
    assert {c["type"] for c in connections(first, "Roma", "Sutrium")} == {"clear", "sea"}


def test_another_map_content_gets_another_board() -> None:
    other = _map()
    other["spaces"]["Roma"]["walled"] = 1  # 1 is not true: another map
    assert build_board(other) is not build_board(_map())
    assert space_attribute(build_board(other), "Roma", "walled") == 1
    assert space_attribute(build_board(_map()), "Roma", "walled") is True


def test_a_shared_board_does_not_see_later_changes_to_the_map_it_was_built_from() -> None:
    data = _map()
    data["spaces"]["Veii"] = {}
    board = build_board(data)
    data["spaces"]["Roma"]["regions"].append("Etruria")
    data["spaces"]["Veii"]["walled"] = True
    assert space_attribute(board, "Roma", "regions") == ["Latium"]
    assert space_attribute(board, "Veii", "walled") is None


def test_a_shared_board_cannot_be_changed() -> None:
    board = build_board(_map())
    with pytest.raises(nx.NetworkXError):
        board.add_edge("Roma", "Veii")
    with pytest.raises(nx.NetworkXError):
        board.remove_node("Roma")


def test_a_map_naming_an_unknown_space_is_unsupported_every_time() -> None:
    broken = {"spaces": {"Roma": {}}, "connections": [{"between": ["Roma", "Nowhere"]}]}
    for _ in range(2):
        with pytest.raises(Unsupported, match="Nowhere"):
            build_board(broken)


def test_a_map_that_is_not_plain_data_is_built_for_its_game_alone() -> None:
    class Name(str):
        pass

    odd = {"spaces": {Name("Roma"): {}}, "connections": []}
    assert build_board(odd) is not build_board(odd)
    assert "Roma" in build_board(odd)


_names = st.sampled_from(["Roma", "Veii", "Sutrium", "Capua", "Neapolis"])
_maps = st.fixed_dictionaries({
    "spaces": st.dictionaries(_names, st.dictionaries(st.sampled_from(["walled", "port", "regions"]),
                                                      st.one_of(st.booleans(), st.integers(0, 3), st.none()),
                                                      max_size=2), min_size=1),
    "connections": st.lists(st.fixed_dictionaries({"between": st.lists(_names, min_size=2, max_size=2),
                                                   "type": st.sampled_from(["clear", "sea", "pass"])}), max_size=8),
})
_asked = st.one_of(_names, st.just("Nowhere"), st.just(["Roma"]), st.none())


@settings(max_examples=150, deadline=None)
@given(_maps, _asked, _asked, st.sampled_from(["walled", "port", "regions", "missing"]))
def test_a_shared_board_answers_as_networkx_does(map_data, a, b, key) -> None:
    try:
        shared = build_board(map_data)
    except Unsupported:
        return
    plain = _built(map_data)  # no index: the helpers ask networkx
    assert space_attribute(shared, a, key, "default") == space_attribute(plain, a, key, "default")
    assert neighbours(shared, a) == neighbours(plain, a)
    assert _outcome(lambda: list(connections(shared, a, b))) == _outcome(lambda: list(connections(plain, a, b)))


def _outcome(call):
    try:
        return "value", call()
    except TypeError as error:
        return "TypeError", str(error)


def test_neighbours_are_a_fresh_list_each_time() -> None:
    board = build_board(_map())
    first = neighbours(board, "Roma")
    first.append("Veii")
    assert neighbours(board, "Roma") == ["Sutrium"]
