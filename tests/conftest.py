"""Fixtures every part of the tests may use (the fakes and helpers are in tests/support/)."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_bdd.gherkin_parser as bdd_gherkin

from tests.support.tiny_corpus import tiny_corpus


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
