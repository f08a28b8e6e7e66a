"""The small words: money by Babel, signs, counts, lists, times."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from booray_ledger.text import words
from tests.pseudo import english_left, speaking_pseudo


def test_money_is_to_the_cent_with_its_currency() -> None:
    assert words.money("17", "USD") == "$17.00"
    assert words.money("-1.00", "$") == "-$1.00"
    assert words.money("2.50", "€") == "€2.50"
    assert words.money(Decimal("3.1"), "USD") == "$3.10"


def test_signed_money_shows_a_gain_with_its_plus() -> None:
    assert words.money("2.5", "USD", signed=True) == "+$2.50"
    assert words.money("-2.5", "USD", signed=True) == "-$2.50"


def test_signed_chips() -> None:
    assert words.signed(3) == "+3"
    assert words.signed(-2) == "-2"
    assert words.signed(-2, words.MINUS) == "\u22122"
    assert words.signed(0) == "0"


def test_trend_words() -> None:
    assert [words.trend(c) for c in (2, -1, 0)] == ["up", "down", "even"]


def test_counts_take_their_plural() -> None:
    assert words.chips(1) == "1 chip"
    assert words.chips(-1) == "-1 chip"
    assert words.chips(12) == "12 chips"
    assert words.count(2, "turn") == "2 turns"
    assert words.count(0, "hand") == "0 hands"


def test_listing_and_when() -> None:
    assert words.listing(["Ann", "Bob"]) == "Ann, Bob"
    assert words.listing([]) == "nobody"
    assert words.when("2026-12-04T21:05:33+00:00") == "2026-12-04 21:05"


def test_a_house_rule_in_words() -> None:
    assert [words.rule_value(v) for v in (None, True, False, 25, "match_pot")] == [
        "none",
        "yes",
        "no",
        "25",
        "match pot",
    ]
    assert words.rule_name("pot_limit") == "pot limit"


@pytest.mark.parametrize(
    ("code", "amount", "currency", "shown"),
    [("ms", "12", "MYR", "RM12.00"), ("ps", "-1234.5", "USD", "-$\xa0۱٬۲۳۴٫۵۰"), ("sd", "0.25", "USD", "US$\xa0٠٫٢٥"),
     ("mn", "3.1", "USD", "$\xa03.10")],
)  # fmt: skip
def test_money_is_written_in_the_locale_of_the_language_speaking(
    code: str, amount: str, currency: str, shown: str
) -> None:
    from booray_ledger.text import i18n

    with i18n.speaking(code):
        assert words.money(amount, currency) == shown


def test_a_time_is_babels_short_date_and_time_in_another_language() -> None:
    from booray_ledger.text import i18n

    with i18n.speaking("ps"):
        assert words.when("2026-12-04T21:05:33.123Z") == "۲۰۲۶/۱۲/۴ ۲۱:۰۵"


def test_a_time_in_english_is_the_stamp_as_people_write_it() -> None:
    assert words.when("2026-12-04T21:05:33.123Z") == "2026-12-04 21:05"


def test_the_small_words_come_from_the_catalog_with_their_numbers_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        shown = [words.chips(12), words.count(1, "hand"), words.rule_name("pot_limit"), words.rule_value("match_pot"),
                 words.rule_value(None), words.trend_words(-2), words.listing([]), words.chip_value("0.25", "USD")]  # fmt: skip
    assert english_left(shown) == []
    assert shown[0].startswith("12 ")
    assert shown[1].startswith("1 ")
    assert shown[-1].endswith("= $0.25")


def test_a_list_keeps_its_names_and_is_the_locales_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from babel.lists import format_list

    names = ["\u2068Ann\u2069", "\u2068Bob\u2069", "\u2068Cat\u2069"]
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch, "ps"):
        listed, number = words.listing(["Ann", "Bob", "Cat"]), words.signed(-1234)
    assert listed == format_list(names, style="unit-short", locale="ps")
    assert number == "-۱٬۲۳۴"


@pytest.mark.parametrize(("style", "n"), [("unit-short", 2), ("unit-short", 5), ("or", 2)])
def test_english_lists_are_babels_without_importing_it(style: str, n: int) -> None:
    from babel.lists import format_list

    items = [f"item{i}" for i in range(n)]
    assert words.joined(items, style) == format_list(items, style=style, locale="en")  # type: ignore[arg-type]


def test_a_list_of_three_is_joined_in_every_language() -> None:
    """Sindhi's CLDR data has a unit-short list style without its start pattern: the standard
    one is used, instead of a KeyError on `night start` with three players."""
    from booray_ledger.text import i18n

    for code in i18n.LANGUAGES:
        with i18n.speaking(code):
            said = words.joined(["A", "B", "C"])
        assert all(name in said for name in "ABC"), code
