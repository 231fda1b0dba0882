"""A pytest plugin that breaks the corpus's own code on purpose: ``-p tests.support.harness_breaks``,
with ``HARNESS_BREAK`` naming what breaks. tests/runner/test_error_causes_say_whose_code_broke.py plays
it against implementations that answer right, and requires the run to say the corpus broke, not the
implementation.

- ``step``: the Sword of Rome steps' ``army()`` (conformance/steps/army.py), which "the army has N
  MP left" calls, raises a TypeError;
- ``world``: conformance/runner/world.py calls the dice check with arguments it does not take (a TypeError
  raised where the world reads a state);
- ``reference``: the reference check (conformance/checks/reference_check.py) raises a KeyError where it
  compares a state with the reference engine's.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

BREAKS = ("step", "world", "reference")


def _broken_army(world: Any) -> Any:
    raise TypeError("army() missing 1 required positional argument: 'faction'")


def _broken_comparison(reference: Any, state: Any) -> Any:
    raise KeyError("dice_rolled")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    which = os.environ.get("HARNESS_BREAK", "")
    if which == "step":
        from conformance.steps import army

        army.army = _broken_army
    elif which == "world":
        from conformance.runner import world

        world.verdict.check_dice_rolled = len  # len(script, state, clauses): a TypeError in world.py
    elif which == "reference":
        from conformance.checks import reference_check

        reference_check.differing_state_keys = _broken_comparison
    elif which:
        raise pytest.UsageError(f"HARNESS_BREAK={which!r}: expected one of {', '.join(BREAKS)}")
