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
    result = pytester.runpytest_inprocess("-p", "conformance.runner.gc_freeze")
    result.assert_outcomes(passed=1)
    assert int((pytester.path / "frozen-at-the-end").read_text()) > 0
    assert gc.get_freeze_count() == 0


@pytest.mark.parametrize("broken", [False, True])
def test_the_collector_is_off_while_collecting_only(pytester: pytest.Pytester, broken: bool) -> None:
    pytester.makepyfile(test_on="""
import gc

def test_the_run_has_the_collector_on():
    assert gc.isenabled()
""")
    if broken:
        pytester.makepyfile(test_broken="raise ImportError('a module that cannot be collected')")
    pytester.makeconftest("""
import gc
from pathlib import Path

def pytest_collection_modifyitems(items):
    Path("collector-on-while-collecting").write_text(str(gc.isenabled()))
""")
    result = pytester.runpytest_inprocess("-p", "conformance.runner.gc_freeze", "--continue-on-collection-errors")
    result.assert_outcomes(passed=1, errors=int(broken))
    assert (pytester.path / "collector-on-while-collecting").read_text() == "False"
    assert gc.isenabled()
