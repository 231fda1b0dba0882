"""A record the runner makes without the scenario's own outline still names its game: a feature
or binding that could not be collected, and a scenario whose process died before it reported."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from conformance.runner.results import Recorder

BOUND = "conformance/games/hellenes/test_corpus.py"


def recorder() -> Recorder:
    return Recorder(SimpleNamespace())  # what these records need of the config: nothing


@pytest.mark.parametrize("nodeid,game", [
    (BOUND, "hellenes"),
    ("conformance/games/hellenes", "hellenes"),
    ("../wargames/conformance/games/sword_of_rome/test_corpus.py", "sword_of_rome"),
    ("conformance/games/test_elsewhere.py", None),
    ("tests/runner/test_elsewhere.py", None),
])
def test_a_binding_that_cannot_be_collected_is_an_errored_record_of_its_game(nodeid: str, game: str | None) -> None:
    record = recorder()
    record.collection_error(SimpleNamespace(nodeid=nodeid, longrepr="SyntaxError: the feature is broken"))
    assert record.records[nodeid]["game"] == game
    assert record.records[nodeid]["status"] == "errored" and record.records[nodeid]["cause"] == "corpus"


def test_a_scenario_whose_process_died_before_it_reported_is_errored_and_the_run_incomplete() -> None:
    nodeid = f"{BOUND}::test_a_storm_sinks_the_fleet"
    record = recorder()
    # pytest-xdist's report of an item its worker was playing when it died: no properties of ours
    record.add(SimpleNamespace(nodeid=nodeid, failed=True, user_properties=[], when="???",
                               longrepr="worker 'gw1' crashed while running"))
    assert record.records[nodeid]["game"] == "hellenes"
    assert record.records[nodeid]["status"] == "errored" and record.records[nodeid]["cause"] == "implementation"
    assert "crashed" in record.records[nodeid]["message"] and record.abrupt


def test_a_failed_report_of_another_test_is_not_a_record() -> None:
    record = recorder()
    record.add(SimpleNamespace(nodeid="tests/runner/test_elsewhere.py::test_x", failed=True, user_properties=[],
                               when="call", longrepr="AssertionError"))
    assert record.records == {} and not record.abrupt
