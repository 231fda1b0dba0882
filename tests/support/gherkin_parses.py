"""A toy feature file, and a fixture counting what the Gherkin parser is given
(for tests of parsing once)."""

from __future__ import annotations

import pytest
import pytest_bdd.gherkin_parser as bdd_gherkin

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


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the Gherkin parser pytest-bdd uses is given, in order."""
    parsed: list[str] = []

    class CountingParser(bdd_gherkin.Parser):
        def parse(self, text, *args, **kwargs):
            parsed.append(text)
            return super().parse(text, *args, **kwargs)

    monkeypatch.setattr(bdd_gherkin, "Parser", CountingParser)
    return parsed
