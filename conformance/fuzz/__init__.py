"""Differential fuzzing: ``conformance fuzz`` (see cli.py and the README).

choices.py (the byte source), positions.py (valid positions per game, from
the corpus's own positions, varied), play.py (both sides play one sequence
and are compared after every step), campaign.py (hypothesis rounds, workers,
counts), scenario.py (a finding as a .feature scenario and a transcript),
verify.py (play a written scenario against an implementation).
"""
