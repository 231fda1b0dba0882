"""Every use of pytest-bdd beyond its public API, in one module.

The corpus binds feature files, parses them and looks up step definitions
faster than pytest-bdd's public ``scenarios()`` does, which means reaching into
pytest-bdd's modules. All of that is here, so a new pytest-bdd that changes
one of these internals breaks this module and its tests (tests that hold each
piece to pytest-bdd's own behaviour), not the harness around it. Everything
else in the harness uses only ``given``/``when``/``then``/``parsers``/
``scenario`` and the names this module exports.

**Parsing.** ``gherkin_parser`` (its ``Parser``, ``get_gherkin_document`` and
``GherkinDocument``) is pytest-bdd's Gherkin reader (conformance.corpus.feature_cache keeps what it
parses); :func:`bdd_feature` hands a parsed document to pytest-bdd's feature
cache so it is not parsed twice.

**Binding.** :func:`decorator_for` builds the decorator ``scenario()`` would
build, from a Feature already parsed:
``pytest_bdd.scenario(feature_name, scenario_name)`` first finds the file of
the module calling it (``inspect.getframeinfo``, which goes to the file
system), then the features folder in the ini file, then the feature in its
cache, and only then builds the decorator. The first three answer nothing new
when the feature file's path is absolute and its Feature is the one already
put in pytest-bdd's cache (:func:`bdd_feature`): together they
were a tenth of collecting the corpus. :func:`decorator_for` builds the same
decorator from that Feature directly, with the function ``scenario()`` itself
ends with (``_get_scenario_decorator``), so the bound test is the same.

That function is pytest-bdd's, not public: it is used only where it has the
parameters ``scenario()`` calls it with (:func:`builds_scenarios_as_expected`), otherwise
``scenario()`` is called as before. tests/runner/test_binding_parses_each_feature_once.py fails if pytest-bdd
changes it, and checks that both ways bind the same test.

**Step lookup.** The step index, a pytest plugin (registered by
conformance.runner.plugin):
pytest-bdd finds the definition of every step of every scenario by going
through *all* fixture names of the session and asking pytest, name by name,
which definitions the scenario can see (``find_fixturedefs_for_step``). The
cost of each step therefore grows with the number of fixtures and step
definitions in the session: a corpus with several games' vocabularies spends
most of its time there.

This plugin gives the same answer from an index. The step definitions a
scenario can see depend only on its collector (module or class): the first
lookup from a collector scans the fixture names once, the way pytest-bdd
does, and keeps the visible step definitions per step type in pytest-bdd's
own order; a step's text is then matched once per collector and step type,
and the definition pytest-bdd would pick -- the last one once sorted by scope
(so a module's definition overrides its conftest's) -- is kept. A step
without a definition still raises ``StepDefinitionNotFoundError``.

The index replaces ``pytest_bdd.scenario.get_step_function`` while a
session is configured, and only where pytest-bdd still calls that function
by its module-level name with the same parameters (:func:`indexes_steps_as_expected`);
tests/runner/test_step_index_resolves_as_pytest_bdd.py fails if pytest-bdd changes either, and checks that
every step gets the definition pytest-bdd's own lookup gives it. The one
visible difference: pytest-bdd hands the chosen definition to pytest as a
temporary fixture, so ``--setup-show`` listed it; the index hands it over
directly. Step definitions are registered by modules, classes, conftests and
plugins (the ``given``/``when``/``then`` decorators write them into a module
or class namespace), never by a test item, which is why the item's collector
is the scope. Parsers are assumed to be pure: the same text always matches
the same way. The signature of each chosen step function is built once and
kept on it (:func:`keep_signature`).

**Outline rows.** pytest-bdd parametrizes a Scenario Outline's test with one
parameter, ``_pytest_bdd_example``, a value per examples row in the order of
its Examples tables; :func:`example_index` reads which row a test plays
(the same order the Gherkin compiler makes the outline's pickles in).

**Registries.** ``scenario_wrapper_template_registry`` (the scenario a bound
test runs) and ``step_function_context_registry`` (the step definition behind
a fixture) are read by the runner and the rules site's glossary.
"""

from __future__ import annotations

import importlib
import inspect
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Callable
from weakref import WeakKeyDictionary

import pytest
from pytest_bdd import gherkin_parser, scenario
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.exceptions import (
    GherkinParseError,
    ScenarioValidationError,
    StepDefinitionNotFoundError,
    StepImplementationError,
)
from pytest_bdd.feature import features as bdd_feature_cache
from pytest_bdd.gherkin_parser import GherkinDocument
from pytest_bdd.parser import Feature, FeatureParser
from pytest_bdd.scenario import scenario_wrapper_template_registry
from pytest_bdd.steps import step_function_context_registry

