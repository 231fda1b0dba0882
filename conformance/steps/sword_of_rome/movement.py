"""The Sword of Rome vocabulary: positions, activation, land movement (9.1-9.2).

Positions are built from the partial map and the leader fixtures; every
action goes through the adapter contract as data (docs/games/sword_of_rome.md
lists the Sword of Rome actions and state).
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.corpus.fixtures import UnknownPiece, find_piece, load_map, map_path
from conformance.runner.world import World
from conformance.steps.army import ArmyMover, army, army_acts
from conformance.steps.listing import check_listed

GAME = "sword_of_rome"

#: the words the corpus uses for a faction's units ("10 Carthaginian CU")
ADJECTIVES = {
    "Roman": "Rome",
    "Carthaginian": "Carthage",
    "Greek": "Greeks",
    "Gallic": "Gauls",
    "Transalpine Gallic": "Transalpine Gauls",
    "Etruscan": "Etruscans",
    "Samnite": "Samnites",
}
_ADJ = "|".join(sorted(ADJECTIVES, key=len, reverse=True))


def faction_of(adjective: str, world: World | None = None, line_offset: int = 0) -> str:
    try:
        return ADJECTIVES[adjective]
    except KeyError:
        message = f"unknown power adjective {adjective!r} (known: {', '.join(ADJECTIVES)})"
        raise (world.scenario_error(message, line_offset=line_offset) if world else AssertionError(message)) from None


def leader_fixture(name: str, world: World | None = None, line_offset: int = 0) -> dict[str, Any]:
    try:
        return find_piece(GAME, name, ("leader",))[1]
    except UnknownPiece as exc:
        raise (world.scenario_error(str(exc).removeprefix("scenario error: "), line_offset=line_offset)
               if world else exc) from None


# -- Given: the position ---------------------------------------------------------

@given(parsers.parse("The Sword of Rome with {variant} players on the partial map"))
def sor_game(world: World, variant: str) -> None:
    world.require_not_started("the game")
    data = load_map(map_path(GAME))
    world.position["variant"] = variant
    world.position["map"] = {"spaces": data["spaces"], "connections": data["connections"]}
    world.position["markers"]["control"] = {
        space: attributes["control"] for space, attributes in data["spaces"].items() if "control" in attributes
    }
    world.position["markers"].setdefault("besieged", [])
    world.position["situation"].setdefault("alliances", [])


@given(parsers.re(r"^(?P<leader>[A-Z][\w ]*?) is (?P<where>in|inside the walls of) (?P<space>[A-Z]\w*)$"))
def leader_in(world: World, leader: str, where: str, space: str) -> None:
    world.require_not_started("a leader's place")
    world.position["pieces"].append({"kind": "leader", **leader_fixture(leader, world), "space": space,
                                     "inside": where != "in"})


_TABLE_COLUMNS = ("piece", "space", "count", "walls")


@given("the pieces:")
def pieces_table(world: World, datatable: list[list[str]]) -> None:
    """Inline position: one row per leader or CU stack.

    | piece           | space     | count | walls  |
    | Himilco         | Lilybaeum |       |        |
    | Carthaginian CU | Lilybaeum | 10    | inside |
    """
    world.require_not_started("the pieces")
    header = [cell.strip() for cell in datatable[0]]
    if header != list(_TABLE_COLUMNS):
        raise world.scenario_error(f"the pieces table has columns {header}; expected {list(_TABLE_COLUMNS)}",
                                   line_offset=1)
    for offset, row in enumerate(datatable[1:], start=2):
        piece, space, count, walls = (cell.strip() for cell in row)
        if walls not in ("", "inside", "outside"):
            raise world.scenario_error(f"walls is 'inside', 'outside' or empty, not {walls!r}", line_offset=offset)
        inside = walls == "inside"
        if piece.endswith(" CU"):
            if not count.isdigit() or int(count) < 1:
                raise world.scenario_error(f"a CU row needs a positive count, not {count!r}", line_offset=offset)
            world.position["pieces"].append({"kind": "cu", "faction": faction_of(piece[:-3], world, offset),
                                             "space": space, "count": int(count), "inside": inside})
        else:
            if count:
                raise world.scenario_error(f"a leader row has no count (got {count!r})", line_offset=offset)
            world.position["pieces"].append({"kind": "leader", **leader_fixture(piece, world, offset),
                                             "space": space, "inside": inside})


@given(parsers.re(rf"^(?P<count>\d+) (?P<adjective>{_ADJ}) CUs? (?:is|are) "
                  rf"(?P<where>in|inside the walls of) (?P<space>[A-Z]\w*)$"))
def cu_in(world: World, count: str, adjective: str, where: str, space: str) -> None:
    world.require_not_started("CU on the map")
    world.position["pieces"].append({"kind": "cu", "faction": faction_of(adjective, world), "space": space,
                                     "count": int(count), "inside": where != "in"})


@given(parsers.parse("{space} is controlled by {faction}"))
def controlled_by(world: World, space: str, faction: str) -> None:
    world.require_not_started("control")
    world.position["markers"]["control"][space] = faction


@given(parsers.parse("{space} is besieged"))
def besieged(world: World, space: str) -> None:
    world.require_not_started("a siege")
    world.position["markers"]["besieged"].append(space)


@given(parsers.parse('the "{event}" event is in play'))
def event_in_play(world: World, event: str) -> None:
    world.require_not_started("an event in play")
    world.position["events"].append(event)


@given("the map has no Appian Way connection")
def without_appian_way(world: World) -> None:
    """A fact of the partial map: the road of the Appian Way is left out of it (9.2 note)."""
    world.require_not_started("the map's connections")
    # a copy: the map's connections are the fixture's, shared by every scenario
    world.position["map"]["connections"] = [
        connection for connection in world.position["map"]["connections"] if connection.get("type") != "appian"]


@given(parsers.parse("{a} and {b} are allied"))
def allied(world: World, a: str, b: str) -> None:
    world.require_not_started("an alliance")
    world.position["situation"]["alliances"].append([a, b])


@given(parsers.parse("the {adjective} player controls the {faction}"))
def controls(world: World, adjective: str, faction: str) -> None:
    world.require_not_started("who controls a power")
    world.position["situation"].setdefault("controllers", {})[faction] = faction_of(adjective)


@given(parsers.parse('the "{event}" event activates the Transalpine Gauls'))
def transalpine_event(world: World, event: str) -> None:
    """Which events activate the Transalpine Gauls is told by their cards, outside the excerpt: a given."""
    world.require_not_started("an event that activates the Transalpine Gauls")
    world.position["situation"].setdefault("transalpine_events", []).append(event)


@given(parsers.parse("it is {player}'s action"))
def phasing(world: World, player: str) -> None:
    world.require_not_started("the phasing player")
    world.position["situation"]["phasing"] = player


# -- When: actions ------------------------------------------------------------------

def _act(world: World, player: str, action: dict[str, Any]) -> None:
    if not world.started:
        world.position["situation"].setdefault("phasing", player)
    world.act(player, action)


@when(parsers.re(r"^(?P<player>[A-Z][\w ]*?) activates? (?P<leader>[A-Z][\w ]*?) with a (?P<card>\d)-card$"))
def activate(world: World, army_mover: ArmyMover, player: str, leader: str, card: str) -> None:
    _act(world, player, {"type": "activate", "leader": leader, "card": int(card)})
    army_mover.sets_out(world, player, f"{player} activated {leader}")


@when(parsers.re(r'^(?P<player>[A-Z][\w ]*?) activates? (?P<leader>[A-Z][\w ]*?) by the "(?P<event>[^"]+)" event$'))
def activate_by_event(world: World, army_mover: ArmyMover, player: str, leader: str, event: str) -> None:
    _act(world, player, {"type": "activate", "leader": leader, "event": event})
    army_mover.sets_out(world, player, f"{player} activated {leader}")


@when(parsers.parse("the army spends {mp:d} MP on plunder"))
def plunder(world: World, army_mover: ArmyMover, mp: int) -> None:
    army_acts(world, army_mover, {"type": "plunder", "mp": mp})


@when(parsers.parse("{player} activates the CU in {space} without a leader, with a {card:d}-card"))
def activate_without_leader(world: World, army_mover: ArmyMover, player: str, space: str, card: int) -> None:
    _act(world, player, {"type": "activate", "space": space, "card": card})
    army_mover.sets_out(world, player, f"{player} activated the CU in {space}")


@when(parsers.parse("the army {verb} to {space}"))
def army_goes(world: World, army_mover: ArmyMover, verb: str, space: str) -> None:
    kinds = {"moves": "move", "sails": "sail"}
    if verb not in kinds:
        raise world.scenario_error(f"the army 'moves' or 'sails', not {verb!r}")
    army_acts(world, army_mover, {"type": kinds[verb], "to": space})


_STACKING = {"picks up": "pick_up", "drops off": "drop_off"}


@when(parsers.re(r"^the army (?P<verb>picks up|drops off) (?P<count>\d+) CUs?$"))
def army_cu(world: World, army_mover: ArmyMover, verb: str, count: str) -> None:
    army_acts(world, army_mover, {"type": _STACKING[verb], "cu": int(count)})


@when(parsers.re(r"^the army (?P<verb>picks up|drops off) (?P<leader>[A-Z][\w ]*)$"))
def army_leader(world: World, army_mover: ArmyMover, verb: str, leader: str) -> None:
    army_acts(world, army_mover, {"type": _STACKING[verb], "leader": leader})


@then(parsers.re(r"^(?P<verb>picking up|dropping off) (?:(?P<count>\d+) CUs?|(?P<leader>[A-Z][\w ]*)) "
                 r"is (?P<neg>not )?a legal action$"))
def stacking_listed(world: World, verb: str, count: str | None, leader: str | None, neg: str | None) -> None:
    action = {"type": _STACKING[verb.replace("picking", "picks").replace("dropping", "drops")]}
    action.update({"cu": int(count)} if count is not None else {"leader": leader})
    check_listed(world, action, neg, f"{verb} {count + ' CU' if count is not None else leader}")


@then(parsers.re(r"^plundering for (?P<mp>\d+) MP is (?P<neg>not )?a legal action$"))
def plunder_listed(world: World, mp: str, neg: str | None) -> None:
    check_listed(world, {"type": "plunder", "mp": int(mp)}, neg, f"plundering for {mp} MP")


@when("the army ends its movement")
def army_ends(world: World, army_mover: ArmyMover) -> None:
    army_acts(world, army_mover, {"type": "end_movement"})


# -- Then: outcomes -------------------------------------------------------------------

@then(parsers.re(r"^(?P<leader>[A-Z][\w ]*?) is (?P<where>in|inside the walls of|outside the walls of) "
                 r"(?P<space>[A-Z]\w*)$"))
def leader_is(world: World, leader: str, where: str, space: str) -> None:
    leaders = world.state()["leaders"]
    assert leader in leaders, f"{leader} is not on the map"
    found = leaders[leader]
    assert found["space"] == space, f"{leader} is in {found['space']}, not {space}"
    if where != "in":
        assert found["inside"] == (where == "inside the walls of"), (
            f"{leader} is {'inside' if found['inside'] else 'outside'} the walls of {space}")


@then(parsers.re(rf"^(?P<space>[A-Z]\w*) holds (?P<count>\d+|no) (?P<adjective>{_ADJ}) CUs?"
                 rf"(?P<inside> inside its walls)?$"))
def space_holds(world: World, space: str, count: str, adjective: str, inside: str | None) -> None:
    state = world.state()
    table = state["cu_inside"] if inside else state["cu"]
    found = table.get(space, {}).get(faction_of(adjective), 0)
    expected = 0 if count == "no" else int(count)
    assert found == expected, f"{space} holds {found} {adjective} CU{' inside' if inside else ''}, expected {expected}"


@then(parsers.parse("the activation counts as a {card:d}-card"))
def activation_card(world: World, card: int) -> None:
    found = world.events_of_type("activated")
    assert found, "no leader has been activated"
    assert found[-1].get("card") == card, f"the activation counts as a {found[-1].get('card')}-card, not {card}"


@then(parsers.parse("the last move crossed {terrain} terrain for {mp:d} MP"))
def last_move(world: World, terrain: str, mp: int) -> None:
    moves = world.events_of_type("moved")
    assert moves, "the army has not moved"
    found = (moves[-1].get("terrain"), moves[-1].get("cost"))
    assert found == (terrain, mp), f"the last move crossed {found[0]} terrain for {found[1]} MP"


@then(parsers.parse("the army has {mp:d} movement points"))
def movement_points(world: World, mp: int) -> None:
    found = army(world)["movement_points"]
    assert found == mp, f"the army has {found} movement points, expected {mp}"


@then(parsers.parse("{leader} moves with the army as a subordinate"))
def subordinate(world: World, leader: str) -> None:
    found = army(world)["subordinates"]
    assert leader in found, f"{leader} is not among the army's subordinates {found}"


@then(parsers.parse("{leader} does not move with the army"))
def not_subordinate(world: World, leader: str) -> None:
    current = army(world)
    assert leader != current["commander"] and leader not in current["subordinates"], (
        f"{leader} moves with the army")


@then(parsers.re(r"^(?P<verb>moving|sailing) to (?P<space>[A-Z]\w*) is (?P<neg>not )?a legal action$"))
def legal_move(world: World, verb: str, space: str, neg: str | None) -> None:
    kind = {"moving": "move", "sailing": "sail"}[verb]
    check_listed(world, {"type": kind, "to": space}, neg, f"{verb} to {space}")
