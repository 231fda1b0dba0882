"""The Sword of Rome vocabulary: Campaign cards and coordinated attacks (9.5).

Playing the card, activating commanders (an ally's with consent), the
flanking army, sieges, and the referee's answers for what the excerpt
leaves to other chapters (battle results, automatic victory, an event
removing a leader). docs/games/sword_of_rome.md (section 9.5) lists the
decisions, actions and state used here.
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


def _campaign(world: World) -> dict[str, Any]:
    found = world.state().get("campaign")
    assert found is not None, "no Campaign card has been played"
    return found


def _battle_in(world: World, space: str) -> dict[str, Any]:
    found = [b for b in world.state()["battles"] if b["space"] == space]
    assert found, f"no battle in {space}; battles: {world.state()['battles']}"
    return found[-1]


def _coordinated(world: World, space: str) -> dict[str, Any]:
    found = _battle_in(world, space).get("coordinated")
    assert found, f"no flanking army joined the battle in {space}"
    return found


# -- Given: a Campaign in progress -------------------------------------------------------

@given(parsers.parse("{player} is playing a Campaign card and has already activated {leader}"))
def campaign_in_progress(world: World, player: str, leader: str) -> None:
    world.require_not_started("a Campaign in progress")
    world.position["situation"]["phasing"] = player
    world.position["situation"]["campaign"] = {"activated": [leader], "bribed": []}


@given(parsers.parse("Etruscan Bribes stopped {leader}'s attack on {space}"))
def bribed(world: World, leader: str, space: str) -> None:
    world.require_not_started("Etruscan Bribes")
    world.position["situation"]["campaign"]["bribed"].append({"leader": leader, "space": space})


@given(parsers.re(rf"^13\.4\.1 lets (?P<leader>{_NAME}) sortie with (?P<count>\d+) CUs?$"))
def sortie_given(world: World, leader: str, count: str) -> None:
    """Whether (and with which CU) a leader may sortie is 13.4.1, outside the excerpt: a given."""
    world.require_not_started("a sortie 13.4.1 allows")
    world.position["situation"].setdefault("sorties", []).append({"leader": leader, "cu": int(count)})


# -- When: the Campaign player --------------------------------------------------------------

def _act(world: World, player: str, action: dict[str, Any]) -> None:
    if not world.started:
        world.position["situation"].setdefault("phasing", player)
    world.act(player, action)


@when(parsers.parse("{player} plays a Campaign card"))
def play_campaign(world: World, player: str) -> None:
    _act(world, player, {"type": "play_campaign"})


@when(parsers.re(rf"^(?P<player>{_NAME}) (?P<verb>activates|sorties with) (?P<leader>{_NAME}) "
                 rf"(?P<how>with the Campaign card|as the flanking army)$"))
def campaign_activate(world: World, army_mover: ArmyMover, player: str, verb: str, leader: str, how: str) -> None:
    action = {"type": "sortie" if verb == "sorties with" else "activate", "leader": leader}
    if how == "as the flanking army":
        action["role"] = "flank"
    _act(world, player, action)
    done = "sortied with" if verb == "sorties with" else "activated"
    army_mover.sets_out(world, player, f"{player} {done} {leader}")


@when(parsers.re(rf"^(?P<player>{_NAME}) (?P<choice>lets the main army fight alone|coordinates another attack)$"))
def main_army_choice(world: World, player: str, choice: str) -> None:
    world.act(player, {"type": "fight_alone" if choice.startswith("lets") else "coordinate"})


@when(parsers.re(rf"^(?P<player>{_NAME}) (?P<choice>consents|refuses consent)$"))
def consent(world: World, player: str, choice: str) -> None:
    world.act(player, {"type": "consent" if choice == "consents" else "refuse"})


@when(parsers.re(rf"^(?P<player>{_NAME}) (?P<choice>places|declines to place) support for the ally$"))
def support(world: World, player: str, choice: str) -> None:
    world.act(player, {"type": "place_support" if choice == "places" else "decline_support"})


@when(parsers.re(r"^the army attempts a (?P<kind>siege|subjugation)$"))
def siege_attempt(world: World, army_mover: ArmyMover, kind: str) -> None:
    army_acts(world, army_mover, {"type": "besiege" if kind == "siege" else "subjugate"})


# -- When: the referee ---------------------------------------------------------------------------

@when(parsers.re(r"^the referee rules that the attempt (?P<result>succeeds|fails)$"))
def siege_outcome(world: World, result: str) -> None:
    world.act(REFEREE, {"type": result})


@when(parsers.parse("the referee rules the battle won by {winner} with {losses:d} CU lost by the Campaign side"))
def battle_result(world: World, winner: str, losses: int) -> None:
    world.act(REFEREE, {"type": "battle_result", "winner": winner, "losses": losses})


@when(parsers.parse("an event removes {leader} from the map during the battle"))
def remove_leader(world: World, leader: str) -> None:
    world.act(REFEREE, {"type": "remove_leader", "leader": leader})


# -- Then ------------------------------------------------------------------------------------------

@then(parsers.parse("the battle in {space} is not resolved yet"))
def battle_unresolved(world: World, space: str) -> None:
    battle = _battle_in(world, space)
    assert battle["resolved"] is False, f"the battle in {space} is resolved: {battle}"
    assert not world.events_of_type("battle_resolved"), "a battle was resolved"


@then(parsers.re(rf"^the battle in (?P<space>[A-Z]\w*) is resolved, won by (?P<winner>{_NAME})"
                 rf"(?: by an automatic victory eliminating (?P<count>\d+) CUs?)?$"))
def battle_resolved(world: World, space: str, winner: str, count: str | None) -> None:
    battle = _battle_in(world, space)
    expected = {"resolved": True, "winner": winner, "automatic_victory": True if count else None,
                "cu_eliminated": int(count) if count else None}
    found = {key: battle.get(key) for key in expected}
    assert found == expected, f"the battle in {space} is {found}, expected {expected}"


@then("no coordinated attack is in progress")
def no_coordinated_attack(world: World) -> None:
    found = _campaign(world)["coordinated"]
    assert found is None, f"a coordinated attack is still in progress: {found}"


@then(parsers.parse("the main army's path is {spaces}"))
def main_army_path(world: World, spaces: str) -> None:
    found = _campaign(world)["coordinated"]
    assert found is not None, "no coordinated attack is in progress"
    expected = [space.strip() for space in spaces.split(",")]
    assert found["main_path"] == expected, f"the main army's path is {found['main_path']}, expected {expected}"


@then(parsers.re(rf"^the coordinated attack in (?P<space>[A-Z]\w*) is at the stage (?P<stage>choosing|flank_moving|joined)"
                 rf"(?: with (?P<flank>{_NAME}) waiting)?$"))
def coordinated_stage(world: World, space: str, stage: str, flank: str | None) -> None:
    found = _campaign(world)["coordinated"]
    assert found is not None, "no coordinated attack is in progress"
    assert (found["space"], found["stage"], found["flank"]) == (space, stage, flank), \
        f"the coordinated attack is {found}"


@then(parsers.parse("the battle in {space} has no flanking army"))
def no_flank(world: World, space: str) -> None:
    found = _battle_in(world, space).get("coordinated")
    assert not found, f"a flanking army joined the battle in {space}: {found}"


@then(parsers.parse("the referee is to resolve the battle in {space}"))
def referee_resolves(world: World, space: str) -> None:
    pending = world.pending_decision()
    assert (pending["decision"], pending["player"]) == ("campaign_battle", REFEREE), (
        f"pending decision is {pending['decision']!r} for {pending['player']!r}")
    assert pending["battle"]["space"] == space, f"the referee is to resolve the battle in {pending['battle']['space']}"


@then(parsers.parse("{leader} flanks the battle in {space} from {origin}"))
def flanks(world: World, leader: str, space: str, origin: str) -> None:
    found = _coordinated(world, space)
    assert (found["flank"], found["flank_from"]) == (leader, origin), (
        f"{found['flank']} flanks the battle in {space} from {found['flank_from']}")
    assert world.events_of_type("coordinated_attack"), "no coordinated_attack event"


@then(parsers.re(rf"^in (?P<space>[A-Z]\w*) (?P<main>{_NAME})'s (?P<main_cu>\d+) CUs? and (?P<flank>{_NAME})'s "
                 rf"(?P<flank_cu>\d+) (?P<adjective>{_ADJ}) CUs? attack together$"))
def attack_together(world: World, space: str, main: str, main_cu: str, flank: str, flank_cu: str,
                    adjective: str) -> None:
    expected = {"main": main, "main_cu": int(main_cu), "flank": flank, "flank_cu": int(flank_cu),
                "flank_faction": faction_of(adjective), "main_leader_removed": False}
    found = _coordinated(world, space)
    assert {key: found.get(key) for key in expected} == expected, f"the coordinated attack in {space} is {found}"
    events = [e for e in world.events_of_type("coordinated_attack") if e.get("space") == space]
    assert events and {key: events[-1].get(key) for key in expected} == expected, (
        f"coordinated_attack events in {space}: {events}")


@then(parsers.parse("the flanking army adds +1 and an army-size modifier of {size:d}"))
def flank_modifiers(world: World, size: int) -> None:
    found = [b["coordinated"] for b in world.state()["battles"] if b.get("coordinated")]
    assert found, "no flanking army joined a battle"
    got = (found[-1]["flank_modifier"], found[-1]["army_size_modifier"])
    assert got == (1, size), f"the flanking army adds {got[0]:+d} and an army-size modifier of {got[1]}"


@then(parsers.re(rf"^the battle in (?P<space>[A-Z]\w*) uses (?:the tactics rating of (?P<leader>{_NAME})|"
                 rf"no leader's tactics rating), not the flanking leader's$"))
def tactics(world: World, space: str, leader: str | None) -> None:
    found = _coordinated(world, space)
    assert found["flank_tactics_counted"] is False, "the flanking leader's tactics rating counts"
    assert found["tactics_leader"] == leader, f"the battle uses the tactics rating of {found['tactics_leader']}"


@then(parsers.parse("in {space} the {flank_terrain} terrain the flank crossed does not count, "
                    "the {main_terrain} terrain the main army crossed does"))
def entry_terrain(world: World, space: str, flank_terrain: str, main_terrain: str) -> None:
    found = _coordinated(world, space)
    got = (found["flank_entry_terrain"], found["flank_entry_terrain_counts"], found["main_entry_terrain"])
    assert got == (flank_terrain, False, main_terrain), (
        f"flank crossed {got[0]} (counts: {got[1]}), main army crossed {got[2]}")


@then(parsers.parse("in {space} the main army loses {main:d} CU and the flanking army {flank:d} CU"))
def split_losses(world: World, space: str, main: int, flank: int) -> None:
    found = _battle_in(world, space).get("losses")
    assert found == {"main": main, "flank": flank}, f"losses in {space}: {found}"


@then(parsers.re(rf"^(?P<main>{_NAME})'s army and (?P<flank>{_NAME})'s army must both retreat$"))
def both_retreat(world: World, main: str, flank: str) -> None:
    found = [b.get("must_retreat") for b in world.state()["battles"] if b.get("must_retreat")]
    # a list of the contract's in no order (conformance/checks/differential.py ORDERED): the two armies, either first
    assert [sorted(armies) for armies in found] == [sorted([main, flank])], f"armies that must retreat: {found}"


@then("no army must retreat")
def no_retreat(world: World) -> None:
    found = [b.get("must_retreat") for b in world.state()["battles"] if b.get("must_retreat")]
    assert not found, f"armies that must retreat: {found}"


@then(parsers.parse("{a} and {b} are still allied"))
def still_allied(world: World, a: str, b: str) -> None:
    # an alliance is a pair: the docs fix no order within it
    alliances = world.state()["alliances"]
    assert sorted([a, b]) in [sorted(pair) for pair in alliances], f"alliances: {alliances}"


@then(parsers.re(rf"^the army is an? (?P<adjective>{_ADJ}) army$"))
def army_faction(world: World, adjective: str) -> None:
    found = army(world)["faction"]
    assert found == faction_of(adjective), f"the army is {found}'s"


@then(parsers.re(rf"^activating (?P<leader>{_NAME}) (?P<how>with the Campaign card|as the flanking army|"
                 rf"with an? (?P<card>\d)-card) is (?P<neg>not )?a legal action$"))
def activation_listed(world: World, leader: str, how: str, card: str | None, neg: str | None) -> None:
    action = {"type": "activate", "leader": leader}
    if how == "as the flanking army":
        action["role"] = "flank"
    if card is not None:
        action["card"] = int(card)
    check_listed(world, action, neg, f"activating {leader} {how}")


@then(parsers.re(rf"^sortieing with (?P<leader>{_NAME}) is (?P<neg>not )?a legal action$"))
def sortie_listed(world: World, leader: str, neg: str | None) -> None:
    check_listed(world, {"type": "sortie", "leader": leader}, neg, f"sortieing with {leader}")


@then(parsers.re(r"^(?P<what>attempting a siege|attempting a subjugation|placing support|declining support) "
                 r"is (?P<neg>not )?a legal action$"))
def other_listed(world: World, what: str, neg: str | None) -> None:
    kind = {"attempting a siege": "besiege", "attempting a subjugation": "subjugate",
            "placing support": "place_support", "declining support": "decline_support"}[what]
    check_listed(world, {"type": kind}, neg, what)


@then(parsers.re(rf"^(?P<count>\d+) (?P<adjective>{_ADJ}) CUs? in (?P<space>[A-Z]\w*) "
                 rf"(?:(?P<done>may not move again)|have spent (?P<mp>\d+) MP) in this action$"))
def spent_in_action(world: World, count: str, adjective: str, space: str, done: str | None, mp: str | None) -> None:
    expected = None if done else int(mp)
    entries = [e for e in _campaign(world)["moved_cu"]
               if (e["space"], e["faction"], e["mp_spent"]) == (space, faction_of(adjective), expected)]
    assert all(e["may_move"] is (expected is not None) for e in entries), f"may_move disagrees: {entries}"
    found = sum(e["cu"] for e in entries)
    assert found == int(count), f"{found} CU in {space} {'may not move again' if done else f'spent {mp} MP'}: " \
                                f"{_campaign(world)['moved_cu']}"
    wrong = [e for e in _campaign(world)["moved_cu"] if e["may_move"] != (e["mp_spent"] is not None)]
    assert not wrong, f"may_move disagrees with mp_spent (9.5.2 exception) in {wrong}"


@then(parsers.re(r"^(?:the army has (?P<mp>\d+) MP left of the Campaign's budget|"
                 r"(?P<none>no army is spending the Campaign's budget))$"))
def budget_left(world: World, mp: str | None, none: str | None) -> None:
    found = _campaign(world)["budget_left"]
    assert found == (None if none else int(mp)), f"the Campaign's budget_left is {found!r}"


@then(parsers.re(rf"^(?P<leader>{_NAME}) (?:(?P<done>may not move again)|has spent (?P<mp>\d+) MP) in this action$"))
def leader_spent_in_action(world: World, leader: str, done: str | None, mp: str | None) -> None:
    expected = None if done else int(mp)
    spent = _campaign(world)["leaders_mp_spent"]
    assert leader in spent and spent[leader] == expected, f"{leader} spent {spent.get(leader, 'nothing')!r}: {spent}"


@then(parsers.re(rf"^no (?P<adjective>{_ADJ}) CU in (?P<space>[A-Z]\w*) have moved in this action$"))
def none_moved_in_action(world: World, adjective: str, space: str) -> None:
    found = [e for e in _campaign(world)["moved_cu"] if (e["space"], e["faction"]) == (space, faction_of(adjective))]
    assert not found, f"CU recorded as moved in {space}: {found}"


@then(parsers.re(rf"^(?P<leader>{_NAME}) has the role (?P<role>first|second|main|flank|sortie) in the Campaign$"))
def campaign_role(world: World, leader: str, role: str) -> None:
    roles = _campaign(world)["roles"]
    assert roles.get(leader) == role, f"the Campaign's roles are {roles}"


@then(parsers.parse("the Campaign records that Etruscan Bribes stopped {leader}'s attack on {space}"))
def bribe_recorded(world: World, leader: str, space: str) -> None:
    found = _campaign(world)["bribed"]
    assert {"leader": leader, "space": space} in found, f"the Campaign's bribes are {found}"


@then(parsers.re(rf"^the Campaign records that (?P<ally>{_NAME}) (?P<answer>consented to|refused) "
                 rf"(?P<leader>{_NAME}) (?P<how>when asked|without being asked)$"))
def consent_recorded(world: World, ally: str, answer: str, leader: str, how: str) -> None:
    expected = {"leader": leader, "ally": ally, "given": answer == "consented to", "asked": how == "when asked"}
    found = _campaign(world)["consents"]
    assert expected in found, f"the Campaign's consents are {found}, expected {expected} among them"


@then(parsers.re(r"^the battle in (?P<space>[A-Z]\w*) records that support for the ally was (?P<choice>placed|declined)$"))
def support_recorded(world: World, space: str, choice: str) -> None:
    found = _battle_in(world, space).get("ally_support")
    assert found is (choice == "placed"), f"the battle in {space} records ally_support {found!r}"


@then("the Campaign action is over")
def campaign_over(world: World) -> None:
    assert _campaign(world)["over"] is True, "the Campaign action goes on"
    assert world.pending() is None, f"{world.pending()['decision']} is still pending"
