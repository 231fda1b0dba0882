"""What the contract promises on every action and every die, checked where steps act.

A scenario names a few outcomes; these checks hold on every action it plays,
whatever its steps assert:

- an accepted action was played by the player the pending decision waited
  for, and was one of its ``actions`` (compared as data: conformance.checks.actions);
- a refused action was not one of the ``actions`` of that player's pending
  decision (a refusal citing a ``contract:`` id is a refusal like any other);
- a pending decision lists no action twice (compared as data), wherever it is read;
- a refused action leaves the game unchanged: the pending decision and the
  state read right after it are those read just before it (the actions
  compared as data, in any order; every other part as JSON);
- a die beyond the scenario's script is a deviation: the scenario fails,
  "rolled a die the scenario did not script (after N rolls)";
- every state has an integer ``dice_rolled``, never more than the scenario
  scripted (so 0 where it scripts none); the state is read at least once, at
  the end of every scenario that starts a game;
- at the end, every scripted die was rolled, unless the scenario says some
  may be left;
- every pending decision (with its actions), every event and every state fits
  the game's JSON Schemas (fixtures/<game>/schemas/), which write down the
  names and fields the contract promises;
- ``Unsupported`` from ``act()``, ``pending()`` or ``state()`` -- inside
  clauses the handshake declares, as every played scenario's are -- fails the
  scenario, unless its expectations entry says "unsupported" (``Unsupported``
  from ``create()`` stays unsupported: conformance.runner.world).

Each breach is a :class:`ContractBreach`, an AssertionError: the scenario
*fails* (never unsupported), with a message naming the action, the list and
the scenario's clause ids.
"""

from __future__ import annotations

import json
import marshal
from typing import Any

from conformance.checks import schemas
from conformance.checks.actions import is_listed, listed_twice, same_actions, same_json
from conformance.connection import protocol
from conformance.contract import UnscriptedDie
from conformance.contract.data import content_key, copied


class ContractBreach(AssertionError):
    """The implementation broke a promise of the contract (a failure, not an error)."""


def scenario_clauses(clauses: list[str]) -> str:
    """The scenario's clause ids, as every breach's message ends."""
    return f" [scenario clauses: {', '.join(clauses)}]" if clauses else ""


_clauses = scenario_clauses


class StateRead(dict):
    """A state as the steps read it: a key the implementation left out is a failure naming the key
    (the state schemas require no top-level key, and leave many nested ones optional: an
    implementation reports what it models), not a KeyError in the step's code, which would count as
    the corpus's own breakage (conformance.runner.results.fault_of). Every object inside it, in lists too, is
    read the same way: wrapped when a step reads it (``[key]``, ``get``, ``values``, ``items``), so a
    state costs only the parts a step reads."""

    def __init__(self, state: dict, clauses: list[str], path: tuple[Any, ...] = ()) -> None:
        super().__init__(state)
        self.clauses = clauses
        self.path = path

    def __getitem__(self, key: Any) -> Any:
        return _read_part(super().__getitem__(key), self.clauses, (*self.path, key))

    def get(self, key: Any, default: Any = None) -> Any:
        return self[key] if key in self else default

    def values(self) -> list[Any]:  # type: ignore[override]
        return [self[key] for key in self]

    def items(self) -> list[tuple[Any, Any]]:  # type: ignore[override]
        return [(key, self[key]) for key in self]

    def __missing__(self, key: Any) -> Any:
        where = "".join(f"[{part!r}]" for part in self.path)
        raise ContractBreach(f"state(){where} has no {key!r}, which this scenario reads; its keys"
                             f"{' there' if where else ''}: {', '.join(sorted(map(str, self)))} (an implementation "
                             f"may leave a key out of its state only where no scenario it plays reads it)"
                             f"{_clauses(self.clauses)}")


def _read_part(value: Any, clauses: list[str], path: tuple[Any, ...]) -> Any:
    if isinstance(value, dict):
        return StateRead(value, clauses, path)
    if isinstance(value, list):
        return [_read_part(item, clauses, (*path, index)) for index, item in enumerate(value)]
    return value


