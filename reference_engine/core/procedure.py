"""A game as a stack of pending decisions, its rules reached by name.

Each pending decision is a :class:`Frame` of some :class:`DecisionKind`. A kind
says who decides, which actions are candidates, how to check one (raising a
Refusal that cites a rule id; checking never changes the game) and how to
apply it (which may push or pop frames). The legal actions are exactly the
candidates that pass the check, so "listed" and "accepted" cannot drift apart
(a kind that builds its list instead is held to its check by tests).

A game's decision kinds are registered by name in one table per game, its
:class:`Rules` (``reference_engine/<game>/rules.py``), which the game object
holds: a rule section opens another section's decision by its name
(``game.push("interception", ...)``), never by importing that section.

Checking every candidate is most of the engine's work, and a decision is read
several times before it is answered (the runner checks each action against
it), so :meth:`ProcedureGame.pending` keeps the decision it computed until the
next ``act()`` -- the only way the game changes. Every ``act()`` forgets it,
a game's own override of ``act()`` included (wrapped when the class is
defined), unless the action was refused: a refused action leaves the game
unchanged (docs/contract.md), so the decision it was refused against still
stands and is kept. It is kept frozen (``conformance.contract.data.Frozen``: bytes,
written once) and each read thaws a fresh copy, so a caller that changes what it
got cannot change what the next caller gets.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Generic, Iterable, Mapping, TypeVar

from conformance.contract import Refusal
from conformance.contract.data import Frozen

#: the contract's refusals of actions that no rule is needed to refuse (docs/contract.md)
NOT_PENDING = "contract:not-pending"
WRONG_PLAYER = "contract:wrong-player"
OUT_OF_PLACE = "contract:out-of-place"
MALFORMED = "contract:malformed-action"


#: the game a decision kind belongs to
G = TypeVar("G", bound="ProcedureGame")


@dataclass
class Frame:
    kind: "DecisionKind[Any]"
    data: dict[str, Any] = field(default_factory=dict)


class DecisionKind(Generic[G]):
    #: name reported as the pending decision's ``decision``, and the name the game's
    #: :class:`Rules` knows the kind by
    name: ClassVar[str] = ""
    #: the clause this decision answers to (documentation; out-of-place and
    #: malformed actions are refused with the contract's OUT_OF_PLACE / MALFORMED)
    rule: ClassVar[str] = ""

    def player(self, game: G, frame: Frame) -> str:
        raise NotImplementedError

    def candidates(self, game: G, frame: Frame) -> Iterable[dict[str, Any]]:
        raise NotImplementedError

    def check(self, game: G, frame: Frame, player: str, action: dict[str, Any]) -> None:
        raise NotImplementedError

    def apply(self, game: G, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        raise NotImplementedError

    def context(self, game: G, frame: Frame) -> dict[str, Any]:
        """Extra keys reported with the pending decision."""
        return {}


class Rules(Generic[G]):
    """One game's rules by name: the table through which its game object and its rule sections
    hand over to one another.

    A rule section imports the game's module (its class, the queries every section shares) and
    the sections below it, never one above it; the game's module imports none. Where the rules
    hand over to a section above -- its decision, what it does once another section is done, the
    part of the state it reports -- they name it, and this table, built in the game package from
    every section (``<game>/rules.py``), says which section's it is:

    - ``decisions``: every decision kind, by the name the pending decision reports
      (:meth:`ProcedureGame.push` opens one, :meth:`ProcedureGame.decision` is the kind);
    - ``procedures``: what a section hands over to once it is done, or asks of a section above
      it (:meth:`ProcedureGame.proceed`);
    - ``reports``: the parts of the normalised state a section reports, by state key
      (:meth:`ProcedureGame.report`).
    """

    def __init__(self, game: str, decisions: Mapping[str, type[DecisionKind[G]]], *,
                 procedures: Mapping[str, Callable[..., Any]] | None = None,
                 reports: Mapping[str, Callable[[G], Any]] | None = None) -> None:
        self.game = game
        self.decisions: dict[str, DecisionKind[G]] = {}
        for name, kind in decisions.items():
            if kind.name != name:
                raise ValueError(f"{game}: the decision {name!r} is {kind.__name__}, which is named {kind.name!r}")
            self.decisions[name] = kind()
        self.procedures: dict[str, Callable[..., Any]] = dict(procedures or {})
        self.reports: dict[str, Callable[[G], Any]] = dict(reports or {})

    def decision(self, name: str) -> DecisionKind[G]:
        try:
            return self.decisions[name]
        except KeyError:
            raise KeyError(f"{self.game} has no decision {name!r}") from None

    def procedure(self, name: str) -> Callable[..., Any]:
        try:
            return self.procedures[name]
        except KeyError:
            raise KeyError(f"{self.game} has no procedure {name!r}") from None

    def report(self, key: str) -> Callable[[G], Any]:
        try:
            return self.reports[key]
        except KeyError:
            raise KeyError(f"{self.game} has no report {key!r}") from None


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
    """Base of every reference-engine game: pending/act over a frame stack, the game's
    :class:`Rules` reached by name."""

    #: the pending decision as last computed, frozen, until the next act() (_UNREAD: none kept)
    kept_pending: Any = _UNREAD

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules
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

    def push(self, name: str, /, **data: Any) -> Frame:
        """Open the decision ``name`` of the game's rules, with ``data`` in its frame."""
        frame = Frame(self.rules.decision(name), data)
        self.frames.append(frame)
        return frame

    def pop(self, frame: Frame | None = None) -> None:
        if frame is None:
            self.frames.pop()
        else:
            self.frames.remove(frame)

    # -- the rules by name --------------------------------------------------
    def decision(self, name: str) -> DecisionKind[Any]:
        """The decision kind ``name`` of the game's rules."""
        return self.rules.decision(name)

    def proceed(self, name: str, *args: Any) -> Any:
        """Hand over to the procedure ``name`` of the game's rules (a section above the caller's)."""
        return self.rules.procedure(name)(self, *args)

    def report(self, key: str) -> Any:
        """The state key ``key`` as the section that rules it reports it."""
        return self.rules.report(key)(self)

    # -- the contract ------------------------------------------------------
    def legal_actions(self) -> list[dict[str, Any]]:
        """The candidates that pass the check; or, for a kind that builds its own list (a method
        ``legal_actions(game)``: Here I Stand's impulse, Hannibal's activation, which list the most
        actions of their games), that list, which tests/engine/test_built_listings_are_what_checks_accept.py holds to check()."""
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
