"""The step index resolves every step to the definition pytest-bdd itself would
choose: a module's definition overrides its conftest's, parsers are tried in
pytest-bdd's order (fixture names sorted, the last
match wins), a definition serves only its step type (``step()`` serves
all), and a step without a definition is still a StepDefinitionNotFoundError.

Each project below is run twice in this process, once with pytest-bdd's own
lookup and once with the index, and both runs must agree with each other and
with the scenarios' own assertions."""

from __future__ import annotations

import importlib
import inspect

import pytest
from pytest_bdd.scenario import scenario_wrapper_template_registry

from conformance.compat import pytest_bdd as step_index

pytest_plugins = ["pytester"]

bdd_scenario = importlib.import_module("pytest_bdd.scenario")

CONFTEST = '''
import pytest
from pytest_bdd import given, when, then, step, parsers


@pytest.fixture
def used():
    return []


@given("a step defined in the conftest")
def _(used):
    used.append("conftest")


@given("a step the module overrides")
def _(used):
    used.append("conftest")


@given(parsers.parse("{count:d} legions"))
def _(used, count):
    used.append(f"parse {count}")


@given(parsers.re(r"(?P<count>\\d+) legions"))
def _(used, count):
    used.append(f"re {count}")


@when("a step only given may use")
def _(used):
    used.append("when")


@given("a step only given may use")
def _(used):
    used.append("given")


@step("a step of any type")
def _(used):
    used.append("any type")


@then(parsers.parse('the definitions used were "{names}"'))
def _(used, names):
    assert used == names.split(", ")
'''

MODULE_WITH_OVERRIDE = '''
from pytest_bdd import given, scenarios

scenarios("features")


@given("a step the module overrides")
def _(used):
    used.append("module")
'''

MODULE_WITHOUT_OVERRIDE = '''
from pytest_bdd import scenarios

scenarios("features")
'''

FEATURE = '''Feature: Step lookup
  Scenario: A conftest's definition
    Given a step defined in the conftest
    Then the definitions used were "conftest"

  Scenario: An overridden definition
    Given a step the module overrides
    Then the definitions used were "{override}"

  Scenario: Two parsers match, the last in pytest-bdd's order wins
    Given 3 legions
    Then the definitions used were "parse 3"

  Scenario: A definition serves its own step type
    Given a step only given may use
    When a step only given may use
    Then the definitions used were "given, when"

  Scenario: A generic step serves every type
    Given a step of any type
    When a step of any type
    Then a step of any type
    And the definitions used were "any type, any type, any type"

  Scenario: A step without a definition
    Given a step defined in the conftest
    When nobody defined this step
    Then the definitions used were "conftest"
'''


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(CONFTEST)
    for name, module, override in (("overrides", MODULE_WITH_OVERRIDE, "module"),
                                   ("plain", MODULE_WITHOUT_OVERRIDE, "conftest")):
        package = pytester.mkpydir(name)
        (package / f"test_{name}.py").write_text(module)
        (package / "features").mkdir()
        (package / "features" / "lookup.feature").write_text(FEATURE.replace("{override}", override))
    return pytester


def outcomes(result: pytest.RunResult) -> dict[str, str]:
    reports = result.reprec.getreports("pytest_runtest_logreport")  # type: ignore[attr-defined]
    return {r.nodeid: r.outcome for r in reports if r.when == "call"}


def test_the_installed_pytest_bdd_looks_steps_up_the_way_the_index_replaces() -> None:
    assert step_index.indexes_steps_as_expected(), (
        "pytest_bdd.scenario._execute_scenario no longer calls get_step_function(request, step): "
        "conformance/compat/pytest_bdd.py must follow pytest-bdd")
    assert list(inspect.signature(step_index._ORIGINAL).parameters) == ["request", "step"]
    assert list(inspect.signature(bdd_scenario.find_fixturedefs_for_step).parameters) == \
        ["step", "fixturemanager", "node"]


