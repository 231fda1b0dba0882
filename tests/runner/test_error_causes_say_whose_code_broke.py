"""Whose code broke: the cause of an errored scenario (docs/results.md, "Statuses"; README.md).

"errored, cause implementation" (exit status 3) must mean that the implementation's own code broke:
it raised, crashed, hung, answered what is not JSON, or raised a contract error that does not fit
the contract. When the corpus's own code breaks -- a step, conformance/runner/world.py, the reference
check -- on answers that fit the contract, the scenario is "errored, cause corpus" (exit status 2),
and its message says where in the corpus's code, that the implementation is not at fault, and asks
for a report. A rule deviation stays "failed", whatever code asserted it.

The implementations are the reference engine with one thing changed (tests/support/cause_hostiles.py);
the corpus's code is broken on purpose by the plugin tests/support/harness_breaks.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conformance.contract.strict_json import dumps
from conformance.connection.inprocess import GuardedImplementation
from conformance.connection.process import ImplementationFault
from conformance.corpus.paths import ROOT
from conformance.commands import run as run_command
from conformance.runner.results import CORPUS_CODE, fault_of, implementation_code
from conformance.runner.world import ScenarioError
from tests.support import cause_hostiles
from tests.support.faulty import ACTIVATE, POSITION
from tests.support.runs import SERVED_REFERENCE, by_scenario, conformance_run, served
from tests.support.tiny_corpus import FIRST

TESTS = ROOT / "tests"
HOSTILES = "python:tests.support.cause_hostiles"


# -- the corpus's own code broke: errored, cause corpus, exit status 2 ------------------------------

@pytest.mark.parametrize("spec, harness_break, where", [
    ("reference", "step", "conformance/steps/army.py:"),
    ("reference", "world", "conformance/runner/world.py:"),
    ("python:strength.wrong.sneaky:DroppedEvent", "world", "conformance/runner/world.py:"),
    (SERVED_REFERENCE, "step", "conformance/steps/army.py:"),
    (SERVED_REFERENCE, "reference", "conformance/checks/reference_check.py:"),
], ids=["in-process-step", "in-process-world", "in-process-world-not-the-reference", "exec-step",
        "exec-reference-check"])
def test_an_error_raised_in_the_corpus_own_code_is_the_corpus_fault(
        spec: str, harness_break: str, where: str, tiny: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_BREAK", harness_break)
    code, results = conformance_run(tiny / "reports", "--implementation", spec, "--game", "sword_of_rome",
                                    "--", "-p", "tests.support.harness_breaks", within=120)
    assert code == run_command.EXIT_USAGE == 2, "usage or corpus error, never 3: the implementation did not err"
    for record in results["records"]:
        assert (record["status"], record["cause"]) == ("errored", "corpus"), record
        message = record["message"]
        assert message.startswith("the corpus's own code broke, not the implementation: "), message
        assert f"(raised at {where}" in message, message
        assert "please report it" in message
    junit = (tiny / "reports" / "junit.xml").read_text(encoding="utf-8")
    assert "errored (the corpus's fault): the corpus's own code broke" in junit
    assert "the implementation's fault" not in junit
    matrix = (tiny / "reports" / "matrix.md").read_text(encoding="utf-8")
    assert "2 scenario(s) errored by the corpus's fault, not the implementation's" in matrix, "said on the console too"


# -- the implementation's own code broke: errored, cause implementation, exit status 3 -----------

@pytest.mark.parametrize("spec, message", [
    (f"{HOSTILES}:ValueErrorInAct",
     "act() raised builtins.ValueError at " + str(TESTS / "support" / "cause_hostiles.py")),
    (served(f"{HOSTILES}:ValueErrorInAct"),
     "the implementation answered with an error: ValueError: no movement table row"),
    (f"{HOSTILES}:ChecksIdleBadly", "RuntimeError: the engine's idle check failed"),
], ids=["in-process", "exec", "in-process-outside-the-contract-calls"])
def test_an_error_raised_in_the_implementation_own_code_is_its_fault(spec: str, message: str, tiny: Path) -> None:
    code, results = conformance_run(tiny / "reports", "--implementation", spec, "--game", "sword_of_rome", within=120)
    assert code == run_command.EXIT_IMPLEMENTATION == 3
    for record in results["records"]:
        assert (record["status"], record["cause"]) == ("errored", "implementation"), record
        assert message in record["message"], record["message"]


@pytest.mark.parametrize("name, message", [
    ("ValueErrorInAct", "act() raised builtins.ValueError at "),
    ("RecursionInPending", "pending() raised builtins.RecursionError at "),
    ("KeyErrorInState", "state() raised builtins.KeyError at "),
    # contract errors that do not fit the contract, read on the implementation's thread
    ("RefusalWithoutRule", "act() raised _RuleLess whose 'rule' cannot be read: AttributeError"),
    ("RefusalWithUnreadableText", "act() raised _Unreadable whose 'message' cannot be read: RuntimeError: the "
                                  "refusal's text is in a table that was never loaded"),
    ("RefusesPending", "pending() raised Refusal; this call may answer Unsupported (only create() and act() "
                       "are refused or roll dice"),
    ("UnscriptedDieFromState", "state() raised UnscriptedDie; this call may answer Unsupported"),
    ("CreatesNothing", "create() gave None (a NoneType), which has no pending(), act(), state()"),
    # not JSON: found on the implementation's thread, before the corpus reads any of it
    ("SetInEvents", "act() returned something that is not JSON data: at 0/leaders: a set is not JSON data"),
    ("TupleOfActions", "pending() returned something that is not JSON data: at actions: a tuple is not JSON data"),
    ("ObjectAsState", "state() returned something that is not JSON data: a _Opaque is not JSON data"),
    ("NaNInState", "state() returned something that is not JSON data: at dice_rolled: nan is not a JSON number"),
    ("GeneratorOfEvents", "act() returned something that is not JSON data: a generator is not JSON data"),
])
def test_what_an_in_process_implementation_raises_or_returns_amiss_is_its_own_fault(name: str, message: str) -> None:
    """The guard (conformance/connection/inprocess.py) turns each into an ImplementationFault: errored, the
    implementation's fault, whatever the corpus's code would have done with it."""
    implementation = GuardedImplementation(getattr(cause_hostiles, name)(), timeout=5)
    with pytest.raises(ImplementationFault) as raised:
        game = implementation.create(POSITION)
        game.pending()
        game.act("Rome", ACTIVATE)
        game.state()
    assert message in str(raised.value)
    assert fault_of(pytest.CallInfo.from_call(lambda: _reraise(raised.value), "call"), None) == ("implementation", "")


def _reraise(exc: BaseException) -> None:
    raise exc


@pytest.mark.parametrize("name, in_process, over_exec", [
    ("DeclaresAGameAsAList", 'its handshake declares sword_of_rome as ["2-4", "6"]: expected an object',
     'games/sword_of_rome: ["2-4", "6"] is not of type "object"'),
    ("DeclaresVariantsAsAString", 'its handshake declares variants "2-4" for sword_of_rome: expected a list',
     'games/sword_of_rome/variants: "2-4" is not of type "array"'),
    ("DescribesASet", "describe() returned something that is not JSON data: at games/sword_of_rome/variants: "
                      "a set is not JSON data", "the implementation's result is not JSON data"),
])
def test_a_handshake_that_does_not_fit_is_the_implementation_fault_before_anything_runs(
        name: str, in_process: str, over_exec: str, tiny: Path) -> None:
    for index, (spec, message) in enumerate([(f"{HOSTILES}:{name}", in_process),
                                             (served(f"{HOSTILES}:{name}"), over_exec)]):
        code, results = conformance_run(tiny / f"reports{index}", "--implementation", spec, "--game", "sword_of_rome",
                                        within=120)
        assert code == run_command.EXIT_IMPLEMENTATION, spec
        for record in results["records"]:
            assert record["status"] == "not-run" and message in record["message"], (spec, record["message"])


# -- JSON the contract does not allow: failed, judged before anything reads it -----------------------

@pytest.mark.parametrize("name, message", [
    ("DictOfEvents", "act() gave what the contract does not allow of any game"),
    ("ListAsDecision", "pending() gave what the contract does not allow of any game"),
])
def test_an_in_process_answer_that_does_not_fit_the_contract_fails_the_scenario(
        name: str, message: str, tiny: Path) -> None:
    """Held to the contract's schemas before the reference check or a step reads it, so that no code
    of the corpus's trips on it and errs. Over the protocol the same answer is a fault of the program:
    its result does not fit the protocol's schema
    (tests/connection/test_faulty_programs_are_reported_and_restarted.py)."""
    code, results = conformance_run(tiny / "reports", "--implementation", f"{HOSTILES}:{name}",
                                    "--game", "sword_of_rome", within=120)
    assert code == run_command.EXIT_DEVIATIONS
    for record in results["records"]:
        assert record["status"] == "failed" and "cause" not in record, record
        assert message in record["message"]


# -- what the contract allows, spelled otherwise: passes ------------------------------------------

@pytest.mark.parametrize("name, selection", [
    ("ActionsReversed", ["--game", "sword_of_rome"]),
    ("StateListsReversed", ["--clause", "9.5.6-k"]),
])
def test_answers_in_another_order_or_spelling_the_contract_allows_pass(
        name: str, selection: list[str], tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A step reads a list the contract reads as a set (a state's ``must_retreat``, read by "... must
    both retreat") in any order, not in the reference engine's."""
    if name == "ActionsReversed":
        request.getfixturevalue("tiny")
    code, results = conformance_run(tmp_path / "reports", "--implementation", f"{HOSTILES}:{name}", *selection,
                                    within=120)
    records = results["records"]
    assert records and code == run_command.EXIT_OK, {r["scenario"]: r["message"][:300] for r in records}


