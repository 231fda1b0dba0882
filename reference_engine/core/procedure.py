"""A game as a stack of pending decisions.

Each pending decision is a :class:`Frame` of some :class:`DecisionKind`. A kind
says who decides, which actions are candidates, how to check one (raising a
Refusal that cites a rule id; checking never changes the game) and how to
apply it (which may push or pop frames). The legal actions are exactly the
candidates that pass the check, so "listed" and "accepted" cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable

from conformance.contract import Refusal


@dataclass
class Frame:
    kind: "DecisionKind"
    data: dict[str, Any] = field(default_factory=dict)


class DecisionKind:
    #: name reported as the pending decision's ``decision``
    name: ClassVar[str] = ""
    #: the clause cited when an action does not belong to this decision
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


class ProcedureGame:
    """Base of every reference-engine game: pending/act over a frame stack."""

    #: cited when an action arrives while nothing is pending
    idle_rule: ClassVar[str] = ""

    def __init__(self) -> None:
        self.frames: list[Frame] = []
        self.log: list[dict[str, Any]] = []
        #: while legal_actions() checks candidates (checking never changes the game), checks may
        #: keep what they computed here for the next candidate; None otherwise
        self.memo: dict[Any, Any] | None = None

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
        frame = self.frame
        if frame is None:
            return []
        player = frame.kind.player(self, frame)
        legal = []
        self.memo = {}
        try:
            for action in frame.kind.candidates(self, frame):
                try:
                    frame.kind.check(self, frame, player, action)
                except Refusal:
                    continue
                legal.append(action)
        finally:
            self.memo = None
        return legal

    def pending(self) -> dict[str, Any] | None:
        frame = self.frame
        if frame is None:
            return None
        return {
            "decision": frame.kind.name,
            "player": frame.kind.player(self, frame),
            "actions": self.legal_actions(),
            **frame.kind.context(self, frame),
        }

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        frame = self.frame
        if frame is None:
            raise Refusal(self.idle_rule, "no decision is pending")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise Refusal(frame.kind.rule, f"an action is a dict with a 'type'; got {action!r}")
        expected = frame.kind.player(self, frame)
        if player != expected:
            raise Refusal(frame.kind.rule, f"'{frame.kind.name}' is for {expected} to decide, not {player}")
        frame.kind.check(self, frame, player, action)
        events = frame.kind.apply(self, frame, player, action)
        self.log.extend(events)
        return events
