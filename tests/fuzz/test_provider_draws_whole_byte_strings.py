"""The fuzzer's hypothesis backend: whole byte strings at once, shrunk as hypothesis' own are."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from conformance.compat.hypothesis import BACKEND

SIZE = 192


def drawn(phases, check, at_seed=5):
    seen: list[bytes] = []

    @settings(backend=BACKEND, database=None, deadline=None, max_examples=20, phases=phases,
              suppress_health_check=list(HealthCheck))
    @seed(at_seed)
    @given(st.binary(min_size=SIZE, max_size=SIZE))
    def example(data: bytes) -> None:
        seen.append(data)
        check(data)

    return example, seen


def test_a_seed_gives_the_same_byte_strings_run_after_run() -> None:
    first, one = drawn((Phase.generate,), lambda data: None)
    second, two = drawn((Phase.generate,), lambda data: None)
    first(), second()
    assert one == two and len(set(one)) > 10 and all(len(data) == SIZE for data in one)


def test_a_failing_string_is_shrunk_byte_by_byte_to_the_simplest_that_still_fails() -> None:
    def check(data: bytes) -> None:
        assert data[100] < 3 and data[20] < 2

    example, seen = drawn((Phase.generate, Phase.shrink), check)
    with pytest.raises(AssertionError):
        example()
    last = seen[-1]
    assert sum(1 for byte in last if byte) == 1, "every byte the failure does not need is zero"
    assert last[100] == 3 or last[20] == 2
