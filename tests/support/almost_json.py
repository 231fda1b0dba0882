"""Values an implementation might give as JSON data, odd ones among them: NaN and infinities,
lone surrogates, integers beyond 64 bits, strings holding a colon or a control character, tuples,
sets, bytes, keys that are not strings. For the tests that hold a quick path of the strict reading
to the full walk's answer."""

from __future__ import annotations

from hypothesis import strategies as st

SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=2**62, max_value=2**66),
    st.integers(min_value=-2**66, max_value=-2**62), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=4), st.sampled_from(["\ud800", "é", "plain", "a:b", "\x1f"]),
    st.tuples(st.integers()), st.sets(st.integers(), max_size=2), st.binary(max_size=2),
)
KEYS = st.one_of(st.text(max_size=3), st.sampled_from(["\udfff", "ключ"]), st.integers(), st.none())
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(KEYS, inner, max_size=4)),
                      max_leaves=25)
