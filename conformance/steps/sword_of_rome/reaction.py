"""The Sword of Rome vocabulary: reaction and enemy-occupied spaces (9.3-9.4).

Walled-city declarations, interception and avoid-battle declarations, the
referee's outcomes of rules outside the excerpt (interception, avoidance,
pursuit, refusing battle, automatic victory), Caudine Forks, battles.
docs/games/sword_of_rome.md lists the decisions, actions and state used here.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.runner.world import World
from conformance.steps.listing import check_listed
from conformance.steps.sword_of_rome.movement import (
    _ADJ,
    ArmyMover,
    army,
    army_acts,
    faction_of,
)

REFEREE = "referee"
_NAME = r"[A-Z][\w ]*?"


# -- Given ---------------------------------------------------------------------------

@given(parsers.parse('{player} holds the "{card}" card'))
def holds_card(world: World, player: str, card: str) -> None:
    world.require_not_started("a card in hand")
    world.position["situation"].setdefault("cards", {}).setdefault(player, []).append(card)


@given(parsers.re(r"^(?P<space>[A-Z]\w*) has (?P<no>no )?walls$"))
def walls_of(world: World, space: str, no: str | None) -> None:
    """A fact of the map: whether the space holds a walled city."""
    world.require_not_started("the walls of a space")
    spaces = world.position["map"]["spaces"]
    if space not in spaces:
        raise world.scenario_error(f"{space} is not on the map")
    # a copy: the map's spaces are the fixture's, shared by every scenario
    world.position["map"]["spaces"] = {**spaces, space: {**spaces[space], "walled": not no}}


def _rows(world: World, datatable: list[list[str]], columns: tuple[str, ...]) -> list[dict[str, str]]:
    header = tuple(cell.strip() for cell in datatable[0])
    if header != columns:
        raise world.scenario_error(f"the table has columns {list(header)}; expected {list(columns)}", line_offset=1)
    return [dict(zip(columns, (cell.strip() for cell in row))) for row in datatable[1:]]


# -- When: the reacting side ------------------------------------------------------------

@when(parsers.re(rf"^(?P<player>{_NAME}) declares (?P<count>\d+|no) CUs? inside the walls"
                 rf"(?: with (?P<leaders>.+))?$"))
def declare_walls(world: World, player: str, count: str, leaders: str | None) -> None:
    names = leaders.split(" and ") if leaders else []
    world.act(player, {"type": "declare_walls", "cu": 0 if count == "no" else int(count), "leaders": names})


@when(parsers.re(rf"^(?P<player>{_NAME}) declares an interception by (?P<leader>{_NAME}) "
                 rf"with (?P<count>\d+) CUs?$"))
def declare_interception(world: World, player: str, leader: str, count: str) -> None:
    world.act(player, {"type": "intercept", "leader": leader, "cu": int(count)})


@when(parsers.re(rf"^(?P<player>{_NAME}) declares an attempt by (?P<leader>{_NAME}) "
                 rf"with (?P<count>\d+) CUs? to avoid battle$"))
def declare_avoid(world: World, player: str, leader: str, count: str) -> None:
    world.act(player, {"type": "avoid_battle", "leader": leader, "cu": int(count)})


@when("the walls are declared:")
def walls_table(world: World, datatable: list[list[str]]) -> None:
    """Each enemy power with units in the entered city says who goes inside, in whichever order the
    implementation asks them (9.3.1 fixes none); a row per power:

    | player | faction  | cu | leaders |
    | Greeks | Greeks   | 1  |         |
    """
    left = _rows(world, datatable, ("player", "faction", "cu", "leaders"))
    while left:
        pending = world.pending()
        if pending is None or pending.get("decision") != "walled_city":
            raise AssertionError(f"no walled-city declaration is pending ({pending and pending.get('decision')!r}); "
                                 f"still to declare: {[row['faction'] for row in left]}")
        row = next((row for row in left if row["faction"] == pending.get("faction")), None)
        if row is None:
            raise AssertionError(f"{pending.get('player')} is asked who of the {pending.get('faction')} go inside "
                                 f"the walls; the scenario expects {[row['faction'] for row in left]}")
        left.remove(row)
        leaders = [name.strip() for name in row["leaders"].split(" and ")] if row["leaders"] else []
        world.act(row["player"], {"type": "declare_walls", "cu": int(row["cu"]), "leaders": leaders})


@when("the reactions are declared:")
def reactions_table(world: World, datatable: list[list[str]]) -> None:
    """Each enemy player able to react declares his attempts and ends, in whichever order the
    implementation asks the players (9.3.2 fixes none); ``none`` declares nothing:

    | player   | attempt      | leader               | cu |
    | Samnites | interception | Samnite minor leader | 3  |
    | Greeks   | none         |                      |    |
    """
    rows = _rows(world, datatable, ("player", "attempt", "leader", "cu"))
    kinds = {"interception": "intercept", "avoid battle": "avoid_battle"}
    players = list(dict.fromkeys(row["player"] for row in rows))
    while players:
        pending = world.pending()
        if pending is None or pending.get("decision") != "reaction":
            raise AssertionError(f"no reaction declaration is pending ({pending and pending.get('decision')!r}); "
                                 f"still to declare: {players}")
        player = pending.get("player")
        if player not in players:
            raise AssertionError(f"{player} is asked to declare reactions; the scenario expects {players}")
        players.remove(player)
        for row in rows:
            if row["player"] == player and row["attempt"] != "none":
                if row["attempt"] not in kinds:
                    raise world.scenario_error(f"an attempt is 'interception', 'avoid battle' or 'none', "
                                               f"not {row['attempt']!r}")
                world.act(player, {"type": kinds[row["attempt"]], "leader": row["leader"], "cu": int(row["cu"])})
        world.act(player, {"type": "end_declarations"})


@when("the referee resolves the attempts:")
def attempts_table(world: World, datatable: list[list[str]]) -> None:
    """The referee gives each declared attempt its outcome (rules 10-11, outside the excerpt), in
    whichever order the implementation asks (9.3.2 fixes none); ``to`` is where an avoiding army goes:

    | leader           | result    | to        |
    | Gellius Egnatius | succeeds  | Luceria   |
    """
    left = _rows(world, datatable, ("leader", "result", "to"))
    while left:
        pending = world.pending()
        if pending is None or pending.get("decision") != "attempt_outcome":
            raise AssertionError(f"no attempt's outcome is pending ({pending and pending.get('decision')!r}); "
                                 f"still to resolve: {[row['leader'] for row in left]}")
        leader = (pending.get("attempt") or {}).get("leader")
        row = next((row for row in left if row["leader"] == leader), None)
        if row is None:
            raise AssertionError(f"the referee is asked about {leader!r}'s attempt; the scenario expects "
                                 f"{[row['leader'] for row in left]}")
        left.remove(row)
        if row["result"] not in ("succeeds", "fails"):
            raise world.scenario_error(f"a result is 'succeeds' or 'fails', not {row['result']!r}")
        action: dict[str, Any] = {"type": row["result"], "leader": leader}
        if row["to"]:
            action["to"] = row["to"]
        world.act(REFEREE, action)


@when(parsers.parse("{player} ends the declarations"))
def end_declarations(world: World, player: str) -> None:
    world.act(player, {"type": "end_declarations"})


@when(parsers.re(r'^(?P<player>[A-Z]\w*) plays the "(?P<event>[^"]+)" event$'))
def play_event(world: World, player: str, event: str) -> None:
    world.act(player, {"type": "play_event", "event": event})


@when(parsers.parse("{player} plays no event"))
def no_event(world: World, player: str) -> None:
    world.act(player, {"type": "pass"})


# -- When: the referee's outcomes of rules outside the excerpt ----------------------------

_RESULT = {"succeeds": "succeeds", "fails": "fails"}


@when(parsers.re(rf"^the interception by (?P<leader>{_NAME}) (?P<result>succeeds|fails)$"))
def interception_outcome(world: World, leader: str, result: str) -> None:
    world.act(REFEREE, {"type": result, "leader": leader})


@when(parsers.re(rf"^the attempt of (?P<leader>{_NAME}) to avoid battle "
                 rf"(?:(?P<fails>fails)|succeeds, withdrawing to (?P<space>[A-Z]\w*))$"))
def avoid_outcome(world: World, leader: str, fails: str | None, space: str | None) -> None:
    action: dict[str, Any] = {"type": "fails" if fails else "succeeds", "leader": leader}
    if space:
        action["to"] = space
    world.act(REFEREE, action)


@when(parsers.re(r"^the (?P<what>pursuit check|refusal of battle) (?P<result>succeeds|fails)$"))
def referee_outcome(world: World, what: str, result: str) -> None:
    world.act(REFEREE, {"type": result})


@when("the referee rules no automatic victory")
def no_automatic_victory(world: World) -> None:
    world.act(REFEREE, {"type": "no_automatic_victory"})


@when(parsers.re(r"^the referee rules an automatic victory eliminating (?P<count>\d+) CUs?$"))
def automatic_victory(world: World, count: str) -> None:
    world.act(REFEREE, {"type": "automatic_victory", "cu_eliminated": int(count)})


# -- When: the moving army ---------------------------------------------------------------

@when(parsers.re(r"^the army (?P<choice>tries refusing|accepts) battle$"))
def refuse_or_accept(world: World, army_mover: ArmyMover, choice: str) -> None:
    kind = "refuse_battle" if choice == "tries refusing" else "accept_battle"
    army_acts(world, army_mover, {"type": kind})


# -- Then -----------------------------------------------------------------------------------

@then(parsers.re(rf"^a battle is declared in (?P<space>[A-Z]\w*): (?P<leader>{_NAME})'s (?P<acu>\d+) CUs? "
                 rf"against (?P<dcu>\d+) (?P<adjective>{_ADJ}) CUs?$"))
def battle_declared(world: World, space: str, leader: str, acu: str, dcu: str, adjective: str) -> None:
    battles = world.state()["battles"]
    assert len(battles) == 1, f"expected one battle, found {battles}"
    found = battles[0]
    expected = {"space": space, "attacker": leader, "attacking_cu": int(acu), "defending_cu": int(dcu),
                "defenders": [faction_of(adjective)]}
    got = {key: found.get(key) for key in expected}
    assert got == expected, f"battle is {got}, expected {expected}"
    events = world.events_of_type("battle")
    assert [e.get("space") for e in events] == [space], f"battle events: {events}"


@then(parsers.re(r"^the battle in (?P<space>[A-Z]\w*) is defended by (?P<leaders>.+)$"))
def battle_defended_by(world: World, space: str, leaders: str) -> None:
    found = [b for b in world.state()["battles"] if b["space"] == space]
    assert found, f"no battle in {space}"
    expected = [] if leaders == "no leader" else sorted(name.strip() for name in leaders.split(" and "))
    assert found[-1]["defender_leaders"] == expected, f"the battle's defending leaders are {found[-1]['defender_leaders']}"


@then(parsers.re(r"^the battle in (?P<space>[A-Z]\w*) is fought against (?P<count>\d+) CUs? of (?P<powers>.+)$"))
def battle_against(world: World, space: str, count: str, powers: str) -> None:
    """The defending powers of a battle, in any order, and their CU outside the walls."""
    found = [b for b in world.state()["battles"] if b["space"] == space]
    assert found, f"no battle in {space}"
    expected = (sorted(p.strip() for p in powers.split(" and ")), int(count))
    got = (sorted(found[-1]["defenders"]), found[-1]["defending_cu"])
    assert got == expected, f"the battle in {space} is fought against {got[1]} CU of {got[0]}, expected {expected}"


@then(parsers.re(r"^the reaction to the army in (?P<space>[A-Z]\w*) is at the stage (?P<stage>\w+)$"))
def reaction_stage(world: World, space: str, stage: str) -> None:
    found = world.state()["reaction"]
    assert found is not None and (found["space"], found["stage"]) == (space, stage), f"the reaction is {found}"


@then("no battle is declared")
def no_battle(world: World) -> None:
    battles = world.state()["battles"]
    assert battles == [], f"unexpected battles {battles}"
    assert not world.events_of_type("battle"), f"unexpected battle events {world.events_of_type('battle')}"


@then(parsers.parse('the army\'s movement ended because of "{reason}"'))
def movement_ended_because(world: World, reason: str) -> None:
    current = army(world)
    assert current["ended"] and current["end_reason"] == reason, (
        f"the army's movement: ended={current['ended']}, reason={current['end_reason']!r}; expected {reason!r}")


@then(parsers.re(rf"^the automatic victory eliminated (?P<losses>\d+ (?:{_ADJ}) CUs?(?: and \d+ (?:{_ADJ}) CUs?)*)$"))
def automatic_victory_eliminated(world: World, losses: str) -> None:
    expected = {}
    for part in losses.split(" and "):
        count, rest = part.split(" ", 1)
        expected[faction_of(rest.rsplit(" ", 1)[0])] = int(count)
    found = [e.get("eliminated") for e in world.events_of_type("automatic_victory")]
    assert found and found[-1] == expected, f"the automatic victory eliminated {found}, expected {expected}"


@then(parsers.parse("the automatic victory eliminated {count:d} CU of all powers together"))
def automatic_victory_total(world: World, count: int) -> None:
    """How many defending CU the last automatic victory eliminated, whichever powers' they were (which
    powers lose them when several defend is rule 12.2.1's, outside the excerpt)."""
    found = [e.get("eliminated") for e in world.events_of_type("automatic_victory")]
    assert found, "no automatic victory"
    total = sum(found[-1].values())
    assert total == count, f"the automatic victory eliminated {found[-1]}, {total} CU together; expected {count}"


