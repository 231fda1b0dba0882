"""Valid positions for a game: the corpus's own positions, varied.

A template is a position some scenario of the corpus creates (harvested by
``tools.fuzz_templates``, with the actions the scenario took from it):
it holds pieces, markers and a situation the game's rules accept. The corpus
is the fuzzer's seed corpus. Two positions in five are their template one
step off: its own spaces and roads around the pieces, and one change at
most (a piece moved or recounted, a situation key, a space attribute, the
variant or a reading). The others are varied widely: a small neighbourhood
of the pieces, the connections re-drawn in a shape of the generator's
choosing (the template's own roads varied, a random tree, or a networkx
cycle, path, star, wheel or ladder) with the connection kinds the game's map
uses between spaces of those sorts (Hellenes: a coast joins a land area to
a sea area, never two land areas), space attributes flipped, pieces moved
and their counts changed within the sizes the corpus uses, situation keys
set to values other templates give them, a variant and a reading of every
selectable erratum. Either way enough dice are scripted after the
template's own, and the facts the runner writes out before a position
reaches an implementation are written out (conformance/corpus/explicit.py): the
fuzzer sends the positions `conformance run` sends, and a scenario it
writes loads the very position it played.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import networkx as nx

from conformance.contract import CONTRACT_VERSION
from conformance.contract.data import Frozen
from conformance.corpus.catalog import load_all
from conformance.corpus.explicit import write_defaults
from conformance.fuzz.choices import Choices

#: the positions harvested from the corpus, one file per game (written by ``python -m tools.fuzz_templates --refresh``)
TEMPLATES = Path(__file__).resolve().parent / "templates"

#: dice scripted beyond the template's own, enough for any action sequence generated
EXTRA_DICE = 12
#: the most spaces a generated map keeps
MAX_SPACES = 10
#: percentage of positions that are their template one step off (its own spaces and roads, one
#: change at most) rather than varied widely: the corpus is the fuzzer's seed corpus
NEAR_PERCENT = 40
#: bytes after a seed's own choices (the extra dice)
SEED_FILLER = 64
SHAPES = (nx.cycle_graph, nx.path_graph, nx.star_graph, nx.wheel_graph, nx.ladder_graph)


class NoTemplates(LookupError):
    pass


@dataclass
class GameModel:
    """What the generator knows of a game, read from its templates and catalog."""

    game: str
    maps: list[dict[str, Any]]
    templates: list[dict[str, Any]]
    variants: tuple[str, ...]
    readings: dict[str, tuple[str, ...]]
    #: the space attribute that decides which kinds of connection may join two spaces ("" for none)
    sort_attribute: str = ""
    #: per pair of space sorts (values of ``sort_attribute``, in order), the connection kinds the maps
    #: use between them
    kinds_between: dict[tuple[str, str], list[dict[str, Any]]] = field(default_factory=dict)
    space_flags: list[str] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    #: each template frozen (conformance.contract.data.Frozen): thawing it is a fresh copy, cheaper than a deep copy
    texts: list[Frozen] = field(default_factory=list)
    #: each map's spaces in order, each with its neighbours in order (read off a networkx graph once)
    graphs: list[dict[str, list[str]]] = field(default_factory=list)
    #: per situation key, the plain values (text, numbers) the templates give it
    situation_values: dict[str, list[Any]] = field(default_factory=dict)
    #: per piece flag, the space flags set wherever the templates set it (Hannibal's ``inside``:
    #: ``walled``); a generated piece keeps the flag only where its space has them
    flag_requires: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: per owner field of a piece (``power``, ``faction``, ``side``), the owners the templates' pieces have
    owners: dict[str, list[str]] = field(default_factory=dict)
    #: per template, the spaces it names (``_occupied``), and the template one step off before its one
    #: change (its own spaces and roads around them, the rest pruned), frozen: generated once, not per position
    occupied: list[list[str]] = field(default_factory=list)
    near: list[Frozen] = field(default_factory=list)


@lru_cache(maxsize=None)
def model(game: str) -> GameModel:
    path = TEMPLATES / f"{game}.json"
    if not path.exists():
        raise NoTemplates(f"no position templates for {game!r} ({path} is missing; see tools/fuzz_templates.py)")
    data = json.loads(path.read_text(encoding="utf-8"))
    catalog = load_all()[game]
    readings = {e.id: tuple(r.id for r in e.readings) for e in catalog.errata.values() if e.is_selectable}
    sort_attribute = _sort_attribute(data["maps"])
    between = _kinds_between(data["maps"], sort_attribute)
    flags: set[str] = set()
    for board in data["maps"]:
        for attributes in board["spaces"].values():
            flags.update(k for k, v in (attributes or {}).items() if isinstance(v, bool))
    counts = sorted({p["count"] for t in data["positions"] for p in t.get("pieces", [])
                     if isinstance(p.get("count"), int)})
    values: dict[str, set[str]] = {}
    for template in data["positions"]:
        for key, value in (template.get("situation") or {}).items():
            if isinstance(value, (str, int)) and not isinstance(value, bool):
                values.setdefault(key, set()).add(json.dumps(value))
    owners = _owners(data["positions"])
    everyone = {json.dumps(o) for found in owners.values() for o in found}
    for key, found in values.items():
        if len(found) == 1 and found <= everyone:  # the one power every template has act: any power may
            found |= everyone
    texts = [Frozen({k: v for k, v in t.items() if k != "paths"}) for t in data["positions"]]
    m = GameModel(game, data["maps"], data["positions"], catalog.variants, readings, sort_attribute,
                  {pair: [found[k] for k in sorted(found)] for pair, found in sorted(between.items())},
                  sorted(flags), counts or [1],
                  texts, [_graph(board) for board in data["maps"]],
                  {k: [json.loads(v) for v in sorted(found)]
                   for k, found in sorted(values.items()) if len(found) > 1},
                  _flag_requires(data["maps"], data["positions"]), owners)
    for text in texts:
        position = _started(text)
        board, graph = m.maps[position["map"]], m.graphs[position["map"]]
        m.occupied.append(_occupied(position, board))
        spaces = _neighbourhood(graph, m.occupied[-1], None)
        kept = set(spaces)
        position["map"] = {"spaces": {s: dict(board["spaces"][s] or {}) for s in spaces},
                           "connections": [dict(c) for c in board["connections"] if set(c["between"]) <= kept]}
        _prune(position, board, kept)
        m.near.append(Frozen(position))
    return m


def _started(text: Frozen) -> dict[str, Any]:
    """A fresh copy of a template's position, of this contract."""
    position = text.thawed()
    position["contract"] = CONTRACT_VERSION
    return position


