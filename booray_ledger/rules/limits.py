"""The limits that keep every number a ledger holds, and every sum of them, in range.

SQLite (and PostgreSQL's BIGINT) integers hold at most 2**63 - 1, and a SUM that passes it fails
every later report for good. So:

- one chip movement (a hand's transfer, the pot at stake, a payment) is at most
  :data:`MAX_CHIPS` chips;
- a ledger holds at most :data:`MAX_MOVEMENTS` movements.

Then any sum of any movements, in any order, is at most ``MAX_CHIPS * MAX_MOVEMENTS`` < 2**63:
no report can overflow, whatever was recorded, and checking it costs one look at the last
movement's id. A table whose pot would grow past the limit is asked for a pot limit instead.

One line a scorekeeper types (a hand at the live prompt, on the page, to the API, or the same
hand as command-line words) is at most :data:`MAX_LINE` characters; a longer one is refused,
never cut (a mark cut off the end would be a hand recorded without it).

Money is Decimal only in settle-up: a chip value is more than 0 and at most
:data:`MAX_CHIP_VALUE`; :func:`money` never raises, even for a value stored by an older version
that did not bound it.
"""

from __future__ import annotations

import decimal
from decimal import Decimal
from enum import StrEnum

from booray_ledger.errors import ErrorCode, UsageError

MAX_CHIPS = 10**12
"""The most chips one hand or one payment may move (a trillion: no table comes near it)."""

MAX_MOVEMENTS = 9_000_000
"""The most chip movements one ledger file holds (about a million hands)."""

assert MAX_CHIPS * MAX_MOVEMENTS < 2**63

MAX_CHIP_VALUE = Decimal(1_000_000)
"""The most money one chip may be worth: enough for any table, and money sums stay exact."""

MAX_LINE = 2000
"""The longest line a scorekeeper may type, in characters. The longest hand there can be fits:
8 players with 40-character names, each quoted and written out in full, every mark in its long
form (every player in ``--renege``, ``--corrected`` and ``--out-of-turn``, ``--dealer``,
``--up``, ``--force``, ``--split``) is under 1,800 characters."""

_MONEY = decimal.Context(prec=60, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN, traps=[])


class Amount(StrEnum):
    """What a chip count too large for the ledger was (the ``what`` of the error)."""

    MOVEMENT = "movement"  # one chip movement of an entry
    PAYMENT = "payment"  # a settle-up payment


def check_chips(chips: int, what: Amount) -> int:
    """``chips`` if it is within :data:`MAX_CHIPS`; else an error naming ``what`` and ``chips``."""
    if abs(chips) > MAX_CHIPS:
        raise UsageError(ErrorCode.TOO_MANY_CHIPS, what=what, chips=abs(chips), most=MAX_CHIPS)
    return chips


def check_line(line: str) -> str:
    """``line`` if it is at most :data:`MAX_LINE` characters; else an error (the line is
    refused whole: nothing of it is read or recorded)."""
    if len(line) > MAX_LINE:
        raise UsageError(ErrorCode.LINE_TOO_LONG, length=len(line), most=MAX_LINE)
    return line


def parse_chip_value(text: str | Decimal) -> Decimal:
    """Money per chip: a positive decimal no larger than :data:`MAX_CHIP_VALUE`."""
    if isinstance(text, str) and (len(text) > 40 or not text.strip().isascii()):
        raise UsageError(ErrorCode.CHIP_VALUE_NOT_PLAIN, most=int(MAX_CHIP_VALUE))
    try:
        value = Decimal(text)
    except (decimal.InvalidOperation, ValueError):
        raise UsageError(ErrorCode.CHIP_VALUE_NOT_A_NUMBER, given=str(text)) from None
    if not value.is_finite() or value <= 0 or value > MAX_CHIP_VALUE:
        raise UsageError(ErrorCode.CHIP_VALUE_OUT_OF_RANGE, most=int(MAX_CHIP_VALUE))
    return value


MAX_CHIP_PLACES = 4
"""The most decimal places a chip value set between hands may have (0.0025 is a quarter cent)."""


def parse_new_chip_value(text: str | Decimal) -> Decimal:
    """A chip value for a night already under way: as :func:`parse_chip_value`, with at most
    :data:`MAX_CHIP_PLACES` decimal places (trailing zeros do not count: 0.2500 is 0.25)."""
    value = parse_chip_value(text)
    exponent = value.normalize().as_tuple().exponent
    assert isinstance(exponent, int)  # a finite value
    if -exponent > MAX_CHIP_PLACES:
        raise UsageError(ErrorCode.CHIP_VALUE_PLACES, value=str(value), places=MAX_CHIP_PLACES)
    return value


def stored_chip_value(text: str) -> Decimal:
    """A chip value as stored with a night. Older versions stored any number: whatever it is,
    the result is a Decimal that :func:`money` can multiply (NaN for text that is no number)."""
    try:
        return _MONEY.create_decimal(text)
    except (decimal.InvalidOperation, ValueError, TypeError):
        return Decimal("NaN")


def money(chips: int, value: Decimal) -> str:
    """``chips`` times the chip value, as text; never raises (an absurd stored value gives an
    absurd but printable amount)."""
    return str(_MONEY.multiply(Decimal(chips), value))


def money_sum(amounts: list[Decimal]) -> Decimal:
    """The sum of money amounts; never raises."""
    total = Decimal(0)
    for amount in amounts:
        total = _MONEY.add(total, amount)
    return total
