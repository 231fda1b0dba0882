"""Steps every game shares: refusals, pending decisions, events, dice, errata.

Import into a game's corpus folder conftest with ``from conformance.steps.common import *``.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import given, parsers, then

from conformance.contract import CONTRACT_PREFIX, CONTRACT_REFUSALS
from conformance.corpus.catalog import errata_index
from conformance.corpus.explicit import default_of
from conformance.runner.stash import TRANSCRIPT
from conformance.runner.transcript import TranscribingImplementation
from conformance.runner.world import World


@pytest.fixture
def world(implementation, reference_oracle, game_id: str, request: pytest.FixtureRequest) -> World:
    """The scenario's world; its contract calls are recorded for the report of a failure, and
    compared with the reference engine's answers unless the run's check is off (conformance.checks.reference_check)."""
    world = World(TranscribingImplementation(implementation, request.node.stash.setdefault(TRANSCRIPT, [])),
                  game_id, request.node)
    if reference_oracle is not None:
        world.reference_check = reference_oracle.check(game_id, world.scenario)
    return world


@given(parsers.parse("the dice will roll {rolls}"))
def dice_script(world: World, rolls: str) -> None:
    world.require_not_started("the dice will roll")
    world.position["dice"].extend(int(r) for r in rolls.replace(" and ", ",").split(","))


@given("some scripted dice may be left unrolled")
def dice_may_be_left(world: World) -> None:
    """Without this step, a scripted die left unrolled at the end fails the scenario."""
    world.dice_may_be_left = True


@given(parsers.re(r'the position leaves out the default "(?P<key>\w+)" of '
                  r'(?:(?P<kind>\w+) pieces|(?P<situation>the situation)|(?P<connections>map connections))$'))
def default_left_out(world: World, key: str, kind: str | None, situation: str | None,
                     connections: str | None) -> None:
    """The key reaches the implementation left out wherever the position holds it at its default
    (docs/games/<game>.md, "Position defaults"): the runner writes it out otherwise."""
    world.require_not_started("leaving a default out")
    where = f"pieces.{kind}" if kind else "situation" if situation else "map.connections"
    if not default_of(world.game_id, f"{where}.{key}")[0]:
        raise world.scenario_error(f"{where}.{key} has no default in fixtures/{world.game_id}/schemas/"
                                   "position.schema.json: a position may not leave it out")
    world.left_out.add(f"{where}.{key}")


@given(parsers.parse('the "{reading}" reading of erratum {erratum}'))
def erratum_reading(world: World, reading: str, erratum: str) -> None:
    world.require_not_started("erratum reading")
    known = errata_index()
    if erratum not in known or reading not in {r.id for r in known[erratum].readings}:
        raise world.scenario_error(f"erratum {erratum!r} has no reading {reading!r} in the catalog")
    world.pin_reading(erratum, reading)


@given(parsers.re(r"^the default reading of erratum (?P<erratum>\S+), left out of the position$"))
def erratum_reading_left_out(world: World, erratum: str) -> None:
    """The erratum's default reading, said by leaving the erratum out of the position's ``readings``
    (a missing key means the default: docs/contract.md, "Positions"). Pinned like the default
    reading: unsupported where the implementation follows another reading."""
    world.require_not_started("erratum reading")
    known = errata_index()
    if erratum not in known or not known[erratum].is_selectable:
        raise world.scenario_error(f"erratum {erratum!r} has no readings in the catalog")
    world.pin_reading(erratum, known[erratum].default)
    del world.position["readings"][erratum]


@then(parsers.re(r"the action is refused citing rule (?P<rule>\S+)$"))
def refused(world: World, rule: str) -> None:
    refusal = world.take_refusal()
    assert refusal.rule == rule, f"refused citing rule {refusal.rule} ({refusal.message}), expected rule {rule}"


@then(parsers.re(r"the action is refused by the contract as (?P<kind>\S+)$"))
def refused_by_contract(world: World, kind: str) -> None:
    """An action no rule needs to refuse: out of place, malformed, not pending, another player's."""
    rule = CONTRACT_PREFIX + kind
    if rule not in CONTRACT_REFUSALS:
        raise world.scenario_error(f"{kind!r} is not a contract refusal (known: "
                                   f"{', '.join(r.removeprefix(CONTRACT_PREFIX) for r in CONTRACT_REFUSALS)})")
    refusal = world.take_refusal()
    assert refusal.rule == rule, f"refused citing rule {refusal.rule} ({refusal.message}), expected {rule}"


