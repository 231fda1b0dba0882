"""The what-if's plugin: the corpus played against the reference engine under other readings.

``conformance errata`` (conformance.commands.errata) loads it into a corpus run with
``-p conformance.runner.what_if``, in two passes:

- ``--what-if-out FILE``: every scenario is played at the run's defaults; FILE gets, per
  scenario, its verdict and the errata whose reading the reference engine asked for while
  playing it (a scenario that never asks for an erratum's reading plays the same under
  every reading of it, the engine being deterministic).
- with ``--what-if-plan PLAN`` too (JSON: a scenario's test function -> ["ERRATUM=READING",
  ...]): each planned scenario is played once per reading listed, with that reading as the
  erratum's default (the parameter ``conformance_what_if``, read by the World through the
  session); the others are deselected.

Each line of FILE is one JSON object: ``key`` (the scenario, an outline's example included),
``function`` (its test function, without the example), ``what_if`` ("" at the defaults),
``game``, ``scenario``, ``feature``, ``line``, ``errata`` (the errata its tags name), ``status``
(passed, failed, errored, unsupported), ``message`` and ``consulted``.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from conformance.runner.stash import WHAT_IF_PARAMETER

#: the errata whose reading the reference engine asked for in the running scenario
_CONSULTED: set[str] = set()
_TRACED: set[type] = set()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance what-if", "playing the corpus under other readings (conformance errata)")
    group.addoption("--what-if-out", default=None, metavar="FILE",
                    help="write each scenario's verdict and the errata the reference engine consulted (JSON lines)")
    group.addoption("--what-if-plan", default=None, metavar="FILE",
                    help="play each scenario the plan names once per reading it lists (JSON)")


@pytest.fixture(autouse=True)
def conformance_what_if(request: pytest.FixtureRequest) -> str:
    """The reading this play of the scenario takes as its erratum's default ("ERRATUM=READING"), or ""."""
    return getattr(request, "param", "")


def _plan(config: pytest.Config) -> dict[str, list[str]] | None:
    path = config.getoption("--what-if-plan")
    if not path:
        return None
    cached = getattr(config, "_conformance_what_if_plan", None)
    if cached is None:
        cached = json.loads(Path(path).read_text(encoding="utf-8"))
        config._conformance_what_if_plan = cached  # type: ignore[attr-defined]
    return cached


def pytest_configure(config: pytest.Config) -> None:
    _trace_readings()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    plan = _plan(metafunc.config)
    if plan is None or WHAT_IF_PARAMETER not in metafunc.fixturenames:
        return
    readings = plan.get(metafunc.definition.nodeid)
    if readings:
        metafunc.parametrize(WHAT_IF_PARAMETER, readings, indirect=True, ids=readings)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _plan(config) is None:
        return
    kept = [item for item in items if _what_if(item)]
    left = [item for item in items if not _what_if(item)]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    _CONSULTED.clear()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    outcome = yield
    report = outcome.get_result()
    verdict = _verdict(report) or ("passed", "")
    kept = item.stash.setdefault(_VERDICT, {"status": "passed", "message": ""})
    if verdict[0] != "passed" and kept["status"] == "passed":  # the first phase that did not pass says it
        kept["status"], kept["message"] = verdict
    if call.when == "teardown":
        _write(item, kept)


_VERDICT = pytest.StashKey[dict]()


def _verdict(report: pytest.TestReport) -> tuple[str, str] | None:
    if report.skipped:
        return "unsupported", _first_line(report)
    if report.failed:
        return ("failed" if report.when == "call" else "errored"), _first_line(report)
    return ("passed", "") if report.when == "call" else None


def _first_line(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple):  # a skip: (file, line, reason)
        return str(longrepr[2])[:300]
    text = getattr(report, "longreprtext", "") or str(longrepr or "")
    lines = [line.strip() for line in text.splitlines() if line.strip().startswith("E ")]
    return (lines[0][1:].strip() if lines else text.strip().splitlines()[-1] if text.strip() else "")[:300]


def _write(item: pytest.Item, verdict: dict[str, str]) -> None:
    path = item.config.getoption("--what-if-out")
    if not path:
        return
    from conformance.runner.session import outline_of

    outline = outline_of(item) or {}
    params = dict(getattr(getattr(item, "callspec", None), "params", {}))
    params.pop(WHAT_IF_PARAMETER, None)
    example = params.get("_pytest_bdd_example")
    key = _function(item) + (f"[{json.dumps(example, sort_keys=True)}]" if example else "")
    entry = {"key": key, "function": _function(item), "what_if": _what_if(item), "game": outline.get("game"),
             "scenario": outline.get("scenario"), "feature": outline.get("feature"), "line": outline.get("line"),
             "errata": outline.get("errata", []), **verdict, "consulted": sorted(_CONSULTED)}
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry, ensure_ascii=False) + "\n")


def _function(item: pytest.Item) -> str:
    return item.nodeid.split("[", 1)[0]


def _what_if(item: pytest.Item) -> str:
    return getattr(getattr(item, "callspec", None), "params", {}).get(WHAT_IF_PARAMETER, "")


def _trace_readings() -> None:
    """Every game's reference engine notes the errata whose reading it asks for (``Game.reading``)."""
    from conformance.corpus.catalog import load_all

    for game in load_all():
        try:
            module = importlib.import_module(f"reference_engine.{game}.game")
        except ImportError:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type) and "reading" in vars(value) and value not in _TRACED:
                _TRACED.add(value)
                value.reading = _traced(value.reading)


def _traced(original: Any) -> Any:
    def reading(self: Any, erratum: str, default: str) -> str:
        _CONSULTED.add(erratum)
        return original(self, erratum, default)

    return reading
