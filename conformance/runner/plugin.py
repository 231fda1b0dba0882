"""The pytest plugin that plays the corpus.

- ``--implementation SPEC`` picks what the corpus runs against (see
  conformance.connection.specs); default: the reference engine.
- Every catalog clause id, erratum id and game id is registered as a marker,
  so ``pytest -m 9.1.2-a`` selects a clause and ``--strict-markers`` holds; a
  feature tag that names none of them, a scenario that names no clause of its
  game (or no game), and a scenario whose name an earlier one of its game has
  (in another feature file; within one file: conformance.runner.binding) error that
  scenario as the corpus's fault with the file, line and what to do; the rest
  is played.
- Every scenario's outcome is recorded with its game and clause ids
  (complete under pytest-xdist: records are taken from the reports the
  controller receives); ``--rule-summary`` prints a per-rule table and
  ``--report-dir`` writes results.json, junit.xml and matrix.md there
  (junit.xml rendered from results.json's records: conformance.reports.junit).
- What the implementation declares in describe() is honoured: a scenario of
  a game it does not declare, or tagged with a clause outside its declared
  ``clauses``, is counted as unsupported without being played.
- The reference engine plays every scenario beside an implementation that is
  not itself, and each of the implementation's answers is compared with its
  own (conformance.checks.reference_check); ``--no-reference-check`` turns that off,
  and every record says whether its scenario was compared.
- Expectations files (conformance.corpus.expectations) turn known failures into
  strict xfails and check that what is said to be unsupported is not passed.
- Faults are honest: the implementation is loaded and its handshake checked
  against the catalogs once, before any scenario runs (a bad spec or a
  handshake naming unknown games, variants or clause ids stops the run with
  one message; ``--collect-only`` plays nothing, so it starts no
  implementation); a corpus file that cannot be collected is an errored record,
  not a silent gap; an errored scenario is counted by pytest as an error
  (not a failure) and shown as one short paragraph (reason and the last
  stderr lines; ``-v`` shows everything); the reports are written
  incrementally (conformance.runner.results).
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from conformance import options
from conformance.connection.handshake import handshake_problems
from conformance.corpus import catalog as catalog_module
from conformance.corpus import expectations as expectations_module
from conformance.corpus import paths
from conformance.corpus.tags import shown_path, tag_kinds
from conformance.corpus.toml_data import DataFileError
from conformance.reports import runs as reports
from conformance.runner import transcript as transcripts
from conformance.runner.results import (
    UNSUPPORTED_PREFIX,
    Recorder,
    corpus_code_message,
    fault_of,
    implementation_code,
    status_hint_for,
)

# pytest-bdd's step lookup, answered from an index (same definitions, same order);
# what collection built kept out of the garbage collector's full passes
pytest_plugins = ["conformance.runner.step_lookup", "conformance.runner.gc_freeze"]

_KNOWN_TAGS: dict[str, str] = {}
_UNKNOWN_TAGS_ATTR = "_conformance_unknown_tags"
_RECORDER_KEY = pytest.StashKey[Recorder]()
_EXPECTATIONS_KEY = pytest.StashKey[list]()
_IMPLEMENTATION_KEY = pytest.StashKey[Any]()
_HANDSHAKE_FAULT_KEY = pytest.StashKey[Exception]()
_CORPUS_DIR = paths.BINDINGS
#: the contract calls of the running scenario (conformance.runner.transcript), shown when it does not pass
TRANSCRIPT = pytest.StashKey[list]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "rules-corpus conformance")
    options.add(group, options.IMPLEMENTATION, options.REPORT_DIR, options.REQUEST_TIMEOUT, options.RESTART_BUDGET,
                options.NO_CAPABILITIES, options.NO_REFERENCE_CHECK, options.EXPECTATIONS,
                report_dir={"default": None, "help": "write results.json (one record per scenario), junit.xml "
                                                     "and matrix.md into DIR"})
    group.addoption("--rule-summary", action="store_true", default=False,
                    help="print a per-rule summary table at the end")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    from conformance.connection.process import TOKEN_VARIABLE

    if os.environ.get(TOKEN_VARIABLE) and signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # `conformance run` stops its corpus run with SIGINT; started in the background by a shell,
        # it passed on an ignored SIGINT, and SIGTERM would have waited out the grace period
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        catalogs = catalog_module.load_all()
    except DataFileError as exc:
        raise pytest.UsageError(f"rule catalog is not usable: {exc}") from exc
    try:
        config.stash[_EXPECTATIONS_KEY] = expectations_module.expectations_for(
            config.getoption("--implementation"), config.getoption("--expectations"))
    except DataFileError as exc:
        raise pytest.UsageError(f"expectations file is not usable: {exc}") from exc
    _KNOWN_TAGS.clear()
    for cat in catalogs.values():
        _KNOWN_TAGS[cat.game] = f"scenarios of {cat.title}"
        for clause in cat.clauses.values():
            _KNOWN_TAGS[clause.id] = f"{cat.title} {clause.id}: {clause.title}"
        for erratum in cat.errata.values():
            _KNOWN_TAGS[erratum.id] = f"{cat.title} erratum {erratum.id}"
    for tag, description in _KNOWN_TAGS.items():
        config.addinivalue_line("markers", f"{tag}: {description}")
    report_dir = config.getoption("--report-dir")
    if report_dir and not hasattr(config, "workerinput"):
        in_the_way = reports.obstacles(Path(report_dir))
        if in_the_way:
            raise pytest.UsageError("--report-dir: " + ", ".join(repr(str(p)) for p in in_the_way)
                                    + ": a folder stands where a report goes")
    recorder = Recorder(config)
    config.stash[_RECORDER_KEY] = recorder


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> Any:
    if tag in _KNOWN_TAGS:
        return getattr(pytest.mark, tag)(function)
    unknown = getattr(function, _UNKNOWN_TAGS_ATTR, [])
    unknown.append(tag)
    setattr(function, _UNKNOWN_TAGS_ATTR, unknown)
    return True


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    recorder = config.stash[_RECORDER_KEY]
    catalogs = catalog_module.load_all()
    outlines = [(item, scenario_of(item, catalogs) or _corpus_check_of(item)) for item in items]
    first_of = _first_locations(outline for _, outline in outlines)
    for item, outline in outlines:
        if outline is None:
            continue
        problems = [*_tag_problems(item, outline, catalogs), *_name_problems(outline, first_of)]
        if problems:
            item.stash[_CORPUS_PROBLEM] = "; ".join(problems)
        expected = expectations_module.expectation_for(
            config.stash[_EXPECTATIONS_KEY], outline["game"], outline["scenario"], outline["clauses"])
        outline["expectation"] = expected.as_data() if expected else None
        if expected is not None and expected.status == "fail":
            # strict: a pass is an unexpected pass; only assertion failures count as expected
            item.add_marker(pytest.mark.xfail(reason=f"expected failure: {expected.reason}", strict=True,
                                              raises=(AssertionError, pytest.fail.Exception)))
        item.user_properties.append(("conformance", json.dumps(outline)))
        item.stash[_OUTLINE_KEY] = outline
        recorder.expect(item.nodeid, outline)


def _tag_problems(item: pytest.Item, outline: dict[str, Any], catalogs: dict[str, Any]) -> list[str]:
    """What is wrong with a scenario's tags: tags that name nothing, no clause of its game."""
    if outline.get("corpus_check"):
        return []
    where, name, game = f"{outline['feature']}:{outline['line']}", outline["scenario"], outline["game"]
    found = []
    unknown = getattr(getattr(item, "function", None), _UNKNOWN_TAGS_ATTR, None)
    if unknown:
        found.append(f"{where}: scenario {name!r} has tag(s) {', '.join('@' + t for t in unknown)} "
                     "that name no catalog clause, erratum or game")
    if game is None:
        found.append(f"{where}: scenario {name!r} has no game tag: tag its Feature with its game "
                     f"({', '.join('@' + g for g in sorted(catalogs))})")
    elif not any(clause in catalogs[game].clauses for clause in outline["clauses"]):
        found.append(f"{where}: scenario {name!r} names no clause of the {game} catalog, so no rule would be "
                     "checked by it: tag it with the clause it checks (docs/authoring.md, Adding a scenario)")
    return found