#: the fields of a piece that name whose it is
OWNER_FIELDS = ("power", "faction", "side")


def _owners(positions: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Per owner field, the owners the templates' pieces have (Here I Stand's powers, Successors'
    factions...): the acting power and an unnamed piece's owner are drawn among them, since every
    template of Here I Stand has France act and every one of Successors the Red player."""
    found: dict[str, set[str]] = {}
    for position in positions:
        for piece in position.get("pieces", []):
            for key in OWNER_FIELDS:
                if isinstance(piece.get(key), str):
                    found.setdefault(key, set()).add(piece[key])
    return {key: sorted(names) for key, names in sorted(found.items())}


#: a piece flag's requirements are learned from at least this many template pieces that set it
MIN_FLAGGED = 3


def _flag_requires(maps: list[dict[str, Any]], positions: list[dict[str, Any]]) -> dict[str, tuple[str, ...]]:
    """Per piece flag, the space flags true at the space of every template piece that sets it (a
    piece inside the walls stands where there are walls), when at least MIN_FLAGGED pieces do."""
    seen: dict[str, list[set[str]]] = {}
    for position in positions:
        board = maps[position["map"]]
        for piece in position.get("pieces", []):
            space = (board["spaces"].get(piece.get("space")) or {}) if isinstance(piece.get("space"), str) else {}
            for flag, value in piece.items():
                if value is True:
                    seen.setdefault(flag, []).append({k for k, v in space.items() if v is True})
    return {flag: tuple(sorted(set.intersection(*found))) for flag, found in sorted(seen.items())
            if len(found) >= MIN_FLAGGED and set.intersection(*found)}


def _settle_flags(position: dict[str, Any], requires: dict[str, tuple[str, ...]]) -> None:
    """Clear a piece flag where its space, as generated, lacks what the flag needs (``flag_requires``):
    the reference takes no such position (Hannibal: "Capua has no walls to be inside")."""
    spaces = position["map"]["spaces"]
    for piece in position.get("pieces", []):
        for flag, needed in requires.items():
            if piece.get(flag) is True and not all((spaces.get(piece.get("space")) or {}).get(k) is True
                                                   for k in needed):
                piece[flag] = False


#: a connection kind the maps use between two sorts of space in less than this share of their
#: connections is an odd one a scenario set up (Hellenes: two land areas joined only across the water)
ODD_KIND_SHARE = 0.1


def _kinds_between(maps: list[dict[str, Any]], attribute: str) -> dict[tuple[str, str], dict[str, dict[str, Any]]]:
    """Per pair of space sorts (values of ``attribute``), the connection kinds the maps use, by their
    JSON; where there are sorts (``attribute`` is not ""), less the odd ones (``ODD_KIND_SHARE``): the
    template maps that have them keep them."""
    between: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
    uses: Counter[tuple[tuple[str, str], str]] = Counter()
    for board in maps:
        for connection in board["connections"]:
            kind = {k: v for k, v in connection.items() if k != "between"}
            pair, text = _sorts(board, attribute, *connection["between"]), json.dumps(kind, sort_keys=True)
            between.setdefault(pair, {})[text] = kind
            uses[pair, text] += 1
    for pair, kinds in between.items() if attribute else ():
        total = sum(uses[pair, text] for text in kinds)
        for text in [t for t in kinds if uses[pair, t] < ODD_KIND_SHARE * total]:
            del kinds[text]
    return between


def _sort_attribute(maps: list[dict[str, Any]]) -> str:
    """The space attribute, read off the game's maps, that decides which kinds of connection may
    join two spaces: a text every space states whose pairs of values each have kinds of their own
    (Hellenes' ``area``: a land step joins two land areas, a coast a land area to a sea area, a sea
    border two sea areas). "" when no attribute does (every kind may join any two spaces)."""
    spaces = [attributes or {} for board in maps for attributes in board["spaces"].values()]
    for key in sorted({k for attributes in spaces for k in attributes}):
        if not all(isinstance(attributes.get(key), str) for attributes in spaces):
            continue
        kinds = [set(found) for found in _kinds_between(maps, key).values()]
        if len(kinds) > 1 and all(not (a & b) for i, a in enumerate(kinds) for b in kinds[i + 1:]):
            return key
    return ""


def _sorts(board: dict[str, Any], attribute: str, a: str, b: str) -> tuple[str, str]:
    first, second = (str((board["spaces"].get(s) or {}).get(attribute) or "") if attribute else "" for s in (a, b))
    return (first, second) if first <= second else (second, first)


def _graph(board: dict[str, Any]) -> dict[str, list[str]]:
    graph = nx.Graph()
    graph.add_nodes_from(board["spaces"])
    graph.add_edges_from(c["between"] for c in board["connections"])
    return {space: sorted(graph[space]) for space in sorted(graph)}


def generate(game: str, choices: Choices) -> dict[str, Any]:
    """One position of ``game``, every decision taken from ``choices``."""
    return generate_with_path(game, choices)[0]


def generate_with_path(game: str, choices: Choices) -> tuple[dict[str, Any], list[list[Any]]]:
    """One position of ``game`` and one of the paths (``[player, action]`` lists) the corpus took
    from its template, to follow now and then; every decision taken from ``choices``."""
    m = model(game)
    index = choices.below(len(m.texts))
    paths = m.templates[index].get("paths") or [[]]
    path = paths[choices.below(len(paths))]
    if choices.chance(NEAR_PERCENT):  # the template's own spaces and roads, and one change at most
        position = m.near[index].thawed()
        _one_change(position, list(position["map"]["spaces"]), m, choices)
    else:
        position = _started(m.texts[index])
        board, graph = m.maps[position["map"]], m.graphs[position["map"]]
        spaces = _neighbourhood(graph, m.occupied[index], choices)
        position["map"] = {
            "spaces": {s: _flip(dict(board["spaces"][s] or {}), m.space_flags, choices) for s in spaces},
            "connections": _connections(board, spaces, m, choices),
        }
        _prune(position, board, set(spaces))
        _vary_pieces(position, spaces, m.counts, choices, owners=m.owners)
        _vary_situation(position, m.situation_values, choices)
        _vary_rules(position, m, choices)
    _settle_flags(position, m.flag_requires)
    position["dice"] = list(position.get("dice") or []) + [1 + choices.below(6) for _ in range(EXTRA_DICE)]
    write_defaults(position)  # as the runner does before create (docs/contract.md, Facts a position states)
    return position, path


def _occupied(position: dict[str, Any], board: dict[str, Any]) -> list[str]:
    """Spaces the position names outside its markers: where pieces stand, what the situation names."""
    named = {p["space"] for p in position.get("pieces", []) if p.get("space") in board["spaces"]}
    named |= {s for s in _strings(position.get("situation")) if s in board["spaces"]}
    return sorted(named)


def _strings(value: Any):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _neighbourhood(graph: dict[str, list[str]], occupied: list[str], choices: Choices | None) -> list[str]:
    """The occupied spaces and one or two rings of neighbours; without ``choices`` two whole rings.
    ``graph``: each space of the map with its neighbours in order."""
    kept = list(occupied)
    frontier = list(occupied) or list(graph)[:1]
    for _ in range(1 + choices.below(2) if choices else 2):
        grown = []
        for space in frontier:
            for neighbour in graph[space]:
                if neighbour not in kept and neighbour not in grown and len(kept) + len(grown) < MAX_SPACES:
                    if choices is None or choices.below(4):  # three in four neighbours come along
                        grown.append(neighbour)
        kept += grown
        frontier = grown
    return kept or list(graph)[:1]


def _flip(attributes: dict[str, Any], flags: list[str], choices: Choices) -> dict[str, Any]:
    if flags and choices.chance(10):
        flag = choices.pick(flags)
        attributes[flag] = not attributes.get(flag, False)
    return attributes


def _connections(board: dict[str, Any], spaces: list[str], m: GameModel, choices: Choices) -> list[dict[str, Any]]:
    """Connections among ``spaces``, each of a kind the maps use between spaces of its ends' sorts
    (``m.kinds_between``); two spaces of sorts no map joins are left unjoined."""
    kinds, attribute = m.kinds_between, m.sort_attribute
    shape = choices.below(4)
    if shape == 0:  # the template's own roads among the kept spaces, varied
        kept = set(spaces)
        found = []
        for connection in board["connections"]:
            a, b = connection["between"]
            if a in kept and b in kept and not choices.chance(10):
                found.append(dict(connection, **choices.pick(kinds[_sorts(board, attribute, a, b)])) if choices.chance(15)
                             else dict(connection))
        return found
    if shape == 1:  # a random tree, plus a chord or two
        edges = [(spaces[i], spaces[choices.below(i)]) for i in range(1, len(spaces))]
        for _ in range(choices.below(3)):
            a, b = choices.pick(spaces), choices.pick(spaces)
            if a != b:
                edges.append((a, b))
    else:  # a networkx shape, its nodes named after the kept spaces
        nodes, shaped = _shape(choices.pick(SHAPES), max(2, len(spaces) // (2 if shape == 4 else 1)))
        order = {node: spaces[i % len(spaces)] for i, node in enumerate(nodes)}
        edges = [(order[a], order[b]) for a, b in shaped if order[a] != order[b]]
    seen, found = set(), []
    for a, b in edges:
        allowed = kinds.get(_sorts(board, attribute, a, b))
        if allowed and frozenset((a, b)) not in seen:
            seen.add(frozenset((a, b)))
            found.append({"between": [a, b], **choices.pick(allowed)})
    return found


@lru_cache(maxsize=None)
def _shape(shape: Any, size: int) -> tuple[list[Any], list[tuple[Any, Any]]]:
    """A networkx shape's nodes in order and its edges, built once per size."""
    graph = shape(size)
    return sorted(graph), list(graph.edges)


