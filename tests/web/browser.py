"""The real browser for the board's tests: Debian's chromium driven by Playwright (never a
downloaded one). A test module imports ``browser`` (its fixture) and ``pytestmark`` (skipped, with
the packages to install, where /usr/bin/chromium or Playwright is missing). Screenshots go to
test-artifacts/board/ (gitignored; BOORAY_TEST_ARTIFACTS moves them).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import ARTIFACTS

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

pytestmark = [
    pytest.mark.slow,  # a real browser: seconds per page
    pytest.mark.xdist_group("browser"),  # one worker, one browser for the module
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason="no browser: install Debian's chromium (apt-get install chromium) for these tests"
    ),
    pytest.mark.skipif(
        importlib.util.find_spec("playwright") is None,
        reason="Playwright is not installed: pip install '.[test]' (it drives /usr/bin/chromium)",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        launched.close()


def open_page(browser: Any, url: str, width: int, height: int) -> Any:
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(url)
    page.wait_for_selector(".live.on", timeout=10_000)  # the live stream is connected
    return page


def shot(page: Any, name: str, full_page: bool = True) -> Path:
    path = ARTIFACTS / "board" / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=full_page)
    assert path.stat().st_size > 10_000
    return path


def inside(page: Any, selector: str) -> list[str]:
    """The text of every element matching ``selector`` that is NOT wholly inside the viewport
    as the page first shows it (nothing scrolled): empty when everything can be read at once."""
    outside: list[str] = page.evaluate(
        """(selector) => {
            window.scrollTo(0, 0);
            const w = window.innerWidth, h = window.innerHeight;
            return [...document.querySelectorAll(selector)].filter((e) => {
                const r = e.getBoundingClientRect();
                return r.width === 0 || r.height === 0 || r.left < 0 || r.top < 0 || r.right > w || r.bottom > h;
            }).map((e) => e.innerText);
        }""",
        selector,
    )
    return outside
