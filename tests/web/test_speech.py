"""The board's language: a night in Pashto gets a right-to-left page in Pashto, every name in
<bdi>, numbers in Pashto's digits; the script's words come from the page; English stays as it was."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from booray_ledger import Ledger, hand
from booray_ledger.text import i18n
from booray_ledger.web import speech
from booray_ledger.web.site import create_app
from tests.web.conftest import KEY, LOCAL
from tests.web.speaking import look_alike, write_catalogs

FSI, PDI = "\u2068", "\u2069"
TABLE = ["അനു", "Батаа", "علي", "سندس", "Siti"]
"""The issue's table: a Malayalam, a Cyrillic, two Arabic-script and a Latin name."""
STATIC = Path(speech.__file__).with_name("static")


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Test catalogs for ps and ml in BOORAY_LOCALE_DIR (every message in look-alike letters)."""
    folder = write_catalogs(tmp_path_factory.mktemp("locale"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BOORAY_LOCALE_DIR", str(folder))
        i18n.catalog.cache_clear()
        yield folder
    i18n.catalog.cache_clear()


def table_night(path: Path, language: str | None) -> Path:
    with Ledger.open(path) as ledger:
        ledger.start_night("Friday", TABLE, language=language)
        ledger.record_hand(hand(["അനു=2", "Батаа=3", "علي=0", "سندس=pass", "Siti=pass"]))
        ledger.record_hand(hand(["അനു=3", "Батаа=2", "علي=pass", "سندس=pass", "Siti=pass"]))
    return path


def client_of(db: Path, language: str | None = None) -> TestClient:
    return TestClient(create_app(db, "Friday", KEY, language=language), raise_server_exceptions=False, base_url=LOCAL)


def test_the_filters_put_names_in_bdi_and_write_the_locales_numbers() -> None:
    assert speech.isolated(f"Antes: 1 each from Батаа, {FSI}علي{PDI} & co") == (
        "Antes: 1 each from Батаа, <bdi>علي</bdi> &amp; co"
    )
    assert speech.isolated("Ann pays 3 <b>") == "Ann pays 3 &lt;b&gt;"  # nothing isolated: only escaped
    assert speech.name('O\'Zed & "Co"') == "<bdi>O&#39;Zed &amp; &#34;Co&#34;</bdi>"
    names = ["Ann", "علي", "سندس", "Батаа"]  # a sentence that did not isolate its names still gets <bdi>
    assert speech.isolated("tie between سندس, علي: the pot carries; Ann", names) == (
        "tie between <bdi>سندس</bdi>, <bdi>علي</bdi>: the pot carries; Ann"
    )
    assert speech.isolated(f"{FSI}علي{PDI} pays Ann", names) == "<bdi>علي</bdi> pays Ann"  # never twice
    assert speech.isolated("Annie pays Ann", ["Ann"]) == "Annie pays Ann"  # English, Latin names: as it was
    with i18n.speaking("ps"):  # a right-to-left page isolates every name, whole words only
        assert speech.isolated("Annie pays Ann", ["Ann"]) == "Annie pays <bdi>Ann</bdi>"
    with i18n.speaking("ps"):
        assert speech.signed(12) == "+۱۲"
        assert speech.signed(-3) == "\u2212۳"
        assert speech.page_language() == {"lang": "ps", "dir": "rtl"}
    assert speech.signed(-3) == "\u22123"
    assert speech.page_language() == {"lang": "en", "dir": "ltr"}


def test_the_tap_forms_words_are_ready_for_every_count() -> None:
    words = speech.tap_words(players=5, cards=5)
    assert words["still"]["1"] == "· 1 still to tap"
    assert sorted(words["still"], key=int) == ["1", "2", "3", "4", "5"]
    assert words["tricks"]["6"] == "· 6 of 5 tricks"
    assert len(words["tricks"]) == 26
    assert words["ready"] == "· ready"


def test_a_night_in_pashto_gets_a_right_to_left_board_in_pashto(catalogs: Path, db_file: Path) -> None:
    with client_of(table_night(db_file, "ps")) as client:
        page = client.get("/").text
        keeper = client.get(f"/keeper?key={KEY}").text
    assert '<html lang="ps" dir="rtl">' in page
    assert 'data-lang="ps" data-dir="rtl"' in page
    assert f"<h2>{html.escape(look_alike('Pot', 'ps'))}</h2>" in page
    assert '<p class="big" id="pot">' in page
    for name in TABLE:  # every name in its own <bdi>, in the balances and the legend
        assert page.count(f"<bdi>{name}</bdi>") >= 2, name
    assert FSI not in page  # each isolate became a <bdi>
    assert PDI not in page
    hand_two = look_alike("Hand %(number)s", "ps") % {"number": "۲"}
    assert f'<span class="num">{hand_two}</span>' in page
    words = json.loads(html.unescape(re.search(r"data-words='([^']*)'", page).group(1)))  # type: ignore[union-attr]
    assert words["live"] == look_alike("live", "ps")
    assert words["updated"] == look_alike("live · updated {time}", "ps")
    assert words["digits"] == "۰۱۲۳۴۵۶۷۸۹"  # the script writes the time in Pashto digits
    assert '<html lang="ps" dir="rtl">' in keeper
    taps = json.loads(html.unescape(re.search(r'class="taps"[^>]*data-words=\'([^\']*)\'', keeper).group(1)))  # type: ignore[union-attr]
    assert taps["still"]["3"] == look_alike("· {n} still to tap", "ps").replace("{n}", "۳")


def test_the_board_speaks_the_language_it_was_started_in_when_the_night_has_none(catalogs: Path, db_file: Path) -> None:
    with client_of(table_night(db_file, None), language="ml") as client:
        page = client.get("/").text
    assert '<html lang="ml" dir="ltr">' in page
    assert look_alike("Last hands", "ml") in page


def test_an_english_board_is_left_to_right_and_isolates_only_right_to_left_names(db_file: Path) -> None:
    with client_of(table_night(db_file, None)) as client:
        page = client.get("/").text
    assert '<html lang="en" dir="ltr">' in page
    assert "<h2>Pot</h2>" in page
    antes = re.search(r'<p class="small">(Antes: [^<]*(?:<bdi>[^<]*</bdi>[^<]*)*)</p>', page)
    assert antes is not None
    line = antes.group(1)
    assert "<bdi>سندس</bdi>" in line
    outside = re.sub(r"<bdi>[^<]*</bdi>", "", line)  # the "Батаа, سندس ,علي" cannot happen:
    assert not re.search("[\u0600-\u06ff]", outside)  # no Arabic-script name outside its <bdi>
    assert "Siti, അനു, Батаа" in outside  # a left-to-right name in English needs nothing


def test_the_pages_undo_question_names_its_button_not_a_command(db_file: Path) -> None:
    with client_of(table_night(db_file, None)) as client:
        page = client.get(f"/keeper?key={KEY}").text
        token = re.search(r'name="token" value="([^"]+)"', page).group(1)  # type: ignore[union-attr]
        asked = client.post(f"/keeper/undo?key={KEY}", data={"token": token}).text
    question = html.unescape(re.search(r'<form class="confirm message".*?</form>', asked, flags=re.S).group(0))  # type: ignore[union-attr]
    assert "Undo hand 2 (" in question
    assert "The Redo button brings it back." in question
    assert "`" not in question
    assert "redo brings" not in question.lower()


def test_the_scripts_hold_no_words_of_their_own() -> None:
    prose = re.compile(r"(?<![\w-])[A-Za-z][a-z']+ [a-z][a-z']*\b")
    for script in sorted(STATIC.glob("*.js")):
        source = re.sub(r"//[^\n]*", "", script.read_text(encoding="utf-8"))  # comments explain, they are not shown
        literals = re.findall(r'"((?:[^"\\]|\\.)*)"', source)
        assert literals, script.name
        shown = [t for t in literals if t != "use strict" and (prose.search(t) or "…" in t or t.startswith("·"))]
        assert shown == [], (script.name, shown)
