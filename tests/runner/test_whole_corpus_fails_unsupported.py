"""With ``-p conformance.runner.whole_corpus`` (strength/mutation.py) a scenario answered
unsupported fails; any other skip stays a skip."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]


def test_an_unsupported_answer_fails_and_other_skips_stay_skips(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_claims="""
import pytest
from conformance.runner.results import UNSUPPORTED_PREFIX

def test_answered_unsupported():
    pytest.skip(f"{UNSUPPORTED_PREFIX} no variant 'standard'")

def test_skipped_for_another_reason():
    pytest.skip("not on this platform")

def test_played():
    pass
""")
    result = pytester.runpytest_inprocess("-p", "conformance.runner.whole_corpus", "-p", "no:randomly")
    result.assert_outcomes(passed=1, failed=1, skipped=1)
    result.stdout.fnmatch_lines(["*answered unsupported, but the whole corpus is claimed*no variant 'standard'*"])

