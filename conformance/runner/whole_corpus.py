"""``-p conformance.runner.whole_corpus``: every scenario must be played, none answered unsupported.

For an implementation that claims the whole corpus, as the reference engine
does when strength/mutation.py plays a game's corpus against its mutants:
a mutant that makes the engine answer Unsupported (a position it no longer
loads, a variant it no longer knows) would otherwise only skip scenarios, and
a run of skips passes. Here such a scenario fails, naming the reason.
"""

from __future__ import annotations

import pytest

from conformance.runner.results import UNSUPPORTED_PREFIX


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    report = yield
    if report.skipped and getattr(report, "wasxfail", None) is None:
        longrepr = report.longrepr
        reason = longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)
        if reason.removeprefix("Skipped: ").startswith(UNSUPPORTED_PREFIX):
            report.outcome = "failed"
            report.longrepr = f"answered unsupported, but the whole corpus is claimed: {reason}"
    return report