def _first_locations(outlines: Any) -> dict[tuple[str, str], str]:
    """For each (game, scenario name) of the corpus, where it is first used (file:line)."""
    first: dict[tuple[str, str], tuple[str, int]] = {}
    for outline in outlines:
        if outline is None or outline.get("corpus_check") or outline["game"] is None:
            continue
        key, here = (outline["game"], outline["scenario"]), (str(outline["feature"]), outline["line"] or 0)
        first[key] = min(first.get(key, here), here)
    return {key: f"{feature}:{line}" for key, (feature, line) in first.items()}


def _name_problems(outline: dict[str, Any], first_of: dict[tuple[str, str], str]) -> list[str]:
    """A scenario whose name an earlier scenario of its game has (in another feature file: one file
    is checked when it is bound, conformance.runner.binding)."""
    if outline.get("corpus_check") or outline["game"] is None:
        return []
    where, name = f"{outline['feature']}:{outline['line']}", outline["scenario"]
    first = first_of.get((outline["game"], name), where)
    if first == where:
        return []
    return [f"{where}: scenario name {name!r} is also used at {first}; expectations name scenarios by name, "
            f"so names must be unique within a game: rename one"]


def _corpus_check_of(item: pytest.Item) -> dict[str, Any] | None:
    """A test of the corpus that is not a scenario (a feature file that cannot be bound)."""
    path = Path(str(getattr(item, "path", "")))
    if _CORPUS_DIR not in path.parents:
        return None
    return {"game": path.parent.name, "clauses": [], "errata": [], "scenario": item.name, "feature": None,
            "line": None, "rule": None, "corpus_check": True}


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """A test module or feature that cannot be collected is an errored record, not a silent gap."""
    if report.failed:
        for recorder in _ACTIVE:
            recorder.collection_error(report)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Load the implementation and check its handshake once, before any scenario runs."""
    config = session.config
    recorder = config.stash[_RECORDER_KEY]
    if not recorder.records:
        return
    report_dir = config.getoption("--report-dir")
    if report_dir and not hasattr(config, "workerinput"):
        recorder.begin(Path(report_dir))
        reports.junit_of_results(Path(report_dir))  # every scenario not-run, as results.json says
    if config.option.collectonly:
        return  # nothing is played: no implementation to start (an engine to import, a program to run)
    from conformance.connection.specs import ImplementationSpecError

    try:
        implementation = _load(config)
    except ImplementationSpecError as exc:
        recorder.problem("usage", str(exc))
        recorder.not_played(f"the implementation could not be loaded: {exc}")
        pytest.exit(f"conformance: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
    config.stash[_IMPLEMENTATION_KEY] = implementation
    try:
        description = implementation.describe()
    except Exception as exc:  # noqa: BLE001 - a broken handshake errors the first scenario played ...
        config.stash[_HANDSHAKE_FAULT_KEY] = exc
        try:
            description = implementation.describe()
        except Exception as again:  # noqa: BLE001 - ... and when it breaks twice, nothing can run
            message = _handshake_failure(again)
            recorder.problem("implementation", message)
            recorder.not_played(f"the implementation's handshake failed, twice: {again}")
            pytest.exit(f"conformance: {message}", returncode=pytest.ExitCode.USAGE_ERROR)
    problems = handshake_problems(description, catalog_module.load_all())
    if problems:
        for problem in problems:
            recorder.problem("implementation", problem)
        recorder.not_played("the implementation's handshake names what the catalogs do not have: "
                            + "; ".join(problems))
        pytest.exit("conformance: the implementation's handshake names what the catalogs do not have:\n  "
                    + "\n  ".join(problems), returncode=pytest.ExitCode.USAGE_ERROR)


def _handshake_failure(fault: Exception) -> str:
    """Why nothing can run: a program that never answered its hello cannot be started; one that
    answered with a handshake the runner cannot use did start, and is said so."""
    from conformance.connection.process import HandshakeUnusable

    if isinstance(fault, HandshakeUnusable):
        return f"the implementation started and answered its hello, but the runner cannot play with it: {fault}"
    return f"the implementation cannot be started: {fault}"


def _load(config: pytest.Config) -> Any:
    from conformance.connection.specs import load_implementation

    spec = config.getoption("--implementation")
    plain = {"capabilities": ()} if config.getoption("--no-capabilities") and spec.strip().startswith("exec:") else {}
    return load_implementation(spec, timeout=config.getoption("--request-timeout"),
                               restart_budget=config.getoption("--restart-budget"), **plain)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """Under pytest-xdist, what stopped a worker (a handshake naming what the catalogs do not have,
    an implementation that cannot be loaded) is a problem of the run the controller reports."""
    from conformance.runner.results import WORKER_PROBLEMS

    for recorder in _ACTIVE[-1:]:
        for entry in (getattr(node, "workeroutput", None) or {}).get(WORKER_PROBLEMS, []):
            recorder.problem(entry["kind"], entry["message"])


def pytest_deselected(items: list[pytest.Item]) -> None:
    """Scenarios left out by -k or -m are not part of the run's records."""
    for recorder in _ACTIVE:
        for item in items:
            recorder.records.pop(item.nodeid, None)


