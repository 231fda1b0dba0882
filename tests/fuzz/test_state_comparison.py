"""The fuzzer's state comparison settles equal states at once and names the same keys as a
comparison key by key (conformance/checks/differential.py)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.checks.differential import (
    difference,
    differing_state_keys,
    normal,
    same,
    same_decision,
    same_events,
)

values = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b"]),
                      lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from("xyz"), inner,
                                                                                  max_size=3),
                      max_leaves=8)
states = st.dictionaries(st.sampled_from(["units", "control", "events", "army", "dice_rolled"]), values, max_size=5)


def key_by_key(reference: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """The comparison as the contract states it, one key at a time, no shortcut."""
    return [key for key in sorted(set(reference) | set(other), key=str)
            if not (key not in other and reference[key] in (None, [], {}))
            and (key not in reference or key not in other or normal(reference[key]) != normal(other[key]))]


@settings(max_examples=150, deadline=None)
@given(states, states, st.booleans())
def test_the_keys_that_differ_are_those_a_key_by_key_comparison_names(reference, other, same) -> None:
    other = dict(reference) if same else other
    assert differing_state_keys(reference, other) == key_by_key(reference, other)


def test_equal_states_differ_nowhere_and_a_missing_non_empty_section_is_named() -> None:
    state = {"units": {"Rome": 3}, "events": [], "army": None}
    assert differing_state_keys(state, dict(state)) == []
    assert differing_state_keys(state, {"units": {"Rome": 3}}) == []  # empty sections left out
    assert differing_state_keys(state, {"events": [], "army": None}) == ["units"]


def test_a_list_the_schemas_call_ordered_compares_in_order_the_others_as_sets() -> None:
    """A Hellenes Force's route ("the areas passed through, in order") reported backwards is a
    difference; the blocks of the Force, a set, are not."""
    force = {"blocks": ["Athenian archers", "Athenian fleet"], "route": ["Athens", "Saronic Gulf", "Aegean Sea"]}
    backwards = {**force, "route": list(reversed(force["route"]))}
    shuffled = {**force, "blocks": list(reversed(force["blocks"]))}
    assert differing_state_keys({"forces": [force]}, {"forces": [backwards]}) == ["forces"]
    assert differing_state_keys({"forces": [force]}, {"forces": [shuffled]}) == []
    assert normal(backwards) != normal(force) and normal(shuffled) == normal(force)


def test_true_is_not_1_in_a_state_an_events_list_or_a_decision_as_json_says() -> None:
    """Python takes True for 1; JSON, the contract's data, does not: a state, events or a decision
    that says 1 where the reference says true differ, at any depth and in any list. Numbers compare
    as numbers (1.0 is 1)."""
    assert differing_state_keys({"army": {"besieged": True}}, {"army": {"besieged": 1}}) == ["army"]
    assert differing_state_keys({"control": [[True, None]]}, {"control": [[1, None]]}) == ["control"]
    assert differing_state_keys({"units": {"Roma": False}}, {"units": {"Roma": 0}}) == ["units"]
    assert differing_state_keys({"units": {"Roma": 2}}, {"units": {"Roma": 2.0}}) == []
    assert not same_events([{"type": "moved", "forced": True}], [{"type": "moved", "forced": 1}])
    assert same_events([{"type": "moved", "mp_left": 1}], [{"type": "moved", "mp_left": 1.0}])
    decision = {"decision": "movement", "player": "Rome", "actions": [{"type": "sail", "inside": False}]}
    assert not same_decision(decision, {**decision, "actions": [{"type": "sail", "inside": 0}]})
    assert not same(True, 1) and not same([True], [1]) and same(1, 1.0)
    assert difference({"forced": True}, {"forced": 1}) == "forced: true vs 1"
