"""The official Cucumber HTML report of a run (reports/<n>-<spec>/cucumber.html, rendered by
@cucumber/html-formatter from the run's Cucumber Messages) opens in Chromium offline with no console
error, shows the JavaScript example's failing scenario with why it failed, and the rules site, the
view across implementations, links to it."""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

FAILING = "A minor leader may not pick up a historical leader where he was activated"


def shown(page, text: str) -> None:
    """Wait until the page's text holds ``text`` (the report renders its 5 MB of messages in the browser)."""
    page.wait_for_function("text => document.body.innerText.includes(text)", arg=text, timeout=60_000)


@pytest.fixture(scope="module")
def report(js_example_run: Path) -> Path:
    if shutil.which("npm") is None:  # conformance run renders it with npm's @cucumber/html-formatter
        pytest.skip("NO CUCUMBER HTML REPORT: npm is not on the PATH, so @cucumber/html-formatter cannot be installed")
    (found,) = js_example_run.glob("1-*/cucumber.html")
    return found


def test_the_report_opens_offline_and_shows_the_failing_scenario_and_why(report: Path, page) -> None:
    page.goto(report.as_uri())
    shown(page, FAILING)
    text = page.inner_text("body", timeout=60_000)
    assert "conformance@" in text, "the runner, from the stream's meta"
    assert "FAILED" in text and "SKIPPED" in text
    scenario = text[text.index(FAILING):]
    assert "Then the action is refused citing rule 9.1.2-b" in scenario
    assert "expected failure (listed in examples/js_sword_of_rome/expectations.toml:" in scenario
    assert "it failed: AssertionError: expected the action to be refused, but it was accepted" in scenario
    assert "transcript.json" in scenario
    assert page.problems == []


def test_the_rules_site_links_each_runs_cucumber_report(report: Path, js_example_run: Path, page) -> None:
    """The link leads to the report the test above opens (the browser resolves it as a click would)."""
    index = js_example_run / "site" / "index.html"
    page.goto(index.as_uri())
    link = page.locator(".cucumber-reports a")
    assert link.count() == 1 and link.first.inner_text() == "exec:node examples/js_sword_of_rome/main.js"
    target = link.first.evaluate("anchor => anchor.href")
    assert Path(unquote(urlparse(target).path)).resolve() == report.resolve()
    assert page.problems == []
