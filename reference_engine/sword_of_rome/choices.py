"""A pending decision between a few fixed actions that take no parameters."""

from __future__ import annotations

from typing import Any, ClassVar

from conformance.contract import Refusal

from ..core.procedure import DecisionKind, Frame


class Choice(DecisionKind):
    #: the action types on offer, e.g. ("consent", "refuse")
    choices: ClassVar[tuple[str, ...]] = ()

    def candidates(self, game: Any, frame: Frame):
        for kind in self.choices:
            yield {"type": kind}

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if set(action) != {"type"} or action["type"] not in self.choices:
            raise Refusal(self.rule, f"'{self.name}' is answered with one of {', '.join(self.choices)}, "
                                     f"not {action!r}")
