"""Who answers a decision: a power, or the referee for outcomes outside the summary."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from conformance.contract import Refusal

from ..core import memo
from ..core.decisions import REFEREE, FixedAnswers
from ..core.decisions import RefereeDecision as CoreRefereeDecision
from ..core.procedure import MALFORMED, OUT_OF_PLACE, DecisionKind, Frame
from .game import General, Hannibal

__all__ = ["REFEREE", "ActiveDecision", "AnswerDecision", "InactiveDecision", "RefereeDecision",
           "check_force", "group_options", "interceptors", "is_count", "named_general"]

class ActiveDecision(DecisionKind[Hannibal]):
    def player(self, game: Hannibal, frame: Frame) -> str:
        return game.active


class InactiveDecision(DecisionKind[Hannibal]):
    def player(self, game: Hannibal, frame: Frame) -> str:
        return game.inactive


#: a decision answered by one of a fixed set of plain actions
AnswerDecision = FixedAnswers[Hannibal]
#: the outcome of a rule outside the summary, which the scenario states as the referee
RefereeDecision = CoreRefereeDecision[Hannibal]


def group_options(game: Hannibal, space: str, faction: str, commander: str | None):
    """(cu, leaders) splits of the field force in ``space``: every CU count, every set of other generals."""
    others = [g.name for g in game.generals_in(space, faction) if g.name != commander]
    for size in range(len(others) + 1):
        for leaders in combinations(others, size):
            for count in range(game.cu_in(space, faction, inside=False) + 1):
                yield count, list(leaders)


def interceptors(game: Hannibal) -> list[str]:
    """The inactive player's generals in the field next to the moving army: who answers the
    interception (intercept-1)."""
    near = game.neighbours(game.army.space)
    return [g.name for g in sorted(game.generals.values(), key=lambda g: g.name)
            if g.faction == game.inactive and not g.inside and g.space in near]


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def named_general(game: Hannibal, name: Any, faction: str) -> General:
    """The general an action names, who must be one of ``faction``'s: a name the position lacks is
    malformed, another side's general out of place (docs/contract.md, "Which id a refusal cites")."""
    general = game.generals.get(name) if isinstance(name, str) else None
    if general is None:
        raise Refusal(MALFORMED, f"there is no general {name!r} on the map")
    if general.faction != faction:
        raise Refusal(OUT_OF_PLACE, f"{name} is a {general.faction} general, not one of {faction}'s")
    return general


def check_force(game: Hannibal, space: str, faction: str, commander: str | None, count: Any, leaders: Any) -> None:
    """The force an action names in the field of ``space``: a count of the CU standing there and other
    generals standing there, each named once. Anything else is the contract's to refuse: a count that
    is not one or is more than stand there, a name twice or one the position lacks (malformed); a
    general of another side or of another place (out of place)."""
    if not is_count(count) or count > game.cu_in(space, faction, inside=False):
        raise Refusal(MALFORMED, f"{count!r} is not a number of the {faction} CU in the field in {space}")
    if not isinstance(leaders, list) or not all(isinstance(n, str) for n in leaders):
        raise Refusal(MALFORMED, f"leaders must be a list of names, not {leaders!r}")
    if len(set(leaders)) != len(leaders) or commander in leaders:
        raise Refusal(MALFORMED, f"{leaders!r} names a general twice")
    # the same for every candidate of a decision (checks move no general): listed once per listing
    here = memo.once(game, (check_force, space, faction),
                     lambda: {g.name for g in game.generals_in(space, faction)})
    for name in leaders:
        if name not in here:
            named_general(game, name, faction)
            raise Refusal(OUT_OF_PLACE, f"{name} does not stand in the field in {space}")
