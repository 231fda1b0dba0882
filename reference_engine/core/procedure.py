"""A game as a stack of pending decisions.

Each pending decision is a :class:`Frame` of some :class:`DecisionKind`. A kind
says who decides, which actions are candidates, how to check one (raising a
Refusal that cites a rule id; checking never changes the game) and how to
apply it (which may push or pop frames). The legal actions are exactly the
candidates that pass the check, so "listed" and "accepted" cannot drift apart
(a kind that builds its list instead is held to its check by tests).

Checking every candidate is most of the engine's work, and a decision is read
several times before it is answered (the runner checks each action against
it), so :meth:`ProcedureGame.pending` keeps the decision it computed until the
next ``act()`` -- the only way the game changes. Every ``act()`` forgets it,
a game's own override of ``act()`` included (wrapped when the class is
defined), unless the action was refused: a refused action leaves the game
unchanged (docs/contract.md), so the decision it was refused against still
stands and is kept. It is kept frozen (:class:`.frozen.Frozen`: bytes, written
once) and each read thaws a fresh copy, so a caller that changes what it got
cannot change what the next caller gets.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable

from conformance.contract import Refusal

from .frozen import Frozen

#: the contract's refusals of actions that no rule is needed to refuse (docs/contract.md)
NOT_PENDING = "contract:not-pending"
WRONG_PLAYER = "contract:wrong-player"
OUT_OF_PLACE = "contract:out-of-place"
MALFORMED = "contract:malformed-action"


@dataclass
class Frame:
    kind: "DecisionKind"
    data: dict[str, Any] = field(default_factory=dict)


class DecisionKind:
    #: name reported as the pending decision's ``decision``
    name: ClassVar[str] = ""
    #: the clause this decision answers to (documentation; out-of-place and
    #: malformed actions are refused with the contract's OUT_OF_PLACE / MALFORMED)
    rule: ClassVar[str] = ""

    def player(self, game: Any, frame: Frame) -> str:
        raise NotImplementedError

    def candidates(self, game: Any, frame: Frame) -> Iterable[dict[str, Any]]:
        raise NotImplementedError

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        raise NotImplementedError

    def apply(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        raise NotImplementedError

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        """Extra keys reported with the pending decision."""
        return {}


#: no pending decision is kept (it is computed on the next read)
_UNREAD: Any = object()


def forgets_pending(act: Callable[..., Any]) -> Callable[..., Any]:
    """``act`` that forgets the kept pending decision before and after it runs; a refusal puts
    back the decision kept before (the game is unchanged: contract)."""
    if getattr(act, "forgets_pending", False):
        return act

    @functools.wraps(act)
    def forgetting(game: "ProcedureGame", player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kept, game.kept_pending = game.kept_pending, _UNREAD
        try:
            events = act(game, player, action)
        except Refusal:
            game.kept_pending = kept  # contract: a refused action leaves the game unchanged
            raise
        except BaseException:
            game.kept_pending = _UNREAD
            raise
        game.kept_pending = _UNREAD
        return events

    forgetting.forgets_pending = True  # type: ignore[attr-defined]
    return forgetting


class ProcedureGame:
    """Base of every reference-engine game: pending/act over a frame stack."""

    #: the pending decision as last computed, frozen, until the next act() (_UNREAD: none kept)
    kept_pending: Any = _UNREAD

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.log: list[dict[str, Any]] = []
        #: while legal_actions() checks candidates (checking never changes the game), checks may
        #: keep what they computed here for the next candidate; None otherwise
        self.memo: dict[Any, Any] | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "act" in cls.__dict__:  # a game's own act() changes the game too
            cls.act = forgets_pending(cls.__dict__["act"])

    # -- the frame stack ---------------------------------------------------
    @property
    def frame(self) -> Frame | None:
        return self.frames[-1] if self.frames else None

    def push(self, kind: DecisionKind, **data: Any) -> Frame:
        frame = Frame(kind, data)
        self.frames.append(frame)
        return frame

    def pop(self, frame: Frame | None = None) -> None:
        if frame is None:
            self.frames.pop()
        else:
            self.frames.remove(frame)

    # -- the contract ------------------------------------------------------
    def legal_actions(self) -> list[dict[str, Any]]:
        """The candidates that pass the check; or, for a kind that builds its own list (a method
        ``legal_actions(game)``: Here I Stand's impulse, Hannibal's activation, which list the most
        actions of their games), that list, which tests/test_built_listings.py holds to check()."""
        frame = self.frame
        if frame is None:
            return []
        kind = frame.kind
        build = getattr(kind, "legal_actions", None)
        self.memo = {}  # checking never changes the game: what the checks find is kept for the listing
        try:
            if build is not None:
                return build(self)
            player, check = kind.player(self, frame), kind.check
            legal = []
            for action in kind.candidates(self, frame):
                try:
                    check(self, frame, player, action)
                except Refusal:
                    continue
                legal.append(action)
            return legal
        finally:
            self.memo = None

    def pending(self) -> dict[str, Any] | None:
        kept = self.kept_pending
        if kept is _UNREAD:
            kept = self.kept_pending = Frozen(self.compute_pending())
        return kept.thawed()

    def compute_pending(self) -> dict[str, Any] | None:
        frame = self.frame
        if frame is None:
            return None
        return {
            "decision": frame.kind.name,
            "player": frame.kind.player(self, frame),
            "actions": self.legal_actions(),
            **frame.kind.context(self, frame),
        }

    def decision_clause(self) -> str | None:
        """The clause the pending decision serves (the fuzzer names a divergence after it)."""
        frame = self.frame
        return (frame.kind.rule or None) if frame is not None else None

    def idle_refusal(self) -> Refusal:
        """The refusal of an action that arrives while nothing is pending; a game
        overrides it where a rule is what ended the play (no actions left)."""
        return Refusal(NOT_PENDING, "no decision is pending")

    @forgets_pending
    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        frame = self.frame
        if frame is None:
            raise self.idle_refusal()
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise Refusal(MALFORMED, f"an action is a dict with a 'type'; got {action!r}")
        expected = frame.kind.player(self, frame)
        if player != expected:
            raise Refusal(WRONG_PLAYER, f"'{frame.kind.name}' is for {expected} to decide, not {player}")
        frame.kind.check(self, frame, player, action)
        events = frame.kind.apply(self, frame, player, action)
        self.log.extend(events)
        return events
