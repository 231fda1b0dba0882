"""The tiny corpus: two Sword of Rome scenarios and the real fixtures, for runs that must be quick."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.corpus import paths

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


def tiny_corpus(directory: Path, monkeypatch: pytest.MonkeyPatch,
                extra_features: dict[str, bytes] | None = None) -> Path:
    """A corpus root at ``directory`` with the tiny feature (and ``extra_features``: file name ->
    content) and the real fixtures (unless ``directory`` has fixtures of its own), which this
    process and every run it starts play as the corpus (WARGAME_CORPUS_ROOT); the root."""
    features = directory / "features" / "sword_of_rome"
    features.mkdir(parents=True, exist_ok=True)
    (features / "tiny.feature").write_text(TINY_FEATURE, encoding="utf-8")
    for name, content in (extra_features or {}).items():
        (features / name).write_bytes(content)
    link = directory / "fixtures"
    if not link.exists():
        link.symlink_to(paths.FIXTURES, target_is_directory=True)
    monkeypatch.setenv("WARGAME_CORPUS_ROOT", str(directory))
    monkeypatch.setattr(paths, "FEATURES", directory / "features")  # what this process reads (the site)
    return directory
