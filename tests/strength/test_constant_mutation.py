"""What mutmut leaves alone is mutated too: the engine's module-level constants and tables
(strength/constant_mutation.py), and the equivalents mutmut's mutants are listed as are put to
the fuzzer (strength/fuzz_equivalents.py). The scripts are slow; here is their machinery."""

from __future__ import annotations

import importlib
import json
import sys

import pytest

from conformance.corpus import paths
from strength import constant_mutant_plugin, constant_mutation, fuzz_equivalents


def changes(game: str, name: str) -> set[str]:
    return {m.change for m in constant_mutation.mutants(game) if m.name == name}


def test_every_limit_is_mutated_one_up_and_one_down() -> None:
    assert changes("here_i_stand", "WITHDRAWAL_LIMIT") == {"4 -> 5", "4 -> 3"}
    assert changes("hellenes", "TEMPEST_MAX") == {"3 -> 4", "3 -> 2"}


def test_every_member_of_a_set_is_left_out_in_turn_and_every_table_entry_changed() -> None:
    exhausting = changes("sword_of_rome", "EXHAUSTING")
    assert {"'failed pursuit' left out", "'subjugation' left out"} <= exhausting
    storm = changes("hellenes", "STORM_MAX")
    assert {"entry 'Summer' left out", "['Summer'] 2 -> 3", "['Summer'] 2 -> 1"} <= storm


def test_what_is_no_rule_is_left_alone() -> None:
    names = {m.name for game in constant_mutation.GAMES for m in constant_mutation.mutants(game)}
    assert not names & constant_mutation.NOT_RULES
    assert {"TRIBES_COUNT_FOR", "COST", "MAX_NAVAL_CU"} <= names


def test_the_plugin_changes_the_constant_in_every_module_that_imported_it_and_puts_it_back() -> None:
    storms = importlib.import_module("reference_engine.hellenes.storms")
    holders = [m for name, m in sys.modules.items()
               if name.startswith("reference_engine") and getattr(m, "TEMPEST_MAX", None) is storms.TEMPEST_MAX]
    mutant = next(m for m in constant_mutation.mutants("hellenes") if m.name == "TEMPEST_MAX" and m.value == 2)
    put_back = constant_mutant_plugin.switch_on(json.loads(mutant.as_json()))
    try:
        assert storms.TEMPEST_MAX == 2 and all(m.TEMPEST_MAX == 2 for m in holders)
    finally:
        put_back()
    assert storms.TEMPEST_MAX == 3 and all(m.TEMPEST_MAX == 3 for m in holders)


def test_a_table_survives_the_trip_through_json() -> None:
    mutant = next(m for m in constant_mutation.mutants("sword_of_rome")
                  if m.name == "GALLIC_MP_BY_CARD" and m.change == "[2] 4 -> 5")
    assert constant_mutant_plugin.value_of(json.loads(mutant.as_json())) == {1: 3, 2: 5, 3: 5}
    left_out = next(m for m in constant_mutation.mutants("successors") if m.name == "LAND_CONNECTIONS")
    assert constant_mutant_plugin.value_of(json.loads(left_out.as_json())) == left_out.value
    assert isinstance(left_out.value, frozenset)


def test_an_unknown_constant_stops_the_run() -> None:
    with pytest.raises(AttributeError):
        constant_mutant_plugin.switch_on({"module": "reference_engine.hellenes.storms", "name": "NO_SUCH",
                                          "kind": "int", "value": 1})


def test_a_corpus_run_kills_a_changed_limit_and_lets_a_harmless_change_survive() -> None:
    """The warm run itself: Here I Stand's withdrawal limit one up is caught; the same limit
    'changed' to itself is not."""
    limit = [m for m in constant_mutation.mutants("here_i_stand") if m.name == "WITHDRAWAL_LIMIT" and m.value == 5]
    same = constant_mutation.ConstantMutant(limit[0].module, "WITHDRAWAL_LIMIT", 4, "int", "4 -> 4")
    control, killed_by, output = constant_mutation.play("here_i_stand", limit + [same])
    assert (control, output) == ([], "")
    assert killed_by[0] and killed_by[0].startswith("test_five_units_may_not_withdraw") and killed_by[1] is None


def test_a_served_mutant_runs_the_staged_engine_not_this_checkout() -> None:
    """``python -m`` puts the current folder first on the path: with it, this checkout's engine."""
    spec = fuzz_equivalents.served(paths.ROOT / "build" / "stage", "reference_engine.x.y__mutmut_1")
    assert " -P -m conformance serve reference" in spec and "MUTANT_UNDER_TEST=reference_engine.x.y__mutmut_1" in spec


def test_a_difference_in_a_decisions_context_alone_is_told_apart() -> None:
    pursuit = {"decision": "pursuit", "player": "Rome", "actions": [{"type": "pursue"}], "avoided_to": ["Placentia"]}
    found = {"what": "pending", "reference": pursuit, "implementation": {**pursuit, "avoided_to": []}}
    assert fuzz_equivalents.context_only(found) == ["avoided_to"]
    other = {**pursuit, "avoided_to": [], "actions": []}
    assert fuzz_equivalents.context_only({**found, "implementation": other}) == []
    assert fuzz_equivalents.context_only({**found, "what": "state"}) == []


def test_every_constant_listed_as_equivalent_exists_and_says_why() -> None:
    for (game, name), why in constant_mutation.EQUIVALENT.items():
        assert any(m.name == name for m in constant_mutation.mutants(game)), (game, name)
        assert len(why) > 20