__all__ = ["Feature", "GherkinDocument", "GherkinParseError", "ScenarioValidationError", "StepDefinitionNotFoundError",
           "StepImplementationError", "bdd_feature", "decorator_for", "gherkin_parser",
           "example_index", "scenario_wrapper_template_registry", "step_function_context_registry"]

# the module, not the ``scenario`` decorator pytest_bdd exports under the same name
bdd_scenario = importlib.import_module("pytest_bdd.scenario")


# -- parsing -------------------------------------------------------------------
class _ParsedFeature(FeatureParser):
    """pytest-bdd's feature parser, given the document this module already parsed."""

    def __init__(self, path: Path, document: GherkinDocument) -> None:
        super().__init__(str(path.parent), str(path))
        self._document = document

    def _parse_feature_file(self) -> GherkinDocument:
        return self._document


def bdd_feature(path: Path, document: GherkinDocument) -> Feature:
    """pytest-bdd's Feature for ``path`` from its parsed document, put where
    ``scenario()`` looks first, so the file is not parsed a second time."""
    full_name = os.path.abspath(path)  # the key pytest-bdd's get_feature() uses
    feature = _ParsedFeature(Path(full_name), document).parse()
    bdd_feature_cache[full_name] = feature
    return feature


#: the parameter pytest-bdd parametrizes a Scenario Outline's test with
_EXAMPLE_PARAMETER = "_pytest_bdd_example"


def example_index(item: Any) -> int | None:
    """Which examples row of its Scenario Outline a test item plays (0 for the first row of the
    first Examples table, counting on through the tables), or None for a plain scenario."""
    callspec = getattr(item, "callspec", None)
    index = getattr(callspec, "indices", {}).get(_EXAMPLE_PARAMETER) if callspec is not None else None
    return index if isinstance(index, int) else None


# -- binding -------------------------------------------------------------------
_BUILD = getattr(bdd_scenario, "_get_scenario_decorator", None)
_DECORATOR_PARAMETERS = ["feature", "feature_name", "templated_scenario", "scenario_name"]


def builds_scenarios_as_expected() -> bool:
    """Whether pytest-bdd builds its scenario decorator the way :func:`decorator_for` calls it."""
    if not callable(_BUILD):
        return False
    try:
        return list(inspect.signature(_BUILD).parameters) == _DECORATOR_PARAMETERS
    except (TypeError, ValueError):  # pragma: no cover - not introspectable
        return False


_SUPPORTED = builds_scenarios_as_expected()


def decorator_for(path: Path, name: str, feature: Feature | None) -> Callable[[Callable[..., Any]], Any]:
    """What ``pytest_bdd.scenario(str(path), name)`` gives, where ``feature`` is the
    Feature pytest-bdd's cache holds for ``path`` (None when it holds none)."""
    if not _SUPPORTED or feature is None or not path.is_absolute() or name not in feature.scenarios:
        return scenario(str(path), name)  # also raises what scenario() raises
    return _BUILD(feature=feature, feature_name=str(path), templated_scenario=feature.scenarios[name],
                  scenario_name=name)


# -- step lookup ---------------------------------------------------------------
_ORIGINAL = bdd_scenario.get_step_function
_STEP_LOOKUP_PARAMETERS = ["request", "step"]
_STEP_TYPES = ("given", "when", "then")
#: no definition chosen yet for a step (None: there is none)
_UNKNOWN = object()


def indexes_steps_as_expected() -> bool:
    """Whether the installed pytest-bdd looks up step definitions the way this index replaces."""
    caller = getattr(bdd_scenario, "_execute_scenario", None)
    if caller is None or not callable(_ORIGINAL):
        return False
    code = inspect.unwrap(caller).__code__
    return ("get_step_function" in code.co_names
            and list(inspect.signature(_ORIGINAL).parameters) == _STEP_LOOKUP_PARAMETERS
            and callable(getattr(bdd_scenario, "iterparentnodeids", None)))


