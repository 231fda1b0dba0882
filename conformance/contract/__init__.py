"""The adapter contract: the only way the corpus talks to an implementation.

Every implementation under test -- the reference engine, someone's Python
package, or (through the process protocol) a program in any language -- is
reached through these few calls. Everything that crosses the contract is
plain JSON-compatible data (dicts, lists, strings, ints, bools, None), so the
same calls can be carried over a pipe unchanged.

    implementation.describe()          -> dict   who you are, what you support
    implementation.create(position)    -> Game   a game loaded from a position
    game.pending()                     -> dict | None   the decision now due
    game.act(player, action)           -> list[dict]    events it caused
    game.state()                       -> dict   the normalised state

Illegal actions raise :class:`Refusal` naming the rule id that forbids them.
Positions or actions an implementation does not model raise
:class:`Unsupported`. A die needed beyond the position's dice script raises
:class:`UnscriptedDie`; ``state()["dice_rolled"]`` counts the scripted dice
used so far. See docs/contract.md for the full text.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

#: Version of this contract. Bump the minor number for additions that old
#: implementations can ignore, the major number for anything else.
CONTRACT_VERSION = "2.1"

Position = dict[str, Any]
Action = dict[str, Any]
Decision = dict[str, Any]
Event = dict[str, Any]
State = dict[str, Any]


class ContractError(Exception):
    """Base class of the errors that are part of the contract."""


class Refusal(ContractError):
    """An action, or a position, that the rules forbid.

    ``rule`` is the catalog id of the clause that forbids it (``"9.1.2-a"``).
    """

    def __init__(self, rule: str, message: str = "") -> None:
        super().__init__(f"[{rule}] {message}" if message else f"[{rule}]")
        self.rule = rule
        self.message = message

    def as_data(self) -> dict[str, str]:
        return {"rule": self.rule, "message": self.message}


#: Refusals no rule makes: the action does not fit the contract or the moment.
#: Their ids start with ``contract:`` and are never catalog clauses, so a
#: scenario about a rule can never pass on one of them (docs/contract.md).
CONTRACT_PREFIX = "contract:"
CONTRACT_REFUSALS = {
    "contract:not-pending": "an action arrived while no decision is pending",
    "contract:wrong-player": "the pending decision is another player's",
    "contract:out-of-place": "the pending decision does not take this action (its type, or the piece it names)",
    "contract:malformed-action": "the action is not a dict with a 'type', a parameter has the wrong shape, "
                                 "or it names a piece, space or card the position does not have",
}


def is_contract_refusal(rule: str) -> bool:
    """True for the contract's own refusal ids, which cite no rule of a game."""
    return rule.startswith(CONTRACT_PREFIX)


class Unsupported(ContractError):
    """The implementation does not model this game, variant, clause or action."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class UnscriptedDie(ContractError):
    """The implementation needs a die the position's dice script does not have.

    ``rolled`` is how many scripted dice it had rolled before. Needing an
    unscripted die is a deviation from the scenario (a roll that should not
    happen), never a limit of the implementation: the runner counts it as a
    failure, not as unsupported.
    """

    def __init__(self, rolled: int, message: str = "") -> None:
        super().__init__(f"no scripted die left after {rolled} roll(s)" + (f": {message}" if message else ""))
        self.rolled = rolled
        self.message = message

    def as_data(self) -> dict[str, Any]:
        return {"rolled": self.rolled, "message": self.message}


@runtime_checkable
class Game(Protocol):
    """One game in progress, created from a position."""

    def pending(self) -> Decision | None:
        """The decision now due, or None when nothing is pending.

        Shape: ``{"decision": str, "player": str, "actions": [Action, ...],
        ...context}``. ``actions`` lists every legal action as data; an action
        is a dict with a ``"type"`` key and the parameters of that type.
        """

    def act(self, player: str, action: Action) -> list[Event]:
        """Take ``action`` for ``player``; return the events it caused.

        Raises :class:`Refusal` (with the rule id) when the rules forbid it;
        the game is then unchanged.
        """

    def state(self) -> State:
        """The normalised state; see docs/contract.md for its shape per game.

        Every game's state has ``"dice_rolled"``: how many dice of the
        position's script have been rolled so far.
        """


@runtime_checkable
class Implementation(Protocol):
    """A factory of games: what ``--implementation`` points at."""

    def describe(self) -> dict[str, Any]:
        """``{"name", "version", "contract", "games": {game: {"variants": [...],
        "clauses": "all" | [ids], "readings": {erratum: reading}}}}`` (``readings`` optional)."""

    def create(self, position: Position) -> Game:
        """Load ``position``; raise Unsupported for what is not modelled and
        Refusal for a position the rules forbid."""
