"""benchmarks/fuzz_speed.py's trivial baseline: the same campaign, both sides replaying their answers."""

from __future__ import annotations

import pytest

from benchmarks import fuzz_speed
from conformance.contract import Refusal


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


def _stats(examples: int, cpu: float):
    stats = fuzz_speed.campaign.Stats()
    stats.examples, stats.cpu = examples, cpu
    return stats


def test_the_budget_line_says_what_the_goal_leaves_the_engines_once_the_fuzzer_alone_has_its_share() -> None:
    # 1,000 positions in 2.5 s, 0.8 s of them the fuzzer's alone: the goal of 1 ms per position leaves the
    # engines 0.2 ms where they take 1.7, 8.5 times too much
    line = fuzz_speed.engines_budget({"hellenes": (_stats(1000, 2.5), _stats(1000, 0.8))}, goal=1000)
    assert "hellenes 0.20 ms of 1.70" in line and "up to 8.5x faster" in line
    # an hour when the fuzzer alone misses the goal: nothing is left for the engines
    line = fuzz_speed.engines_budget({"hannibal": (_stats(1000, 2.5), _stats(1000, 1.2))}, goal=1000)
    assert "hannibal none (the fuzzer alone takes 1.20 ms)" in line and "faster" not in line
    assert "no engine could meet the goal at this hour in 1 game(s)" in line
    # a fast hour: the engines fit in what is left, and no speed-up is asked for
    assert "faster" not in fuzz_speed.engines_budget({"successors": (_stats(1000, 0.9), _stats(1000, 0.3))}, goal=1000)


def test_the_protocol_baseline_plays_the_same_campaign_over_the_protocol_with_the_same_answers() -> None:
    served = fuzz_speed.protocol_run("hannibal", 20, 5)
    baseline = fuzz_speed.protocol_baseline_run("hannibal", 20, 5)
    assert (baseline.examples, baseline.positions, baseline.actions) == (served.examples, served.positions,
                                                                       served.actions)
    assert served.cpu > 0 and baseline.cpu > 0
    assert served.requests == baseline.requests >= 2 * served.positions  # create and state at least


def test_over_the_protocol_the_cost_of_a_request_is_worked_out_against_the_fuzzer_alone_in_process(capsys) -> None:
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(sorted, [3, 1, 2])
    # 1,000 positions, 13,000 requests: 5.1 s replayed over the protocol, 0.4 s in-process, 1 ms a position allowed
    replayed = _stats(1000, 5.1)
    replayed.requests = 13000
    fuzz_speed.remaining("over the process protocol", 1000, "hellenes", _stats(1000, 7.4), replayed,
                         pstats.Stats(profiler), _stats(1000, 7.4), 3, _stats(1000, 0.4))
    out = capsys.readouterr().out
    assert "13.0 requests per position, 4.70 ms per position" in out and "362 µs of CPU per request" in out
    assert "4.7x what the goal allows" in out


def test_code_is_the_fuzzers_own_the_fingerprinted_corpus_or_a_librarys() -> None:
    root = fuzz_speed.ROOT.as_posix()
    assert fuzz_speed.owner_of(f"{root}/conformance/fuzz/play.py") == fuzz_speed.OWN
    assert fuzz_speed.owner_of(f"{root}/conformance/connection/protocol/server.py") == fuzz_speed.OWN
    assert fuzz_speed.owner_of(f"{root}/benchmarks/fuzz_speed.py") == fuzz_speed.OWN
    assert fuzz_speed.owner_of(f"{root}/conformance/connection/process.py") == fuzz_speed.FINGERPRINTED
    assert fuzz_speed.owner_of(f"{root}/reference_engine/hellenes/game.py") == fuzz_speed.FINGERPRINTED
    assert fuzz_speed.owner_of(f"{root}/.venv/lib/python3.11/site-packages/hypothesis/core.py") == fuzz_speed.LIBRARIES
    assert fuzz_speed.owner_of("~") is None


@pytest.mark.parametrize(("whole", "alone", "why"), [
    (2.5, 0.8, "the engines alone take more than the goal allows (1.7x)"),
    (2.5, 1.2, "the fuzzer alone takes more than the goal allows (1.2x)"),
    (1.2, 0.5, "the goal leaves the engines 0.50 ms once the fuzzer alone has its share; they take 0.70 ms"),
])
def test_a_missed_goal_is_explained_from_the_figures(capsys, whole, alone, why) -> None:
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(sorted, [3, 1, 2])
    fuzz_speed.remaining("in-process", 1000, "hellenes", _stats(1000, whole), _stats(1000, alone),
                         pstats.Stats(profiler), _stats(1000, whole), 3)
    out = capsys.readouterr().out
    assert f"Why: {why}" in out and "goal 1000: missed" in out
