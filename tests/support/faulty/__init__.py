"""Faulty programs and a tiny corpus for the runner's tests."""

from __future__ import annotations

import sys
from pathlib import Path

from conformance.connection.process import ProcessImplementation
from conformance.corpus.paths import FIXTURES

FAULTY = Path(__file__).parent / "faulty.py"
#: the per-request timeout the runner's fault tests give the faulty program
TIMEOUT = 1.0
#: a position and an action the faulty program answers (or fails to) as its fault says
POSITION = {
    "contract": "1.0", "game": "sword_of_rome", "variant": "2-4",
    "map": {"spaces": {"Roma": {}, "Sutrium": {}}, "connections": [{"between": ["Roma", "Sutrium"], "type": "clear"}]},
    "pieces": [{"kind": "leader", "name": "Camillus", "faction": "Rome", "space": "Roma"}],
    "situation": {"phasing": "Rome"},
}
ACTIVATE = {"type": "activate", "leader": "Camillus", "card": 1}


def faulty(fault: str, *extra: str, **options) -> ProcessImplementation:
    """The faulty program (faulty.py) with ``fault``, over the process protocol."""
    options.setdefault("timeout", TIMEOUT)
    return ProcessImplementation([sys.executable, str(FAULTY), fault, *extra], **options)

#: two Sword of Rome scenarios in the corpus's own vocabulary, in this order
TINY_FEATURE = """\
@sword_of_rome
Feature: 9.1 Activation (a tiny corpus for the runner's tests)

  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.1
  Rule: 9.1 movement starts by activating one of the player's own leaders with a card

    Scenario: First tiny scenario activates Camillus
      Given Camillus is in Roma
      When Rome activates Camillus with a 2-card
      Then the pending decision is "movement" for Rome
      And the army has 4 MP left

  @9.1.2-a
  Rule: 9.1.2 never more than 10 CU moving

    Scenario: Second tiny scenario picks up ten CU
      Given Camillus is in Roma
      And 10 Roman CU are in Roma
      When Rome activates Camillus with a 1-card
      And the army picks up 10 CU
      Then the army has 10 CU
"""
FIRST = "First tiny scenario activates Camillus"
SECOND = "Second tiny scenario picks up ten CU"


def tiny_corpus(directory: Path, extra_features: dict[str, bytes] | None = None) -> dict[str, str]:
    """A corpus root with the tiny feature (and ``extra_features``: file name -> content) and the
    real fixtures; returns the environment that points the corpus at it (WARGAME_CORPUS_ROOT)."""
    features = directory / "features" / "sword_of_rome"
    features.mkdir(parents=True, exist_ok=True)
    (features / "tiny.feature").write_text(TINY_FEATURE, encoding="utf-8")
    for name, content in (extra_features or {}).items():
        (features / name).write_bytes(content)
    link = directory / "fixtures"
    if not link.exists():
        link.symlink_to(FIXTURES, target_is_directory=True)
    return {"WARGAME_CORPUS_ROOT": str(directory)}