def _prune(position: dict[str, Any], board: dict[str, Any], kept: set[str]) -> None:
    """Markers and situation forget the spaces that are no longer on the map."""
    gone = set(board["spaces"]) - kept
    position["markers"] = _without(position.get("markers") or {}, gone)
    position["situation"] = _without(position.get("situation") or {}, gone)


def _without(value: Any, gone: set[str]) -> Any:
    if isinstance(value, dict):
        return {k: _without(v, gone) for k, v in value.items() if k not in gone}
    if isinstance(value, list):
        return [_without(v, gone) for v in value if not (isinstance(v, str) and v in gone)]
    return value


def corpus_seeds(game: str, seed: int = 0) -> list[bytes]:
    """Bytes that draw every template with each of its corpus paths, one step off with no
    change (the corpus's own position and dice, more dice after them): the campaign plays
    these first, the corpus's paths followed and then left (see play.Path)."""
    m = model(game)
    source = random.Random(seed)
    found = []
    for index, template in enumerate(m.templates):
        drawn = bytes([index // 256, index % 256]) if len(m.texts) > 256 else bytes([index])
        paths = template.get("paths") or [[]]
        for number in range(len(paths)):
            chosen = bytes([number % 256]) if len(paths) > 1 else b""  # below(1) draws no byte
            found.append(drawn + chosen + bytes([255, 0]) + source.randbytes(SEED_FILLER))
    return found


def _vary_rules(position: dict[str, Any], m: GameModel, choices: Choices, percent: int = 50) -> None:
    """Now and then another variant; a reading drawn for each selectable erratum."""
    if m.variants and choices.chance(percent * 3 // 5):
        position["variant"] = choices.pick(m.variants)
    for erratum, readings in sorted(m.readings.items()):
        if choices.chance(percent):
            position.setdefault("readings", {})[erratum] = choices.pick(readings)


def _one_change(position: dict[str, Any], spaces: list[str], m: GameModel, choices: Choices) -> None:
    """The template one step off: none, or one piece moved or recounted, one situation key, one
    space attribute, or the rules' variant and readings."""
    change = choices.below(5)
    pieces = position.get("pieces") or []
    if change == 1 and pieces:
        _vary_pieces({"pieces": [choices.pick(pieces)]}, spaces, m.counts, choices, percent=60)
    elif change == 2:
        _vary_situation(position, m.situation_values, choices, percent=60)
    elif change == 3 and spaces and m.space_flags:
        space = choices.pick(spaces)
        flag = choices.pick(m.space_flags)
        attributes = position["map"]["spaces"][space]
        attributes[flag] = not attributes.get(flag, False)
    elif change == 4:
        _vary_rules(position, m, choices)


def _vary_situation(position: dict[str, Any], values: dict[str, list[Any]], choices: Choices,
                    percent: int = 15) -> None:
    """Now and then a situation key (a season, the player to act, the actions left) takes
    another value some template gives it."""
    situation = position.get("situation")
    if not isinstance(situation, dict):
        return
    for key in sorted(situation):
        if key in values and choices.chance(percent):
            situation[key] = choices.pick(values[key])


def _vary_pieces(position: dict[str, Any], spaces: list[str], counts: list[int], choices: Choices,
                 percent: int = 15, owners: dict[str, list[str]] | None = None) -> None:
    for piece in position.get("pieces", []):
        if owners and "name" not in piece and choices.chance(percent * 2 // 3):  # a named piece is someone's
            key = next((k for k in OWNER_FIELDS if k in piece and len(owners.get(k, ())) > 1), None)
            if key is not None:
                piece[key] = choices.pick(owners[key])
        if "space" in piece and choices.chance(percent):
            piece["space"] = choices.pick(spaces)
        if isinstance(piece.get("count"), int) and choices.chance(2 * percent):
            piece["count"] = max(1, choices.pick([piece["count"] - 1, piece["count"] + 1, *counts]))
        if isinstance(piece.get("inside"), bool) and choices.chance(percent * 2 // 3):
            piece["inside"] = not piece["inside"]
