"""Dice come from the scenario's script: no hidden randomness, no global state."""

from __future__ import annotations

from collections.abc import Iterable

from conformance.contract import UnscriptedDie


class DiceScript:
    def __init__(self, rolls: Iterable[int] = ()) -> None:
        self._rolls = list(rolls)
        self.used: list[int] = []

    def roll(self, why: str = "") -> int:
        if not self._rolls:
            raise UnscriptedDie(self.rolled, f"the script has no die left for {why or 'a die roll'}")
        value = self._rolls.pop(0)
        self.used.append(value)
        return value

    @property
    def rolled(self) -> int:
        """How many scripted dice were used: the state's ``dice_rolled``."""
        return len(self.used)

    @property
    def remaining(self) -> list[int]:
        return list(self._rolls)
