"""Successors: free passage, meeting other factions' CU, interception, and
what the engine reports as due (battles, attrition checks)."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from conformance.runner.world import World
from conformance.steps.listing import check_listed
from conformance.steps.successors.movement import act
from conformance.steps.successors.positions import NAME, SPACE

REFEREE = "referee"


# -- When -----------------------------------------------------------------------------

@when(parsers.re(r"^(?P<player>[A-Z]\w*) asks (?P<faction>[A-Z]\w*) for free passage$"))
def ask_passage(world: World, player: str, faction: str) -> None:
    act(world, player, {"type": "ask_passage", "from": faction})


_ANSWERS = {"grants free passage": "grant_passage", "refuses free passage": "refuse_passage",
            "keeps its word": "keep_word", "breaks its word": "break_word",
            "declines to intercept": "decline_interception"}


@when(parsers.re(rf"^(?P<player>[A-Z]\w*) (?P<answer>{'|'.join(_ANSWERS)})$"))
def answer(world: World, player: str, answer: str) -> None:
    world.act(player, {"type": _ANSWERS[answer]})


@when(parsers.re(r"^(?P<player>[A-Z]\w*) engages the (?P<faction>[A-Z]\w*) CU$"))
def engage(world: World, player: str, faction: str) -> None:
    world.act(player, {"type": "engage"})


@when(parsers.re(r"^the referee rules (?:a |an )?(?P<outcome>battle|overrun)$"))
def referee_rules(world: World, outcome: str) -> None:
    world.act(REFEREE, {"type": outcome})


@when(parsers.re(rf"^the referee rules that the (?P<faction>[A-Z]\w*) army avoids battle to (?P<space>{SPACE})$"))
def referee_avoid(world: World, faction: str, space: str) -> None:
    world.act(REFEREE, {"type": "avoid_battle", "to": space})


@when(parsers.re(r"^the referee has (?P<faction>[A-Z]\w*) asked (?:first|next) whether it intercepts$"))
def referee_orders_interceptors(world: World, faction: str) -> None:
    """Several factions may intercept: in which order they are asked is outside the excerpt."""
    world.act(REFEREE, {"type": "ask_interceptor", "faction": faction})


@when(parsers.re(r"^(?P<player>[A-Z]\w*) deals first with the (?P<faction>[A-Z]\w*) CU$"))
def meet_first(world: World, player: str, faction: str) -> None:
    world.act(player, {"type": "meet_faction", "faction": faction})


@when("the referee rules that the moving army withdraws")
def referee_withdraw(world: World) -> None:
    world.act(REFEREE, {"type": "withdraw"})


@when(parsers.re(rf"^(?P<player>[A-Z]\w*) intercepts with (?P<general>{NAME}) and (?P<count>\d+) CUs?"
                  rf"(?: joined by (?P<leaders>{NAME}(?: and {NAME})*))?$"))
def intercept(world: World, player: str, general: str, count: str, leaders: str | None) -> None:
    action = {"type": "intercept", "general": general, "cu": int(count)}
    if leaders:
        action["leaders"] = leaders.split(" and ")
    world.act(player, action)


# -- Then -----------------------------------------------------------------------------

@then(parsers.re(rf"^intercepting with (?P<general>{NAME}) and (?P<count>\d+) CUs? is (?P<neg>not )?a legal action$"))
def legal_interception(world: World, general: str, count: str, neg: str | None) -> None:
    check_listed(world, {"type": "intercept", "general": general, "cu": int(count)}, neg,
                 f"intercepting with {general} and {count} CU")


def _interceptions(world: World) -> list[dict]:
    found = world.events_of_type("interception")
    assert found, "no interception was rolled"
    return found


@then(parsers.re(r"^the interception (?P<result>succeeds|fails)$"))
def interception_result(world: World, result: str) -> None:
    last = _interceptions(world)[-1]
    assert last["success"] == (result == "succeeds"), (
        f"the interception {'succeeded' if last['success'] else 'failed'}: {last}")


@then(parsers.parse("the interception roll counts as {value:d}"))
def interception_roll(world: World, value: int) -> None:
    last = _interceptions(world)[-1]
    assert last["modified_roll"] == value, f"the roll counted as {last['modified_roll']}: {last}"


@then(parsers.re(rf"^(?P<faction>[A-Z]\w*) attacks in (?P<space>{SPACE}) and may lose Champion status$"))
def attacker(world: World, faction: str, space: str) -> None:
    battles = [b for b in world.state()["battles_due"] if b["space"] == space]
    assert battles, f"no battle is due in {space}"
    assert battles[0].get("attacker") == faction, f"the attacker is {battles[0].get('attacker')}: {battles[0]}"
    assert battles[0].get("champion_status_at_risk") is True, f"Champion status is not at risk: {battles[0]}"


@then(parsers.re(rf'^an attrition check on the "(?P<column>\w+)" column is due in (?P<space>{SPACE})$'))
def attrition_due(world: World, column: str, space: str) -> None:
    checks = world.state()["attrition_checks_due"]
    assert {"space": space, "column": column} in [{"space": c["space"], "column": c["column"]} for c in checks], (
        f"attrition checks due: {checks}")


@then("no attrition check is due")
def no_attrition(world: World) -> None:
    found = world.state()["attrition_checks_due"]
    assert not found, f"attrition checks are due: {found}"


@then(parsers.re(rf"^(?P<count>\d+) battles? (?:is|are) due in (?P<space>{SPACE})$"))
def battles_due_in(world: World, count: str, space: str) -> None:
    found = [b for b in world.state()["battles_due"] if b["space"] == space]
    assert len(found) == int(count), f"{len(found)} battles are due in {space}: {found}"
