"""The corpus session: one object per pytest run that plays the corpus.

conformance.runner.plugin registers it when pytest is configured; it holds what
the run knows -- the catalogs' tags, the expectations, the implementation and
its handshake, the recorder of every outcome -- and implements the hooks and
fixtures that use it:
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
import time
from pathlib import Path
from typing import Any

import pytest

from conformance.connection.handshake import handshake_problems
from conformance.corpus import catalog as catalog_module
from conformance.corpus import expectations as expectations_module
from conformance.corpus import paths
from conformance.corpus.readings import chosen_readings, flat
from conformance.corpus.tags import shown_path, tag_kinds
from conformance.corpus.toml_data import DataFileError
from conformance.reports import runs as reports
from conformance.runner import stash
from conformance.runner.stash import WHAT_IF_PARAMETER
from conformance.runner import transcript as transcripts
from conformance.runner.results import (
    UNSUPPORTED_PREFIX,
    Recorder,
    corpus_code_message,
    fault_of,
    implementation_code,
    status_hint_for,
)

#: the attribute of a bound scenario's function listing its tags that name nothing in the catalogs
_UNKNOWN_TAGS_ATTR = "_conformance_unknown_tags"


class CorpusSession:
    """What one pytest run of the corpus knows, and the hooks and fixtures that use it."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        try:
            catalogs = catalog_module.load_all()
        except DataFileError as exc:
            raise pytest.UsageError(f"rule catalog is not usable: {exc}") from exc
        try:
            #: the implementation's expectations entries (conformance.corpus.expectations)
            self.expectations = expectations_module.expectations_for(
                config.getoption("--implementation"), config.getoption("--expectations"))
        except DataFileError as exc:
            raise pytest.UsageError(f"expectations file is not usable: {exc}") from exc
        #: every tag a scenario may carry (clause, erratum and game ids), with its marker's description
        self.known_tags: dict[str, str] = {}
        for cat in catalogs.values():
            self.known_tags[cat.game] = f"scenarios of {cat.title}"
            for clause in cat.clauses.values():
                self.known_tags[clause.id] = f"{cat.title} {clause.id}: {clause.title}"
                for condition in clause.conditions:
                    holds, fails = condition.tags(clause.id)
                    self.known_tags[holds] = f"{cat.title} {clause.id}, where {condition.text}"
                    self.known_tags[fails] = f"{cat.title} {clause.id}, where not: {condition.text}"
                for situation in clause.situations:
                    self.known_tags[situation.tag(clause.id)] = f"{cat.title} {clause.id}, in: {situation.text}"
            for erratum in cat.errata.values():
                self.known_tags[erratum.id] = f"{cat.title} erratum {erratum.id}"
        for tag, description in self.known_tags.items():
            config.addinivalue_line("markers", f"{tag}: {description}")
        report_dir = config.getoption("--report-dir")
        if report_dir and not self.is_worker:
            in_the_way = reports.obstacles(Path(report_dir))
            if in_the_way:
                raise pytest.UsageError("--report-dir: " + ", ".join(repr(str(p)) for p in in_the_way)
                                        + ": a folder stands where a report goes")
        try:
            #: ``--reading``: the defaults this run plays unpinned scenarios under, ``{game: {erratum: reading}}``
            self.run_readings = chosen_readings(config.getoption("--reading"), catalogs)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
        self.recorder = Recorder(config)
        self.recorder.readings = flat(self.run_readings)
        #: the implementation under test, once loaded; what broke its first handshake, if it did
        self.implementation: Any = None
        self.handshake_fault: Exception | None = None
        self._described: tuple[Any, dict[str, Any]] | None = None
        self._implementation_code: Any = None
        self._implementation_code_known = False

    @property
    def is_worker(self) -> bool:
        """Whether this run is a pytest-xdist worker (the controller writes the reports)."""
        return hasattr(self.config, "workerinput")

    # -- collection -------------------------------------------------------
    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_apply_tag(self, tag: str, function: Any) -> Any:
        if tag in self.known_tags:
            return getattr(pytest.mark, tag)(function)
        unknown = getattr(function, _UNKNOWN_TAGS_ATTR, [])
        unknown.append(tag)
        setattr(function, _UNKNOWN_TAGS_ATTR, unknown)
        return True

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        catalogs = catalog_module.load_all()
        outlines = [(item, scenario_of(item, catalogs) or _corpus_check_of(item)) for item in items]
        first_of = _first_locations(outline for _, outline in outlines)
        for item, outline in outlines:
            if outline is None:
                continue
            problems = [*_tag_problems(item, outline, catalogs), *_name_problems(outline, first_of)]
            if problems:
                item.stash[stash.CORPUS_PROBLEM] = "; ".join(problems)
            expected = expectations_module.expectation_for(
                self.expectations, outline["game"], outline["scenario"], outline["clauses"])
            outline["expectation"] = expected.as_data() if expected else None
            if expected is not None and expected.status == "fail":
                # strict: a pass is an unexpected pass; only assertion failures count as expected
                item.add_marker(pytest.mark.xfail(reason=f"expected failure: {expected.reason}", strict=True,
                                                  raises=(AssertionError, pytest.fail.Exception)))
            item.user_properties.append(("conformance", json.dumps(outline)))
            item.stash[stash.OUTLINE] = outline
            self.recorder.expect(item.nodeid, outline)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """A test module or feature that cannot be collected is an errored record, not a silent gap."""
        if report.failed:
            self.recorder.collection_error(report)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """Load the implementation and check its handshake once, before any scenario runs."""
        config, recorder = self.config, self.recorder
        if not recorder.records:
            return
        report_dir = config.getoption("--report-dir")
        if report_dir and not self.is_worker:
            recorder.begin(Path(report_dir))
            reports.junit_of_results(Path(report_dir))  # every scenario not-run, as results.json says
        if config.option.collectonly:
            return  # nothing is played: no implementation to start (an engine to import, a program to run)
        from conformance.connection.specs import ImplementationSpecError

        try:
            implementation = self._load()
        except ImplementationSpecError as exc:
            recorder.problem("usage", str(exc))
            recorder.not_played(f"the implementation could not be loaded: {exc}")
            pytest.exit(f"conformance: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
        self.implementation = implementation
        try:
            description = implementation.describe()
        except Exception as exc:  # noqa: BLE001 - a broken handshake errors the first scenario played ...
            self.handshake_fault = exc
            try:
                description = implementation.describe()
            except Exception as again:  # noqa: BLE001 - ... and when it breaks twice, nothing can run
                message = _handshake_failure(again)
                recorder.problem("implementation", message)
                recorder.not_played(f"the implementation's handshake failed, twice: {again}")
                pytest.exit(f"conformance: {message}", returncode=pytest.ExitCode.USAGE_ERROR)
        recorder.described_as(description)
        problems = handshake_problems(description, catalog_module.load_all())
        if problems:
            for problem in problems:
                recorder.problem("implementation", problem)
            recorder.not_played("the implementation's handshake names what the catalogs do not have: "
                                + "; ".join(problems))
            pytest.exit("conformance: the implementation's handshake names what the catalogs do not have:\n  "
                        + "\n  ".join(problems), returncode=pytest.ExitCode.USAGE_ERROR)

    def _load(self) -> Any:
        from conformance.connection.specs import load_implementation

        config = self.config
        spec = config.getoption("--implementation")
        plain = {"capabilities": ()} if config.getoption("--no-capabilities") and spec.strip().startswith("exec:") \
            else {}
        return load_implementation(spec, timeout=config.getoption("--request-timeout"),
                                   restart_budget=config.getoption("--restart-budget"), **plain)

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        """Under pytest-xdist, what stopped a worker (a handshake naming what the catalogs do not have,
        an implementation that cannot be loaded) is a problem of the run the controller reports."""
        from conformance.runner.results import WORKER_DESCRIBED, WORKER_PROBLEMS

        output = getattr(node, "workeroutput", None) or {}
        for entry in output.get(WORKER_PROBLEMS, []):
            self.recorder.problem(entry["kind"], entry["message"])
        if output.get(WORKER_DESCRIBED) and self.recorder.described is None:
            self.recorder.described = output[WORKER_DESCRIBED]

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        """Scenarios left out by -k or -m are not part of the run's records."""
        for item in items:
            self.recorder.records.pop(item.nodeid, None)

    def pytest_report_header(self, config: pytest.Config) -> str | None:
        chosen = flat(self.run_readings)
        if not chosen:
            return None
        return "conformance readings (the run's defaults): " + ", ".join(f"{e}={r}" for e, r in chosen.items())

    # -- playing a scenario -----------------------------------------------
    def described(self, implementation: Any) -> dict[str, Any]:
        """``implementation``'s handshake, read once and kept (it does not change during a run; a
        handshake that raises is asked again next time). Read only: not to be changed."""
        if self._described is None or self._described[0] is not implementation:
            self._described = (implementation, implementation.describe())
        return self._described[1]

    def followed_readings(self, game: str) -> dict[str, str]:
        """The readings of ``game``'s errata the implementation's handshake says it follows."""
        if self.implementation is None:
            return {}
        declared = ((self.described(self.implementation).get("games") or {}).get(game) or {}).get("readings")
        return dict(declared) if isinstance(declared, dict) else {}

    def readings_for(self, game: str, node: Any) -> tuple[dict[str, str], dict[str, str]]:
        """The readings a scenario of ``game`` starts from (the run's ``--reading``, then those the
        implementation follows, then a what-if's, conformance.runner.what_if), and those the
        implementation follows: a scenario that pins another of those is unsupported."""
        followed = self.followed_readings(game)
        readings = {**self.run_readings.get(game, {}), **followed}
        what_if = getattr(getattr(node, "callspec", None), "params", {}).get(WHAT_IF_PARAMETER)
        if what_if:
            erratum, _, reading = what_if.partition("=")
            readings[erratum] = reading
        return readings, followed

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        """A scenario whose tags name nothing in the catalogs, or no clause of its game, or whose name
        another scenario of its game has, is a corpus error: it is not played."""
        message = item.stash.get(stash.CORPUS_PROBLEM, None)
        if message:
            pytest.fail(message, pytrace=False)

    def declared_support(self, request: pytest.FixtureRequest):
        """Scenarios outside what the implementation declares are unsupported, not played (a
        generator: the plugin's autouse fixture)."""
        outline = outline_of(request.node)
        if outline is None or outline.get("corpus_check"):
            yield
            return
        implementation = request.getfixturevalue("implementation")
        fault = self.handshake_fault
        if fault is not None:
            self.handshake_fault = None
            raise fault
        reason = undeclared(self.described(implementation), outline)
        if reason:
            pytest.skip(f"{UNSUPPORTED_PREFIX} {reason}")
        yield
        check_idle = getattr(implementation, "check_idle", None)
        if callable(check_idle):  # an answer sent twice is the fault of this scenario, not the next
            check_idle()

    def implementation_under_test(self):
        """The implementation under test, built once per session (per worker; a generator: the
        plugin's session fixture ``implementation``)."""
        from conformance.connection.specs import ImplementationSpecError

        impl = self.implementation
        if impl is None:
            try:
                impl = self._load()
            except ImplementationSpecError as exc:
                pytest.exit(f"conformance: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
            self.implementation = impl
        yield impl
        close = getattr(impl, "close", None)
        if callable(close):
            close()
        fault = getattr(impl, "closing_fault", None)
        if isinstance(fault, str) and fault:  # it broke after its last scenario: an error of that one's teardown
            from conformance.connection.process import ImplementationFault

            raise ImplementationFault(f"when the run ended, the implementation {fault}", None)

    def reference_oracle(self, implementation: Any) -> Any:
        """The reference engine as shipped, played beside the implementation in every scenario, or None."""
        from conformance.checks.reference_check import (
            Oracle,
            declared_clauses,
            shipped_reference,
        )

        if reference_check_off(self.config) is not None:
            return None
        return Oracle(shipped_reference(), declared_clauses(implementation.describe()), list(self.expectations))

    def pytest_bdd_before_step(self, request: pytest.FixtureRequest, feature: Any, step: Any, **_: Any) -> None:
        """Remember where the running step is, so steps can name file and line in their errors."""
        request.node.stash[stash.CURRENT_STEP] = (feature.filename, step.line_number)

    def pytest_bdd_step_error(self, request: pytest.FixtureRequest, **_: Any) -> None:
        request.node.stash[stash.STEP_FAILED] = True

    def pytest_bdd_after_step(self, request: pytest.FixtureRequest, **_: Any) -> None:
        request.node.stash[stash.STEPS_DONE] = request.node.stash.get(stash.STEPS_DONE, 0) + 1

    def pytest_bdd_after_scenario(self, request: pytest.FixtureRequest, scenario: Any, **_: Any) -> None:
        """Once every step has run: a refusal no step checked, or a scripted die left unrolled, fails the scenario."""
        if request.node.stash.get(stash.STEP_FAILED, False):
            return
        if request.node.stash.get(stash.STEPS_DONE, 0) < len(scenario.steps):
            return  # a step skipped (unsupported) or failed: that is the outcome
        world = request.node.stash.get(stash.WORLD, None)
        if world is not None:
            world.finish()

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None):
        """Once a scenario is reported, its game and transcript are let go: a corpus run keeps no
        game alive, so the garbage collector's full passes do not walk hundreds of them."""
        try:
            return (yield)
        finally:
            for key in (stash.WORLD, stash.TRANSCRIPT):
                if key in item.stash:
                    del item.stash[key]

    # -- reporting --------------------------------------------------------
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]):
        report = yield
        outline = outline_of(item)
        if call.when == "call" and outline is not None and not outline.get("corpus_check"):
            report.user_properties.append(("conformance_reference", json.dumps(_reference_summary(item))))
            report.user_properties.append(("conformance_steps_done", item.stash.get(stash.STEPS_DONE, 0)))
        hint = status_hint_for(call)
        corpus = outline is not None and bool(outline.get("corpus_check") or item.stash.get(stash.CORPUS_PROBLEM, None))
        if report.failed and corpus:
            hint = "errored"  # the corpus is broken here: nothing was checked
        if hint:
            report.user_properties.append(("conformance_status", hint))
        if report.failed and outline is not None and (hint or report.when != "call"):
            cause, where = ("corpus", "") if corpus else fault_of(call, self.implementation_code())
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
        transcripts.attach(report, item.stash.get(stash.TRANSCRIPT, None))
        if report.when == "call" and report.passed and expected.get("status") == "unsupported":
            report.outcome = "failed"
            report.longrepr = f"unexpected pass: listed as unsupported ({expected['source']}): {expected['reason']}"
            report.user_properties.append(("conformance_status", "unexpected-pass"))
        return report

    def implementation_code(self) -> Any:
        """Where the in-process implementation's code lives (None over the protocol): conformance.runner.results."""
        if not self._implementation_code_known:
            self._implementation_code = implementation_code(self.config.getoption("--implementation"),
                                                            self.implementation)
            self._implementation_code_known = True
        return self._implementation_code

    def pytest_report_teststatus(self, report: pytest.TestReport, config: pytest.Config) -> Any:
        """What the reports call errored, pytest counts as an error, not a failure."""
        if report.when == "call" and report.failed and ("conformance_status", "errored") in report.user_properties:
            return "error", "E", "ERROR"
        return None

    def pytest_runtest_logstart(self, nodeid: str, location: Any) -> None:
        self.recorder.running(nodeid)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.recorder.add(report)

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.recorder.implementation = self.config.getoption("--implementation")

    def pytest_terminal_summary(self, terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
        from conformance.connection.process import TOKEN_VARIABLE

        recorder = self.recorder
        if config.getoption("--rule-summary") and recorder.records:
            recorder.print_rule_summary(terminalreporter)
        if not self.is_worker and not os.environ.get(TOKEN_VARIABLE):
            # how many played scenarios the reference check compared (`conformance run` says it itself)
            from conformance.reports.runs import reference_check_notes

            for note in reference_check_notes([(recorder.implementation, list(recorder.records.values()))]):
                terminalreporter.write_line(f"conformance: {note}", yellow="check off" in note)
        report_dir = config.getoption("--report-dir")
        if report_dir and not self.is_worker:
            self._finish(interrupted=exitstatus == pytest.ExitCode.INTERRUPTED)
            terminalreporter.write_line(f"conformance results: {Path(report_dir) / 'results.json'}")

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """The final reports, also when the terminal summary is not printed (an internal error)."""
        interrupted = exitstatus == pytest.ExitCode.INTERRUPTED
        if self.config.getoption("--report-dir") and not self.is_worker:
            self._finish(interrupted=interrupted)
        if self.config.getoption("--messages") and not self.is_worker and self.recorder.records:
            from conformance.reports import messages

            recorder = self.recorder
            recorder.finished = recorder.finished or time.time()
            messages.write(Path(self.config.getoption("--messages")),
                           recorder.payload(complete=not interrupted and not recorder.abrupt, interrupted=interrupted))

    def _finish(self, *, interrupted: bool) -> None:
        recorder = self.recorder
        if recorder.directory is None:
            recorder.directory = Path(self.config.getoption("--report-dir"))
        if recorder.finish(interrupted=interrupted) is not None:
            reports.junit_of_results(recorder.directory)  # from the records just written


# -- what the session knows of a scenario ----------------------------------------
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
    if paths.BINDINGS not in path.parents:
        return None
    return {"game": path.parent.name, "clauses": [], "errata": [], "scenario": item.name, "feature": None,
            "line": None, "rule": None, "corpus_check": True}


def _handshake_failure(fault: Exception) -> str:
    """Why nothing can run: a program that never answered its hello cannot be started; one that
    answered with a handshake the runner cannot use did start, and is said so."""
    from conformance.connection.process import HandshakeUnusable

    if isinstance(fault, HandshakeUnusable):
        return f"the implementation started and answered its hello, but the runner cannot play with it: {fault}"
    return f"the implementation cannot be started: {fault}"


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


def outline_of(item: pytest.Item) -> dict[str, Any] | None:
    """What the session knows of a corpus scenario's test item (None for any other test)."""
    kept = getattr(item, "stash", None)
    if kept is not None and stash.OUTLINE in kept:
        return kept[stash.OUTLINE]
    for key, value in getattr(item, "user_properties", []):
        if key == "conformance":
            return json.loads(value)
    return None


def scenario_of(item: pytest.Item, catalogs: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """Game, clause ids, feature file and line of a corpus test item."""
    from conformance.compat.pytest_bdd import example_index, scenario_wrapper_template_registry

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
    # as reports show it: from the corpus's root (``features/<game>/...``), as a reader finds it in a
    # checkout, also when the corpus is an installed package's
    feature = shown_path(template.feature.filename, str(paths.ROOT.resolve()))
    example = example_index(item)
    return {
        "game": games[0] if games else None,
        "clauses": clauses,
        "errata": errata,
        "scenario": template.name,
        "feature": feature,
        "line": template.line_number,
        "rule": template.rule.name if template.rule is not None else None,
        **({"example": example} if example is not None else {}),
    }


def reference_check_off(config: pytest.Config) -> str | None:
    """Why the run compares no answer with the reference engine's, or None when it does."""
    from conformance.corpus.expectations import normalise_spec

    if config.getoption("--no-reference-check"):
        return "--no-reference-check: only what each scenario's steps assert is checked"
    if normalise_spec(config.getoption("--implementation")) == "reference":
        return "the implementation is the reference engine itself"
    return None


def _reference_summary(item: pytest.Item) -> dict[str, Any]:
    """What the scenario's reference check found (conformance.checks.reference_check), for its record."""
    from conformance.checks.reference_check import NOT_COMPARED, OFF

    off = reference_check_off(item.config)
    if off is not None:
        return {"status": OFF, "why": off}
    world = item.stash.get(stash.WORLD, None)
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
