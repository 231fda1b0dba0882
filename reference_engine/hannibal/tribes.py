"""Tribes and subjugation (tribes-1, tribes-2, subjugation).

A subjugation attempt's outcome is outside the summary (referee). A
subjugated tribe's space takes the subjugator's ordinary PC.
"""

from __future__ import annotations

from typing import Any

from conformance.contract import Refusal

from ..core.board import space_attribute
from ..core.procedure import OUT_OF_PLACE, Frame
from .deciders import RefereeDecision, named_general
from .game import Hannibal

TRIBES_COUNT_FOR = ("Carthage",)  # tribes-2


def check_subjugation(game: Hannibal, name: Any) -> None:
    general = named_general(game, name, game.active)
    if general.inside:
        raise Refusal(OUT_OF_PLACE, f"{name} is inside walls: no tribe there")
    if not game.is_tribe(general.space):
        # tribes-1 what is subjugated is a tribe
        raise Refusal("tribes-1", f"{general.space} holds no tribe to subjugate")
    if game.control.get(general.space) == game.active:
        # tribes-1 subjugation comes before a tribe changes sides: one friendly already has none to make
        raise Refusal("tribes-1", f"the tribe in {general.space} is friendly to {game.active} already")


def subjugate(game: Hannibal, name: str) -> list[dict[str, Any]]:
    space = game.generals[name].space
    game.push("subjugation_outcome", space=space, general=name)
    return [{"type": "subjugation_attempt", "space": space, "general": name}]


def friendly_spaces(game: Hannibal) -> dict[str, dict[str, int]]:
    """Friendly spaces per province and power."""
    counts: dict[str, dict[str, int]] = {}
    for space, faction in sorted(game.control.items()):
        province = space_attribute(game.board, space, "province")
        if province is None:
            continue
        if game.is_tribe(space) and faction not in TRIBES_COUNT_FOR:
            continue  # tribes-2 only tribes friendly to Carthage count as PCs
        by_power = counts.setdefault(province, {})
        by_power[faction] = by_power.get(faction, 0) + 1
    return counts


class SubjugationOutcome(RefereeDecision):
    name = "subjugation_outcome"
    rule = "subjugation"
    answers = ("subjugated", "not_subjugated")

    def apply(self, game: Hannibal, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.pop(frame)
        space = frame.data["space"]
        if action["type"] == "not_subjugated":
            return [{"type": "not_subjugated", "space": space}]
        game.control[space] = game.active  # tribes-1 subjugated: the tribe is now friendly to the subjugator
        return [{"type": "subjugated", "space": space, "faction": game.active}]
