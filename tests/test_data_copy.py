"""Contract data is copied as deep as copy.deepcopy copies it, only faster."""

from __future__ import annotations

import copy

from conformance.data_copy import copied


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
