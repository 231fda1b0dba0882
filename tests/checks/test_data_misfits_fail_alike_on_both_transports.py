"""Game data that breaks what the protocol asks of every game (a decision without its player, an
event without its type, a state without ``dice_rolled``) is a deviation, judged the same on every
transport: the scenario fails, with the same message, whether the implementation runs in-process
or over ``exec:``. The program answered as the protocol wants, so it is neither errored nor
restarted (docs/protocol.md, "What the runner does when things go wrong").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.runs import on_both_transports

#: a small Hellenes clause whose scenarios decide, act and read the state
CLAUSE = "5.3-a"
MISFITS = {
    "NoPlayer": "pending() gave what the contract does not allow of any game",
    "UntypedEvent": "act() gave what the contract does not allow of any game",
    "NoDiceRolled": "the state has no integer 'dice_rolled'",
}


@pytest.mark.parametrize("misfit", list(MISFITS))
def test_a_data_misfit_fails_alike_in_process_and_over_the_protocol(misfit: str, tmp_path: Path) -> None:
    played = on_both_transports(tmp_path, f"python:strength.wrong.misfits:{misfit}", "--game", "hellenes",
                                "--clause", CLAUSE)
    verdicts = {}
    for name, (code, records) in played.items():
        assert records and code == 1, (name, code)
        assert {r["status"] for r in records} == {"failed"}, (name, [(r["status"], r["message"][:200]) for r in records])
        assert all(MISFITS[misfit] in r["message"] for r in records), (name, records[0]["message"][:400])
        verdicts[name] = [(r["scenario"], r["status"]) for r in records]
    assert verdicts["in-process"] == verdicts["served"]


def test_a_result_whose_envelope_breaks_the_schema_is_still_the_programs_fault() -> None:
    from conformance.connection import protocol

    assert not protocol.is_data_problem("act", {"events": "Camillus moved"})
    assert not protocol.is_data_problem("state", {"state": {}, "extra": 1})
    assert protocol.is_data_problem("pending", {"pending": {"decision": "movement", "actions": []}})
    assert protocol.is_data_problem("act", {"events": [{}]})
    assert protocol.is_data_problem("state", {"state": {"dice_rolled": -1}})
    assert protocol.data_problem("pending", {"decision": "movement", "actions": []}) == (
        'at (top level): "player" is a required property')