class StepIndex:
    """The step definitions visible from each collector, by step type, and the
    definitions matching each step text already looked up."""

    def __init__(self, fixturemanager: Any) -> None:
        self._fixturemanager = fixturemanager
        self._visible: dict[Any, dict[str, list[tuple[Any, Any]]]] = {}
        self._matches: dict[tuple[Any, str, str], tuple[Any, ...]] = {}
        self._chosen: dict[tuple[Any, str, str], Any] = {}
        self._sorted: dict[tuple[Any, str], list[tuple[Any, Any]]] = {}
        self._last_node: Any = None
        self._last_scope: Any = None

    def clear(self) -> None:
        """Forget everything (fixtures were registered since)."""
        self._visible.clear()
        self._matches.clear()
        self._chosen.clear()
        self._sorted.clear()
        self._last_node = self._last_scope = None

    def find(self, step: Any, node: Any) -> tuple[Any, ...]:
        """The definitions that can parse ``step`` and that ``node`` sees, in the
        order pytest-bdd's ``find_fixturedefs_for_step`` yields them."""
        scope = _scope_of(node)
        key = (scope, step.type, step.name)
        found = self._matches.get(key)
        if found is None:
            candidates = self._visible_from(scope).get(step.type, ())
            found = tuple(fixturedef for fixturedef, context in candidates
                          if context.parser.is_matching(step.name))
            self._matches[key] = found
        return found

    def context_for(self, step: Any, node: Any) -> Any:
        """The step definition (pytest-bdd's StepFunctionContext) pytest-bdd runs
        for ``step`` in ``node``, or None when there is none."""
        if node is not self._last_node:  # the steps of one scenario come one after another
            self._last_node, self._last_scope = node, _scope_of(node)
        key = (self._last_scope, step.type, step.name)
        chosen = self._chosen.get(key, _UNKNOWN)
        if chosen is _UNKNOWN:
            chosen = self._chosen[key] = self._choose(self._last_scope, step)
        return chosen

    def _choose(self, scope: Any, step: Any) -> Any:
        """pytest-bdd's choice: of the matching definitions sorted by scope (a stable sort of
        find()'s order), the last -- so the first match, going through them backwards."""
        for fixturedef, context in reversed(self._by_scope(scope, step.type)):
            if context.parser.is_matching(step.name):
                chosen = step_function_context_registry.get(fixturedef.func)
                if chosen is not None:
                    keep_signature(chosen.step_func)
                return chosen
        return None

    def _by_scope(self, scope: Any, step_type: str) -> list[tuple[Any, Any]]:
        """The definitions of ``step_type`` visible from ``scope``, sorted as pytest-bdd sorts
        matching ones (by the node ids above each definition's)."""
        key = (scope, step_type)
        ordered = self._sorted.get(key)
        if ordered is None:
            ordered = self._sorted[key] = sorted(
                self._visible_from(scope).get(step_type, ()),
                key=lambda candidate: list(bdd_scenario.iterparentnodeids(candidate[0].baseid)))
        return ordered

    def _visible_from(self, scope: Any) -> dict[str, list[tuple[Any, Any]]]:
        by_type = self._visible.get(scope)
        if by_type is None:
            by_type = {step_type: [] for step_type in _STEP_TYPES}
            for fixturedef, context in _step_definitions_visible_from(self._fixturemanager, scope):
                for step_type in ([context.type] if context.type is not None else _STEP_TYPES):
                    by_type.setdefault(step_type, []).append((fixturedef, context))
            self._visible[scope] = by_type
        return by_type


def keep_signature(function: Any) -> None:
    """Let ``inspect.signature(function)`` answer at once from now on.

    pytest-bdd reads the signature of a step's function twice on every step it runs
    (which arguments the step takes, which are fixtures); building one costs more than
    many a step does. ``inspect.signature`` gives a function's ``__signature__`` when it
    has one (a documented part of inspect), so the signature is built once and kept there:
    the same answer, as a function's parameters do not change.
    """
    if getattr(function, "__signature__", None) is None:
        try:
            function.__signature__ = inspect.signature(function)
        except (AttributeError, TypeError, ValueError):  # a callable that takes no attributes, or has no signature
            pass


def _scope_of(node: Any) -> Any:
    """The node whose visible fixtures are the step definitions a step of ``node`` may use."""
    return node.parent if isinstance(node, pytest.Item) and node.parent is not None else node


def _step_definitions_visible_from(fixturemanager: Any, node: Any) -> Iterable[tuple[Any, Any]]:
    """Every step definition ``node`` sees, in the order pytest-bdd goes through them."""
    for fixturename in get_fixture_names(fixturemanager=fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, fixturename, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                yield fixturedef, context


_INDEXES: WeakKeyDictionary[Any, StepIndex] = WeakKeyDictionary()


def index_for(fixturemanager: Any) -> StepIndex:
    index = _INDEXES.get(fixturemanager)
    if index is None:
        index = _INDEXES[fixturemanager] = StepIndex(fixturemanager)
    return index


def get_step_function(request: Any, step: Any) -> Any:
    """Drop-in for pytest-bdd's function of the same name, answered from the index."""
    return index_for(request._fixturemanager).context_for(step, request.node)


_installed = 0


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    global _installed
    if not indexes_steps_as_expected():
        return
    _installed += 1
    bdd_scenario.get_step_function = get_step_function


def pytest_unconfigure(config: pytest.Config) -> None:
    global _installed
    if _installed:
        _installed -= 1
        if not _installed:
            bdd_scenario.get_step_function = _ORIGINAL


def pytest_plugin_registered(plugin: object, manager: pytest.PytestPluginManager) -> None:
    """A conftest or plugin may bring step definitions: start over."""
    for index in _INDEXES.values():
        index.clear()


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """A collected module or class may bring step definitions: start over."""
    for index in _INDEXES.values():
        index.clear()