# -- whose code: by where an exception was raised -------------------------------------------------

def _raise_in_corpus_code() -> None:
    dumps({"leaders": {"Camillus"}})  # conformance/contract/strict_json.py calls json, which raises TypeError


def _raise_in_implementation_code() -> None:
    cause_hostiles._key_error(None)


def cause_of(function: Any, code: tuple[Path, ...] | None) -> tuple[str, str]:
    return fault_of(pytest.CallInfo.from_call(function, "call"), code)


def test_the_innermost_frame_of_the_corpus_or_the_implementation_decides() -> None:
    cause, where = cause_of(_raise_in_corpus_code, implementation_code(f"{HOSTILES}:ValueErrorInAct"))
    assert cause == "corpus" and where.startswith("conformance/contract/strict_json.py:") and where.endswith(" in dumps"), \
        "the standard library's frames (json) are passed over, up to the corpus's code that called it"
    assert cause_of(_raise_in_implementation_code, (TESTS,)) == ("implementation", "")
    # over the protocol none of the implementation's code runs here: code the corpus does not know is passed over
    cause, where = cause_of(_raise_in_implementation_code, None)
    assert cause == "corpus" and where, "none of the implementation's code ran: the corpus's machinery broke"


def test_typed_faults_decide_whatever_raised_them() -> None:
    def scenario_error() -> None:
        raise ScenarioError("scenario error at x.feature:3: ...")

    def implementation_fault() -> None:
        raise ImplementationFault("exited with code 1 before answering 'act'", [])

    def breach() -> None:
        raise AssertionError("the army has 3 MP left, expected 4")

    assert cause_of(scenario_error, (TESTS,)) == ("corpus", "")
    assert cause_of(implementation_fault, None) == ("implementation", "")
    assert cause_of(breach, None) == ("implementation", ""), "a rule deviation: failed, or errored in a setup"


