"""Here I Stand: steps 4-8 -- responses, interceptions, avoiding battle,
withdrawal into fortifications, field battle -- and the referee's answers."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from conformance.runner.world import World
from conformance.steps.data import cell_text, table_of_keys
from conformance.steps.here_i_stand.positions import POWER, SPACE
from conformance.steps.listing import check_listed

REFEREE = "referee"

_ANSWERS = {"plays no response card": "no_response", "declines to intercept": "decline_interception",
            "stands": "stand", "withdraws into the fortifications": "withdraw_into_fortifications",
            "stays in the field": "stay_in_field"}


@when(parsers.re(rf"^(?P<power>{POWER}) (?P<answer>{'|'.join(_ANSWERS)})$"))
def answer(world: World, power: str, answer: str) -> None:
    world.act(power, {"type": _ANSWERS[answer]})


@when(parsers.re(rf'^(?P<power>{POWER}) plays the response card "(?P<card>[\w ]+)"$'))
def play_response(world: World, power: str, card: str) -> None:
    world.act(power, {"type": "play_response", "card": card})


@when(parsers.re(rf"^(?P<power>{POWER}) intercepts from (?P<space>{SPACE})$"))
def intercept(world: World, power: str, space: str) -> None:
    world.act(power, {"type": "intercept", "from": space})


@when(parsers.re(r"^the referee rules that the interception (?P<result>succeeds|fails)$"))
def interception_outcome(world: World, result: str) -> None:
    world.act(REFEREE, {"type": f"interception_{'succeeds' if result == 'succeeds' else 'fails'}"})


@when(parsers.re(rf"^(?P<power>{POWER}) tries to avoid battle with (?P<units>\d+) units?$"))
def avoid(world: World, power: str, units: str) -> None:
    world.act(power, {"type": "avoid_battle", "units": int(units)})


@when(parsers.re(rf"^the referee rules that the units avoid battle to (?P<space>{SPACE})$"))
def avoid_succeeds(world: World, space: str) -> None:
    world.act(REFEREE, {"type": "avoid_succeeds", "to": space})


@when("the referee rules that avoiding battle fails")
def avoid_fails(world: World) -> None:
    world.act(REFEREE, {"type": "avoid_fails"})


# -- Then -----------------------------------------------------------------------------

@then(parsers.re(rf"^a field battle is due in (?P<space>{SPACE}) between (?P<attacker>{POWER}) and (?P<defenders>[\w, ]+)$"))
def battle_due(world: World, space: str, attacker: str, defenders: str) -> None:
    expected = {"space": space, "attacker": attacker,
                "defenders": sorted(d.strip() for d in defenders.replace(" and ", ",").split(","))}
    found = world.state()["battles_due"]
    # the defenders are a set: the docs fix no order among them
    assert expected in [{**b, "defenders": sorted(b["defenders"])} if isinstance(b, dict) and
                        isinstance(b.get("defenders"), list) else b for b in found], \
        f"battles due: {found}, expected {expected}"


@then("no field battle is due")
def no_battle(world: World) -> None:
    found = world.state()["battles_due"]
    assert not found, f"battles are due: {found}"


@then(parsers.re(r'^"(?P<action>\w+)" is (?P<neg>not )?a legal action$'))
def legal_type(world: World, action: str, neg: str | None) -> None:
    actions = world.pending_decision()["actions"]
    listed = any(a.get("type") == action for a in actions)
    assert listed != bool(neg), f"{action} is {'' if listed else 'not '}listed among {actions}"


@then(parsers.re(rf"^intercepting from (?P<space>{SPACE}) is (?P<neg>not )?a legal action$"))
def legal_intercept(world: World, space: str, neg: str | None) -> None:
    check_listed(world, {"type": "intercept", "from": space}, neg)


@then(parsers.re(r"^the move is (?P<what>cancelled|complete)$"))
def move_over(world: World, what: str) -> None:
    move = world.state()["move"]
    assert move is not None and move["done"], f"the move is not over: {move}"
    assert move["cancelled"] == (what == "cancelled"), f"the move was {'' if move['cancelled'] else 'not '}cancelled"


@then("the move's state is:")
def move_state(world: World, datatable: list[list[str]]) -> None:
    """Some keys of the state's ``move`` (docs/games/here_i_stand.md), each cell as JSON."""
    move = world.state()["move"]
    assert move is not None, "no move is under way or over"
    expected = table_of_keys(world, datatable)
    differing = {k: move.get(k, "(missing)") for k, v in expected.items() if move.get(k, "(missing)") != v}
    assert not differing, "the move's state differs: " + "; ".join(f"{k}: {cell_text(v)}" for k, v in differing.items())


# -- several powers answering one step: in whatever order the implementation asks them ----------
# The excerpt fixes no order among the powers a step asks (responses, interceptions, avoiding
# battle, withdrawal): these steps pass for any order, each power named answering once.

_PLURAL = {"stand": "stand", "stay in the field": "stay_in_field",
           "withdraw into the fortifications": "withdraw_into_fortifications",
           "decline to intercept": "decline_interception", "play no response card": "no_response"}
_POWERS = rf"{POWER}(?:(?:, | and ){POWER})+"


def power_list(text: str) -> list[str]:
    return [p.strip() for p in text.replace(" and ", ",").split(",") if p.strip()]


def _asked(world: World, powers: list[str]) -> str:
    """The power the pending decision asks, which must be one of ``powers``."""
    player = world.pending_decision().get("player")
    assert player in powers, f"the pending decision asks {player!r}, expected one of {', '.join(powers)}"
    return player


@when(parsers.re(rf"^(?P<powers>{_POWERS}) each (?P<answer>{'|'.join(_PLURAL)}), in the order asked$"))
def each_answers(world: World, powers: str, answer: str) -> None:
    waiting = power_list(powers)
    while waiting:
        player = _asked(world, waiting)
        world.act(player, {"type": _PLURAL[answer]})
        waiting.remove(player)


@when(parsers.re(rf"^whichever of (?P<powers>{_POWERS}) is asked (?P<answer>{'|'.join(_ANSWERS)})$"))
def whichever_answers(world: World, powers: str, answer: str) -> None:
    world.act(_asked(world, power_list(powers)), {"type": _ANSWERS[answer]})


@then(parsers.re(rf'^"(?P<decision>\w+)" is pending for one of (?P<powers>{_POWERS})$'))
def pending_for_one_of(world: World, decision: str, powers: str) -> None:
    pending = world.pending_decision()
    assert pending.get("decision") == decision, f"pending decision is {pending.get('decision')!r}, expected {decision!r}"
    _asked(world, power_list(powers))
