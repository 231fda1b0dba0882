"""The quick pass of strict JSON checking gives the full walk's answer, always."""

from __future__ import annotations

import copy

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.contract import strict_json
from conformance.contract.strict_json import JSONProblem, checked, is_plain
from tests.support.almost_json import VALUES



def _walked(value, **limits):
    """What the full walk alone says (no quick pass): the value it gives, or its problem."""
    try:
        return "value", strict_json._walk_checked(value, limits.get("max_depth", strict_json.MAX_DEPTH),
                                                  [limits.get("max_items", strict_json.MAX_ITEMS)] * 2)
    except JSONProblem as problem:
        return "problem", str(problem)


def _checked(value, **limits):
    try:
        return "value", checked(value, **limits)
    except JSONProblem as problem:
        return "problem", str(problem)


@settings(max_examples=400, deadline=None)
@given(VALUES, st.integers(min_value=0, max_value=6), st.integers(min_value=0, max_value=30))
def test_checked_answers_as_the_full_walk_does(value, max_depth, max_items) -> None:
    limits = {"max_depth": max_depth, "max_items": max_items}
    by_walk = copy.deepcopy(value)
    expected = _walked(by_walk, **limits)
    got = _checked(value, **limits)
    assert got == expected
    if is_plain(value, max_depth, max_items):
        assert got[1] is value, "a plain value is given back as it is"


def test_plain_data_within_the_limits_is_plain_and_anything_odd_is_not() -> None:
    assert is_plain({"a": [1, 2.5, True, None, "x", {"b": []}]})
    assert not is_plain("x") and not is_plain(3), "a scalar is left to the walk"
    for odd in ({"a": (1,)}, {1: "a"}, [float("nan")], ["é"], {"é": 1}, [{1}]):
        assert not is_plain(odd)
    assert is_plain([[]], max_depth=2) and not is_plain([[]], max_depth=1)
    assert is_plain([1, 2], max_items=3) and not is_plain([1, 2], max_items=2)


def test_a_key_that_is_not_a_string_is_named_even_after_one_that_needs_escaping() -> None:
    try:
        checked({"\udfff": None, 0: None})
    except JSONProblem as problem:
        assert "key 0 is not a string" in str(problem)
    else:
        raise AssertionError("a non-string key was accepted")


def _read(text, quick, **limits):
    """What reading ``text`` gives, with the quick reading of a text or without it."""
    original = strict_json._quick
    if not quick:
        strict_json._quick = lambda *_: strict_json._NOT_QUICK
    try:
        return "value", repr(strict_json.loads(text, **limits))  # repr: 2**64 == float(2**64)
    except JSONProblem as problem:
        return "problem", str(problem)
    finally:
        strict_json._quick = original


_TEXTS = [
    '{"a":1,"a":2}', '{"a":{"b":1,"b":1}}', '{"a:b":1}', '{"a":"x:y"}', '{"a":"x:y","a":1}',
    '[1e400]', '[-1e400]', '[NaN]', '{"a":Infinity}', '["\\ud800"]', '{"\\udfff":1}', '["\\u00e9"]',
    '["é"]', '"top"', '1', '[', '{"a":1}x', '', ' {"a" : 1 , "b" : [ ] } ', '[[[[[[1]]]]]]',
    '[' * 70 + ']' * 70, '[' * 5000 + ']' * 5000, '[0,0,0,0]', '[[],[],[]]', '{"a":{}}',
    '["\ud800"]', '\ufeff[1]',
    '[9223372036854775807]', '[9223372036854775808]', '[18446744073709551616]', '[-9223372036854775809]',
    '{"a":123456789012345678901234567890}', '[1e19]', '[-1e19]', '[1.5e300]', '["\\u003a"]', '{"a\\u003a":1}',
    '["a\\"b"]', '["\\ud83d\\ude00"]', '["\x1f"]', '[01]', '[1.]', '[-]', '[true,false,null]',
    '{"k":' * 63 + '1' + '}' * 63, '{"k":' * 64 + '1' + '}' * 64, '{"k":' * 65 + '1' + '}' * 65,
    '{"a":"' + '[' * 70 + '","b":' + '[' * 63 + ']' * 63 + '}', '{"a":"' + '{' * 70 + '","b":' + '[' * 64 + ']' * 64 + '}',
    '{"a":"\\"[[[","b":' + '[' * 64 + ']' * 64 + '}', '[' + '[],' * 70 + '[]]', '{"a":1}\n', '{"a":1,"a":1}\n',
    # strings holding an escaped quote and a brace: their braces would pair with the nesting's
    '["\\"}\\"",' + '[' * 64 + ']' * 64 + ',"\\"{\\""]', '["\\"}\\"",' + '[' * 63 + ']' * 63 + ',"\\"{\\""]',
]


def test_the_quick_reading_of_a_text_gives_the_full_readings_answer():
    for text in _TEXTS:
        for data in (text, text.encode("utf-8", "surrogatepass")):
            assert _read(data, True) == _read(data, False), data
    assert _read('[1]'.encode("utf-16"), True) == _read('[1]'.encode("utf-16"), False)
    for limits in ({"max_depth": 3}, {"max_depth": 2}, {"max_items": 4}, {"max_items": 3}, {"max_items": 2}):
        for text in ('[[[1]]]', '[0,0,0]', '[0,0,0,0]', '{"a":[0]}', '[[0],0]', '["\\"}\\"",[[]],"\\"{\\""]'):
            assert _read(text, True, **limits) == _read(text, False, **limits), (text, limits)


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=4)),
                    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=3), inner,
                                                                                          max_size=4)),
                    max_leaves=25))
def test_the_quick_reading_agrees_on_any_dumped_value(value):
    text = strict_json.json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    data = text.encode("utf-8", "surrogatepass")
    assert _read(data, True) == _read(data, False)
    assert _read(text, True) == _read(text, False)


#: nested values whose strings and keys hold brackets, braces, quotes and backslashes: lines orjson
#: writes for them take the quick reading's proof by the text (strict_json._is_canonical, _is_shallow)
NESTED = st.recursive(
    st.one_of(st.integers(min_value=-3, max_value=3), st.text(alphabet='[]{}"\\a:', max_size=4)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(alphabet='[]{}"a', max_size=2), inner, max_size=3)),
    max_leaves=30)


@settings(max_examples=400, deadline=None)
@given(NESTED, st.integers(min_value=0, max_value=8))
def test_the_quick_reading_of_a_line_orjson_wrote_agrees_at_any_depth_limit(value, max_depth):
    line = orjson.dumps(value)
    for data in (line, line + b"\n"):
        assert _read(data, True, max_depth=max_depth) == _read(data, False, max_depth=max_depth)


def test_a_line_orjson_wrote_is_proven_shallow_by_its_text_alone_unless_a_string_holds_an_escaped_quote():
    wide = orjson.dumps({"spaces": [{"name": f"s{n}", "links": [[n, "road"]]} for n in range(40)]})
    assert wide.count(b"{") + wide.count(b"[") > 64 and strict_json._is_shallow(wide, 5)
    assert not strict_json._is_shallow(wide, 4), "five levels"
    braced = orjson.dumps(["}{", [[[]]], "a:b"])
    assert strict_json._is_shallow(braced, 4) is False, "a brace in a string: left to the walk"
    assert not strict_json._is_shallow(orjson.dumps(['"', [[[]]]]), 2), "an escaped quote: left to the walk"
