"""A hand in words: one phrase for how it ended, the same on every front end."""

from __future__ import annotations

from typing import Any

import pytest

from booray_ledger.text.headlines import headline, tied


def hand(outcome: str, **extra: Any) -> Any:
    base: dict[str, Any] = {
        "outcome": outcome,
        "bourre": [],
        "reneged": [],
        "winners": [],
        "transfers": [],
        "tricks": {},
    }
    return {**base, **extra}


@pytest.mark.parametrize(
    ("h", "text"),
    [
        (hand("won", winners=["Ann"], transfers=[{"kind": "ante", "chips": -1}, {"kind": "win", "chips": 5}]),
         "Ann wins 5"),
        (hand("split", winners=["Ann", "Bob"]), "split between Ann, Bob"),
        (hand("tie", bourre=["Dan"], tricks={"Ann": 2, "Bob": 2, "Dan": 0}),
         "tie between Ann, Bob: the pot carries; bourré: Dan"),
        (hand("renege_carry", reneged=["Cat"]), "the leader reneged: the pot carries; reneged: Cat"),
        (hand("all_passed"), "everyone passed"),
        (hand("tie", tricks={"Ann": 1, "Bob": 1}, unpaid={"Bob": 3}, tie_vote="carry"),
         "tie between Ann, Bob: the pot carries; Bob all in, 3 unpaid; voted to carry"),
    ],
)  # fmt: skip
def test_every_outcome_has_its_phrase(h: Any, text: str) -> None:
    """rulebook topic: winning. Each way a hand ends, with its bourrés, reneges and votes."""
    assert headline(h) == text
    assert headline(h, voided=True) == text + " (voided)"


def test_the_tied_players_are_those_with_the_most_tricks() -> None:
    """rulebook topic: ties. Nobody ties at zero tricks."""
    assert tied(hand("tie", tricks={"Ann": 2, "Bob": 2, "Cat": 1})) == ["Ann", "Bob"]
    assert tied(hand("all_passed", tricks={})) == []
