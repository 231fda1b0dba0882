"""Game data that breaks what the protocol asks of every game (a decision without its player, an
event without its type, a state without ``dice_rolled``) is a deviation, judged the same on every
transport: the scenario fails, with the same message, whether the implementation runs in-process
or over ``exec:``. The program answered as the protocol wants, so it is neither errored nor
restarted (docs/protocol.md, "What the runner does when things go wrong"). Until 2026-12-03 the
protocol schema's check of the data made each an errored scenario and a restart over ``exec:``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.corpus.paths import ROOT

#: a small Hellenes clause whose scenarios decide, act and read the state
CLAUSE = "5.3-a"
MISFITS = {
    "NoPlayer": "pending() gave what the contract does not allow of any game",
    "UntypedEvent": "act() gave what the contract does not allow of any game",
    "NoDiceRolled": "the state has no integer 'dice_rolled'",
}


def run(spec: str, report: Path) -> tuple[int, list[dict]]:
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "run", "--game", "hellenes", "--clause", CLAUSE,
                           "--implementation", spec, "--report-dir", str(report)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    records = json.loads((report / "results.json").read_text(encoding="utf-8"))["records"]
    return done.returncode, records


@pytest.mark.parametrize("misfit", list(MISFITS))
def test_a_data_misfit_fails_alike_in_process_and_over_the_protocol(misfit: str, tmp_path: Path) -> None:
    spec = f"python:tests.data_misfits:{misfit}"
    served = f"exec:{sys.executable} -m conformance.connection.protocol.server {spec}"
    verdicts = {}
    for name, implementation in (("in-process", spec), ("served", served)):
        code, records = run(implementation, tmp_path / name)
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
