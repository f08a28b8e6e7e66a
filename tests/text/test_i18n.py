"""The players' language: choosing it, and numbers in its form (issue 28)."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel import Locale
from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.text import i18n


def test_speaking_sets_the_language_inside_the_block_only() -> None:
    before = i18n.language()
    with i18n.speaking("ps"):
        inside = i18n.language()
    assert (inside, i18n.language()) == ("ps", before)


def test_sindhi_and_pashto_are_written_right_to_left() -> None:
    assert [code for code in i18n.LANGUAGES if i18n.right_to_left(code)] == ["sd", "ps"]


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_numbering_systems_are_babels(code: str) -> None:
    system = Locale.parse(code).default_numbering_system
    assert i18n._NUMBERING.get(code, "latn") == system


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
@given(n=st.integers(min_value=-(10**12), max_value=10**12))
def test_a_whole_number_is_written_as_babel_writes_it_in_the_locales_digits(code: str, n: int) -> None:
    assert i18n.number(n, code) == i18n.digits(format_decimal(n, locale=code, numbering_system="default"), code)


def test_pashto_writes_its_own_digits() -> None:
    assert i18n.number(1617, "ps") == "۱٬۶۱۷"


def test_malayalam_groups_in_lakhs() -> None:
    assert i18n.number(1234567, "ml") == "12,34,567"


def test_a_latin_name_in_an_english_sentence_is_left_as_it_is() -> None:
    assert i18n.isolate("Bob") == "Bob"


def test_an_arabic_script_name_is_isolated_in_any_sentence() -> None:
    assert i18n.isolate("علي") == "\u2068علي\u2069"


def test_every_name_is_isolated_in_a_right_to_left_language() -> None:
    with i18n.speaking("ps"):
        assert i18n.isolate("Bob") == "\u2068Bob\u2069"


def test_say_isolates_names_and_writes_numbers_in_the_locales_form() -> None:
    with i18n.speaking("ps"):
        line = i18n.say("{payer} pays {chips}", payer="Siti", chips=12)
    assert line == "\u2068Siti\u2069 pays ۱۲"


def test_say_keeps_words_as_they_are() -> None:
    assert i18n.say("{a}: {b}", a=i18n.Words("علي"), b="علي") == "علي: \u2068علي\u2069"


def test_a_tried_catalog_is_read_before_the_installed_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    tried = Catalog(locale="ps")
    tried.add("Usage: ", "کارونه: ")
    (tmp_path / "ps" / "LC_MESSAGES").mkdir(parents=True)
    with (tmp_path / "ps" / "LC_MESSAGES" / "booray.mo").open("wb") as out:
        write_mo(out, tried)
    monkeypatch.setenv("BOORAY_LOCALE_DIR", str(tmp_path))
    i18n.catalog.cache_clear()
    try:
        with i18n.speaking("ps"):
            assert i18n._("Usage: ") == "کارونه: "
    finally:
        i18n.catalog.cache_clear()


def test_a_number_too_long_to_group_is_written_as_it_is() -> None:
    """A mistyped thirty-digit hand number is shown (in the refusal) without a traceback."""
    huge = 10**30
    assert i18n.number(huge) == str(huge)
    assert i18n.number(12345) == "12,345"