#: what is wrong with a scenario of the corpus (file:line): it is not played, but errored as the corpus's fault
_CORPUS_PROBLEM = pytest.StashKey[str]()


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A scenario whose tags name nothing in the catalogs, or no clause of its game, or whose name
    another scenario of its game has, is a corpus error: it is not played."""
    message = item.stash.get(_CORPUS_PROBLEM, None)
    if message:
        pytest.fail(message, pytrace=False)


@pytest.fixture(autouse=True)
def _conformance_declared_support(request: pytest.FixtureRequest):
    """Scenarios outside what the implementation declares are unsupported, not played."""
    outline = _outline_of(request.node)
    if outline is None or outline.get("corpus_check"):
        yield
        return
    implementation = request.getfixturevalue("implementation")
    fault = request.config.stash.get(_HANDSHAKE_FAULT_KEY, None)
    if fault is not None:
        del request.config.stash[_HANDSHAKE_FAULT_KEY]
        raise fault
    reason = undeclared(implementation.describe(), outline)
    if reason:
        pytest.skip(f"{UNSUPPORTED_PREFIX} {reason}")
    yield
    check_idle = getattr(implementation, "check_idle", None)
    if callable(check_idle):  # an answer sent twice is the fault of this scenario, not the next
        check_idle()


def undeclared(description: dict[str, Any], outline: dict[str, Any]) -> str | None:
    """Why the implementation's describe() leaves this scenario out, or None."""
    games = description.get("games") or {}
    game = outline.get("game")
    if game not in games:
        return f"the implementation declares no game {game!r}"
    clauses = (games[game] or {}).get("clauses", "all")
    if clauses == "all":
        return None
    missing = [c for c in outline.get("clauses") or [] if c not in set(clauses)]
    if missing:
        return f"the implementation does not declare clause(s) {', '.join(missing)}"
    return None


