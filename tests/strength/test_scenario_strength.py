"""strength/scenario_strength.py tries, for each scenario, the mutants that can make it fail.

Its candidates come from mutmut's own records: the map of which scenario
reaches which function (``mutmut-stats.json``) and each mutant's verdict
(``*.py.meta``). A scenario is offered only the mutants of functions it
reaches, one of each function in turn, the functions fewest scenarios reach
first, and never a mutant mutmut found surviving (it fails no scenario it
reaches).
"""

from __future__ import annotations

import json
from pathlib import Path

from strength import scenario_strength_plugin as plugin

WIDE = "reference_engine.toy.moves.x_wide"  # reached by both scenarios
NARROW = "reference_engine.toy.moves.x_narrow"  # reached by one


def mutants_folder(tmp_path: Path) -> Path:
    (tmp_path / "mutmut-stats.json").write_text(json.dumps({"tests_by_mangled_function_name": {
        WIDE: ["corpus::test_a", "corpus::test_b"],
        NARROW: ["corpus::test_a"],
    }}), encoding="utf-8")
    module = tmp_path / "reference_engine" / "toy"
    module.mkdir(parents=True)
    (module / "moves.py.meta").write_text(json.dumps({"exit_code_by_key": {
        f"{WIDE}__mutmut_2": 1,  # killed
        f"{WIDE}__mutmut_10": None,  # not played yet
        f"{WIDE}__mutmut_1": 0,  # survived
        f"{NARROW}__mutmut_1": 1,
        f"{NARROW}__mutmut_3": 1,
    }}), encoding="utf-8")
    return tmp_path


def test_a_scenario_is_offered_one_mutant_of_each_function_it_reaches_in_turn_the_narrowest_first(
        tmp_path: Path) -> None:
    candidates = plugin.candidates_by_scenario(mutants_folder(tmp_path))
    assert candidates["corpus::test_a"] == [f"{NARROW}__mutmut_1", f"{WIDE}__mutmut_2",
                                            f"{NARROW}__mutmut_3", f"{WIDE}__mutmut_10"]


def test_a_scenario_is_not_offered_mutants_of_functions_it_never_reaches(tmp_path: Path) -> None:
    candidates = plugin.candidates_by_scenario(mutants_folder(tmp_path))
    assert candidates["corpus::test_b"] == [f"{WIDE}__mutmut_2", f"{WIDE}__mutmut_10"]


def test_a_surviving_mutant_is_never_offered(tmp_path: Path) -> None:
    offered = {name for names in plugin.candidates_by_scenario(mutants_folder(tmp_path)).values() for name in names}
    assert f"{WIDE}__mutmut_1" not in offered
