"""The runner writes a request as one line of the JSON `json.dumps` writes, or refuses it alike."""

from __future__ import annotations

import copy
import enum
import json
import uuid

from hypothesis import given, settings

from conformance.connection.protocol import encode
from tests.support.almost_json import VALUES


def _dumped(message):
    """What :func:`json.dumps` makes of ``message``, compact and with NaN refused: the line's value
    (as its repr: 2**64 == float(2**64)), or the kind of error."""
    try:
        line = (json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode()
    except (TypeError, ValueError) as error:
        return "refused", TypeError if isinstance(error, TypeError) else ValueError
    return "line", repr(json.loads(line))


def _encoded(message):
    try:
        line = encode(message)
    except (TypeError, ValueError) as error:
        return "refused", TypeError if isinstance(error, TypeError) else ValueError
    assert line.endswith(b"\n") and line.count(b"\n") == 1, "one request, one line"
    return "line", repr(json.loads(line))


@settings(max_examples=400, deadline=None)
@given(VALUES)
def test_a_request_is_the_line_json_dumps_writes_or_refused_alike(value):
    message = {"seq": 3, "op": "act", "game": "g1", "player": "Rome", "action": value}
    assert _encoded(copy.deepcopy(message)) == _dumped(message)


class Colour(enum.Enum):
    RED = "red"


def test_what_orjson_writes_in_its_own_way_is_written_or_refused_as_json_dumps_does():
    for odd in (Colour.RED, uuid.UUID(int=1), (1, 2), {1: "a"}, float("nan"), float("-inf"), "\ud800",
                2**64, -2**63 - 1, 1e-7, -0.0):
        message = {"seq": 1, "op": "act", "action": {"odd": odd}}
        assert _encoded(message) == _dumped(message), odd
