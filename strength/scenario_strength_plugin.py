"""pytest plugin of strength/scenario_strength.py: can each scenario fail?

Loaded (``-p scenario_strength_plugin``) into a corpus run whose
``reference_engine`` is mutmut's mutated copy of one game. Instead of playing
each scenario once, it plays each against the game's mutants, switched on the
way mutmut switches them (the trampolines read ``MUTANT_UNDER_TEST`` at every
call), until one makes it fail; a scenario that passes against every mutant
tried is one that no seeded error of its functions has made fail.

What counts is a mutant the scenario catches giving a wrong answer: a
failure (not an error) in a When step (an action the scenario needs is
refused), a Then step (an outcome it asserts) or the checks at its end (a
refusal no step checked, a die left). A failure in a Given step (the position
did not load) or an error (the mutant crashed, or answered out of contract)
shows only that the scenario can break, not that it checks anything: such a
mutant is kept as a fallback and the search goes on.

The candidates of a scenario are the mutants of the functions it reaches
(mutmut's own map, ``mutmut-stats.json``), one of each function in turn, the
functions fewest scenarios reach first (the errors nearest this scenario's own
rule), the mutants mutmut found surviving left out, and those that errored in
an earlier scenario last. Written as JSON to the path
``--strength-out`` names: per scenario, the mutant that failed it, or the
number tried, and the kind of step that failed.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from itertools import zip_longest
from pathlib import Path
from typing import Any

import pytest
from _pytest.runner import runtestprotocol


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("scenario strength")
    group.addoption("--strength-mutants", help="folder of mutmut's mutants (mutmut-stats.json, *.meta)")
    group.addoption("--strength-out", help="where the JSON verdicts go")
    group.addoption("--strength-max-tries", type=int, default=0,
                    help="mutants tried per scenario at most (0: every candidate)")


def candidates_by_scenario(mutants: Path) -> dict[str, list[str]]:
    """For each scenario (node id), the mutants that may make it fail, the likeliest first."""
    stats = json.loads((mutants / "mutmut-stats.json").read_text(encoding="utf-8"))
    reached_by = {name: set(tests) for name, tests in stats["tests_by_mangled_function_name"].items()}
    by_function: dict[str, list[str]] = defaultdict(list)
    for meta in sorted(mutants.rglob("*.py.meta")):
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        for name, code in codes.items():
            if code == 0:
                continue  # a survivor: it fails no scenario it reaches
            function = name.rsplit("__mutmut_", 1)[0]
            by_function[function].append(name)
    reaching: dict[str, list[str]] = defaultdict(list)  # scenario: the functions it reaches, narrowest first
    for function in sorted(by_function, key=lambda f: (len(reached_by.get(f, ())), f)):
        for test in reached_by.get(function, ()):
            reaching[test].append(function)
    found: dict[str, list[str]] = {}
    for test, functions in reaching.items():
        # taken in turn, one mutant of each function at a time: a function whose first mutants
        # all crash does not use up the tries
        columns = [sorted(by_function[f], key=_number) for f in functions]
        found[test] = [name for row in zip_longest(*columns) for name in row if name is not None]
    return found


def _number(name: str) -> int:
    return int(name.rsplit("_", 1)[1])


#: where a play failed: the type of the step that raised ("given", "when", "then"), else "end"
FAILED_STEP = pytest.StashKey[str]()


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[FAILED_STEP] = step.type


def _play(item: pytest.Item, following: pytest.Item | None) -> str | None:
    """Play ``item`` once: None if it passed, else where it failed ("given", "when", "then",
    "end"), with " errored" added when the failure was an error (the mutant crashed or answered
    out of contract) rather than a wrong answer the scenario caught."""
    item.stash[FAILED_STEP] = "end"
    reports = runtestprotocol(item, nextitem=following, log=False)
    if any(report.failed and report.when == "setup" for report in reports):
        return "given"  # a fixture that did not set up: nothing was played
    failed = [report for report in reports if report.failed]
    if not failed:
        return None
    errored = any(("conformance_status", "errored") in report.user_properties for report in failed)
    return item.stash[FAILED_STEP] + (" errored" if errored else "")


def _switch(name: str | None) -> None:
    from mutmut.mutation import trampoline

    if name is None:
        os.environ.pop("MUTANT_UNDER_TEST", None)
        trampoline.set_mutant_under_test(None)
    else:
        trampoline.set_mutant_under_test(name)


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> bool:
    config = session.config
    mutants = Path(config.getoption("--strength-mutants"))
    cap = config.getoption("--strength-max-tries")
    candidates = candidates_by_scenario(mutants)
    verdicts: dict[str, dict[str, Any]] = {}
    crashers: set[str] = set()
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    items = session.items
    for index, item in enumerate(items, 1):
        # the next item, as pytest plays them: the scenario's own fixtures are torn down after
        # every play, the shared ones kept
        following = items[index] if index < len(items) else None
        _switch(None)
        clean = _play(item, following) is None
        tried, killer, step, fallbacks = 0, None, None, {}
        if clean:
            names = candidates.get(item.nodeid, [])
            # a mutant that crashed in an earlier scenario most likely crashes here too: tried last
            names = [n for n in names if n not in crashers] + [n for n in names if n in crashers]
            for name in names[:cap] if cap else names:
                _switch(name)
                tried += 1
                where = _play(item, following)
                if where is None:
                    continue
                if where.endswith("errored"):
                    crashers.add(name)
                if where.startswith("given") or where.endswith("errored"):
                    fallbacks.setdefault("given" if where.startswith("given") else "errored", name)
                    continue
                killer, step = name, where
                break
            _switch(None)
        verdicts[item.nodeid] = {"clean": clean, "failed_by": killer, "step": step,
                                 "errored_only_by": None if killer else fallbacks.get("errored"),
                                 "failed_in_given_only_by": None if killer or "errored" in fallbacks
                                 else fallbacks.get("given"),
                                 "tried": tried, "candidates": len(candidates.get(item.nodeid, []))}
        if reporter is not None:
            mark = "!" if not clean else ("." if killer else ("E" if "errored" in fallbacks else
                                                                ("g" if fallbacks else "P")))
            reporter.write(mark if index % 100 else f"{mark} {index}/{len(items)}\n", flush=True)
    Path(config.getoption("--strength-out")).write_text(json.dumps(verdicts, indent=1), encoding="utf-8")
    return True