_OUTLINE_KEY = pytest.StashKey[dict]()


def _outline_of(item: pytest.Item) -> dict[str, Any] | None:
    stash = getattr(item, "stash", None)
    if stash is not None and _OUTLINE_KEY in stash:
        return stash[_OUTLINE_KEY]
    for key, value in getattr(item, "user_properties", []):
        if key == "conformance":
            return json.loads(value)
    return None


def scenario_of(item: pytest.Item, catalogs: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """Game, clause ids, feature file and line of a corpus test item."""
    from conformance.compat.pytest_bdd import scenario_wrapper_template_registry

    function = getattr(item, "obj", None)
    if function is None:
        return None
    try:
        template = scenario_wrapper_template_registry.get(function)
    except TypeError:
        return None
    if template is None:
        return None
    tags = set(template.tags) | set(template.feature.tags)
    if template.rule is not None:
        tags |= set(template.rule.tags)
    kinds = tag_kinds(catalogs if catalogs is not None else catalog_module.load_all())
    clauses = sorted(tags & kinds.clauses)
    errata = sorted(tags & kinds.errata)
    games = sorted(tags & kinds.games)
    feature = shown_path(template.feature.filename, str(Path.cwd()))
    return {
        "game": games[0] if games else None,
        "clauses": clauses,
        "errata": errata,
        "scenario": template.name,
        "feature": feature,
        "line": template.line_number,
        "rule": template.rule.name if template.rule is not None else None,
    }


@pytest.fixture(scope="session")
def implementation(request: pytest.FixtureRequest):
    """The implementation under test, built once per session (per worker)."""
    from conformance.connection.specs import ImplementationSpecError

    impl = request.config.stash.get(_IMPLEMENTATION_KEY, None)
    if impl is None:
        try:
            impl = _load(request.config)
        except ImplementationSpecError as exc:
            pytest.exit(f"conformance: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
        request.config.stash[_IMPLEMENTATION_KEY] = impl
    yield impl
    close = getattr(impl, "close", None)
    if callable(close):
        close()
    fault = getattr(impl, "closing_fault", None)
    if isinstance(fault, str) and fault:  # it broke after its last scenario: an error of that one's teardown
        from conformance.connection.process import ImplementationFault

        raise ImplementationFault(f"when the run ended, the implementation {fault}", None)


def reference_check_off(config: pytest.Config) -> str | None:
    """Why the run compares no answer with the reference engine's, or None when it does."""
    from conformance.corpus.expectations import normalise_spec

    if config.getoption("--no-reference-check"):
        return "--no-reference-check: only what each scenario's steps assert is checked"
    if normalise_spec(config.getoption("--implementation")) == "reference":
        return "the implementation is the reference engine itself"
    return None


@pytest.fixture(scope="session")
def reference_oracle(request: pytest.FixtureRequest, implementation: Any):
    """The reference engine as shipped, played beside the implementation in every scenario, or None."""
    from conformance.checks.reference_check import (
        Oracle,
        declared_clauses,
        shipped_reference,
    )

    if reference_check_off(request.config) is not None:
        return None
    return Oracle(shipped_reference(), declared_clauses(implementation.describe()),
                  list(request.config.stash.get(_EXPECTATIONS_KEY, [])))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    report = yield
    outline = _outline_of(item)
    if call.when == "call" and outline is not None and not outline.get("corpus_check"):
        report.user_properties.append(("conformance_reference", json.dumps(_reference_summary(item))))
    hint = status_hint_for(call)
    corpus = outline is not None and bool(outline.get("corpus_check") or item.stash.get(_CORPUS_PROBLEM, None))
    if report.failed and corpus:
        hint = "errored"  # the corpus is broken here: nothing was checked
    if hint:
        report.user_properties.append(("conformance_status", hint))
    if report.failed and outline is not None and (hint or report.when != "call"):
        cause, where = ("corpus", "") if corpus else fault_of(call, _implementation_code(item.config))
        report.user_properties.append(("conformance_cause", cause))
        if where:  # the corpus's own code broke: its message says where, and that it is no fault of the implementation
            report.user_properties.append(("conformance_message", corpus_code_message(call.excinfo.value, where)))
        elif cause == "implementation" and call.excinfo is not None:
            _shorten_report(item, call, report)
        elif call.excinfo is not None and call.excinfo.errisinstance(DataFileError) \
                and item.config.getoption("verbose") <= 0:
            # a fixture that cannot be read: its file and line say all; the parser's traceback, nothing
            report.longrepr = f"errored (the corpus's fault): DataFileError: {call.excinfo.value}"
    expected = (outline or {}).get("expectation") or {}
    transcripts.attach(report, item.stash.get(TRANSCRIPT, None))
    if report.when == "call" and report.passed and expected.get("status") == "unsupported":
        report.outcome = "failed"
        report.longrepr = f"unexpected pass: listed as unsupported ({expected['source']}): {expected['reason']}"
        report.user_properties.append(("conformance_status", "unexpected-pass"))
    return report


_IMPLEMENTATION_CODE_KEY = pytest.StashKey[Any]()


def _implementation_code(config: pytest.Config) -> Any:
    """Where the in-process implementation's code lives (None over the protocol): conformance.runner.results."""
    if _IMPLEMENTATION_CODE_KEY not in config.stash:
        config.stash[_IMPLEMENTATION_CODE_KEY] = implementation_code(
            config.getoption("--implementation"), config.stash.get(_IMPLEMENTATION_KEY, None))
    return config.stash[_IMPLEMENTATION_CODE_KEY]


def _reference_summary(item: pytest.Item) -> dict[str, Any]:
    """What the scenario's reference check found (conformance.checks.reference_check), for its record."""
    from conformance.checks.reference_check import NOT_COMPARED, OFF
    from conformance.runner.world import WORLD_KEY

    off = reference_check_off(item.config)
    if off is not None:
        return {"status": OFF, "why": off}
    world = item.stash.get(WORLD_KEY, None)
    check = getattr(world, "reference_check", None)
    if check is None:
        return {"status": NOT_COMPARED, "compared": 0}
    return check.summary()


def _shorten_report(item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> None:
    """An implementation fault is one short paragraph on the console: its reason and the last
    stderr lines, never pytest's traceback (``-v`` keeps it); the report keeps everything."""
    from conformance.connection.safe_text import printable

    exc = call.excinfo.value
    full = printable(str(exc) or type(exc).__name__)
    reason = getattr(exc, "reason", None)
    if reason is None:  # not a protocol fault: the exception's type says what broke
        full = f"{type(exc).__name__}: {full}"
        reason = full.splitlines()[0]
    tail = getattr(exc, "stderr_tail", [])[-3:]
    short = f"errored: {printable(reason, 500)}" + "".join(f"\n  | {printable(line)}" for line in tail)
    report.user_properties.append(("conformance_message", full))
    if item.config.getoption("verbose") <= 0:
        report.longrepr = short


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> Any:
    """What the reports call errored, pytest counts as an error, not a failure."""
    if report.when == "call" and report.failed and ("conformance_status", "errored") in report.user_properties:
        return "error", "E", "ERROR"
    return None


def pytest_runtest_logstart(nodeid: str, location: Any) -> None:
    for recorder in _ACTIVE[-1:]:
        recorder.running(nodeid)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    recorder = _recorder_from_report(report)
    if recorder is not None:
        recorder.add(report)


_ACTIVE: list[Recorder] = []


def _recorder_from_report(report: pytest.TestReport) -> Recorder | None:
    return _ACTIVE[-1] if _ACTIVE else None


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    recorder = session.config.stash[_RECORDER_KEY]
    recorder.implementation = session.config.getoption("--implementation")
    _ACTIVE.append(recorder)


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    from conformance.connection.process import TOKEN_VARIABLE

    recorder = config.stash[_RECORDER_KEY]
    if config.getoption("--rule-summary") and recorder.records:
        recorder.print_rule_summary(terminalreporter)
    if not hasattr(config, "workerinput") and not os.environ.get(TOKEN_VARIABLE):
        # how many played scenarios the reference check compared (`conformance run` says it itself)
        from conformance.reports.runs import reference_check_notes

        for note in reference_check_notes([(recorder.implementation, list(recorder.records.values()))]):
            terminalreporter.write_line(f"conformance: {note}", yellow="check off" in note)
    report_dir = config.getoption("--report-dir")
    if report_dir and not hasattr(config, "workerinput"):
        _finish(config, interrupted=exitstatus == pytest.ExitCode.INTERRUPTED)
        terminalreporter.write_line(f"conformance results: {Path(report_dir) / 'results.json'}")


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The final reports, also when the terminal summary is not printed (an internal error)."""
    if session.config.getoption("--report-dir") and not hasattr(session.config, "workerinput"):
        _finish(session.config, interrupted=exitstatus == pytest.ExitCode.INTERRUPTED)


def _finish(config: pytest.Config, *, interrupted: bool) -> None:
    recorder = config.stash[_RECORDER_KEY]
    if recorder.directory is None:
        recorder.directory = Path(config.getoption("--report-dir"))
    if recorder.finish(interrupted=interrupted) is not None:
        reports.junit_of_results(recorder.directory)  # from the records just written


def pytest_unconfigure(config: pytest.Config) -> None:
    recorder = config.stash.get(_RECORDER_KEY, None)
    if recorder in _ACTIVE:
        _ACTIVE.remove(recorder)


CURRENT_STEP = pytest.StashKey[tuple[str, int]]()


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, step: Any, **_: Any) -> None:
    """Remember where the running step is, so steps can name file and line in their errors."""
    request.node.stash[CURRENT_STEP] = (feature.filename, step.line_number)


def pytest_bdd_step_error(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[_STEP_FAILED] = True


def pytest_bdd_after_step(request: pytest.FixtureRequest, **_: Any) -> None:
    request.node.stash[_STEPS_DONE] = request.node.stash.get(_STEPS_DONE, 0) + 1


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, scenario: Any, **_: Any) -> None:
    """Once every step has run: a refusal no step checked, or a scripted die left unrolled, fails the scenario."""
    if request.node.stash.get(_STEP_FAILED, False):
        return
    if request.node.stash.get(_STEPS_DONE, 0) < len(scenario.steps):
        return  # a step skipped (unsupported) or failed: that is the outcome
    from conformance.runner.world import WORLD_KEY

    world = request.node.stash.get(WORLD_KEY, None)
    if world is not None:
        world.finish()


_STEP_FAILED = pytest.StashKey[bool]()
_STEPS_DONE = pytest.StashKey[int]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Once a scenario is reported, its game and transcript are let go: a corpus run keeps no
    game alive, so the garbage collector's full passes do not walk hundreds of them."""
    from conformance.runner.world import WORLD_KEY

    try:
        return (yield)
    finally:
        for key in (WORLD_KEY, TRANSCRIPT):
            if key in item.stash:
                del item.stash[key]
