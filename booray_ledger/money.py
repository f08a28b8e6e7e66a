"""Money as people read it: to the cent, with its currency, in the locale's conventions
(``$3.10``, never ``$3.1``; ``-3,10 €`` in a German locale), formatted by Babel.

A night stores its currency as an ISO 4217 code (``USD``, ``EUR``); nights from before codes
stored the symbol ``$``, which reads as US dollars. The locale comes from the environment
(``LC_ALL``, ``LC_MONETARY``, ``LANG``), US English when it names none. Babel is imported on first
use, so commands that print no money start as fast as before.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from booray_ledger.errors import ErrorCode, UsageError

SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "C$": "CAD", "A$": "AUD"}
"""Currency symbols older nights stored, and what they mean."""

DEFAULT_LOCALE = "en_US"


def currency_code(text: str) -> str:
    """The ISO 4217 code for what a night stored or a user typed: ``$`` is ``USD``."""
    value = text.strip()
    return SYMBOLS.get(value, value.upper())


def check_currency(text: str) -> str:
    """A currency code Babel knows, upper-cased (``usd`` -> ``USD``, ``$`` -> ``USD``); else a
    one-line error naming the fix."""
    from babel.numbers import is_currency

    code = currency_code(text)
    if not is_currency(code):
        raise UsageError(ErrorCode.NOT_A_CURRENCY, given=text)
    return code


def money_locale() -> str:
    """The locale for money: the environment's (``LC_MONETARY``, ``LC_ALL``, ``LANG``), else US English."""
    from babel import Locale, UnknownLocaleError
    from babel.core import default_locale

    found = default_locale("LC_MONETARY")
    if not found or found.endswith("POSIX"):
        return DEFAULT_LOCALE
    try:
        Locale.parse(found)
    except (UnknownLocaleError, ValueError):
        return DEFAULT_LOCALE
    return found


def format_money(amount: str | Decimal, currency: str, *, signed: bool = False, locale: str | None = None) -> str:
    """``amount`` to the cent in ``currency`` (a code, or an old night's symbol), by the locale's
    conventions; with ``signed``, a gain shows its ``+``. Text that is not a number (an amount
    from a damaged file) is shown as it is, with the currency."""
    from babel.numbers import format_currency, is_currency

    try:
        value = Decimal(amount)
    except (InvalidOperation, ValueError):
        return f"{currency} {amount}"
    code = currency_code(currency)
    if not value.is_finite() or not is_currency(code):
        return f"{currency}{amount}"
    try:
        text = format_currency(value, code, locale=locale or money_locale(), numbering_system="default")
    except (ArithmeticError, ValueError):  # an absurd amount (a damaged file): shown, never raised
        return f"{currency}{amount}"
    return f"+{text}" if signed and value > 0 else text