@then(parsers.re(rf"^(?P<player>{_NAME}) is asked who of (?P<count>\d+|no) (?P<adjective>{_ADJ}) CUs?"
                 rf"(?: and (?P<leaders>.+?))? go(?:es)? inside the walls of (?P<space>[A-Z]\w*)$"))
def walls_asked(world: World, player: str, count: str, adjective: str, leaders: str | None, space: str) -> None:
    """The pending walled-city decision and what it leaves free to choose (9.3.1: its context)."""
    pending = world.pending()
    assert pending is not None and pending.get("decision") == "walled_city", (
        f"the pending decision is {pending and pending.get('decision')!r}, not walled_city")
    expected = {"player": player, "faction": faction_of(adjective), "space": space,
                "cu": 0 if count == "no" else int(count),
                "leaders": sorted(name.strip() for name in leaders.split(" and ")) if leaders else []}
    found = {key: pending.get(key) for key in expected}
    found["leaders"] = sorted(found["leaders"] or [])
    assert found == expected, f"the walled-city decision is {found}, expected {expected}"


@then(parsers.re(r"^declaring (?P<count>\d+) CUs? inside the walls is (?P<neg>not )?a legal action$"))
def walls_legal(world: World, count: str, neg: str | None) -> None:
    check_listed(world, {"type": "declare_walls", "cu": int(count), "leaders": []}, neg,
                 f"declaring {count} CU inside the walls")


