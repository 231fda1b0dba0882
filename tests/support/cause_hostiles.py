"""In-process implementations that break in their own code, answer what is not JSON, or answer
what the contract allows in an order the reference engine does not use
(``python:tests.support.cause_hostiles:NAME``). tests/runner/test_error_causes_say_whose_code_broke.py
plays them and requires each scenario's status and cause to say whose code broke.

Each is the reference engine with one thing changed:

- raised in the implementation's own code (``ValueErrorInAct``, ``RecursionInPending``,
  ``KeyErrorInState``), a contract error that does not fit the contract (``RefusalWithoutRule``,
  ``RefusalWithUnreadableText``, ``RefusesPending``, ``UnscriptedDieFromState``), a game that is no
  game (``CreatesNothing``): errored, the implementation's fault;
- not JSON (``SetInEvents``, ``TupleOfActions``, ``ObjectAsState``, ``NaNInState``,
  ``GeneratorOfEvents``): errored, the implementation's fault, found before the corpus reads it;
- a handshake that does not fit (``DeclaresAGameAsAList``, ``DeclaresVariantsAsAString``,
  ``DescribesASet``): the implementation's fault, said once before anything runs;
- beside the contract's calls (``ChecksIdleBadly``): its code, raising where the runner calls it,
  is found by where it raised;
- JSON the contract does not allow (``DictOfEvents``, ``ListAsDecision``): failed, a breach of the
  contract, judged before anything else reads it;
- what the contract allows in another order (``ActionsReversed``, ``StateListsReversed``: every
  list the contract reads as a set reversed): passes wherever the reference engine passes. (The
  other spelling of actions, defaults written out, is strength/wrong/hostile_steps.py's
  ``DefaultsSpelledOut``.)
"""

from __future__ import annotations

from typing import Any

from conformance.checks.differential import ORDERED
from conformance.contract import Refusal, UnscriptedDie
from reference_engine import Implementation


class _Game:
    """The reference engine's game; a hostile replaces one call."""

    def __init__(self, game: Any, game_id: str) -> None:
        self.inner, self.game_id = game, game_id

    def pending(self) -> Any:
        return self.inner.pending()

    def act(self, player: str, action: dict[str, Any]) -> Any:
        return self.inner.act(player, action)

    def state(self) -> Any:
        return self.inner.state()


class _Hostile(Implementation):
    game_class: type[_Game] = _Game

    def create(self, position: dict[str, Any]) -> Any:
        return self.game_class(super().create(position), position["game"])


def _hostile(name: str, **calls: Any) -> type[_Hostile]:
    """An implementation whose games answer ``calls`` (name -> function of the game and the call's arguments)."""
    game_class = type(f"{name}Game", (_Game,), calls)
    return type(name, (_Hostile,), {"game_class": game_class})


# -- raised in the implementation's own code --------------------------------------------------

def _value_error(game: _Game, player: str, action: dict[str, Any]) -> Any:
    raise ValueError(f"no movement table row for {action.get('type')!r}")


def _recurse(game: _Game, depth: int = 0) -> Any:
    return _recurse(game, depth + 1)


def _key_error(game: _Game) -> Any:
    return {}["army"]


ValueErrorInAct = _hostile("ValueErrorInAct", act=_value_error)
RecursionInPending = _hostile("RecursionInPending", pending=lambda game: _recurse(game))
KeyErrorInState = _hostile("KeyErrorInState", state=_key_error)


# -- contract errors that do not fit the contract -----------------------------------------------

class _RuleLess(Refusal):
    def __init__(self) -> None:  # never calls Refusal.__init__: no rule, no message
        Exception.__init__(self, "refused")


class _Unreadable(Refusal):
    @property  # type: ignore[override]
    def message(self) -> str:
        raise RuntimeError("the refusal's text is in a table that was never loaded")

    @message.setter
    def message(self, value: str) -> None:
        pass


def _refuse_without_rule(game: _Game, player: str, action: dict[str, Any]) -> Any:
    raise _RuleLess()


def _refuse_unreadably(game: _Game, player: str, action: dict[str, Any]) -> Any:
    raise _Unreadable("9.1.2-a")


def _refuse_pending(game: _Game) -> Any:
    raise Refusal("9.1.2-a", "pending() is no action to refuse")


def _unscripted_state(game: _Game) -> Any:
    raise UnscriptedDie(0, "state() rolls no dice")


RefusalWithoutRule = _hostile("RefusalWithoutRule", act=_refuse_without_rule)
RefusalWithUnreadableText = _hostile("RefusalWithUnreadableText", act=_refuse_unreadably)
RefusesPending = _hostile("RefusesPending", pending=_refuse_pending)
UnscriptedDieFromState = _hostile("UnscriptedDieFromState", state=_unscripted_state)


class DeclaresAGameAsAList(Implementation):
    """describe() names The Sword of Rome's variants where an object belongs."""

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "games": {"sword_of_rome": ["2-4", "6"]}}


class DeclaresVariantsAsAString(Implementation):
    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "games": {"sword_of_rome": {"variants": "2-4", "clauses": "all"}}}


class DescribesASet(Implementation):
    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "games": {"sword_of_rome": {"variants": {"2-4"}, "clauses": "all"}}}


class ChecksIdleBadly(Implementation):
    """Has a ``check_idle()``, which the runner calls after every scenario of an implementation that
    has one (a program's over the protocol), and which raises."""

    def check_idle(self) -> None:
        raise RuntimeError("the engine's idle check failed")


class CreatesNothing(Implementation):
    """create() gives None: no game to ask anything."""

    def create(self, position: dict[str, Any]) -> Any:
        super().create(position)
        return None


# -- not JSON -----------------------------------------------------------------------------------

class _Opaque:
    def __repr__(self) -> str:
        return "<an engine object>"


SetInEvents = _hostile("SetInEvents", act=lambda game, player, action: [
    {**event, "leaders": {"Camillus"}} for event in game.inner.act(player, action)])
TupleOfActions = _hostile("TupleOfActions", pending=lambda game: (
    lambda decision: decision and {**decision, "actions": tuple(decision["actions"])})(game.inner.pending()))
ObjectAsState = _hostile("ObjectAsState", state=lambda game: _Opaque())
NaNInState = _hostile("NaNInState", state=lambda game: {**game.inner.state(), "dice_rolled": float("nan")})
GeneratorOfEvents = _hostile("GeneratorOfEvents", act=lambda game, player, action: (
    event for event in game.inner.act(player, action)))


# -- JSON the contract does not allow ----------------------------------------------------------

DictOfEvents = _hostile("DictOfEvents", act=lambda game, player, action: {
    str(index): event for index, event in enumerate(game.inner.act(player, action))})
ListAsDecision = _hostile("ListAsDecision", pending=lambda game: (
    lambda decision: decision and [decision])(game.inner.pending()))


# -- what the contract allows, in another order --------------------------------------------------

def _reversed_lists(value: Any, key: str | None = None) -> Any:
    """``value`` with every list the contract reads as a set reversed (the ordered ones kept)."""
    if isinstance(value, dict):
        return {k: _reversed_lists(v, k) for k, v in value.items()}
    if isinstance(value, list):
        items = [_reversed_lists(item) for item in value]
        return items if key in ORDERED else items[::-1]
    return value


def _actions_reversed(game: _Game) -> Any:
    decision = game.inner.pending()
    return decision and {**decision, "actions": decision["actions"][::-1]}


ActionsReversed = _hostile("ActionsReversed", pending=_actions_reversed)
StateListsReversed = _hostile("StateListsReversed", state=lambda game: _reversed_lists(game.inner.state()))

