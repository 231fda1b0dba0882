"""benchmarks/mutation.py leaves out of the score only mutants the contract cannot see."""

from __future__ import annotations

import importlib.util
import sys
import tomllib

from conformance.paths import ROOT

_spec = importlib.util.spec_from_file_location("mutation_benchmark", ROOT / "benchmarks" / "mutation.py")
mutation = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = mutation  # its dataclasses look themselves up there
_spec.loader.exec_module(mutation)

ORIGINAL = '''def x_check__mutmut_orig(game, name):
    if name not in game.generals:
        raise Refusal("siege-1", f"{name} is not a general")
'''


def mutant(line: str) -> str:
    return ORIGINAL.replace("x_check__mutmut_orig", "x_check__mutmut_1").replace(
        'raise Refusal("siege-1", f"{name} is not a general")', line)


def test_a_changed_refusal_message_is_equivalent() -> None:
    assert mutation.is_refusal_message_only(ORIGINAL, mutant('raise Refusal("siege-1", None)'))
    assert mutation.is_refusal_message_only(ORIGINAL, mutant('raise Refusal("siege-1", "XXnoXX")'))


def test_a_changed_or_dropped_rule_id_is_not() -> None:
    assert not mutation.is_refusal_message_only(ORIGINAL, mutant('raise Refusal("SIEGE-1", f"{name}")'))
    assert not mutation.is_refusal_message_only(ORIGINAL, mutant('raise Refusal(None, f"{name}")'))
    assert not mutation.is_refusal_message_only(ORIGINAL, mutant('raise Refusal(f"{name} is not a general")'))


def test_a_changed_condition_is_not() -> None:
    changed = ORIGINAL.replace("x_check__mutmut_orig", "x_check__mutmut_2").replace("not in", "in")
    assert not mutation.is_refusal_message_only(ORIGINAL, changed)


def test_what_an_unsupported_says_is_equivalent_and_its_condition_is_not() -> None:
    original = "def x_f__mutmut_orig(game):\n    if game.odd:\n        raise Unsupported(f\"odd {game}\")\n"
    def changed(old: str, new: str) -> str:
        return original.replace("x_f__mutmut_orig", "x_f__mutmut_1").replace(old, new)
    assert mutation.is_unsupported_reason_only(original, changed('f"odd {game}"', "None"))
    assert mutation.is_unsupported_reason_only(original, changed('f"odd {game}"', ""))
    assert not mutation.is_unsupported_reason_only(original, changed("if game.odd", "if not game.odd"))
    assert not mutation.is_unsupported_reason_only(original, original.replace("x_f__mutmut_orig", "x_f__mutmut_1"))


def test_the_changed_lines_name_the_mutation() -> None:
    assert mutation.changed_lines(ORIGINAL, mutant('raise Refusal("siege-1", None)')) == (
        'raise Refusal("siege-1", f"{name} is not a general")', 'raise Refusal("siege-1", None)')


def test_every_listed_equivalent_gives_a_reason() -> None:
    data = tomllib.loads((ROOT / "benchmarks" / "mutation_equivalents.toml").read_text(encoding="utf-8"))
    for entry in data["mutant"]:
        assert {"game", "module", "function", "from", "reason"} <= set(entry), entry
        assert len(entry["reason"]) > 20, entry
    assert data["refusal_message"]["reason"] and data["decision_context"]["reason"]
    assert data["unsupported_reason"]["reason"]


def test_a_played_mutant_is_killed_only_when_a_scenario_failed_not_when_the_run_could_not_start() -> None:
    assert mutation.play_verdict(0, "201 passed in 3.1s") == "survived"
    assert mutation.play_verdict(1, "1 failed, 40 passed in 0.9s") == "killed"
    assert mutation.play_verdict(1, "1 error in 0.5s") == "killed"
    assert mutation.play_verdict(1, 'ImportError: Error importing plugin "conformance.whole_corpus"') == "error (exit 1)"
    assert mutation.play_verdict(4, "ERROR: usage") == "error (exit 4)"


def test_a_work_folder_kept_between_runs_forgets_which_scenario_reaches_which_function(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(mutation, "WORK", tmp_path)
    stats = tmp_path / "hannibal" / "mutants" / "mutmut-stats.json"
    stats.parent.mkdir(parents=True)
    stats.write_text("{}")
    mutation.prepare("hannibal", fresh=False)
    assert not stats.exists(), "a stale map would replay mutants without the scenarios written since"
