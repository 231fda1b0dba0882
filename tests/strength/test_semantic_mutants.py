"""Semantic mutants: each a rule-level bug of one clause, played against that clause's scenarios.

Every game's mutants load and their edits still apply; every clause has at least two; a
mutant that breaks its clause is killed by the clause's scenarios, and an edit that changes
nothing the contract can observe survives them (strength/semantic.py).
"""

from __future__ import annotations

import pytest

from conformance.corpus.catalog import load_all
from strength import semantic

GAMES = sorted(load_all())


@pytest.mark.parametrize("game", GAMES)
def test_every_mutant_names_a_clause_of_its_game_and_its_edit_applies(game: str) -> None:
    clauses = load_all()[game].clauses
    for mutant in semantic.load_mutants(game):
        assert mutant.clause in clauses, f"{mutant.name}: no clause {mutant.clause} in {game}'s catalog"
        mutant.source()  # raises, naming the mutant, when its find text is not there exactly once


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_at_least_two_semantic_mutants(game: str) -> None:
    per_clause = {cid: 0 for cid, clause in load_all()[game].clauses.items() if not clause.decides_nothing}
    for mutant in semantic.load_mutants(game):
        per_clause[mutant.clause] = per_clause.get(mutant.clause, 0) + 1
    short = sorted(cid for cid, count in per_clause.items() if count < 2)
    assert not short, f"{len(short)} clauses of {game} with fewer than two semantic mutants: {short}"


def _mutant(find: str, replace: str, clause: str = "intercept-2-b") -> semantic.Mutant:
    return semantic.Mutant(game="hannibal", id="under-test", clause=clause, kind="condition", breaks="-",
                           shows="-", file="hannibal/interception.py", find=find, replace=replace)


def test_a_mutant_that_breaks_its_clause_is_killed_by_the_clause_scenarios() -> None:
    mutant = _mutant("return ENEMY_PC_MODIFIER if enemy_pc and not own_cu else 0",
                     "return ENEMY_PC_MODIFIER if enemy_pc else 0")
    assert semantic.play(mutant) == semantic.KILLED


def test_an_edit_the_contract_cannot_see_survives() -> None:
    mutant = _mutant("ENEMY_PC_MODIFIER = 1  # intercept-2-b", "ENEMY_PC_MODIFIER = 1  # intercept-2-b, edited")
    assert semantic.play(mutant) == semantic.SURVIVED


def test_an_edit_that_does_not_load_is_never_counted_killed() -> None:
    mutant = _mutant("ENEMY_PC_MODIFIER = 1  # intercept-2-b", "ENEMY_PC_MODIFIER = (  # intercept-2-b")
    assert semantic.play(mutant) == semantic.BROKEN


def test_an_edit_whose_text_is_gone_cannot_be_played() -> None:
    mutant = _mutant("no such text in the engine", "x")
    with pytest.raises(semantic.MutantError, match="occurs 0 times"):
        mutant.source()
    assert semantic.play(mutant) == semantic.BROKEN


def test_the_scores_count_each_kind_and_the_share_killed_by_their_own_clause() -> None:
    a, b, c = (_mutant(str(i), "x") for i in range(3))
    b = semantic.Mutant(**{**b.__dict__, "id": "b", "kind": "way"})
    c = semantic.Mutant(**{**c.__dict__, "id": "c"})
    found = semantic.scores({a: semantic.KILLED, b: semantic.ELSEWHERE, c: semantic.SURVIVED})["hannibal"]
    assert (found["mutants"], found["own_clause"], found["elsewhere"], found["survived"]) == (3, 1, 1, 1)
    assert found["score"] == 33.3 and found["kinds"]["way"]["elsewhere"] == 1
