"""Headless Chromium for the site tests: the Debian package, driven by Playwright.

The browser is the system one (``/usr/bin/chromium``, Debian's package chromium,
which Playwright drives without a chromedriver); Playwright's own browser
downloads are never used. Without
it the browser tests are skipped on a workstation and fail in CI (``CI=true``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from typing import Iterator

import pytest

CHROMIUM = os.environ.get("CONFORMANCE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def browser_missing() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install playwright)"
    if not os.path.exists(CHROMIUM):
        return f"no Chromium at {CHROMIUM} (apt-get install -y chromium)"
    return None


def require_browser() -> None:
    missing = browser_missing()
    if missing:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"the browser tests cannot run in CI: {missing}")
        pytest.skip(missing)


@contextmanager
def chromium() -> Iterator[object]:
    """A browser context on a new empty profile (Playwright passes it as --user-data-dir)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as profile, sync_playwright() as driver:
        context = driver.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, headless=True,
                                                            args=FLAGS, viewport={"width": 1280, "height": 900})
        try:
            yield context
        finally:
            context.close()
