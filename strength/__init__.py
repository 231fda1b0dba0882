"""How strong the corpus is: whether its scenarios catch what an implementation can get wrong.

The scripts are slow (one or thousands of corpus plays each) and run by hand, not in the test
run; each also runs as ``python -m strength.NAME``:

- ``mutation.py``: mutation testing of the reference engine with mutmut, per game; the scores in
  conformance/reports/mutation_scores.toml, the survivors in ``mutation/``, the mutants that
  change nothing an implementation can observe in ``mutation_equivalents.toml``;
- ``constant_mutation.py`` (with its plugin ``constant_mutant_plugin.py``): the module-level
  constants and tables mutmut leaves alone;
- ``refusal_mutants.py``: each refusal of the reference engine silenced in turn;
- ``scenario_strength.py`` (with ``scenario_strength_plugin.py``): whether every scenario fails
  against some mutant;
- ``fuzz_equivalents.py``: whether the fuzzer finds a difference in a mutant listed as equivalent;
- ``fuzz_mutants.py`` (figures in ``fuzz_mutants.md``): whether the fuzzer finds the hand-written
  mutants;
- ``liars.py``, ``sneaky.py``: every liar and every sneaky implementation over the whole corpus;
- ``semantic.py`` (with ``semantic_plugin.py``): rule-level bugs written per clause in
  ``semantic/<game>/*.toml``, each played against the scenarios of its clause; the scores in
  conformance/reports/semantic_scores.toml; ``--mine`` fuzzes the survivors.

``wrong/`` holds the deliberately wrong implementations they and the tests play; ``plays.py``
and ``liar_run.py`` play the corpus against them.
"""
