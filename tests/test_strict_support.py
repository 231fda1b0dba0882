"""Mutation runs: a scenario the reference answers "unsupported" fails, every other outcome stands."""

from __future__ import annotations

import pytest

from conformance.results import UNSUPPORTED_PREFIX
from conformance.strict_support import fail_unsupported


def report(outcome: str, longrepr) -> pytest.TestReport:
    return pytest.TestReport("corpus::scenario", ("corpus", 1, "scenario"), {}, outcome, longrepr, "call")


def test_a_skip_for_unsupported_becomes_a_failure_naming_the_reason():
    found = fail_unsupported(report("skipped", ("corpus", 1, f"Skipped: {UNSUPPORTED_PREFIX} no last step")))
    assert found.outcome == "failed"
    assert found.longrepr == f"the reference engine answered {UNSUPPORTED_PREFIX} no last step"


def test_another_skip_stays_a_skip():
    found = fail_unsupported(report("skipped", ("corpus", 1, "Skipped: not this implementation's game")))
    assert found.outcome == "skipped"


@pytest.mark.parametrize("outcome", ["passed", "failed"])
def test_a_played_scenario_keeps_its_outcome(outcome):
    assert fail_unsupported(report(outcome, None)).outcome == outcome
