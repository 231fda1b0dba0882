"""A corpus that only grew keeps its kills: after new scenarios, only the survivors are played again.

A mutant killed by a scenario stays killed while that scenario, the engine and
the harness are as they were, so ``strength/mutation.py --rerun-survivors``
may write the scores when the game's scenarios were only added to: every
scenario the verdicts were measured on is still there, unchanged in all a
play of it reads (its steps, examples and tags, its feature's and rule's
tags and backgrounds), and nothing else the verdicts depend on changed.
"""

from __future__ import annotations

import json

from strength import mutation
from tests.support.mutation_checkout import small_checkout

FEATURE = """@hannibal
Feature: Sieges
  Background:
    Given a siege

  @siege-1
  Rule: the roll
    Scenario: A roll of six takes the city
      When the besieger rolls 6
      Then the city falls

    Scenario: A roll of one does not
      When the besieger rolls 1
      Then the city holds
"""

ADDED = """
    Scenario: A roll of five does not either
      When the besieger rolls 5
      Then the city holds
"""


def _checkout(tmp_path, monkeypatch):
    return small_checkout(tmp_path / "project", monkeypatch, {
        "pyproject.toml": "[project]\n", "conftest.py": "", "reference_engine/core/board.py": "A = 1\n",
        "reference_engine/hannibal/sieges.py": "B = 1\n", "features/hannibal/sieges.feature": FEATURE,
        "conformance/steps/common.py": ""})


def _measured(tmp_path, monkeypatch):
    """A checkout and a work folder that keeps the split of its corpus, as a full run leaves it."""
    root = _checkout(tmp_path, monkeypatch)
    work = tmp_path / "work"
    work.mkdir()
    (work / mutation.SCENARIOS).write_text(json.dumps(mutation.measured_corpus("hannibal")))
    return root, work


def test_a_scenario_has_one_digest_that_lines_added_above_it_do_not_move(tmp_path, monkeypatch) -> None:
    root = _checkout(tmp_path, monkeypatch)
    before = mutation.scenario_digests("hannibal")
    assert len(before) == 2
    feature = root / "features/hannibal/sieges.feature"
    feature.write_text(FEATURE.replace("  Background:", "  A description that plays no part.\n\n  Background:")
                       .replace("    Scenario: A roll of six", ADDED.strip("\n") + "\n\n    Scenario: A roll of six"))
    after = mutation.scenario_digests("hannibal")
    assert len(after) == 3 and set(before) < set(after)


def test_a_digest_changes_with_a_step_the_background_or_a_tag_it_inherits(tmp_path, monkeypatch) -> None:
    root = _checkout(tmp_path, monkeypatch)
    feature = root / "features/hannibal/sieges.feature"
    before = set(mutation.scenario_digests("hannibal"))
    for changed in (FEATURE.replace("rolls 6", "rolls 5"), FEATURE.replace("Given a siege", "Given a blockade"),
                    FEATURE.replace("@siege-1", "@siege-2"), FEATURE.replace("@hannibal", "@hannibal @wip")):
        feature.write_text(changed)
        assert not before <= set(mutation.scenario_digests("hannibal")), changed


def test_added_scenarios_are_a_corpus_that_only_grew(tmp_path, monkeypatch) -> None:
    root, work = _measured(tmp_path, monkeypatch)
    assert mutation.has_only_grown(work, "hannibal")
    (root / "features/hannibal/sieges.feature").write_text(FEATURE + ADDED)
    (root / "features/hannibal/walls.feature").write_text(
        "@hannibal\nFeature: Walls\n  Scenario: A wall\n    Given a wall\n")
    assert mutation.has_only_grown(work, "hannibal")
    assert mutation.corpus_fingerprint("hannibal") != json.loads((work / mutation.SCENARIOS).read_text())["rest"]


def test_an_edited_or_removed_scenario_or_any_other_change_is_not(tmp_path, monkeypatch) -> None:
    for change in ({"features/hannibal/sieges.feature": FEATURE.replace("rolls 1", "rolls 2")},
                   {"features/hannibal/sieges.feature": FEATURE.split("    Scenario: A roll of one")[0]},
                   {"conformance/steps/common.py": "STEP_CHANGED = True\n"},
                   {"reference_engine/hannibal/sieges.py": "B = 2\n"},
                   {"reference_engine/core/board.py": "A = 2\n"}):
        root, work = _measured(tmp_path / str(len(list(tmp_path.iterdir()))), monkeypatch)
        for path, text in change.items():
            (root / path).write_text(text)
        assert not mutation.has_only_grown(work, "hannibal"), change


def test_a_work_folder_without_the_split_has_not_grown(tmp_path, monkeypatch) -> None:
    _checkout(tmp_path, monkeypatch)
    (tmp_path / "work").mkdir()
    assert not mutation.has_only_grown(tmp_path / "work", "hannibal")
    (tmp_path / "work" / mutation.SCENARIOS).write_text("not json")
    assert not mutation.has_only_grown(tmp_path / "work", "hannibal")
