"""The limits that keep every number in range, and money that never raises."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booray_ledger.errors import UsageError
from booray_ledger.rules import limits


def test_chips_beyond_the_limit_are_refused_naming_what() -> None:
    """rulebook topic: limit."""
    assert limits.check_chips(limits.MAX_CHIPS, "the pot") == limits.MAX_CHIPS
    with pytest.raises(UsageError, match="the pot is more than"):
        limits.check_chips(limits.MAX_CHIPS + 1, "the pot")
    assert limits.MAX_CHIPS * limits.MAX_MOVEMENTS < 2**63


@pytest.mark.parametrize("text", ["0", "-1", "abc", "NaN", "Infinity", "1000001", "1" * 50])
def test_a_chip_value_is_a_positive_bounded_number(text: str) -> None:
    with pytest.raises(UsageError, match="--chip-value"):
        limits.parse_chip_value(text)


def test_money_never_raises() -> None:
    assert limits.parse_chip_value("0.25") == Decimal("0.25")
    assert limits.money(3, Decimal("0.25")) == "0.75"
    assert limits.stored_chip_value("junk").is_nan()
    assert limits.money(3, limits.stored_chip_value("junk")) == "NaN"
    assert limits.money_sum([Decimal("0.1"), Decimal("0.2")]) == Decimal("0.3")
