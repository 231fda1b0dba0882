"""Positions that state every fact, so an outside engine need not guess.

The corpus's maps are partial and not the published ones, so an
implementation built on the real map would fill an absent fact from its own
board (a home power's control, a starting siege, a war of the scenario
year). Before a position goes to an implementation, :func:`complete` writes
out the facts the game's clauses depend on that a scenario left to their
documented default (docs/contract.md, "Facts a position states"):

- control of every space of the map (``null``: no control marker), for Here
  I Stand, Hannibal and Successors (Hellenes has no ``markers.control``: a
  city-state's control is an attribute of its map space);
- relations between every pair of powers named in the position (Here I
  Stand: ``neutral`` pairs besides ``wars`` and ``alliances``);
- sieges and their age (Here I Stand ``sieges``, counting as besiegers only
  powers at war with those inside, ``sieges_begun``;
  Hannibal ``siege_points`` of every walled city);
- per-piece flags (inside the walls, besieged, beaten, major general);
- Hellenes: sieges, pillage and prestige markers, the action phase's flags.

The Sword of Rome's positions are left as written: its documented defaults
apply (docs/games/sword_of_rome.md, "Position defaults"), and the
JavaScript implementation in examples/js_sword_of_rome/ answers Unsupported for keys
it does not know.

Only defaults are written: nothing a scenario stated is changed. The piece flags and the
situation's keys written are the values of the position schema's ``default``s (the game's table of
position defaults, docs/games/<game>.md, "Position defaults"; tests/checks/test_position_defaults_agree.py
holds them to each other). A scenario may leave such a key out on purpose (``Given the position
leaves out the default ...``, conformance/steps/common.py): ``left_out`` names it (``pieces.KIND.KEY``,
``situation.KEY``, ``map.connections.KEY``), and wherever the position holds it at its default it is
removed, so that the key reaches the implementation left out.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Collection

from conformance.contract.data import copied
from conformance.corpus import schemas


def _control_everywhere(position: dict[str, Any]) -> None:
    control = position.setdefault("markers", {}).setdefault("control", {})
    for space in (position.get("map") or {}).get("spaces") or {}:
        control.setdefault(space, None)


def _flags(position: dict[str, Any], kinds: tuple[str, ...], **defaults: Any) -> None:
    for piece in position.get("pieces") or []:
        if piece.get("kind") in kinds:
            for key, value in defaults.items():
                piece.setdefault(key, value)


def _here_i_stand(position: dict[str, Any]) -> None:
    _control_everywhere(position)
    _flags(position, ("leader", "land_unit"), inside=False, lost_battle=False)
    situation = position.setdefault("situation", {})
    wars = situation.setdefault("wars", [])
    alliances = situation.setdefault("alliances", [])
    situation.setdefault("sieges_begun", [])
    situation.setdefault("response_cards", {})
    powers = {p.get("power") for p in position.get("pieces") or []} | {situation.get("active")}
    powers |= {v for v in position["markers"]["control"].values()}
    powers = sorted(p for p in powers if isinstance(p, str) and p != "Independent")
    related = {frozenset(pair) for pair in wars + alliances}
    situation.setdefault("neutral", [list(pair) for pair in combinations(powers, 2)
                                     if frozenset(pair) not in related])
    sieges = []
    for space in sorted({p["space"] for p in position.get("pieces") or [] if p.get("inside")}):
        here = [p for p in position["pieces"] if p.get("space") == space and p.get("kind") == "land_unit"]
        besieged = sorted({p["power"] for p in here if p.get("inside")})
        at_war = {frozenset(pair) for pair in wars}
        besiegers = sorted({p["power"] for p in here if not p.get("inside")
                            and any(frozenset((p["power"], b)) in at_war for b in besieged)})
        if besieged and besiegers:
            sieges.append({"space": space, "besieged": besieged, "besiegers": besiegers,
                           "begun_this_impulse": space in situation["sieges_begun"]})
    position["markers"].setdefault("sieges", sieges)


def _hannibal(position: dict[str, Any]) -> None:
    _control_everywhere(position)
    _flags(position, ("general",), inside=False, consul=False)
    _flags(position, ("cu",), inside=False)
    spaces = (position.get("map") or {}).get("spaces") or {}
    points = position["markers"].setdefault("siege_points", {})
    for space, data in spaces.items():
        if (data or {}).get("walled"):
            points.setdefault(space, 0)
    situation = position.setdefault("situation", {})
    situation.setdefault("siege_rolls_this_card", [])
    situation.setdefault("movement_points", {})


def _successors(position: dict[str, Any]) -> None:
    _control_everywhere(position)
    _flags(position, ("general",), besieged=False, major=True)
    _flags(position, ("cu",), besieged=False)
    situation = position.setdefault("situation", {})
    situation.setdefault("segment", "movement")
    situation.setdefault("naval_moves_made", {})
    situation.setdefault("movement_rolled", False)
    situation.setdefault("tyche_ops", False)


def _hellenes(position: dict[str, Any]) -> None:
    _flags(position, ("block",), besieged=False)
    markers = position.setdefault("markers", {})
    markers.setdefault("sieges", {})
    markers.setdefault("pillaged_this_year", [])
    markers.setdefault("pillaged_this_turn", {})
    prestige = markers.setdefault("prestige", {})
    for side in ("Athens", "Sparta"):
        prestige.setdefault(side, 0)
    situation = position.setdefault("situation", {})
    for key, value in (("actions", 1), ("peace_of_nicias", False), ("winter_movement", False), ("moved", [])):
        situation.setdefault(key, value)


COMPLETERS: dict[str, Callable[[dict[str, Any]], None]] = {
    "hellenes": _hellenes,
    "here_i_stand": _here_i_stand,
    "hannibal": _hannibal,
    "successors": _successors,
}


def complete(position: dict[str, Any], left_out: Collection[str] = ()) -> dict[str, Any]:
    """A copy of ``position`` with the game's defaults written out, but for the keys ``left_out``,
    which are removed wherever they hold their default."""
    result = copied(position)
    write_defaults(result)
    for path in left_out:
        leave_out(result, path)
    return result


def default_of(game: str, path: str) -> tuple[bool, Any]:
    """Whether the position schema of ``game`` gives the key ``path`` (``pieces.KIND.KEY``,
    ``situation.KEY``, ``map.connections.KEY``) a default, and which."""
    where, _, key = path.rpartition(".")
    steps = (["pieces", "items"] if where.startswith("pieces.") else
             {"situation": ["situation"], "map.connections": ["map", "connections", "items"]}.get(where))
    node: Any = schemas.schema(game, "position") or {}
    for step in steps or []:
        node = (node.get("items") if step == "items" else (node.get("properties") or {}).get(step)) or {}
    field = (node.get("properties") or {}).get(key) if steps else None
    return (True, field["default"]) if isinstance(field, dict) and "default" in field else (False, None)


def leave_out(position: dict[str, Any], path: str) -> None:
    """Remove the key ``path`` wherever ``position`` holds it at its default."""
    has, value = default_of(str(position.get("game")), path)
    if not has:
        return
    where, _, key = path.rpartition(".")
    if where.startswith("pieces."):
        holders = [p for p in position.get("pieces") or [] if p.get("kind") == where.removeprefix("pieces.")]
    elif where == "map.connections":
        holders = list((position.get("map") or {}).get("connections") or [])
    else:
        holders = [position.get("situation") or {}]
    for holder in holders:
        if key in holder and holder[key] == value and type(holder[key]) is type(value):
            del holder[key]


def write_defaults(position: dict[str, Any]) -> None:
    """Write the game's defaults into ``position`` itself (the fuzzer's own positions, which
    nobody else holds)."""
    completer = COMPLETERS.get(position.get("game"))
    if completer is not None:
        completer(position)
