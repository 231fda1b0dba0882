"""Fixtures every part of the tests may use (the fakes and helpers are in tests/support/)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import pytest_bdd.gherkin_parser as bdd_gherkin

from tests.support.bytecode import keep_bytecode_for_child_processes
from tests.support.shared import built_once
from tests.support.tiny_corpus import tiny_corpus

#: the folder where the processes the tests start keep their bytecode (None: nothing changed)
BYTECODE = pytest.StashKey["Path | None"]()

#: the JavaScript example implementation (examples/js_sword_of_rome), over the process protocol
JS_EXAMPLE = "exec:node examples/js_sword_of_rome/main.js"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "long: a test that takes a minute or so; played before the others, so that "
                            "under xdist the other worker takes over the short ones meanwhile and no worker is left "
                            "with a long one at the end")
    # the processes the tests start keep their bytecode where the machine forbids writing it (under
    # pytest-xdist, the controller: its workers and what they start inherit the environment)
    config.stash[BYTECODE] = keep_bytecode_for_child_processes()


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(BYTECODE, None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``long`` first, in the order they were collected; then the others, likewise."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A test folder whose corpus/ is the tiny corpus, which this process and every run it starts play."""
    tiny_corpus(tmp_path / "corpus", monkeypatch)
    return tmp_path


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the Gherkin parser pytest-bdd uses is given, in order."""
    parsed: list[str] = []

    class CountingParser(bdd_gherkin.Parser):
        def parse(self, text, *args, **kwargs):
            parsed.append(text)
            return super().parse(text, *args, **kwargs)

    monkeypatch.setattr(bdd_gherkin, "Parser", CountingParser)
    return parsed


@pytest.fixture(scope="session")
def js_example_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The report folder of one `conformance run` of the JavaScript example on The Sword of Rome (its
    expectations file read as ever): results, junit.xml, Cucumber Messages and HTML report, the site.
    Run once for all the xdist workers."""
    import shutil

    from tests.support.runs import conformance_run

    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to run the JavaScript example implementation (node on the PATH)")

    def run(folder: Path) -> None:
        code, results = conformance_run(folder / "reports", "--implementation", JS_EXAMPLE, "--game", "sword_of_rome",
                                        within=600)
        assert code == 0 and results["records"], code

    return built_once(tmp_path_factory, "js-example", run) / "reports"
