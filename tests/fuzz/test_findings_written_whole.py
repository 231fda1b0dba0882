"""Findings as the fuzzer writes them: atomically, with assertions even at create, with the clause
of the decision answered, and not replaced by artifacts of the restart budget."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conformance.fuzz import scenario


def _finding() -> dict:
    return {"game": "sword_of_rome", "position": {}, "initial": {"pending": None, "state": {"turn": 1}},
            "steps": [], "seed": 1, "round_seed": 2, "implementation": "x", "against": "reference",
            "divergence": {"step": 0, "what": "state", "clauses": [], "summary": "state differs",
                           "reference": {}, "implementation": {}}}


def test_a_finding_is_written_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    finding = _finding()
    real_replace = os.replace
    calls = []

    def failing_replace(source, target):
        calls.append(Path(target).suffix)
        if Path(target).suffix == ".feature":
            raise OSError(28, "No space left on device")
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        scenario.write(finding, tmp_path)
    folder = tmp_path / "sword_of_rome"
    assert calls == [".json", ".feature"]  # the transcript first, the scenario last
    assert [p.suffix for p in folder.iterdir()] == [".json"]  # no temporary file left, no .feature
    assert json.loads(next(folder.iterdir()).read_text()) == finding
    monkeypatch.setattr(os, "replace", real_replace)
    feature, transcript = scenario.write(finding, tmp_path)
    assert sorted(p.name for p in folder.iterdir()) == sorted([feature.name, transcript.name])
    assert feature.stat().st_mode & 0o777 == transcript.stat().st_mode & 0o777 == 0o666 & ~scenario._UMASK


def test_a_finding_on_the_same_position_and_actions_never_replaces_another(tmp_path: Path) -> None:
    first = _finding()
    feature, transcript = scenario.write(first, tmp_path)
    assert scenario.write(first, tmp_path) == (feature, transcript)  # the same finding: its own files
    other = {**_finding(), "implementation": "y"}  # another implementation, the same position and actions
    other_feature, other_transcript = scenario.write(other, tmp_path)
    assert other_feature.name == feature.name.replace(".feature", "_2.feature")
    assert json.loads(transcript.read_text())["implementation"] == "x"
    assert json.loads(other_transcript.read_text())["implementation"] == "y"
    titles = [line for path in (feature, other_feature) for line in path.read_text().splitlines()
              if line.strip().startswith("Scenario:")]
    assert len(set(titles)) == 2 and "_2:" in titles[1]  # scenario names stay unique in the corpus
    assert scenario.write(other, tmp_path)[0] == other_feature
    assert scenario.write({**_finding(), "implementation": "z"}, tmp_path)[0].name.endswith("_3.feature")


def test_a_full_disk_leaves_no_feature_without_its_whole_transcript(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import json, sys
        from pathlib import Path
        from conformance.fuzz import scenario
        finding = json.loads(sys.argv[1])
        finding["position"] = {{"markers": {{f"m{{i}}": "x" * 200 for i in range(200)}}}}
        try:
            scenario.write(finding, Path({str(tmp_path)!r}))
        except OSError:
            sys.exit(3)
        """)
    # 12 blocks of 512 bytes: the transcript (some 50 kB) does not fit. The process writes no bytecode:
    # Python would write the first 12 kB of a module's and keep it, for every later process to fail on
    result = subprocess.run(["bash", "-c", 'ulimit -f 12; exec "$0" -c "$1" "$2"', sys.executable, script,
                             json.dumps(_finding())], capture_output=True, text=True,
                            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    assert result.returncode == 3, result.stderr
    folder = tmp_path / "sword_of_rome"
    assert list(folder.iterdir()) == []


# -- a divergence at create --------------------------------------------------------------------

from conformance.contract import Refusal  # noqa: E402
from conformance.fuzz import campaign, verify  # noqa: E402
from reference_engine import Implementation  # noqa: E402
from strength.wrong.patched import WrappedGame  # noqa: E402
from tests.support.campaigns import campaign_settings  # noqa: E402
from tests.support.faulty import faulty_spec  # noqa: E402
from tests.support.runs import SERVED_REFERENCE as SERVED  # noqa: E402


class CreateRefuses(Implementation):
    def create(self, position):
        raise Refusal("9.1")


@pytest.mark.parametrize("spec", ["python:tests.support.faulty.inprocess:CreateCrashes",
                                  f"python:{__name__}:CreateRefuses"], ids=["CreateCrashes", "CreateRefuses"])
def test_a_divergence_at_create_asserts_the_reference_outcome_after_the_position(tmp_path: Path, spec: str) -> None:
    _, findings = campaign.run_worker(campaign_settings("sword_of_rome", spec, max_examples=5))
    assert len(findings) == 1
    finding = findings[0]
    assert finding["divergence"]["step"] == 0 and finding["steps"] == []
    assert finding["initial"]["pending"] and finding["initial"]["state"]  # the reference's, noted at create
    assert finding["divergence"]["clauses"] == [finding["initial"]["decision_clause"]]
    feature, _ = scenario.write(finding, tmp_path)
    text = feature.read_text()
    assert 'Then the pending decision is "' in text and "the state is:" in text
    ours, theirs = verify.verify(feature, "sword_of_rome", "reference", spec)
    assert ours == "passed" and theirs != "passed"  # errored: the corpus's verdict on a create that raises


# -- the clause of the decision the action answered, with a reference served over the protocol -----

def test_the_clause_is_the_answered_decisions_whether_the_reference_is_served_or_in_process() -> None:
    spec = "python:strength.wrong.divergent:DropsLastEvent"
    found = {}
    for against in ("reference", SERVED):
        _, findings = campaign.run_worker(campaign_settings("sword_of_rome", spec, against=against, seed=0,
                                                            max_examples=50))
        assert len(findings) == 1
        divergence = findings[0]["divergence"]
        assert divergence["what"] == "events"
        found[against] = divergence["clauses"]
    assert found["reference"] == found[SERVED] == ["9.2"]


def test_probes_ask_the_decision_the_action_answered_not_the_one_pending_after_it() -> None:
    from conformance.fuzz.play import Divergence, Transcript, clauses_of

    class Probed:
        """A reference that names no decision clause: probes learn it (the wrong player is refused
        citing the clause of the decision pending)."""

        def __init__(self, clause):
            self.clause = clause

        def pending(self):
            return {"decision": "d", "player": "Rome", "actions": []}

        def act(self, player, action):
            raise Refusal(self.clause)

    transcript = Transcript("sword_of_rome", {})
    transcript.initial = {"pending": {"decision": "activation"}}
    transcript.steps = [{"player": "Rome", "action": {"type": "activate"}, "reference": {"outcome": "accepted"}},
                        {"player": "Rome", "action": {"type": "move"}, "reference": {"outcome": "accepted"}}]
    replayed = []

    def replay(actions):
        replayed.append(actions)
        return Probed("9.2")  # the movement decision, before the move

    after = Probed("9.1.2")  # the next activation, after the move
    for what in ("events", "outcome", "error"):
        assert clauses_of(Divergence(2, what, [], []), transcript, after, replay=replay) == ["9.2"]
    assert replayed == [1, 1, 1]
    assert clauses_of(Divergence(2, "pending", {}, {}), transcript, after, replay=replay) == ["9.1.2"]


# -- the restart budget used up is not a finding ------------------------------------------------

def test_a_crash_is_not_replaced_by_the_used_up_restart_budget_while_shrinking() -> None:
    _, findings = campaign.run_worker(campaign_settings("sword_of_rome", faulty_spec("crash"), max_examples=20,
                                                        seeds=False, restart_budget=1, seed=0))
    assert len(findings) == 1
    divergence = findings[0]["divergence"]
    assert "restart budget" not in divergence["summary"]
    assert divergence["step"] == 1 and divergence["what"] == "error"  # the real crash, at the first act
    assert "exited with code" in divergence["implementation"]["reason"]
    assert divergence["clauses"]


class NotCalledAgain(Implementation):
    """An in-process implementation past its budget of abandoned calls (conformance/connection/inprocess.py)."""

    def create(self, position):
        from conformance.connection.process import BudgetUsedUp

        game = WrappedGame(super().create(position))

        def act(player, action):
            raise BudgetUsedUp("not called again: 4 calls were abandoned, more than the restart "
                                      "budget (3); last fault: act did not return within 5 s", None)

        game.act = act
        return game


def test_a_side_no_longer_called_could_not_play_it_did_not_diverge() -> None:
    from conformance.fuzz.choices import Choices
    from conformance.fuzz.play import COULD_NOT_PLAY, Player
    from conformance.fuzz.positions import generate_with_path

    player = Player("sword_of_rome", Implementation(), NotCalledAgain())
    played = 0
    for i in range(10):
        position, path = generate_with_path("sword_of_rome", Choices(bytes((i * 31 + k) % 256 for k in range(64))))
        transcript = player.play(position, Choices(bytes(range(64))), path)
        if transcript is None or not transcript.steps:
            continue
        played += 1
        assert transcript.divergence is None
        assert transcript.stopped.startswith(COULD_NOT_PLAY)
    assert played
