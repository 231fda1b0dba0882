"""strength/mutation.py leaves out of the score only mutants the contract cannot see."""

from __future__ import annotations

import tomllib

import pytest

from strength import mutation
from tests.support.mutation_checkout import small_checkout

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


def test_a_mutant_of_a_default_argument_names_the_def_line() -> None:
    """Not an empty line that every default-argument mutant of the function would share."""
    original = "def x_f__mutmut_orig(game, name=1):\n    return name\n"
    changed = "def x_f__mutmut_3(game, name=2):\n    return name\n"
    assert mutation.changed_lines(original, changed) == ("def x_f(game, name=1):", "def x_f(game, name=2):")
    assert mutation.changed_lines(original, original.replace("orig", "4")) == ("", "")


def test_an_entry_matches_its_function_and_mutation_only() -> None:
    functions = {"x_f__mutmut_orig": "def x_f__mutmut_orig(a):\n    if a > 0:\n        return 1\n",
                 "x_f__mutmut_1": "def x_f__mutmut_1(a):\n    if a > 1:\n        return 1\n",
                 "x_f__mutmut_2": "def x_f__mutmut_2(a):\n    if a >= 0:\n        return 1\n",
                 "x_g__mutmut_orig": "def x_g__mutmut_orig(a):\n    if a > 0:\n        return 1\n",
                 "x_g__mutmut_1": "def x_g__mutmut_1(a):\n    if a > 1:\n        return 1\n"}
    mutants = [mutation.mutant_of(f"reference_engine.hannibal.m.{n}", "m", functions)
               for n in ("x_f__mutmut_1", "x_f__mutmut_2", "x_g__mutmut_1")]
    listed = {("hannibal", "m", "f", "if a > 0:", "if a > 1:", 0): "never reached"}
    found = [mutation.equivalent_reason("hannibal", m, listed, {}) for m in mutants]
    assert found == ["never reached", "", ""], "another mutation of the line, the same line in another function"


def test_the_same_line_twice_in_one_function_is_told_apart_by_its_occurrence() -> None:
    body = "    if a > 0:\n        return 1\n    if a > 0:\n        return 2\n"
    functions = {"x_f__mutmut_orig": "def x_f__mutmut_orig(a):\n" + body,
                 "x_f__mutmut_1": "def x_f__mutmut_1(a):\n" + body.replace("a > 0", "a > 1", 1),
                 "x_f__mutmut_2": "def x_f__mutmut_2(a):\n" + body[::-1].replace("0 > a", "1 > a", 1)[::-1]}
    mutants = mutation.number_occurrences([mutation.mutant_of(f"reference_engine.hannibal.m.{n}", "m", functions)
                                           for n in ("x_f__mutmut_2", "x_f__mutmut_1")])
    assert {m.name[-1]: m.occurrence for m in mutants} == {"1": 1, "2": 2}
    listed = {("hannibal", "m", "f", "if a > 0:", "if a > 1:", 2): "the second is never reached"}
    assert [bool(mutation.equivalent_reason("hannibal", m, listed, {})) for m in mutants] == [True, False]


def test_every_listed_equivalent_names_one_mutation_of_one_function_and_gives_a_reason() -> None:
    data = tomllib.loads(mutation.EQUIVALENTS.read_text(encoding="utf-8"))
    for entry in data["mutant"]:
        assert {"game", "module", "function", "from", "to", "reason"} <= set(entry), entry
        assert set(entry) <= {"game", "module", "function", "from", "to", "occurrence", "reason"}, entry
        assert "*" not in (entry["game"], entry["module"], entry["function"]), entry
        assert entry["from"] or entry["to"], entry
        assert len(entry["reason"]) > 20, entry
    assert data["refusal_message"]["reason"] and data["unsupported_reason"]["reason"]
    assert "decision_context" not in data, "the reference check compares a decision's context: no class"


