"""What collection built is frozen for the run, pytest's own full passes at the
end included, and handed back to the garbage collector when pytest cleans up."""

from __future__ import annotations

import gc

import pytest

pytest_plugins = ["pytester"]


def test_collected_objects_are_frozen_during_the_run_only(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_frozen="""
import gc

def test_the_run_sees_frozen_objects():
    assert gc.get_freeze_count() > 0
""")
    pytester.makeconftest("""
import gc
from pathlib import Path

def pytest_unconfigure(config):  # pytest's own cleanups (its full passes) come after this
    Path("frozen-at-the-end").write_text(str(gc.get_freeze_count()))
""")
    gc.unfreeze()
    result = pytester.runpytest_inprocess("-p", "conformance.gc_freeze")
    result.assert_outcomes(passed=1)
    assert int((pytester.path / "frozen-at-the-end").read_text()) > 0
    assert gc.get_freeze_count() == 0
