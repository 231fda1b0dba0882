"""A headless Chromium for the browser tests (tests/support/site_browser.py), and a page that notes
every console error, page error, failed request and request that leaves the machine."""

from __future__ import annotations

import pytest

from tests.support.site_browser import chromium, require_browser


@pytest.fixture(scope="session")
def browser():
    require_browser()
    with chromium() as context:
        yield context


@pytest.fixture
def page(browser):
    page = browser.new_page()
    # what these tests hold is that a page loads and works, not how fast: The Sword of Rome's page takes
    # more than 5 s to load on a machine busy with other work
    page.set_default_timeout(30_000)
    page.problems = []
    page.on("console", lambda m: page.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: page.problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: page.problems.append(f"failed request: {r.url}"))
    page.on("request", lambda r: page.problems.append(f"outside request: {r.url}")
            if not r.url.startswith(("file://", "data:")) else None)
    yield page
    page.close()
