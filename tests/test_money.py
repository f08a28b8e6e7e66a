"""Money as people read it (rulebook topic: settle-up): to the cent, in its currency, by the
locale's conventions; currencies are ISO codes, and an old night's symbol reads as its code."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.money import DEFAULT_LOCALE, check_currency, currency_code, format_money, money_locale
from tests.helpers import said


def test_money_is_to_the_cent_in_its_currency_by_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    assert format_money("3.1", "$") == "$3.10"
    assert format_money("-1", "USD") == "-$1.00"
    assert format_money("0.5", "USD", signed=True) == "+$0.50"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert format_money("1234.5", "EUR") == "1.234,50\xa0€"


def test_an_old_nights_symbol_reads_as_its_code() -> None:
    assert currency_code("$") == "USD"
    assert currency_code(" € ") == "EUR"
    assert currency_code("C$") == "CAD"
    assert currency_code("gbp") == "GBP"


def test_a_currency_must_be_a_code_babel_knows() -> None:
    assert check_currency("usd") == "USD"
    assert check_currency("£") == "GBP"
    with pytest.raises(UsageError) as unknown:
        check_currency("DUCATS")
    assert said(unknown.value) == (ErrorCode.NOT_A_CURRENCY, {"given": "DUCATS"})


@pytest.mark.parametrize(
    ("env", "locale"), [("de_DE.UTF-8", "de_DE"), ("C", DEFAULT_LOCALE), ("xx_YY", DEFAULT_LOCALE)]
)
def test_the_locale_is_the_environments_else_us_english(monkeypatch: pytest.MonkeyPatch, env: str, locale: str) -> None:
    for name in ("LC_ALL", "LC_MONETARY", "LANG", "LANGUAGE", "LC_CTYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_ALL", env)
    assert money_locale() == locale


def test_a_loss_is_never_signed_plus_and_zero_has_no_sign() -> None:
    assert format_money(Decimal("-0.25"), "USD", signed=True, locale="en_US") == "-$0.25"
    assert format_money("0", "USD", signed=True, locale="en_US") == "$0.00"


@pytest.mark.parametrize("amount", ["not money", "NaN", "Infinity", "1e999999999"])
def test_an_amount_from_a_damaged_file_is_shown_never_raised(amount: str) -> None:
    shown = format_money(amount, "USD", locale="en_US")
    assert amount in shown
    assert "USD" in shown
