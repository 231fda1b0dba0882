"""In a mutation run, a scenario the engine answers "unsupported" fails.

The reference engine plays every scenario of its own corpus (a plain run of
``conformance/corpus`` skips none), so a mutant that makes it raise
``Unsupported`` -- a check turned around, a last step it no longer takes -- has
changed what it does, and the scenario must say so instead of being skipped.

benchmarks/mutation.py loads this plugin (``PYTEST_PLUGINS=conformance.strict_support``)
for mutmut's runs and for ``--play``. A conformance run never does: there,
unsupported is what an implementation may honestly say about itself.
"""

from __future__ import annotations

import pytest

from .results import UNSUPPORTED_PREFIX


def skip_reason(report: pytest.TestReport) -> str:
    """The reason of a skipped report ("" for any other)."""
    if not report.skipped:
        return ""
    if isinstance(report.longrepr, tuple) and len(report.longrepr) == 3:
        return str(report.longrepr[2])
    return str(report.longrepr or "")


def fail_unsupported(report: pytest.TestReport) -> pytest.TestReport:
    """Turn a skip for "unsupported" into a failure; leave every other report as it is."""
    reason = skip_reason(report)
    if UNSUPPORTED_PREFIX in reason:
        report.outcome = "failed"
        report.longrepr = f"the reference engine answered {reason.removeprefix('Skipped: ')}"
    return report


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    report = yield
    return fail_unsupported(report)
