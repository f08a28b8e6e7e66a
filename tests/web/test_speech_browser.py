"""The board in Pashto and Malayalam, in a real browser, on a TV (1920x1080) and a phone
(360x740): the page says its language and direction (Pashto right to left, laid out from the
right), every name is in <bdi>, nothing runs off the side of the screen, and on the TV the whole
board is on one screen. Test catalogs (look-alike letters of each script) stand in for the
translations; each screenshot is saved in test-artifacts/board/."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from booray_ledger import Ledger, hand
from tests.web.browser import browser, open_page, pytestmark, shot
from tests.web.conftest import Server, start_server
from tests.web.speaking import look_alike, write_catalogs

__all__ = ["browser", "pytestmark"]

TABLE = ["അനു", "Батаа", "علي", "سندس", "Siti"]
"""The issue's table: a Malayalam, a Cyrillic, two Arabic-script and a Latin name."""
HANDS = [
    ["അനു=2", "Батаа=3", "علي=0", "سندس=pass", "Siti=pass"],
    ["അനു=3", "Батаа=2", "علي=pass", "سندس=pass", "Siti=pass"],
    ["അനു=pass", "Батаа=1", "علي=2", "سندس=2", "Siti=0"],
    ["അനു=1", "Батаа=pass", "علي=pass", "سندس=4", "Siti=pass"],
]
NIGHTS = {"ps": "د جمعې شپه", "ml": "വെള്ളിയാഴ്ച"}
"""A night in each language, named in it."""
SCREENS = [(1920, 1080, "tv-1080p"), (360, 740, "phone")]


@pytest.fixture(scope="module")
def boards(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Server]]:
    """A board for each language's night (the night's own language), over one ledger, with the
    test catalogs in BOORAY_LOCALE_DIR."""
    folder = write_catalogs(tmp_path_factory.mktemp("locale"))
    db = tmp_path_factory.mktemp("nights") / "booray.db"
    with Ledger.open(db) as ledger:
        for code, night in NIGHTS.items():
            ledger.start_night(night, TABLE, language=code)
            for results in HANDS:
                ledger.record_hand(hand(results), night=night)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BOORAY_LOCALE_DIR", str(folder))
        servers = {code: start_server(db, "--night", night) for code, night in NIGHTS.items()}
    try:
        yield servers
    finally:
        for server in servers.values():
            server.stop()


def sticking_out(page: Any) -> list[str]:
    """Every element of the page that reaches past the left or right edge of the screen."""
    found: list[str] = page.evaluate(
        """() => {
            const w = document.documentElement.clientWidth;
            return [...document.body.querySelectorAll("*")].filter((e) => {
                const r = e.getBoundingClientRect();
                return r.width > 0 && (r.left < -0.5 || r.right > w + 0.5);
            }).map((e) => e.tagName + "." + e.className + ": " + (e.innerText || "").slice(0, 40));
        }"""
    )
    return found


@pytest.mark.parametrize(("width", "height", "screen"), SCREENS)
@pytest.mark.parametrize("code", ["ps", "ml"])
def test_the_board_in_the_nights_language_holds_its_direction_and_fits(
    browser: Any, boards: dict[str, Server], code: str, width: int, height: int, screen: str
) -> None:
    page = open_page(browser, boards[code].viewer, width, height)
    root = page.evaluate("[document.documentElement.lang, document.documentElement.dir]")
    assert root == [code, "rtl" if code == "ps" else "ltr"]
    assert page.evaluate("getComputedStyle(document.body).direction") == root[1]
    assert page.locator(".pot h2").inner_text() == look_alike("Pot", code).upper()  # through the catalog
    assert page.locator(".balances .player").count() == len(TABLE)
    for name in TABLE:  # each name in its own <bdi>, as it was written
        row = page.locator(f'.balances .player[data-player="{name}"]')
        assert row.locator(".name bdi").inner_text() == name
        assert page.locator(".legend bdi", has_text=name).count() == 1
    assert page.locator(".hands .hand").count() == len(HANDS)
    assert page.locator(".hands .hand .num").first.inner_text().endswith("۴" if code == "ps" else "4")
    rank, name_box = (page.locator(".balances .player .rank").first, page.locator(".balances .player .name").first)
    rank_x, name_x = rank.bounding_box()["x"], name_box.bounding_box()["x"]
    assert (rank_x > name_x) if code == "ps" else (rank_x < name_x)  # the rank on the reading side
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    assert sticking_out(page) == []
    if width >= 1200:  # a TV cannot scroll: the whole board on one screen
        assert page.evaluate("document.documentElement.scrollHeight <= window.innerHeight + 1")
    shot(page, f"{code}-{screen}", full_page=width < 1200)
    page.close()


@pytest.mark.parametrize("code", ["ps", "ml"])
def test_the_scorekeepers_phone_in_the_nights_language(browser: Any, boards: dict[str, Server], code: str) -> None:
    page = open_page(browser, boards[code].keeper, 360, 740)
    assert page.evaluate("document.documentElement.dir") == ("rtl" if code == "ps" else "ltr")
    sum_line = page.locator(".taps .sum")
    assert sum_line.inner_text() == look_alike("· {n} still to tap", code).replace("{n}", "۵" if code == "ps" else "5")
    assert page.locator("form.taps legend bdi").count() == len(TABLE)
    shot(page, f"{code}-phone-keeper", full_page=True)
    assert sticking_out(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.close()
