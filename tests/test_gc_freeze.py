"""What collection built is frozen for the run and handed back to the garbage
collector when the session ends."""

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
    gc.unfreeze()
    result = pytester.runpytest_inprocess("-p", "conformance.gc_freeze")
    result.assert_outcomes(passed=1)
    assert gc.get_freeze_count() == 0


def test_a_forked_mutant_run_keeps_them_frozen(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makepyfile(test_frozen="def test_nothing():\n    assert True\n")
    monkeypatch.setenv("CONFORMANCE_GC_KEEP_FROZEN", "1")
    gc.unfreeze()
    try:
        result = pytester.runpytest_inprocess("-p", "conformance.gc_freeze")
        result.assert_outcomes(passed=1)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