@then(parsers.re(r"^automatic victory eliminating (?P<count>\d+) CUs? is (?P<neg>not )?a legal action$"))
def automatic_victory_legal(world: World, count: str, neg: str | None) -> None:
    check_listed(world, {"type": "automatic_victory", "cu_eliminated": int(count)}, neg,
                 f"an automatic victory eliminating {count} CU")


@then(parsers.re(rf"^declaring an interception by (?P<leader>{_NAME}) with (?P<count>\d+) CUs? "
                 rf"is (?P<neg>not )?a legal action$"))
def interception_legal(world: World, leader: str, count: str, neg: str | None) -> None:
    check_listed(world, {"type": "intercept", "leader": leader, "cu": int(count)}, neg,
                 f"declaring an interception by {leader} with {count} CU")


@then(parsers.re(rf"^(?P<player>{_NAME}) played the \"(?P<event>[^\"]+)\" event$"))
def event_was_played(world: World, player: str, event: str) -> None:
    played = [e for e in world.events_of_type("event_played") if e.get("event") == event]
    assert [e.get("player") for e in played] == [player], f"{event} played: {played}"


@then(parsers.re(r"^the referee is asked about an automatic victory of (?P<attacking>\d+) CU "
                 r"over (?P<defending>\d+) defending CU$"))
def automatic_victory_asked(world: World, attacking: str, defending: str) -> None:
    """The automatic_victory decision names the CU on each side (decision.schema.json)."""
    pending = world.pending_decision()
    assert pending["decision"] == "automatic_victory", f"the pending decision is {pending}"
    found = (pending["attacking_cu"], pending["defending_cu"])
    assert found == (int(attacking), int(defending)), f"attacking and defending CU are {found}, not " \
                                                      f"{(int(attacking), int(defending))}"
