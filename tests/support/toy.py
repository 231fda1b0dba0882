"""A toy game's catalog and feature file, for tests of the corpus tools themselves."""

from __future__ import annotations

HEADER = """
[game]
id = "toy"
title = "Toy"
source = "a test"
variants = ["standard"]
"""

CLAUSE = """
[[clause]]
id = "{id}"
section = "1"
kind = "rule"
title = "{title}"
paraphrase = "Something about {id}."
variant = "all"
"""


def toy_catalog(**titles: str) -> str:
    """A catalog text with one clause per ``c<id>=title`` (``c1_2`` is clause 1.2)."""
    return HEADER + "".join(CLAUSE.format(id=cid[1:].replace("_", "."), title=title) for cid, title in titles.items())


#: a feature of the toy game: a rule, a scenario and an outline of two examples
TOY_FEATURE = """@toy
Feature: Toy
  Rule: One rule
    @1.1
    Scenario: First
      Given a step
      Then another step

  Scenario Outline: Second <n>
    Given <n> steps

    Examples:
      | n |
      | 1 |
      | 2 |
"""