def test_where_an_in_process_implementation_code_lives() -> None:
    assert implementation_code("reference") == (ROOT / "reference_engine",)
    assert implementation_code(f"{HOSTILES}:ValueErrorInAct") == (TESTS,), "its top-level package"
    assert implementation_code(SERVED_REFERENCE) is None, "a program over the protocol runs none of its code here"
    import conformance.connection.protocol.server  # noqa: F401 - imported, as the run imports an implementation's module

    server = implementation_code("python:conformance.connection.protocol.server:Session")
    assert server == (CORPUS_CODE / "connection" / "protocol" / "server.py",), "never the corpus's own package as a whole"


@pytest.mark.parametrize("name, reason", [
    ("RefusalWithoutRule", "raised a _RuleLess whose fields cannot be read: AttributeError"),
    ("RefusalWithUnreadableText", "raised a _Unreadable whose fields cannot be read: RuntimeError: the refusal's "
                                  "text is in a table that was never loaded"),
])
def test_a_served_refusal_whose_fields_cannot_be_read_is_an_error_answer_and_the_server_goes_on(
        name: str, reason: str, tiny: Path) -> None:
    """conformance.connection.protocol.server answers it with an ``error`` naming what could not be read (the
    implementation's fault, over the protocol as in-process), instead of dying with a traceback."""
    code, results = conformance_run(tiny / "reports", "--implementation", served(f"{HOSTILES}:{name}"), within=120)
    assert code == run_command.EXIT_IMPLEMENTATION
    record = by_scenario(results["records"])[FIRST]
    assert (record["status"], record["cause"]) == ("errored", "implementation")
    assert reason in record["message"] and "exited" not in record["message"], record["message"]
