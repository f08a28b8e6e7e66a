"""The board in a real browser: Debian's chromium driven by Playwright (never a downloaded one).

Skipped, with the packages to install, where /usr/bin/chromium or Playwright is missing.
Screenshots go to test-artifacts/board/ (gitignored; BOORAY_TEST_ARTIFACTS moves them).
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from booray_ledger import Ledger
from tests.web.browser import browser, open_page, pytestmark, shot
from tests.web.conftest import PLAYERS, ZED, Server, hands_now

__all__ = ["browser", "pytestmark"]  # the module's browser and its skip marks


def balances(db: Path) -> dict[str, int]:
    with Ledger.open(db) as ledger:
        return dict(ledger.status("Friday")["balances"])


@pytest.mark.parametrize(("width", "height", "name"), [(360, 740, "phone"), (1920, 1080, "tv")])
def test_every_player_and_balance_shows_without_sideways_scrolling(
    browser: Any, shared_server: Server, width: int, height: int, name: str
) -> None:
    server = shared_server
    page = open_page(browser, server.viewer, width, height)
    rows = page.locator(".balances .player")
    assert rows.count() == len(PLAYERS)
    for player, chips in balances(server.db).items():
        row = page.locator(".balances .player", has_text=player)
        assert row.locator(".name").inner_text() == player  # shown as text, never as markup
        shown = row.locator(".chips").inner_text().replace("\u2212", "-")
        assert re.search(rf"(^|\s)[+]?{chips}\b", shown), (player, chips, shown)
        assert row.is_visible()
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"{name}: the page is {widths[0]} px wide in a {widths[1]} px window"
    assert page.locator("svg.plot polyline").count() == len(PLAYERS)
    shot(page, name)
    page.close()


def test_the_page_updates_by_itself_after_a_hand_from_the_command_line(browser: Any, shared_server: Server) -> None:
    server = shared_server
    before = hands_now(server.db)
    page = open_page(browser, server.viewer, 1920, 1080)
    assert page.locator(".board").get_attribute("data-hands") == str(before)
    recorded = server.booray("hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", f"{ZED}=0")
    committed = time.monotonic()
    assert recorded.returncode == 0, recorded.stderr
    page.wait_for_selector(f'.board[data-hands="{before + 1}"]', timeout=5_000)
    assert time.monotonic() - committed < 1.5  # within a second, plus the browser's own work
    assert page.locator(".hands .hand").first.locator(".num").inner_text() == f"Hand {before + 1}"
    for player, chips in balances(server.db).items():
        shown = page.locator(".balances .player", has_text=player).locator(".chips").get_attribute("data-chips")
        assert shown == str(chips)
    shot(page, "tv-after-cli-hand")
    page.close()


def test_the_scorekeeper_form_records_and_undoes_a_hand(browser: Any, shared_server: Server) -> None:
    server = shared_server
    before = hands_now(server.db)
    page = open_page(browser, server.keeper, 360, 740)
    page.fill("#line", "an 2 bo 3 c 0 .")
    page.click("form.hand-form button")
    page.wait_for_selector(".message.done, form.confirm")
    if page.locator("form.confirm").count():  # a hand from another test just now: asked, and yes
        assert "was just recorded from another screen" in page.locator("form.confirm").inner_text()
        page.click("form.confirm button.yes")
        page.wait_for_selector(".message.done")
    assert f"Hand {before + 1} recorded: Bob wins" in page.locator(".message.done").inner_text()
    page.wait_for_selector(f'.board[data-hands="{before + 1}"]')
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1]
    shot(page, "phone-scorekeeper")
    page.fill("#line", "an 2 bobb 3 .")
    page.click("form.hand-form button")
    page.wait_for_selector(".message.error")
    assert "Not recorded" in page.locator(".message.error").inner_text()
    assert page.input_value("#line") == "an 2 bobb 3 ."  # what was typed is kept to fix
    page.click("form.void-form button")
    page.wait_for_selector("form.confirm")  # Undo says which hand it voids, with its results, and asks
    assert f"Undo hand {before + 1} (Ann 2, Bob 3, Cat 0" in page.locator("form.confirm").inner_text()
    page.click("form.confirm button.yes")
    page.wait_for_selector(".message.done")
    assert f"Undone: hand {before + 1} (Ann 2, Bob 3" in page.locator(".message.done").inner_text()
    assert hands_now(server.db) == before
    page.close()