@pytest.mark.long
@pytest.mark.parametrize("game", mutation.GAMES)
def test_every_listed_equivalent_matches_a_mutant_mutmut_generates_today(game: str) -> None:
    """Each entry matches a mutant of today's engine (generated, none played), one a class does not
    already cover; none matches two. An entry names its function, so the mutants of the functions
    the entries name are all it can match."""
    pytest.importorskip("mutmut")
    data = tomllib.loads(mutation.EQUIVALENTS.read_text(encoding="utf-8"))
    entries = [e for e in data["mutant"] if e["game"] == game]
    _, classes = mutation.load_equivalents()
    keys = [(e["module"], e["function"], e["from"], e["to"], e.get("occurrence", 0)) for e in entries]
    named = set(keys)
    matched: dict[tuple, list[str]] = {}
    for m in mutation.generated(game, {f"{e['module']}.{e['function']}" for e in entries}):
        key = (m.module, m.function, m.removed, m.added, m.occurrence)
        # only a mutant an entry names can match one; the classes' check of its form is the costly part
        if key in named and not mutation.equivalent_reason(game, m, {}, classes):
            matched.setdefault(key, []).append(m.name)
    wrong = []
    for e, key in zip(entries, keys):
        names = matched.get(key, [])
        if len(names) != 1:
            wrong.append(f"{e['module']}.{e['function']}: {e['from']!r} -> {e['to']!r}: "
                         f"{len(names)} mutants {names[:3]}")
    assert not wrong, "entries that match no mutant of today's engine, or several:\n" + "\n".join(wrong)
    assert len(keys) == len(set(keys)), "an entry listed twice"


MODULE = '''import functools


def kept(a):
    return a + 1 if a > 0 else a - 1


@functools.cache
def decorated(a):
    return a * 2


def left_out(a):
    return a < 3


class Battle:
    """A docstring."""

    size = 3

    @staticmethod
    def apply(a):
        return a >= 2

    def other(self, a):
        return a == 1
'''


def test_a_module_cut_down_to_some_functions_keeps_them_whole_with_their_decorators_and_their_class_headers() -> None:
    cut = mutation.only_functions(MODULE, {"decorated", "Battle.apply"})
    assert cut == ('@functools.cache\ndef decorated(a):\n    return a * 2\n'
                   'class Battle:\n    @staticmethod\n    def apply(a):\n        return a >= 2\n')
    assert mutation.only_functions(MODULE, {"elsewhere"}) == ""


def test_the_mutants_of_chosen_functions_are_those_of_the_whole_module(tmp_path, monkeypatch) -> None:
    pytest.importorskip("mutmut")
    small_checkout(tmp_path, monkeypatch, {"reference_engine/hannibal/battle.py": MODULE})
    monkeypatch.setattr(mutation, "WORK", tmp_path / "build")
    chosen = {"kept", "Battle.apply"}

    def described(mutants):
        return sorted((m.name, m.function, m.removed, m.added, m.occurrence, m.digest) for m in mutants)

    whole = mutation.generated("hannibal")
    assert {m.function for m in whole} > chosen
    assert described(mutation.generated("hannibal", {f"battle.{name}" for name in chosen})) == described(
        m for m in whole if m.function in chosen)


def test_a_played_mutant_is_killed_only_when_a_scenario_failed_not_when_the_run_could_not_start() -> None:
    assert mutation.play_verdict(0, "201 passed in 3.1s") == "survived"
    assert mutation.play_verdict(1, "1 failed, 40 passed in 0.9s") == "killed"
    assert mutation.play_verdict(1, "1 error in 0.5s") == "killed"
    assert mutation.play_verdict(1, 'ImportError: Error importing plugin "conformance.runner.whole_corpus"') == "error (exit 1)"
    assert mutation.play_verdict(4, "ERROR: usage") == "error (exit 4)"


