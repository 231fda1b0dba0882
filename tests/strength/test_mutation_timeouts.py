"""A timeout counts as a kill only once a replay on one worker confirmed it.

On a loaded machine a mutant can time out for want of CPU, and survive when
played again on its own. strength/mutation.py plays every unconfirmed timeout
again on one worker and remembers the confirmed ones by name and mutated
function, so a renumbered or changed mutant is played again.
"""

from __future__ import annotations

from strength import mutation


def _mutant(name: str, status: str, digest: str = "d") -> "mutation.Mutant":
    return mutation.Mutant(name, "sieges", "check_siege_roll", status, digest=digest)


def test_an_unconfirmed_timeout_is_played_again_and_a_kill_or_a_survivor_is_not() -> None:
    mutants = [_mutant("m1", "timeout"), _mutant("m2", "killed"), _mutant("m3", "survived")]
    assert mutation.timeouts_to_confirm(mutants, {}) == ["m1"]


def test_a_confirmed_timeout_is_not_played_again_unless_its_mutant_changed() -> None:
    confirmed = mutation.confirmed_timeouts([_mutant("m1", "timeout", "a"), _mutant("m2", "killed", "b")])
    assert confirmed == {"m1": "a"}
    assert mutation.timeouts_to_confirm([_mutant("m1", "timeout", "a")], confirmed) == []
    # the same name now stands for another mutated function (the function changed, mutants renumbered)
    assert mutation.timeouts_to_confirm([_mutant("m1", "timeout", "z")], confirmed) == ["m1"]


def test_a_timeout_still_counts_as_a_kill_in_the_score() -> None:
    score = mutation.score([_mutant("m1", "timeout"), _mutant("m2", "survived")])
    assert (score.killed, score.survived) == (1, 1)
