"""The reference engine keeps its pending decision until the next act(), and no caller can change it."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from conformance.contract import Refusal
from reference_engine import GAMES
from reference_engine.core.procedure import DecisionKind, Frame, ProcedureGame, Rules


class Take(DecisionKind):
    """Take 1 to 3 stones from a heap (a toy decision)."""

    name = "take"
    computed = 0

    def player(self, game: Any, frame: Frame) -> str:
        return game.turn

    def candidates(self, game: Any, frame: Frame):
        Take.computed += 1
        for count in (1, 2, 3):
            yield {"type": "take", "count": count, "from": ["heap"]}

    def check(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> None:
        if action.get("count", 0) > game.stones:
            raise Refusal("toy-1", "not that many stones left")

    def apply(self, game: Any, frame: Frame, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        game.stones -= action["count"]
        game.turn = "B" if game.turn == "A" else "A"
        if game.stones == 0:
            game.pop(frame)
        return [{"type": "took", "count": action["count"]}]

    def context(self, game: Any, frame: Frame) -> dict[str, Any]:
        return {"heap": {"stones": game.stones}}


#: the toy game's rules: its one decision, by name
HEAP_RULES = Rules("heap", decisions={"take": Take})


class Heap(ProcedureGame):
    def __init__(self, stones: int) -> None:
        super().__init__(HEAP_RULES)
        self.stones, self.turn = stones, "A"
        self.push("take")


class HeapWithTax(Heap):
    """A game whose own act() reads its decision and changes the game after the base act() returns."""

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        events = super().act(player, action)
        if self.pending() is not None:
            self.stones -= 1
        return events


def counted(read) -> tuple[Any, int]:
    before = Take.computed
    value = read()
    return value, Take.computed - before


def test_a_decision_read_again_before_any_action_is_not_computed_again() -> None:
    game = Heap(5)
    first, computed = counted(game.pending)
    again, computed_again = counted(game.pending)
    assert (computed, computed_again) == (1, 0)
    assert again == first == {"decision": "take", "player": "A", "heap": {"stones": 5},
                              "actions": [{"type": "take", "count": c, "from": ["heap"]} for c in (1, 2, 3)]}


def test_changing_what_pending_returned_does_not_change_the_next_read() -> None:
    game = Heap(5)
    decision = game.pending()
    decision["player"] = "B"
    decision["heap"]["stones"] = 0
    decision["actions"][0]["count"] = 99
    decision["actions"][0]["from"].append("elsewhere")
    decision["actions"].pop()
    assert game.pending() == Heap(5).pending()


def test_an_accepted_action_forgets_the_decision() -> None:
    game = Heap(3)
    game.pending()
    game.act("A", {"type": "take", "count": 2})
    decision, computed = counted(game.pending)
    assert computed == 1
    assert decision["player"] == "B" and [a["count"] for a in decision["actions"]] == [1]
    game.act("B", {"type": "take", "count": 1})
    assert game.pending() is None


def test_a_refused_action_keeps_the_decision_it_was_refused_against() -> None:
    # the contract: a refused action leaves the game unchanged, so its decision still stands
    game = Heap(3)
    before = game.pending()
    for player, action in (("B", {"type": "take", "count": 1}), ("A", {"type": "take", "count": 4}),
                           ("A", {"count": 1}), ("A", "take")):
        with pytest.raises(Refusal):
            game.act(player, action)
        decision, computed = counted(game.pending)
        assert (decision, computed) == (before, 0)
    assert game.pending() == Heap(3).pending()


def test_a_refusal_before_the_decision_was_read_leaves_none_kept() -> None:
    game = Heap(3)
    with pytest.raises(Refusal):
        game.act("A", {"type": "take", "count": 4})
    decision, computed = counted(game.pending)
    assert (decision, computed) == (Heap(3).pending(), 1)


class HeapThatBreaks(Heap):
    """A game whose own act() changes the game, then fails with an error that is no refusal."""

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        self.stones -= 1
        raise RuntimeError("broken")


def test_an_action_that_fails_otherwise_forgets_the_decision() -> None:
    game = HeapThatBreaks(5)
    game.pending()
    with pytest.raises(RuntimeError):
        game.act("A", {"type": "take", "count": 1})
    assert game.pending()["heap"] == {"stones": 4}


class HeapWithGate(Heap):
    """A game whose own act() refuses some actions before the base act() sees them."""

    def act(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if action.get("count") == 3:
            raise Refusal("toy-2", "three at once is never allowed")
        return super().act(player, action)


def test_a_refusal_by_a_games_own_act_keeps_the_decision_too() -> None:
    game = HeapWithGate(5)
    before = game.pending()
    with pytest.raises(Refusal):
        game.act("A", {"type": "take", "count": 3})
    assert counted(game.pending) == (before, 0)
    game.act("A", {"type": "take", "count": 2})
    assert game.pending()["heap"] == {"stones": 3}


def test_a_games_own_act_forgets_the_decision_after_its_own_changes() -> None:
    game = HeapWithTax(6)
    game.pending()
    game.act("A", {"type": "take", "count": 1})
    assert game.pending()["heap"] == {"stones": 4}


def subclasses(cls: type) -> list[type]:
    return [c for sub in cls.__subclasses__() for c in [sub, *subclasses(sub)]]


def test_every_games_act_forgets_the_pending_decision() -> None:
    for module in GAMES.values():
        importlib.import_module(module)
    games = subclasses(ProcedureGame)
    assert {c.__module__.split(".")[1] for c in games if c.__module__.startswith("reference_engine.")} == set(GAMES)
    for game_class in games:
        assert getattr(game_class.act, "forgets_pending", False), f"{game_class.__name__}.act keeps a stale decision"
