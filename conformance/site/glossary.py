"""The glossary of steps: every step phrase, and what it does through the contract.

Read from the step definitions themselves (pytest-bdd's registry): the phrase
(its parser's pattern), Given/When/Then, the docstring, what the body touches
in the contract (found in its source: ``world.act`` sends an action,
``world.state()`` reads the state, ...), and the source for the curious.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from dataclasses import dataclass

from pytest_bdd.steps import step_function_context_registry

from .. import steps as steps_package

#: what a step body's use of the World means for the contract
TOUCHES = (
    ("world.position", "builds the position sent to create()"),
    ("world.act(", "sends an action through act(player, action)"),
    ("world.pending", "reads the pending decision (pending())"),
    ("world.state()", "reads the state (state())"),
    ("events_of_type", "reads the events returned by act()"),
    ("last_events", "reads the events of the last act()"),
    ("take_refusal", "checks the refusal (its cited rule id)"),
)


@dataclass
class StepEntry:
    kind: str
    phrase: str
    module: str
    doc: str
    touches: list[str]
    source: str
    line: int

    @property
    def group(self) -> str:
        """The game the step belongs to, or "shared"."""
        parts = self.module.split(".")
        return parts[2] if len(parts) > 3 else "shared"


def step_entries() -> list[StepEntry]:
    for module in pkgutil.walk_packages(steps_package.__path__, steps_package.__name__ + "."):
        importlib.import_module(module.name)
    entries = []
    for context in list(step_function_context_registry.values()):
        function = context.step_func
        if not function.__module__.startswith(steps_package.__name__ + "."):
            continue
        try:
            source, line = inspect.getsourcelines(function)
        except (OSError, TypeError):
            source, line = [], 0
        text = "".join(source)
        entries.append(StepEntry(
            kind=(context.type or "*").capitalize(), phrase=context.parser.name, module=function.__module__,
            doc=inspect.getdoc(function) or "", touches=[meaning for needle, meaning in TOUCHES if needle in text],
            source=text, line=line))
    unique = {(e.module, e.kind, e.phrase): e for e in entries}
    return sorted(unique.values(), key=lambda e: (e.group != "shared", e.group, e.kind != "Given",
                                                   e.kind != "When", e.phrase.lower()))
