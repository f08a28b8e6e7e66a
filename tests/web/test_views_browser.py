"""The board as a room sees it, in a real browser: on a TV (1280x720, 1920x1080, 3840x2160),
which cannot scroll, and on a phone (360x740), every balance and every payment of an ended night
of eight players is on the first screen; under table stakes the stacks and the rebuys show; a
board started without --night follows the current night."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from booray_ledger import Ledger
from booray_ledger.rules import house
from booray_ledger.text.recap import headline, payment_line, sections
from booray_ledger.text.words import money
from tests.web.browser import browser, inside, open_page, pytestmark, shot
from tests.web.conftest import EIGHT, Server, make_big_night, start_server

__all__ = ["browser", "pytestmark"]

SCREENS = [(360, 740, "phone"), (1280, 720, "tv-720p"), (1920, 1080, "tv-1080p"), (3840, 2160, "tv-4k")]


def running(db: Path, *extra: str) -> Iterator[Server]:
    server = start_server(db, *extra)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def ended_night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A board over eight players' ended night whose settle-up has seven payments."""
    yield from running(make_big_night(tmp_path_factory.mktemp("ended") / "booray.db"), "--night", "Friday")


@pytest.fixture(scope="module")
def stakes_night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A board over eight players at table stakes, mid-night, with a rebuy after the last hand."""
    path = tmp_path_factory.mktemp("stakes") / "booray.db"
    with Ledger.open(path) as ledger:
        ledger.start_night("Friday", EIGHT, house.preset("classic").replace(stakes="table", buy_in=40))
        for line in ("gu 0 an 0 ca 2 ev 3 .", "ca 1 m 1 bo 3 .", "ev 1 an 2 fa 2 .", "fa 1 da 4 ."):
            ledger.record_line(line)
        ledger.buy("Gus", 25)
    yield from running(path)


@pytest.mark.parametrize(("width", "height", "name"), SCREENS)
def test_an_ended_nights_recap_balances_and_payments_all_show_on_one_screen(
    browser: Any, ended_night: Server, width: int, height: int, name: str
) -> None:
    page = open_page(browser, ended_night.viewer, width, height)
    with Ledger.open(ended_night.db) as ledger:
        settle = ledger.settle_up(night="Friday")
        balances = ledger.night("Friday")["balances"]
        recap = ledger.recap("Friday")
    assert len(settle["transfers"]) >= 7
    assert len(balances) == 8
    assert page.locator(".balances .player").count() == 8
    assert page.locator(".settle .payment").count() == len(settle["transfers"])
    for t in settle["transfers"]:
        shown = page.locator(".settle .payment", has_text=payment_line(t, recap["currency"]))
        assert shown.count() == 1, t
    assert inside(page, ".balances .player") == []
    assert inside(page, ".settle .payment") == []
    assert page.locator(".recap-headline").inner_text() == headline(recap)
    assert page.locator(".moments li").all_inner_texts() == list(sections(recap)[-1].lines)
    assert inside(page, ".recap-headline") == []
    if width >= 1200:  # on a TV the whole recap; a phone scrolls to the moments, below the balances
        assert inside(page, ".moments li") == []
    for net in recap["nets"]:
        shown = page.locator(f'.balances .player[data-player="{net["player"]}"] .net-money').inner_text()
        assert shown == money(net["amount"], recap["currency"], signed=True)
    if width >= 1200:  # a TV cannot scroll: nothing below or beside the screen, the newest hand shown
        assert page.evaluate("document.documentElement.scrollHeight <= window.innerHeight + 1")
        assert inside(page, ".hands .hand:not(.folded)") == []
        assert page.locator(".hands .hand:not(.folded)").count() >= 1
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(page, f"ended-8-players-{name}", full_page=False)
    page.close()


@pytest.mark.parametrize(("width", "height", "name"), SCREENS[1:])
def test_table_stakes_show_every_stack_and_the_rebuy_on_a_tv(
    browser: Any, stakes_night: Server, width: int, height: int, name: str
) -> None:
    page = open_page(browser, stakes_night.viewer, width, height)
    with Ledger.open(stakes_night.db) as ledger:
        stacks = ledger.table()["stacks"]
    for player, chips in stacks.items():
        stack = page.locator(f'.balances .player[data-player="{player}"] .stack')
        assert stack.inner_text().startswith(f"stack {chips} ·"), player
        size = stack.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")
        body = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        assert size >= body  # full-size type, not the small grey print
    assert page.locator(".hands .hand").first.locator(".rebuy").inner_text() == "Then Gus bought 25 chips"
    assert inside(page, ".balances .player") == []
    assert inside(page, ".hands .hand:not(.folded)") == []
    shot(page, f"stakes-8-players-{name}", full_page=False)
    page.close()


def test_the_board_follows_the_next_night_at_the_same_address(browser: Any, db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
        ledger.record_line("an 3 bo 2 .")
    for server in running(db_file):
        page = open_page(browser, server.viewer, 1920, 1080)
        assert page.locator(".board").get_attribute("data-night") == "Friday"
        assert server.booray("night", "end", "--pot", "split").returncode == 0
        page.wait_for_selector('.board[data-ended="yes"]', timeout=5_000)  # the settle-up, still Friday
        started = server.booray("night", "start", "Saturday", "--players", "Ann,Bob,Dan")
        switched = time.monotonic()
        assert started.returncode == 0, started.stderr
        page.wait_for_selector('.board[data-night="Saturday"]', timeout=5_000)
        assert time.monotonic() - switched < 1.5  # within a second, plus the browser's own work
        assert page.locator("#night-name").inner_text() == "Saturday"
        assert page.url == server.viewer
        assert page.locator('.balances .player[data-player="Dan"]').count() == 1
        keeper = open_page(browser, server.keeper, 360, 740)  # the same key still writes
        keeper.fill("#line", "an 3 da 2 .")
        keeper.click("form.hand-form button")
        keeper.wait_for_selector(".message.done")
        with Ledger.open(db_file) as ledger:
            assert ledger.status("Saturday")["hands"] == 1
        page.close()
        keeper.close()
