"""Sharing out a pot: equal splits and proportional refunds, odd chips by seat order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.rules.potsplit import refund_shares, split_shares


def test_pot_split_and_refund_conserve_chips() -> None:
    """rulebook topic: ties. A split pot and a refund share out every chip."""
    assert split_shares(7, ["A", "B", "C"]) == {"A": 3, "B": 2, "C": 2}
    assert refund_shares(10, {"A": 1, "B": 3}, ["B", "A"]) == {"B": 8, "A": 2}
    assert refund_shares(9, {}, ["A", "B"]) == {"A": 5, "B": 4}


@given(st.integers(0, 500), st.dictionaries(st.sampled_from("ABCDEFG"), st.integers(0, 50), min_size=1))
def test_split_and_refund_shares_add_up_to_the_pot(pot: int, paid: dict[str, int]) -> None:
    """rulebook topic: ties. Split and refund shares add up to the pot, odd chips by seat."""
    order = sorted(paid)
    assert sum(split_shares(pot, order).values()) == pot
    shares = refund_shares(pot, paid, order)
    assert sum(shares.values()) == pot
    assert all(v >= 0 for v in shares.values())
