"""Inline positions in a scenario's data table: errors name the feature file and row."""

from __future__ import annotations

import shutil

import pytest

from conformance.corpus.paths import FIXTURES
from conformance.reports.runs import load_records
from tests.support.runs import by_scenario

pytest_plugins = ["pytester"]

CONFTEST = '''
from conformance.games.sword_of_rome.conftest import *  # noqa
'''
TEST_MODULE = '''
from pathlib import Path
from conformance.runner.binding import bind_features
bind_features(Path(__file__).parent / "features" / "sword_of_rome", globals())
'''
FEATURE = """@sword_of_rome
Feature: Inline positions
  Background:
    Given The Sword of Rome with 2-4 players on the partial map

  @9.1.1
  Scenario: A table places leaders and CU
    Given the pieces:
      | piece           | space     | count | walls |
      | Himilco         | Lilybaeum |       |       |
      | Carthaginian CU | Lilybaeum | 10    |       |
    When Carthage activates Himilco with a 1-card
    And the army picks up 10 CU
    Then the army has 10 CU

  @9.1.1
  Scenario: A table row naming an unknown leader is reported with its line
    Given the pieces:
      | piece           | space     | count | walls |
      | Hannibal Barca  | Lilybaeum |       |       |
    When Carthage activates Himilco with a 1-card

  @9.1.1
  Scenario: A table row with a bad count is reported with its line
    Given the pieces:
      | piece           | space     | count | walls |
      | Himilco         | Lilybaeum |       |       |
      | Carthaginian CU | Lilybaeum | many  |       |
    When Carthage activates Himilco with a 1-card
"""


def test_table_rows_place_pieces_and_bad_rows_name_their_line(pytester: pytest.Pytester,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(FIXTURES, pytester.path / "fixtures")
    (pytester.path / "features" / "sword_of_rome").mkdir(parents=True)
    (pytester.path / "features" / "sword_of_rome" / "inline.feature").write_text(FEATURE)
    pytester.makepyfile(conftest=CONFTEST, test_inline=TEST_MODULE)
    monkeypatch.setenv("WARGAME_CORPUS_ROOT", str(pytester.path))
    pytester.runpytest_subprocess("-p", "conformance.runner.plugin", "--report-dir", "out")
    records = by_scenario(load_records(pytester.path / "out" / "results.json"))
    assert records["A table places leaders and CU"]["status"] == "passed"
    unknown = records["A table row naming an unknown leader is reported with its line"]
    assert (unknown["status"], unknown["cause"]) == ("errored", "corpus"), "the scenario is wrong, not the engine"
    assert "inline.feature:20" in unknown["message"] and "Hannibal Barca" in unknown["message"]
    bad_count = records["A table row with a bad count is reported with its line"]
    assert "inline.feature:28" in bad_count["message"] and "'many'" in bad_count["message"]
