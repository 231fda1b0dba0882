"""``pytest -n 2`` keeps both workers busy to the end: the root conftest.py asks for work stealing."""

from __future__ import annotations

import importlib.util
from types import SimpleNamespace

import pytest
import xdist.scheduler

from conformance.corpus.paths import ROOT


def _root_conftest():
    spec = importlib.util.spec_from_file_location("root_conftest_under_test", ROOT / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Stealing:
    def __init__(self, config, log) -> None:
        self.config, self.log = config, log


@pytest.mark.parametrize("args, steals", [
    (("-n", "2"), True),
    (("-n", "2", "tests"), True),
    (("-n", "2", "--dist", "load"), False),
    (("-n", "2", "--dist=loadfile"), False),
    (("-n", "2", "-d"), False),
])
def test_work_stealing_unless_dist_is_given(monkeypatch: pytest.MonkeyPatch, args, steals: bool) -> None:
    monkeypatch.setattr(xdist.scheduler, "WorkStealingScheduling", Stealing)
    config = SimpleNamespace(invocation_params=SimpleNamespace(args=args))
    scheduler = _root_conftest().pytest_xdist_make_scheduler(config=config, log="log")
    if steals:
        assert isinstance(scheduler, Stealing) and scheduler.config is config
    else:
        assert scheduler is None  # xdist's own choice, as --dist says