def shown(value: Any) -> str:
    """``value`` as JSON for a message, shortened."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=repr)
    return text if len(text) <= 1500 else text[:1497] + "..."


def _who(decision: Any) -> str:
    if decision is None:
        return "nothing was pending"
    return f"pending decision {decision.get('decision')!r} for {decision.get('player')!r}"


def check_accepted(decision: Any, player: str, action: Any, clauses: list[str], game: str | None = None) -> None:
    """An accepted action was listed for the player the decision waited for (in any spelling of
    the same action: conformance.checks.actions.same_action, ``game``'s defaults written out)."""
    if decision is None or decision.get("player") != player:
        raise ContractBreach(f"{player} played {shown(action)} and it was accepted, but {_who(decision)}"
                             + _clauses(clauses))
    actions = decision.get("actions")
    if not is_listed(action, actions, game):
        raise ContractBreach(f"{player} played {shown(action)} and it was accepted, but the {_who(decision)} "
                             f"did not list it among its actions {shown(actions)}" + _clauses(clauses))


def check_listed_once(decision: Any, clauses: list[str], game: str | None = None) -> None:
    """A pending decision lists each legal action once (two spellings of the same action count twice)."""
    if not isinstance(decision, dict):
        return
    twice = listed_twice(decision.get("actions"), game)
    if twice is not None:
        raise ContractBreach(f"the {_who(decision)} lists the action {shown(twice)} twice" + _clauses(clauses))


class Kept:
    """Data as they were when kept, whatever is done to the original later (an implementation may
    hand out, and then change, its own objects): bytes (conformance.contract.data.content_key) or a copy."""

    __slots__ = ("key", "_copy")

    def __init__(self, value: Any) -> None:
        self.key = content_key(value)
        self._copy = copied(value) if self.key is None else None

    def value(self) -> Any:
        return marshal.loads(self.key) if self.key is not None else copied(self._copy)


def check_unchanged(call: str, before: Kept, after: Any, player: str, action: Any, rule: str,
                    clauses: list[str], game: str | None = None) -> None:
    """What ``call`` (pending, state) answers after a refusal is what it answered just before."""
    if before.key is not None and before.key == content_key(after):
        return
    found = _first_difference(call, before.value(), after, game)
    if found is not None:
        where, was, now = found
        raise ContractBreach(f"{player} played {shown(action)} and it was refused citing rule {rule}, but the "
                             f"refusal changed the game: {call}(){where} was {was}, is now {now} (a refused "
                             "action leaves the game unchanged)" + _clauses(clauses))


_ABSENT = object()


def _first_difference(call: str, was: Any, now: Any, game: str | None = None) -> tuple[str, str, str] | None:
    """Where ``was`` and ``now`` first differ (the key), and the two values there."""
    if not (isinstance(was, dict) and isinstance(now, dict)):
        return None if same_json(was, now) else ("", shown(was), shown(now))
    for key in [*was, *(k for k in now if k not in was)]:
        old, new = was.get(key, _ABSENT), now.get(key, _ABSENT)
        if old is _ABSENT or new is _ABSENT:
            same = False
        elif call == "pending" and key == "actions":
            same = same_actions(old, new, game)
        else:
            same = same_json(old, new)
        if not same:
            return (f"[{key!r}]", "absent" if old is _ABSENT else shown(old), "absent" if new is _ABSENT else shown(new))
    return None


def check_refused(decision: Any, player: str, action: Any, rule: str, clauses: list[str],
                  game: str | None = None) -> None:
    """A refused action was not listed, in any spelling, for the player who played it."""
    if decision is None or decision.get("player") != player:
        return
    actions = decision.get("actions")
    if is_listed(action, actions, game):
        raise ContractBreach(f"{player} played {shown(action)} and it was refused citing rule {rule}, but the "
                             f"{_who(decision)} listed it among its actions {shown(actions)}" + _clauses(clauses))


def unscripted_die(error: UnscriptedDie, what: str, clauses: list[str]) -> ContractBreach:
    """Needing a die the script lacks is a deviation, never a limit of the implementation."""
    detail = f" ({error.message})" if error.message else ""
    return ContractBreach(f"rolled a die the scenario did not script (after {error.rolled} rolls) "
                          f"while {what}{detail}" + _clauses(clauses))


def unsupported_in_play(call: str, reason: str, clauses: list[str]) -> ContractBreach:
    """An Unsupported answer to a game's call inside clauses the handshake declares hides a failure."""
    inside = (f"inside clause(s) {', '.join(clauses)} that its handshake declares" if clauses
              else "inside a scenario whose clauses its handshake declares")
    return ContractBreach(f"answered unsupported to {call}() {inside}: {reason}; leave the clause out of the "
                          "handshake, or list the scenario as unsupported in the expectations file")


def dice_rolled(state: Any) -> int | None:
    """The state's count of scripted dice rolled: an integer, or a number with no fractional part
    (JSON does not tell 1 from 1.0, and docs/protocol.md reads 1.0 as 1); None for anything else,
    a boolean included."""
    rolled = _raw_dice_rolled(state)
    if isinstance(rolled, float) and rolled.is_integer():
        return int(rolled)
    return rolled if isinstance(rolled, int) and not isinstance(rolled, bool) else None


def _raw_dice_rolled(state: Any) -> Any:
    return state.get("dice_rolled") if isinstance(state, dict) else None


def check_dice_rolled(script: list[int], state: Any, clauses: list[str]) -> None:
    """Every state counts the scripted dice rolled so far: an integer, from 0 to the script's length."""
    rolled = dice_rolled(state)
    if rolled is None:
        raise ContractBreach(f"the state has no integer 'dice_rolled' (contract 2.0: every state counts the "
                             f"scripted dice rolled so far, 0 when none are scripted); got {shown(_raw_dice_rolled(state))}"
                             + _clauses(clauses))
    if not 0 <= rolled <= len(script):
        raise ContractBreach(f"reports {rolled} scripted dice rolled, but the scenario scripted "
                             f"{'only ' if rolled > 0 else ''}{len(script)} {script}" + _clauses(clauses))


def check_dice_used(script: list[int], state: Any, clauses: list[str]) -> None:
    """At the end of a scenario every scripted die was rolled."""
    rolled = dice_rolled(state)
    if rolled is None:
        raise ContractBreach(f"the state has no integer 'dice_rolled' (contract 2.0), so the use of the "
                             f"scripted dice {script} cannot be checked; got {shown(_raw_dice_rolled(state))}" + _clauses(clauses))
    if rolled < len(script):
        raise ContractBreach(f"left scripted dice unrolled: the scenario scripted {len(script)} {script}, "
                             f"the implementation rolled {rolled}; a scenario that means to leave some says "
                             f"'Given some scripted dice may be left unrolled'" + _clauses(clauses))
    if rolled > len(script):
        raise ContractBreach(f"reports {rolled} scripted dice rolled, but the scenario scripted only "
                             f"{len(script)} {script}" + _clauses(clauses))


def check_fits(game: str, call: str, answer: Any, clauses: list[str]) -> None:
    """What ``pending()``, ``act()`` or ``state()`` gave fits what the protocol asks of every game's
    data, then the game's schemas; the same on every transport (over ``exec:`` a misfit inside the
    data reaches here, conformance.connection.protocol.is_data_problem)."""
    shared = protocol.data_problem(call, answer)
    if shared:
        raise ContractBreach(f"{call}() gave what the contract does not allow of any game "
                             f"(conformance/connection/protocol/schema.json, docs/protocol.md): {shared}; "
                             f"it gave {shown(answer)}" + _clauses(clauses))
    found = schemas.answer_problem(game, call, {schemas.ANSWER_KEYS[call]: answer})
    if found:
        raise ContractBreach(f"{call}() gave what the game's schemas do not allow: {found}; "
                             f"it gave {shown(answer)}" + _clauses(clauses))


