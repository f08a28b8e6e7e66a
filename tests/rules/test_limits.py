"""The limits that keep every number in range, and money that never raises.

rulebook topic: none (the ledger's number ranges are not rules of the game; the pot limit is
``limit``).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules import limits
from booray_ledger.rules.names import MAX_NAME, clean_name
from tests.helpers import said


def test_chips_beyond_the_limit_are_refused_naming_what() -> None:
    """rulebook topic: limit."""
    assert limits.check_chips(limits.MAX_CHIPS, limits.Amount.MOVEMENT) == limits.MAX_CHIPS
    with pytest.raises(UsageError) as refused:
        limits.check_chips(-limits.MAX_CHIPS - 1, limits.Amount.PAYMENT)
    facts = {"what": limits.Amount.PAYMENT, "chips": limits.MAX_CHIPS + 1, "most": limits.MAX_CHIPS}
    assert said(refused.value) == (ErrorCode.TOO_MANY_CHIPS, facts)
    assert limits.MAX_CHIPS * limits.MAX_MOVEMENTS < 2**63


@pytest.mark.parametrize(
    ("text", "code"),
    [("0", ErrorCode.CHIP_VALUE_OUT_OF_RANGE), ("-1", ErrorCode.CHIP_VALUE_OUT_OF_RANGE),
     ("abc", ErrorCode.CHIP_VALUE_NOT_A_NUMBER), ("NaN", ErrorCode.CHIP_VALUE_OUT_OF_RANGE),
     ("Infinity", ErrorCode.CHIP_VALUE_OUT_OF_RANGE), ("1000001", ErrorCode.CHIP_VALUE_OUT_OF_RANGE),
     ("1" * 50, ErrorCode.CHIP_VALUE_NOT_PLAIN)],
)  # fmt: skip
def test_a_chip_value_is_a_positive_bounded_number(text: str, code: ErrorCode) -> None:
    with pytest.raises(UsageError) as refused:
        limits.parse_chip_value(text)
    assert said(refused.value)[0] is code


def test_money_never_raises() -> None:
    assert limits.parse_chip_value("0.25") == Decimal("0.25")
    assert limits.money(3, Decimal("0.25")) == "0.75"
    assert limits.stored_chip_value("junk").is_nan()
    assert limits.money(3, limits.stored_chip_value("junk")) == "NaN"
    assert limits.money_sum([Decimal("0.1"), Decimal("0.2")]) == Decimal("0.3")


def longest_hand_line() -> tuple[str, list[str]]:
    """The longest hand there can be: 8 players with 40-character names (spaces in them, so
    each is quoted), every name written in full, every mark in its long form with every player."""
    names = [f"{chr(ord('A') + i)}{'x' * 18} {'y' * 20}" for i in range(8)]
    assert all(len(clean_name(n)) == MAX_NAME for n in names)
    quoted = [f"'{n}'" for n in names]
    words = [f"{q}=pass" for q in quoted]
    for option in ("--out-of-turn", "--corrected", "--renege"):
        words += [f"{option} {q}" for q in quoted]
    words += [f"--dealer {quoted[0]}", "--up 10H", "--force", "--split", "."]
    return " ".join(words), names


def test_the_line_limit_fits_the_longest_hand_there_can_be() -> None:
    from booray_ledger.rules.hand_input import parse_line

    line, names = longest_hand_line()
    assert len(line) <= limits.MAX_LINE
    typed = parse_line(line, names)
    assert typed.reneged == tuple(names)
    assert typed.out_of_turn == tuple(names)
    assert typed.up == "10H"


def test_a_longer_line_is_refused_whole_never_cut() -> None:
    with pytest.raises(UsageError) as refused:
        limits.check_line("a" * (limits.MAX_LINE + 1))
    assert said(refused.value) == (ErrorCode.LINE_TOO_LONG, {"length": limits.MAX_LINE + 1, "most": limits.MAX_LINE})
    assert limits.check_line("a" * limits.MAX_LINE) == "a" * limits.MAX_LINE


def test_a_chip_value_set_during_a_night_has_at_most_four_decimal_places() -> None:
    assert limits.parse_new_chip_value("0.2500") == Decimal("0.25")
    assert limits.parse_new_chip_value("0.0025") == Decimal("0.0025")
    assert limits.parse_new_chip_value("1e2") == Decimal(100)
    refusals = [("0.00025", ErrorCode.CHIP_VALUE_PLACES, {"value": "0.00025", "places": 4}),
                ("0", ErrorCode.CHIP_VALUE_OUT_OF_RANGE, {"most": 1_000_000}),
                ("x", ErrorCode.CHIP_VALUE_NOT_A_NUMBER, {"given": "x"})]  # fmt: skip
    for text, code, facts in refusals:
        with pytest.raises(UsageError) as refused:
            limits.parse_new_chip_value(text)
        assert said(refused.value) == (code, facts)
