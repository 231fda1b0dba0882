"""Values an implementation might give as JSON data, odd ones among them: NaN and infinities,
lone surrogates, integers beyond 64 bits, strings holding a colon or a control character, tuples,
sets, bytes, keys that are not strings, Enum members that equal their values, and subclasses of
str, int, dict and list (an OrderedDict among them). For the tests that hold a quick path of the
strict reading to the full walk's answer."""

from __future__ import annotations

import enum
from collections import OrderedDict

from hypothesis import strategies as st


class Side(str, enum.Enum):
    """A str-valued Enum, as a Python implementation might name its players."""
    ROME = "Rome"


class Strength(enum.IntEnum):
    ONE = 1


class Name(str):
    pass


class Count(int):
    pass


class Mapping(dict):
    pass


class Sequence(list):
    pass


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**62, max_value=2**66),
    st.integers(min_value=-2**66, max_value=-2**62), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=4), st.sampled_from(["\ud800", "é", "plain", "a:b", "\x1f"]),
    st.tuples(st.integers()), st.sets(st.integers(), max_size=2), st.binary(max_size=2),
    st.sampled_from([Side.ROME, Strength.ONE, Name("Rome"), Count(2)]),
)
KEYS = st.one_of(st.text(max_size=3), st.sampled_from(["\udfff", "ключ"]), st.integers(), st.none())
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=4),
    st.lists(inner, max_size=2).map(Sequence), st.dictionaries(st.text(max_size=2), inner, max_size=2).map(Mapping),
    st.dictionaries(st.text(max_size=2), inner, max_size=2).map(OrderedDict)), max_leaves=25)
