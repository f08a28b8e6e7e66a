"""Rule 7, the next dealer: lost turns add up, wait while their player sits out, and when every
other dealt-in player is skipped the same dealer deals again; a player who leaves passes their
deal to whoever sat on their left."""

from __future__ import annotations

from booray_ledger.rules.seating import Table, TableState, from_dealers_left, next_dealer
from tests.helpers import settle, table


def test_offences_add_up_one_lost_turn_each() -> None:
    s = settle("A B C D", "A=pass B=3 C=2 D=pass", state=TableState(first_dealer="A"),
               corrected=("B",), out_of_turn=("B",))  # fmt: skip
    assert s.dealer == "A" and s.state.lost_deals == ("B", "B")
    dealer, pending = next_dealer(table("A B C D"), s.state)
    assert (dealer, pending) == ("C", ("B",))  # the first lost turn used
    after_d = TableState(last_dealer="A", lost_deals=pending)
    assert next_dealer(table("A B C D"), after_d) == ("C", ())  # and the second


def test_a_lost_turn_waits_while_its_player_sits_out() -> None:
    state = TableState(last_dealer="B", lost_deals=("C",))
    assert next_dealer(table("A B C D", out="C"), state) == ("D", ("C",))
    assert next_dealer(table("A B C D"), state) == ("D", ())


def test_when_everyone_else_is_skipped_the_same_dealer_deals_again() -> None:
    # The dealer A also owes a lost turn: the deal does not go round a second time to B.
    state = TableState(last_dealer="A", lost_deals=("A", "B", "B", "C"))
    dealer, pending = next_dealer(table("A B C"), state)
    assert dealer == "A"
    assert pending == ("A", "B")  # B and C each used one lost turn; A's waits


def test_first_dealer_who_leaves_before_the_first_hand_passes_the_deal_to_their_left() -> None:
    after_leaving = Table(("A", "B", "D"), departed=(("C", "D"),))
    assert next_dealer(after_leaving, TableState(first_dealer="C"))[0] == "D"


def test_last_dealer_who_leaves_passes_the_deal_to_the_player_seated_on_their_left_since() -> None:
    # F sat down after A (on A's left) after A dealt; A leaves: F deals, not B.
    after = Table(("F", "B", "C"), departed=(("A", "F"),))
    state = TableState(last_dealer="A", last_seats=("A", "B", "C"))
    assert next_dealer(after, state)[0] == "F"


def test_split_order_starts_at_the_departed_dealers_left_and_includes_sitting_out() -> None:
    after = Table(("A", "B", "D"), frozenset({"D"}), departed=(("C", "D"),))
    assert from_dealers_left(after, TableState(last_dealer="C", last_seats=("A", "B", "C", "D"))) == ("D", "A", "B")
