"""pytest plugin of strength/constant_mutation.py: the game's corpus against each constant mutant.

Loaded (``-p constant_mutant_plugin --constant-mutants FILE --constant-out FILE``) into a run of one
game's corpus against the reference engine. Instead of playing each scenario once, it first plays
them all with nothing changed (the control: every one must pass), then for each mutant of
``FILE`` (a JSON list: module, name, kind and the changed value) changes that constant in every
module of the engine that holds the same object under the same name (``from .naval import
CARTHAGE_CAPACITY`` included), plays the scenarios until one fails, and puts the constant back.
The scenario that failed the mutant before it of the same constant is tried first. One warm
process per game: a pytest process per mutant spent most of its time importing and collecting.

A name bound to the value under another name, or a default argument, keeps the original value;
nothing in the engine caches what a constant decides (its one cache, the board index, holds the
map alone). Writes, as JSON to the path ``--constant-out`` names, the control's failures and per
mutant the scenario that failed it (None: it survived).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
from _pytest.runner import runtestprotocol


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("constant mutants")
    group.addoption("--constant-mutants", help="JSON list of the constant mutants to play")
    group.addoption("--constant-out", help="where the JSON verdicts go")


def value_of(spec: dict[str, Any]) -> Any:
    """The changed value a mutant's JSON carries, as the Python type the constant has."""
    kind, value = spec["kind"], spec["value"]
    if kind == "dict":
        return {k: v for k, v in value}
    return {"tuple": tuple, "list": list, "set": set, "frozenset": frozenset}.get(kind, lambda v: v)(value)


def switch_on(spec: dict[str, Any]) -> Callable[[], None]:
    """Change the constant ``spec`` names wherever the engine holds it; returns what puts it back."""
    package = importlib.import_module(spec["module"].rsplit(".", 1)[0])
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)  # every module that may have imported the constant
    name = spec["name"]
    original = getattr(importlib.import_module(spec["module"]), name)
    holders = [module for key, module in list(sys.modules.items())
               if key.startswith("reference_engine") and getattr(module, name, None) is original]
    changed = value_of(spec)
    for module in holders:
        setattr(module, name, changed)

    def put_back() -> None:
        for module in holders:
            setattr(module, name, original)
    return put_back


def _fails(item: pytest.Item, following: pytest.Item | None) -> bool:
    return any(report.failed for report in runtestprotocol(item, nextitem=following, log=False))


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> bool:
    config = session.config
    if not config.getoption("--constant-mutants") or not config.getoption("--constant-out"):
        raise pytest.UsageError("constant_mutant_plugin needs --constant-mutants and --constant-out")
    mutants = json.loads(Path(config.getoption("--constant-mutants")).read_text(encoding="utf-8"))
    items = session.items
    following = {item.nodeid: items[i + 1] if i + 1 < len(items) else None for i, item in enumerate(items)}
    control = [item.name for item in items if _fails(item, following[item.nodeid])]
    verdicts: list[str | None] = []
    last_killer: dict[str, pytest.Item] = {}
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    for number, spec in enumerate([] if control else mutants, 1):
        put_back = switch_on(spec)
        try:
            first = last_killer.get(spec["name"])
            order = ([first] if first else []) + [item for item in items if item is not first]
            killer = next((item for item in order if _fails(item, following[item.nodeid])), None)
        finally:
            put_back()
        if killer is not None:
            last_killer[spec["name"]] = killer
        verdicts.append(killer.name if killer else None)
        if reporter is not None:
            reporter.write_line(f"[{number}/{len(mutants)}] {spec['name']}: "
                                f"{'killed by ' + killer.name if killer else 'SURVIVED'}")
    Path(config.getoption("--constant-out")).write_text(
        json.dumps({"control_failed": control, "killed_by": verdicts}), encoding="utf-8")
    return True
