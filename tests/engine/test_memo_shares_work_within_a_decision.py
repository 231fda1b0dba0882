"""The work a game's checks share between the candidates of one decision (reference_engine.core.memo)."""

from __future__ import annotations

import pytest

from conformance.contract import Refusal
from reference_engine.core.memo import checked_once, once


class Game:
    def __init__(self, listing: bool) -> None:
        self.memo = {} if listing else None


def counted(result):
    calls = []

    def compute():
        calls.append(1)
        if isinstance(result, Refusal):
            raise result
        return result

    return compute, calls


def test_within_one_listing_a_question_is_answered_once_per_key() -> None:
    game = Game(listing=True)
    compute, calls = counted(7)
    assert [once(game, ("q", 1), compute) for _ in range(3)] == [7, 7, 7]
    assert len(calls) == 1
    other, other_calls = counted(8)
    assert once(game, ("q", 2), other) == 8 and len(other_calls) == 1, "another key is another question"


def test_outside_a_listing_nothing_is_kept() -> None:
    game = Game(listing=False)
    compute, calls = counted(7)
    assert once(game, "q", compute) == 7 and once(game, "q", compute) == 7
    assert len(calls) == 2
    check, check_calls = counted(Refusal("9.1", "no"))
    for _ in range(2):
        with pytest.raises(Refusal):
            checked_once(game, "c", check)
    assert len(check_calls) == 2


def test_a_refusal_is_kept_and_raised_again_with_its_rule_and_message() -> None:
    game = Game(listing=True)
    check, calls = counted(Refusal("13.1-restriction-a", "not with the army"))
    for _ in range(3):
        with pytest.raises(Refusal) as refused:
            checked_once(game, ("army", "Vienna"), check)
        assert (refused.value.rule, refused.value.message) == ("13.1-restriction-a", "not with the army")
    assert len(calls) == 1


def test_a_passed_check_is_kept_with_its_value() -> None:
    game = Game(listing=True)
    check, calls = counted({"enemies"})
    assert checked_once(game, "c", check) == {"enemies"} and checked_once(game, "c", check) == {"enemies"}
    assert len(calls) == 1


class Stale(Refusal):
    """A refusal class of a game's own, with an attribute of its own."""

    def __init__(self, rule: str, message: str, space: str) -> None:
        super().__init__(rule, message)
        self.space = space


def test_a_kept_refusal_holds_no_frames_and_each_raise_is_a_copy_of_it() -> None:
    # a kept refusal with the frames it was raised through would refer back to the game and its
    # memo: a reference cycle per refused candidate, freed only by the garbage collector
    game = Game(listing=True)
    check, calls = counted(Stale("9.1", "no", "Roma"))
    raised = []
    for _ in range(2):
        with pytest.raises(Stale) as refused:
            checked_once(game, "c", check)
        raised.append(refused.value)
    (kept,) = game.memo.values()
    assert kept.refusal.__traceback__ is None and kept.refusal.__context__ is None
    assert raised[0] is not raised[1] and all(r is not kept.refusal for r in raised)
    assert [(type(r), r.args, r.rule, r.message, r.space) for r in raised] == [
        (Stale, ("[9.1] no",), "9.1", "no", "Roma")] * 2
    assert len(calls) == 1


def test_a_check_may_pass_with_a_refusal_as_its_value() -> None:
    game = Game(listing=True)
    value, calls = Refusal("9.1", "a value, not raised"), []
    check = lambda: calls.append(1) or value  # noqa: E731
    assert checked_once(game, "c", check) is value and checked_once(game, "c", check) is value
    assert len(calls) == 1
