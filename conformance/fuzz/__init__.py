"""Differential fuzzing: ``conformance fuzz`` (docs/fuzzing.md).

choices.py (the byte source), positions.py (valid positions per game, from
the corpus's own positions, varied), play.py (both sides play one sequence
and are compared after every step, on the differential core of
conformance.checks.differential), campaign.py (hypothesis rounds, workers,
counts), cluster.py (the workers as tasks on a Dask cluster: --scheduler),
database.py (findings shared through hypothesis's example database:
--database), scenario.py (a finding as a .feature scenario and a transcript),
verify.py (play a written scenario against an implementation), cli.py (the
command). The templates are harvested from the corpus by
``python -m tools.fuzz_templates --refresh``.
"""
