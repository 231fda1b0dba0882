"""Maps as networkx graphs, built from the position's map data.

A position's map is ``{"spaces": {name: {attribute: value}}, "connections":
[{"between": [a, b], "type": kind, ...}]}``. Spaces become nodes carrying their
attributes; connections become edges carrying ``type`` and any other keys.
Several connections between the same two spaces (e.g. a land road and a sea
lane) are kept apart, so the graph is a MultiGraph.
"""

from __future__ import annotations

from typing import Any, Iterator

import networkx as nx

from conformance.contract import Unsupported


def build_board(map_data: dict[str, Any]) -> nx.MultiGraph:
    board = nx.MultiGraph()
    for name, attributes in (map_data.get("spaces") or {}).items():
        board.add_node(name, **dict(attributes or {}))
    for connection in map_data.get("connections") or []:
        a, b = connection["between"]
        for end in (a, b):
            if end not in board:
                raise Unsupported(f"map connection names unknown space {end!r}")
        attributes = {k: v for k, v in connection.items() if k != "between"}
        board.add_edge(a, b, **attributes)
    return board


def connections(board: nx.MultiGraph, a: str, b: str) -> Iterator[dict[str, Any]]:
    """Every connection between two spaces, as attribute dicts."""
    if board.has_edge(a, b):
        yield from board.get_edge_data(a, b).values()


def neighbours(board: nx.MultiGraph, space: str) -> list[str]:
    return sorted(board.neighbors(space)) if space in board else []


def space_attribute(board: nx.MultiGraph, space: str, key: str, default: Any = None) -> Any:
    return board.nodes[space].get(key, default) if space in board else default
