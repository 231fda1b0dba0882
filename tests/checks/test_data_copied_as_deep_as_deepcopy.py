"""Contract data is copied as deep as copy.deepcopy copies it, only faster."""

from __future__ import annotations

import copy
import enum

from conformance.contract.data import Frozen, content_key, copied, thawed


def test_a_copy_of_json_data_equals_it_and_shares_no_container() -> None:
    data = {"a": [1, 2.5, {"b": None, "c": [True, "x"]}], "d": {"e": []}, "f": "text"}
    result = copied(data)
    assert result == data
    result["a"][2]["c"].append("y")
    result["d"]["e"].append(1)
    result["a"].append(3)
    assert data == {"a": [1, 2.5, {"b": None, "c": [True, "x"]}], "d": {"e": []}, "f": "text"}


def test_what_is_not_json_is_copied_by_deepcopy() -> None:
    inner = [1]
    data = {"pair": (inner, 2), "set": {3}}
    result = copied(data)
    assert result == copy.deepcopy(data)
    assert result["pair"][0] is not inner and result["set"] is not data["set"]


def test_scalars_come_back_as_they_are() -> None:
    for value in ("text", 3, 2.5, True, None):
        assert copied(value) is value


def test_frozen_data_reads_back_as_it_was_frozen_whatever_happens_to_the_original() -> None:
    data = {"a": [1, 2.5, {"b": None, "c": [True, "x"]}], "d": {"e": []}, "f": "text", "g": -0.0}
    kept = Frozen(data)
    data["a"][2]["c"].append("y")
    data["d"]["e"].append(1)
    first = kept.thawed()
    assert first == {"a": [1, 2.5, {"b": None, "c": [True, "x"]}], "d": {"e": []}, "f": "text", "g": -0.0}
    assert type(first["a"][2]["c"][0]) is bool
    first["d"]["e"].append(2)
    assert kept.thawed()["d"]["e"] == [], "each read is a fresh copy"


def test_what_marshal_cannot_keep_is_frozen_as_a_deep_copy() -> None:
    class Level(enum.IntEnum):
        HIGH = 2

    inner = [1]
    data = {"level": Level.HIGH, "pair": (inner, 2)}
    kept = Frozen(data)
    inner.append(2)
    thawed_data = thawed(kept)
    assert thawed_data == {"level": Level.HIGH, "pair": ([1], 2)}
    assert type(thawed_data["level"]) is Level


def test_only_frozen_data_is_thawed() -> None:
    value = {"a": 1}
    assert thawed(value) is value


def test_equal_data_of_the_same_types_have_one_content_key_and_other_data_another() -> None:
    name = "".join(["Ro", "ma"])  # not interned, unlike the literal
    shared = [1]
    assert content_key({"space": name, "pair": [shared, shared]}) == content_key({"space": "Roma", "pair": [[1], [1]]})
    keys = {content_key(v) for v in ([1], [True], [1.0], [(1,)], ["1"], {"1": 1}, {1: 1})}
    assert len(keys) == 7


def test_what_is_not_built_in_data_has_no_content_key() -> None:
    class Level(enum.IntEnum):
        HIGH = 2

    assert content_key([Level.HIGH]) is None and content_key({"x": object()}) is None
