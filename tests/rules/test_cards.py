"""Cards as people write them.

rulebook topic: none (card notation is how cards are typed, not a rule of the game).
"""

from __future__ import annotations

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.cards import Card, card, cards, suit
from tests.helpers import said


@pytest.mark.parametrize(
    ("text", "expected"),
    [("AS", Card(14, "S")), ("10h", Card(10, "H")), ("Th", Card(10, "H")), ("qd", Card(12, "D")),
     ("K♠", Card(13, "S")), ("7♥", Card(7, "H")), ("2c", Card(2, "C")), ("j♦", Card(11, "D"))],
)  # fmt: skip
def test_cards_parse_as_people_write_them(text: str, expected: Card) -> None:
    assert card(text) == expected


@pytest.mark.parametrize("bad", ["1S", "ZZ", "10", "AX", "11H", "S", "", "A S"])
def test_anything_else_is_an_error_naming_the_token(bad: str) -> None:
    with pytest.raises(UsageError) as refused:
        card(bad)
    assert said(refused.value) == (ErrorCode.NOT_A_CARD, {"token": bad.strip()})


def test_a_list_of_cards_and_repeats() -> None:
    assert [str(c) for c in cards("AS, 10h qd")] == ["AS", "10H", "QD"]
    with pytest.raises(UsageError) as twice:
        cards("AS as")
    assert said(twice.value) == (ErrorCode.CARD_TWICE, {"card": "AS", "cards": "AS as"})
    assert suit("♣") == "C"
    assert suit("hearts") == "H"
    with pytest.raises(UsageError) as no_suit:
        suit("X")
    assert said(no_suit.value) == (ErrorCode.NOT_A_SUIT, {"token": "X"})
