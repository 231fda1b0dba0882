"""The glossary of steps: every step phrase, and what it does through the contract.

Read from the step definitions themselves (pytest-bdd's registry): the phrase
(its parser's pattern), Given/When/Then, the docstring, what the body touches
in the contract (found in its source: ``world.act`` sends an action,
``world.state()`` reads the state, ...), and the source for the curious.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
import re
import sys
from dataclasses import dataclass
from typing import Any

from conformance import steps as steps_package
from conformance.compat.pytest_bdd import step_function_context_registry

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
        text, line = source_of(function)
        reach = text + _helpers_source(function, text)
        entries.append(StepEntry(
            kind=(context.type or "*").capitalize(), phrase=readable(context.parser.name), module=function.__module__,
            doc=inspect.getdoc(function) or "", touches=[meaning for needle, meaning in TOUCHES if needle in reach],
            source=text, line=line))
    unique = {(e.module, e.kind, e.phrase): e for e in entries}
    return sorted(unique.values(), key=lambda e: (e.group != "shared", e.group, e.kind != "Given",
                                                   e.kind != "When", e.phrase.lower()))


def _helpers_source(function, text: str, depth: int = 2) -> str:
    """The source of the module's own functions the step calls (and those they call), to see what they touch."""
    module = sys.modules.get(function.__module__)
    found, seen, todo = [], set(), [text]
    for _ in range(depth):
        calls = {name for chunk in todo for name in re.findall(r"\b(\w+)\(", chunk)}
        todo = []
        for name in sorted(calls - seen):
            seen.add(name)
            helper = getattr(module, name, None)
            if inspect.isfunction(helper) and helper is not function:
                text, line = source_of(helper)
                if line:
                    todo.append(text)
        found += todo
    return "".join(found)


def source_of(function: Any) -> tuple[str, int]:
    """A function's source with its decorators, and its first line (as ``inspect.getsourcelines``
    gives them; ``("", 0)`` when the source cannot be read). Each module file is read and parsed
    once, rather than tokenized again for each of its hundreds of steps."""
    code = getattr(function, "__code__", None)
    if code is None:
        return "", 0
    found = _functions_of_file(code.co_filename).get(code.co_firstlineno)
    if found is not None:
        return found, code.co_firstlineno
    try:  # not a function the file defines at its top or in a class (made by a factory, say)
        source, line = inspect.getsourcelines(function)
    except (OSError, TypeError):
        return "", 0
    return "".join(source), line


@functools.lru_cache(maxsize=None)
def _functions_of_file(filename: str) -> dict[int, str]:
    """The source of each function the file defines at its top or in its classes, by its first line
    (its first decorator's, else the ``def``'s): the lines up to the end of its last statement."""
    try:
        with open(filename, encoding="utf-8") as file:
            text = file.read()
        tree = ast.parse(text)
    except (OSError, SyntaxError, ValueError):
        return {}
    lines = text.splitlines(keepends=True)
    found: dict[int, str] = {}
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.ClassDef):
            todo += node.body
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            found[first] = "".join(lines[first - 1:node.end_lineno])
    return found


def readable(pattern: str) -> str:
    """A step pattern as a phrase: ``<name>`` for a parameter, ``[...]`` for an optional part, ``a/b`` for a choice."""
    text = pattern.strip("^$") if pattern.startswith("^") or pattern.endswith("$") else pattern
    text = re.sub(r"\{(\w+)(:[^}]*)?\}", r"<\1>", text)  # parse-style {name}
    for _ in range(10):
        before = text
        text = re.sub(r"\(\?P<(\w+)>[^()]*\)", r"<\1>", text)
        text = re.sub(r"\(\?:([^()]*)\)\?", r"[\1]", text)
        text = re.sub(r"\(\?:([^()]*)\)", lambda m: m.group(1).replace("|", "/"), text)
        if text == before:
            break
    return re.sub(r"\\(.)", r"\1", text).replace("|", "/")
