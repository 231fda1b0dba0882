"""Deliberately wrong implementations: what the corpus, its checks and the fuzzer must catch.

Each is wrong in one way, and each kind of wrongness asks whether a different part catches it:

- ``mutants/``: one rule of the reference engine broken by patching its modules (a count, a
  table, a condition): the scenarios tagged with that clause must fail
  (tests/strength/test_mutants_are_caught.py; strength/fuzz_mutants.py asks the fuzzer too);
- ``liars``: right in every rule, lying about a promise of the contract a scenario can see
  (no actions listed, a die taken too many, a refusal that changes the game...): the steps and the
  contract's checks must fail the scenario (tests/strength/test_liars_are_caught.py,
  strength/liars.py);
- ``sneaky``: right wherever a scenario's steps look, wrong where none does (an event dropped, an
  illegal action listed, a decision's context off by one, any player's action played): only the
  reference check and the fuzzer catch them (tests/checks/test_reference_check.py,
  strength/sneaky.py);
- ``hostile_steps``: wrong where a step once took its answer from the implementation (who moves
  an army) or asked for one spelling of an action: the steps must take both from the scenario and
  the contract (tests/runner/test_steps_take_players_and_listings_from_the_scenario.py); beside
  them ``DefaultsSpelledOut``, right in the other spelling, must pass;
- ``misfits``: faithful, but game data that breaks what the protocol asks of every game (a decision
  without its player, an event without its type): a failure, the same on every transport
  (tests/checks/);
- ``divergent``: one answer different from the reference engine's, for the fuzzer to find, shrink
  and write as a scenario (tests/fuzz/).

``patched`` is their common ground: the reference engine with some of its games' calls replaced.
Implementations that crash, hang or cannot be imported test the harness, not the corpus: they are
in tests/support/.
"""
