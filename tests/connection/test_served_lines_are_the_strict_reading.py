"""The server writes an answer as the strict reading of JSON has it, whatever the implementation gave."""

from __future__ import annotations

import copy
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.connection.protocol.server import _encoded
from conformance.contract.strict_json import JSONProblem, checked

_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**62, max_value=2**66),
    st.integers(min_value=-2**66, max_value=-2**62), st.floats(), st.text(max_size=4),
    st.sampled_from(["\ud800", "é", "a:b", "\x1f"]), st.tuples(st.integers()), st.sets(st.integers(), max_size=2),
)
_keys = st.one_of(st.text(max_size=3), st.sampled_from(["\udfff", "ключ"]), st.integers())
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(_keys, inner, max_size=4)),
                       max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(_values)
def test_a_served_line_holds_the_strict_reading_of_the_answer_or_says_it_is_not_data(value):
    answer = {"seq": 7, "result": value}
    line = _encoded(copy.deepcopy(answer))
    assert line.endswith(b"\n") and line.count(b"\n") == 1, "one answer, one line"
    written = json.loads(line)
    try:
        expected = checked(copy.deepcopy(answer))
    except JSONProblem:
        assert written["seq"] == 7 and "is not JSON data" in written["error"]["message"]
    else:
        assert repr(written) == repr(expected)  # repr: 2**64 == float(2**64), and -0.0 == 0.0


def test_integers_beyond_64_bits_are_written_as_integers():
    for number in (2**63 - 1, 2**63, 2**64, -2**63 - 1, 10**30):
        assert _encoded({"seq": 1, "result": [number]}) == b'{"seq":1,"result":[%d]}\n' % number
