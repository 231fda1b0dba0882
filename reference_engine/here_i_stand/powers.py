"""Relations between powers: at war, allied, or neutral (neither)."""

from __future__ import annotations

from typing import Any

INDEPENDENT = "Independent"


def _pairs(raw: Any) -> set[frozenset[str]]:
    return {frozenset(pair) for pair in raw or [] if len(set(pair)) == 2}


class Relations:
    def __init__(self, situation: dict[str, Any]) -> None:
        self.wars = _pairs(situation.get("wars"))
        self.alliances = _pairs(situation.get("alliances"))

    def is_enemy(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.wars

    def is_ally(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.alliances

    def is_neutral(self, a: str, b: str) -> bool:
        return a != b and not self.is_enemy(a, b) and not self.is_ally(a, b)
