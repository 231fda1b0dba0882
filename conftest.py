# The corpus plugin: --implementation, clause markers, results and the per-rule summary.
import pytest

pytest_plugins = ["conformance.runner.plugin"]


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, which only the test command installs
def pytest_xdist_make_scheduler(config, log):
    """``pytest -n 2`` deals the tests out by work stealing unless ``--dist`` says otherwise.

    xdist's default (``load``) hands each worker a share of the tests in collection order
    up front: the harness tests (seconds each, many starting a corpus run of their own)
    come before the corpus's scenarios (milliseconds each), so one worker got nearly all
    of them and ran for minutes after the other had finished. A worker that runs out
    takes half of the other's queue instead."""
    if not any(arg == "--dist" or arg.startswith("--dist=") or arg == "-d" for arg in config.invocation_params.args):
        from xdist.scheduler import WorkStealingScheduling

        return WorkStealingScheduling(config, log)
    return None
