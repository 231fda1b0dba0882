"""benchmarks/fuzz_speed.py's trivial baseline: the same campaign, both sides replaying their answers."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from conformance.contract import Refusal
from conformance.paths import ROOT

_spec = importlib.util.spec_from_file_location("fuzz_speed_benchmark", ROOT / "benchmarks" / "fuzz_speed.py")
fuzz_speed = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = fuzz_speed
_spec.loader.exec_module(fuzz_speed)


def test_the_baseline_plays_the_same_campaign_with_the_same_answers() -> None:
    plain = fuzz_speed.plain_run("hannibal", 30, 5)
    baseline = fuzz_speed.baseline_run("hannibal", 30, 5)
    assert (baseline.examples, baseline.positions, baseline.actions, baseline.rejected) == (
        plain.examples, plain.positions, plain.actions, plain.rejected)


class Game:
    def pending(self):
        return {"decision": "d", "player": "p", "actions": [{"type": "end"}]}

    def act(self, player, action):
        raise Refusal("9.2", "no")


class Maker:
    def describe(self):
        return {"games": {}}

    def create(self, position):
        return Game()


def test_a_replay_gives_each_recorded_answer_and_refusal_in_order_and_no_other_call() -> None:
    scripts: list = []
    recording = fuzz_speed.Recording(Maker(), scripts)
    game = recording.create({})
    assert game.pending()["decision"] == "d"
    with pytest.raises(Refusal):
        game.act("p", {"type": "end"})
    assert scripts[0][-1][2].__traceback__ is None, "kept without the frames it was raised through"
    replayed = fuzz_speed.Replaying(scripts, {}).create({})
    assert replayed.pending() == {"decision": "d", "player": "p", "actions": [{"type": "end"}]}
    with pytest.raises(Refusal) as refused:
        replayed.act("p", {"type": "end"})
    assert refused.value.rule == "9.2"
    with pytest.raises(StopIteration):
        replayed.state()
