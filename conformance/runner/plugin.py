"""The pytest plugin that plays the corpus: a thin shell around one session object.

``pytest -p conformance.runner.plugin`` (the project's conftest.py loads it) adds
the corpus's options and, once pytest is configured, registers one
:class:`conformance.runner.session.CorpusSession`, which holds what the run knows
and implements its hooks and fixtures. Two helper plugins come with it: the
step index (conformance.runner.step_lookup) and the garbage collector's freeze
of what collection built (conformance.runner.gc_freeze).
"""

from __future__ import annotations

import os
import signal

import pytest

from conformance import options

pytest_plugins = ["conformance.runner.step_lookup", "conformance.runner.gc_freeze"]

#: the name the session object is registered under
SESSION = "conformance-session"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "rules-corpus conformance")
    options.add(group, options.IMPLEMENTATION, options.REPORT_DIR, options.REQUEST_TIMEOUT, options.RESTART_BUDGET,
                options.NO_CAPABILITIES, options.NO_REFERENCE_CHECK, options.EXPECTATIONS, options.READINGS,
                options.ONE_CORE,
                report_dir={"default": None, "help": "write results.json (one record per scenario), junit.xml "
                                                     "and matrix.md into DIR"})
    group.addoption("--rule-summary", action="store_true", default=False,
                    help="print a per-rule summary table at the end")
    group.addoption("--messages", default=None, metavar="FILE",
                    help="write the run as Cucumber Messages (NDJSON) to FILE: every scenario, the unsupported "
                         "ones skipped with their reason (docs/results.md, Cucumber Messages)")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    from conformance.connection.process import TOKEN_VARIABLE
    from conformance.runner.session import CorpusSession

    if os.environ.get(TOKEN_VARIABLE) and signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # `conformance run` stops its corpus run with SIGINT; started in the background by a shell,
        # it passed on an ignored SIGINT, and SIGTERM would have waited out the grace period
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if config.getoption("one_core"):
        _pin(config)
    config.pluginmanager.register(CorpusSession(config), SESSION)


def _pin(config: pytest.Config) -> None:
    """``--one-core``: this process on one core, unless it is a pytest-xdist controller (which plays
    nothing; its workers pin themselves, each to its own core)."""
    from conformance.runner.one_core import pin_to_one_core, xdist_index

    worker = getattr(config, "workerinput", {}).get("workerid")
    if worker is None and getattr(config.option, "numprocesses", None):
        return
    pin_to_one_core(xdist_index(worker))


def session_of(config: pytest.Config):
    """The run's :class:`CorpusSession` (None before pytest is configured)."""
    return config.pluginmanager.get_plugin(SESSION)


@pytest.fixture(autouse=True)
def _conformance_declared_support(request: pytest.FixtureRequest):
    """Scenarios outside what the implementation declares are unsupported, not played."""
    yield from session_of(request.config).declared_support(request)


@pytest.fixture(scope="session")
def implementation(request: pytest.FixtureRequest):
    """The implementation under test, built once per session (per worker)."""
    yield from session_of(request.config).implementation_under_test()


@pytest.fixture(scope="session")
def reference_oracle(request: pytest.FixtureRequest, implementation):
    """The reference engine as shipped, played beside the implementation in every scenario, or None."""
    return session_of(request.config).reference_oracle(implementation)
