"""A mutant that shares a process with the unbroken reference: its patches are on only
while one of its own calls runs.

A mutant's factory starts ``unittest.mock`` patches on the engine's modules,
which would break every engine in the process. ``switched(factory)`` notes the
patches the factory started, stops them, and returns an implementation that
starts them again around each of its calls (create, pending, act, state,
decision_clause) and stops them after, so that an unbroken reference can be
played next to it in-process (strength/fuzz_mutants.py) without a protocol
round trip per call.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable
from unittest import mock


class Switched:
    def __init__(self, patches: list[Any], inner: Any) -> None:
        self._patches = patches
        self._inner = inner

    def _on(self, function: Callable[..., Any], *args: Any) -> Any:
        for patch in self._patches:
            patch.start()
        try:
            return function(*args)
        finally:
            for patch in reversed(self._patches):
                patch.stop()

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if not callable(value):
            return value
        return lambda *args: _wrap(self._patches, self._on(value, *args))


def _wrap(patches: list[Any], value: Any) -> Any:
    """A game the mutant created answers under its patches too."""
    if value is None or isinstance(value, (dict, list, str, int, float, bool)):
        return value
    return Switched(patches, value)


def switched(factory: str) -> Switched:
    """The mutant ``module:function``'s implementation, its patches on only during its calls."""
    module, function = factory.split(":")
    before = set(map(id, mock._patch._active_patches))
    implementation = getattr(importlib.import_module(module), function)()
    patches = [p for p in mock._patch._active_patches if id(p) not in before]
    for patch in reversed(patches):
        patch.stop()
    return Switched(patches, implementation)
