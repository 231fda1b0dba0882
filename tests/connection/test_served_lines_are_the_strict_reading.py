"""The server writes an answer as the strict reading of JSON has it, whatever the implementation gave."""

from __future__ import annotations

import copy
import json

from hypothesis import given, settings

from conformance.connection.protocol.server import _encoded
from conformance.contract.strict_json import JSONProblem, checked
from tests.support.almost_json import VALUES



@settings(max_examples=400, deadline=None)
@given(VALUES)
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