def test_a_work_folder_kept_between_runs_forgets_which_scenario_reaches_which_function(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(mutation, "WORK", tmp_path)
    stats = tmp_path / "hannibal" / "mutants" / "mutmut-stats.json"
    stats.parent.mkdir(parents=True)
    stats.write_text("{}")
    mutation.prepare("hannibal", fresh=False)
    assert not stats.exists(), "a stale map would replay mutants without the scenarios written since"


def _corpus(tmp_path, monkeypatch):
    return small_checkout(tmp_path / "project", monkeypatch, {
        "pyproject.toml": "[project]\n", "conftest.py": "", "reference_engine/core/board.py": "A = 1\n",
        "reference_engine/hannibal/sieges.py": "B = 1\n", "reference_engine/hellenes/sea.py": "C = 1\n",
        "features/hannibal/sieges.feature": "Feature: x\n", "features/hellenes/sea.feature": "",
        "conformance/steps/common.py": "", "conformance/reports/mutation_scores.toml": "",
        "fixtures/hannibal/map.toml": "", "examples/js/expectations.toml": ""})


def test_the_verdicts_depend_on_the_games_modules_scenarios_and_shared_code_not_on_other_games(
        tmp_path, monkeypatch):
    root = _corpus(tmp_path, monkeypatch)
    before = mutation.corpus_fingerprint("hannibal")
    (root / "conformance/reports/mutation_scores.toml").write_text("[hannibal]\n")  # the script's own output
    (root / "reference_engine/hellenes/sea.py").write_text("C = 2\n")  # another game's rules
    (root / "features/hellenes/sea.feature").write_text("Feature: z\n")  # and its scenarios
    assert mutation.corpus_fingerprint("hannibal") == before
    # the game's own modules too: mutmut would play again only a changed function's mutants, while
    # the change may decide whether another function's mutant shows
    for changed in ("reference_engine/hannibal/sieges.py", "features/hannibal/sieges.feature",
                    "conformance/steps/common.py", "reference_engine/core/board.py", "fixtures/hannibal/map.toml",
                    "pyproject.toml"):
        (root / changed).write_text((root / changed).read_text() + "changed = True\n")
        after = mutation.corpus_fingerprint("hannibal")
        assert after != before, f"a change to {changed} must replay every mutant"
        before = after


def test_a_kept_work_folder_plays_every_mutant_again_once_the_corpus_changed(tmp_path, monkeypatch):
    root = _corpus(tmp_path, monkeypatch)
    monkeypatch.setattr(mutation, "WORK", tmp_path / "work")
    meta = tmp_path / "work" / "hannibal" / "mutants" / "reference_engine" / "hannibal" / "sieges.py.meta"
    meta.parent.mkdir(parents=True)
    meta.write_text('{"exit_code_by_key": {"x": 0}}')
    (tmp_path / "work" / "hannibal" / mutation.FINGERPRINT).write_text(mutation.corpus_fingerprint("hannibal"))
    mutation.prepare("hannibal", fresh=False)
    assert meta.exists(), "verdicts measured on today's corpus are kept"
    (root / "features/hannibal/sieges.feature").write_text("Feature: y\n")
    mutation.prepare("hannibal", fresh=False, keep_verdicts=True)
    assert meta.exists(), "--rerun-survivors keeps them (and the scores are not written)"
    mutation.prepare("hannibal", fresh=False)
    assert not meta.exists(), "a survivor of an older corpus would stand without being played again"


def test_a_work_folder_copied_from_another_checkout_points_at_this_one(tmp_path, monkeypatch):
    root = _corpus(tmp_path, monkeypatch)
    monkeypatch.setattr(mutation, "WORK", tmp_path / "work")
    work = tmp_path / "work" / "hannibal"
    work.mkdir(parents=True)
    (work / "features").symlink_to(tmp_path / "elsewhere" / "features")
    mutation.prepare("hannibal", fresh=False)
    assert (work / "features").resolve() == (root / "features").resolve()
