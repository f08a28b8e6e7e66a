"""A hand recorded by taps only, one-handed on a phone (360x740) in the real browser: Record
stays off until the counts add up; the same hand again gets a confirm step showing both hands;
Undo asks with the hand's results, and Redo brings it back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from booray_ledger import Ledger
from tests.web.browser import browser, open_page, pytestmark, shot
from tests.web.conftest import Server, start_server

__all__ = ["browser", "pytestmark"]


def tap(page: Any, player: str, choice: str) -> None:
    page.locator(f'.tap-row[data-player="{player}"] label', has_text=choice).first.click()


def test_a_hand_recorded_by_taps_only_on_a_phone(browser: Any, db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Mary Ann", "Eve"])
    server: Server = start_server(db_file)
    try:
        page = open_page(browser, server.keeper, 360, 740)
        record = page.locator("button.record-taps")
        assert record.is_disabled()
        for player, choice in (("Ann", "2"), ("Bob", "3"), ("Cat", "pass"), ("Mary Ann", "pass")):
            tap(page, player, choice)
        assert record.is_disabled()  # Eve still to tap
        tap(page, "Eve", "1")
        assert record.is_disabled()
        assert "6 of 5 tricks" in page.locator(".taps .sum").inner_text()
        tap(page, "Eve", "0")
        assert record.is_enabled()
        for player in ("Ann", "Eve"):  # every button is big enough for a thumb and inside the screen
            box = page.locator(f'.tap-row[data-player="{player}"] label').first.bounding_box()
            assert box is not None
            assert box["height"] >= 40
            assert box["x"] >= 0
            assert box["x"] + box["width"] <= 360
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        shot(page, "phone-taps", full_page=False)
        record.click()
        page.wait_for_selector(".message.done")
        assert "Hand 1 recorded: Bob wins 5; bourré: Eve" in page.locator(".message.done").inner_text()
        with Ledger.open(db_file) as ledger:
            (hand,) = ledger.history()["hands"]
        assert hand["results"] == {"Ann": 2, "Bob": 3, "Cat": "pass", "Mary Ann": "pass", "Eve": 0}

        for player, choice in (("Ann", "2"), ("Bob", "3"), ("Cat", "pass"), ("Mary Ann", "pass"), ("Eve", "0")):
            tap(page, player, choice)  # the same hand again, by mistake
        page.locator("button.record-taps").click()
        page.wait_for_selector("form.confirm")
        confirm = page.locator("form.confirm").inner_text()
        assert "This is the very same as hand 1 (Ann 2, Bob 3, Cat pass, Mary Ann pass, Eve 0)" in confirm
        assert "This hand:" in confirm
        assert "Record it again as a new hand?" in confirm
        shot(page, "phone-confirm-repeat", full_page=False)
        page.locator("form.confirm a.no").click()
        page.wait_for_selector("form.taps")
        page.locator("form.void-form button").click()
        page.wait_for_selector("form.confirm")
        assert (
            "Undo hand 1 (Ann 2, Bob 3, Cat pass, Mary Ann pass, Eve 0): Bob wins 5"
            in page.locator("form.confirm").inner_text()
        )
        page.locator("form.confirm button.yes").click()
        page.wait_for_selector(".message.done")
        with Ledger.open(db_file) as ledger:
            assert ledger.status()["hands"] == 0
        page.locator("form.redo-form button").click()
        page.wait_for_selector(".message.done")
        assert "Hand 1 is back" in page.locator(".message.done").inner_text()
        with Ledger.open(db_file) as ledger:
            assert ledger.status()["hands"] == 1
        page.close()
    finally:
        server.stop()
