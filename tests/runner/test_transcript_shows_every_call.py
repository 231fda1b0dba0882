"""A failing scenario's report shows every contract call it made and what came back."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.connection.process import ImplementationError, ImplementationFault
from conformance.connection.specs import load_implementation
from conformance.contract import Refusal
from conformance.runner.transcript import (
    REFERENCE_CHECK,
    TranscribingGame,
    TranscribingImplementation,
    entries,
    format_transcript,
)
from tests.support.runs import conformance_run


def test_the_recording_wrapper_keeps_calls_answers_and_refusals_in_order() -> None:
    transcript: list[dict] = []
    implementation = TranscribingImplementation(load_implementation("reference"), transcript)
    game = implementation.create({
        "contract": "1.0", "game": "sword_of_rome", "variant": "2-4",
        "map": {"spaces": {"Roma": {}, "Sutrium": {}}, "connections": [{"between": ["Roma", "Sutrium"], "type": "clear"}]},
        "pieces": [{"kind": "leader", "name": "Camillus", "faction": "Rome", "historical": True, "space": "Roma"},
                   {"kind": "cu", "faction": "Rome", "space": "Roma", "count": 11}],
        "markers": {"control": {"Roma": "Rome"}}, "situation": {"phasing": "Rome"}})
    game.act("Rome", {"type": "activate", "leader": "Camillus", "card": 2})
    with pytest.raises(Refusal):
        game.act("Rome", {"type": "pick_up", "cu": 11})
    calls = entries(transcript)
    assert [e["call"] for e in calls] == ["create", "act", "act"]
    assert calls[1]["answer"][0]["type"] == "activated"
    assert calls[2]["refusal"]["rule"] == "9.1.2-a"
    text = format_transcript(transcript)
    assert 'act(\'Rome\', {"type": "pick_up", "cu": 11})\n    -> refused: {"rule": "9.1.2-a"' in text


def test_a_failed_scenario_carries_its_transcript_in_results_json(tmp_path: Path) -> None:
    mutant = "python:strength.wrong.mutants.hellenes:storm_on_1_to_3_in_summer"
    code, results = conformance_run(tmp_path, "--implementation", mutant, "--game", "hellenes", "--clause", "5.2.2-b",
                                    within=600)
    assert code == 1
    records = results["records"]
    failed = [r for r in records if r["status"] == "failed"]
    assert failed, "the mutant fails a storm scenario"
    calls = [entry["call"] for entry in failed[0]["transcript"]]
    assert calls[0] == "create" and "act" in calls
    assert all("transcript" not in r for r in records if r["status"] == "passed")


def test_the_transcript_keeps_what_was_said_when_it_was_said() -> None:
    class Game:
        def __init__(self) -> None:
            self.events = [{"type": "moved", "to": "Roma"}]

        def act(self, player, action):
            action["type"] = "changed by the implementation"
            return self.events

    class Implementation:
        def create(self, position):
            position["game"] = "changed by the implementation"
            return Game()

    transcript: list[dict] = []
    game = TranscribingImplementation(Implementation(), transcript).create({"game": "hellenes"})
    events = game.act("Athens", {"type": "march"})
    events[0]["to"] = "changed later"
    game.game.events.append({"type": "added later"})
    calls = entries(transcript)
    assert calls[0]["position"] == {"game": "hellenes"}
    assert calls[1]["action"] == {"type": "march"}
    assert calls[1]["answer"] == [{"type": "moved", "to": "Roma"}]


class Breaks:
    """A game whose act() breaks as the runner's guards say it: a fault, or an error answer."""

    def __init__(self, exc: Exception) -> None:
        self.exc = exc

    def act(self, player, action):
        raise self.exc


@pytest.mark.parametrize("exc, said", [
    (ImplementationFault("exited with code 7 before answering 'act' (request 3)", ["boom"]),
     "the implementation broke: exited with code 7 before answering 'act' (request 3)\nlast lines of its stderr:"),
    (ImplementationError("no such general", {"at": "act"}), "the implementation answered with an error: no such general"),
    (KeyError("x"), "raised KeyError: 'x'")])
def test_what_broke_is_said_in_words_not_by_the_runners_class_names(exc: Exception, said: str) -> None:
    transcript: list[dict] = []
    game = TranscribingGame(Breaks(exc), 1, transcript)
    with pytest.raises(type(exc)):
        game.act("Rome", {"type": "march"})
    assert entries(transcript)[0]["error"].startswith(said)
    text = format_transcript(transcript)
    assert f"    -> {said}" in text
    assert "ImplementationFault" not in text and "ImplementationError" not in text


def test_an_act_the_reference_check_sent_is_marked_as_its_own() -> None:
    transcript: list[dict] = []
    game = TranscribingGame(Breaks(Refusal("contract:wrong-player", "not yours")), 1, transcript)
    for by in (None, REFERENCE_CHECK):
        with pytest.raises(Refusal):
            game.act("referee", {"type": "march"}, by=by)
    scenario, offered = entries(transcript)
    assert "by" not in scenario and offered["by"] == "reference check"
    first, second = format_transcript(transcript).split("\ngame 1: ")
    assert "sent by" not in first
    assert second.startswith("act('referee', {\"type\": \"march\"})  [sent by the reference check, not by the scenario]")