@then(parsers.re(r"the action is refused citing rule (?P<rules>\S+(?: or rule \S+)*) or by the contract as (?P<kind>\S+)$"))
def refused_by_rule_or_contract(world: World, rules: str, kind: str) -> None:
    """An action a rule keeps for another moment or player, or whose shape a rule requires: an
    implementation may cite the rule (any of them, where two forbid it), or refuse it with the
    contract's id (the scenario checks the pending decision)."""
    if CONTRACT_PREFIX + kind not in CONTRACT_REFUSALS:
        raise world.scenario_error(f"{kind!r} is not a contract refusal")
    expected = [*rules.split(" or rule "), CONTRACT_PREFIX + kind]
    refusal = world.take_refusal()
    assert refusal.rule in expected, (f"refused citing rule {refusal.rule} ({refusal.message}), "
                                      f"expected rule {' or '.join(expected)}")


@then(parsers.re(r"the action is refused citing rule (?P<rules>\S+(?: or rule \S+)+)$"))
def refused_by_one_of_the_rules(world: World, rules: str) -> None:
    """An action two clauses of the text forbid: an implementation may cite either."""
    expected = rules.split(" or rule ")
    refusal = world.take_refusal()
    assert refusal.rule in expected, (f"refused citing rule {refusal.rule} ({refusal.message}), "
                                      f"expected rule {' or '.join(expected)}")


@then(parsers.parse('the pending decision is "{decision}" for {player}'))
def pending_decision_is(world: World, decision: str, player: str) -> None:
    pending = world.pending_decision()
    assert (pending.get("decision"), pending.get("player")) == (decision, player), (
        f"pending decision is {pending.get('decision')!r} for {pending.get('player')!r}")


@then("no decision is pending")
def nothing_pending(world: World) -> None:
    pending = world.pending()
    assert pending is None, f"expected nothing pending, found {pending.get('decision')!r} for {pending.get('player')!r}"


@then(parsers.parse('a "{event}" event happened'))
def event_happened(world: World, event: str) -> None:
    assert world.events_of_type(event), f"no {event!r} event; events: {[e.get('type') for e in world.events]}"


@then(parsers.parse('no "{event}" event happened'))
def event_did_not_happen(world: World, event: str) -> None:
    found = world.events_of_type(event)
    assert not found, f"unexpected {event!r} event: {found}"


_WORDS = {"true": True, "false": False, "null": None}


def _event_field(pair: str) -> tuple[str, Any]:
    key, _, value = pair.strip().partition(" ")
    return key, int(value) if value.isdigit() else _WORDS.get(value, value)


@then(parsers.re(r'^an? "(?P<event>\w+)" event happened with (?P<fields>.+)$'))
def event_happened_with(world: World, event: str, fields: str) -> None:
    """`a "city_taken" event happened with space Capua, by Carthage, cu_destroyed 2`: fields of one event."""
    expected = dict(_event_field(pair) for pair in fields.split(","))
    found = world.events_of_type(event)
    assert any(all(e.get(k) == v for k, v in expected.items()) for e in found), (
        f"no {event!r} event with {expected}; {event!r} events: {found}")


from conformance.steps.data import *  # noqa: E402,F401,F403 - positions and outcomes as data (the fuzzer's findings)
