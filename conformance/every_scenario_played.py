"""A pytest plugin for runs against the reference engine, which plays every scenario.

The reference engine supports the whole corpus, so a scenario it skips as
unsupported is a scenario it no longer plays. Against a mutant of the engine
(benchmarks/mutation.py) that is a changed behaviour, not a pass: with this
plugin (``-p conformance.every_scenario_played``) a skipped scenario fails.
Expected failures (xfail) keep their outcome.
"""

from __future__ import annotations

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> object:
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped, but the reference engine plays every scenario: {reason}"
