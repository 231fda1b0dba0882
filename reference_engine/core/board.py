"""Maps as networkx graphs, built from the position's map data.

A position's map is ``{"spaces": {name: {attribute: value}}, "connections":
[{"between": [a, b], "type": kind, ...}]}``. Spaces become nodes carrying their
attributes; connections become edges carrying ``type`` and any other keys.
Several connections between the same two spaces (e.g. a land road and a sea
lane) are kept apart, so the graph is a MultiGraph.

A corpus plays a thousand scenarios on a dozen maps, so a board is built once
per map content and shared: the games only read their board (``in``, its
nodes and edges, :func:`connections`, :func:`neighbours`,
:func:`space_attribute`), never change it. A shared board is frozen
(``networkx.freeze``: adding or removing a space or a connection raises), and
it is built from its own copy of the map data (decoded from the cache key), so
nothing the caller does to its map later reaches it. A shared board also keeps
its spaces and connections as plain dicts, which :func:`connections`,
:func:`neighbours` and :func:`space_attribute` read instead of networkx's views
(the same answers, several times faster).
"""

from __future__ import annotations

import functools
import marshal
from typing import Any, Iterator

import networkx as nx

from conformance.contract import Unsupported

from .frozen import content_key


def build_board(map_data: dict[str, Any]) -> nx.MultiGraph:
    """The board of ``map_data``: shared with every other map of the same content (read only)."""
    key = content_key(map_data)  # equal bytes: equal data of the same types
    if key is None:  # not plain data: built for this game alone
        return _built(map_data)
    return _board_of(key)


#: how many boards are kept (a corpus uses about a dozen maps)
BOARDS_KEPT = 64


@functools.lru_cache(maxsize=BOARDS_KEPT)
def _board_of(key: bytes) -> nx.MultiGraph:
    board = nx.freeze(_built(marshal.loads(key)))
    board.graph[_INDEX] = _Index(board)
    return board


#: where a shared board keeps its :class:`_Index` (in the graph's own attribute dict)
_INDEX = "reference_engine.core.board index"


class _Index:
    """A frozen board's spaces and connections as plain dicts: the helpers below read a
    board thousands of times per scenario, and a dict lookup is several times cheaper than
    networkx's views. Only a frozen board has one (it cannot change under it); the
    attribute dicts are the board's own."""

    def __init__(self, board: nx.MultiGraph) -> None:
        self.spaces: dict[Any, dict[str, Any]] = dict(board.nodes(data=True))
        self.connections: dict[Any, dict[Any, tuple[dict[str, Any], ...]]] = {
            a: {b: tuple(by_key.values()) for b, by_key in near.items()} for a, near in board.adj.items()}
        self.neighbours: dict[Any, tuple[Any, ...]] = {}


def _built(map_data: dict[str, Any]) -> nx.MultiGraph:
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
    index = board.graph.get(_INDEX)
    if index is not None:
        near = index.connections.get(a)  # as networkx: an unhashable space raises TypeError
        if near is not None:
            yield from near.get(b, ())
    elif board.has_edge(a, b):
        yield from board.get_edge_data(a, b).values()


def neighbours(board: nx.MultiGraph, space: str) -> list[str]:
    index = board.graph.get(_INDEX)
    if index is None:
        return sorted(board.neighbors(space)) if space in board else []
    try:
        known = index.neighbours.get(space)
    except TypeError:  # unhashable: no such space
        return []
    if known is None:
        if space not in index.spaces:
            return []
        known = index.neighbours[space] = tuple(sorted(board.neighbors(space)))
    return list(known)


def space_attribute(board: nx.MultiGraph, space: str, key: str, default: Any = None) -> Any:
    index = board.graph.get(_INDEX)
    if index is None:
        return board.nodes[space].get(key, default) if space in board else default
    try:
        attributes = index.spaces.get(space)
    except TypeError:  # unhashable: no such space
        return default
    return default if attributes is None else attributes.get(key, default)