def test_a_session_with_the_plugin_uses_the_index(project: pytest.Pytester) -> None:
    seen: list[object] = []

    class Spy:
        @pytest.hookimpl(trylast=True)
        def pytest_runtest_call(self) -> None:
            seen.append(bdd_scenario.get_step_function)

    project.inline_run("-p", "conformance.runner.step_lookup", "-k", "conftests_definition", plugins=[Spy()])
    assert seen and all(f is step_index.get_step_function for f in seen)


class StepFunctions:
    """Which function ran for every step (pytest-bdd's hook)."""

    def __init__(self) -> None:
        self.ran: dict[tuple[str, int], str] = {}

    def pytest_bdd_before_step_call(self, request, step, step_func, **_) -> None:
        self.ran[(request.node.nodeid, step.line_number)] = f"{step_func.__module__}:{step_func.__code__.co_firstlineno}"


def test_the_index_resolves_each_step_as_pytest_bdd_does(project: pytest.Pytester,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    by_pytest_bdd, by_index = StepFunctions(), StepFunctions()
    with monkeypatch.context() as patch:
        patch.setattr(bdd_scenario, "get_step_function", step_index._ORIGINAL)
        without_index = project.runpytest_inprocess("-p", "no:conformance.runner.step_lookup", plugins=[by_pytest_bdd])
    with_index = project.runpytest_inprocess("-p", "conformance.runner.step_lookup", plugins=[by_index])

    expected = {name: "passed" for name in (
        "test_a_conftests_definition", "test_an_overridden_definition",
        "test_two_parsers_match_the_last_in_pytestbdds_order_wins", "test_a_definition_serves_its_own_step_type",
        "test_a_generic_step_serves_every_type")}
    expected["test_a_step_without_a_definition"] = "failed"
    for module in ("overrides/test_overrides.py", "plain/test_plain.py"):
        for name, outcome in expected.items():
            assert outcomes(without_index)[f"{module}::{name}"] == outcome, (module, name)
    assert outcomes(with_index) == outcomes(without_index)
    assert len(by_pytest_bdd.ran) == 2 * 14 and by_index.ran == by_pytest_bdd.ran
    with_index.stdout.fnmatch_lines(["*StepDefinitionNotFoundError: Step definition is not found: When "
                                     "\"nobody defined this step\"*"])


def test_every_step_gets_the_same_definitions_in_the_same_order(project: pytest.Pytester) -> None:
    items, _ = project.inline_genitems("-p", "conformance.runner.step_lookup")
    fixturemanager = items[0].session._fixturemanager
    index = step_index.StepIndex(fixturemanager)
    compared = 0
    for item in items:
        for step in scenario_wrapper_template_registry[item.obj].steps:
            assert list(index.find(step, item)) == \
                list(bdd_scenario.find_fixturedefs_for_step(step, fixturemanager, item)), step
            compared += 1
    assert compared == 2 * 16


def test_a_kept_signature_is_the_one_inspect_builds() -> None:
    def step(world, space: str, count: int = 2, *rest, flag=False, **more) -> None:
        pass

    fresh = inspect.signature(step)
    step_index.keep_signature(step)
    assert step.__signature__ == fresh and inspect.signature(step) is step.__signature__
    step_index.keep_signature(step)  # kept once
    assert inspect.signature(step) is step.__signature__
    step_index.keep_signature(len)  # a built-in takes no attributes: nothing kept, nothing raised
    assert not hasattr(len, "__signature__") or len.__signature__ is None


def test_the_chosen_definition_is_the_last_match_once_sorted_by_scope(project: pytest.Pytester) -> None:
    from pytest_bdd.steps import step_function_context_registry

    items, _ = project.inline_genitems("-p", "conformance.runner.step_lookup")
    index = step_index.StepIndex(items[0].session._fixturemanager)
    chosen = 0
    for item in items:
        for step in scenario_wrapper_template_registry[item.obj].steps:
            matching = sorted(index.find(step, item),
                              key=lambda fixturedef: list(bdd_scenario.iterparentnodeids(fixturedef.baseid)))
            expected = step_function_context_registry.get(matching[-1].func) if matching else None
            assert index.context_for(step, item) is expected, step
            chosen += expected is not None
    assert chosen == 2 * 15
