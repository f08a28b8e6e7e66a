"""The table between hands: who is dealt in, antes due, and the next dealer (rulebook topics:
deal, exemptions, lost-deal). Lost turns add up, wait while their player sits out, and when every
other dealt-in player is skipped the same dealer deals again; a player who leaves passes their
deal to whoever sat on their left."""

from __future__ import annotations

from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.seating import Table, TableState, antes_due, from_dealers_left, next_dealer
from tests.helpers import pay_out, table


def test_offences_add_up_one_lost_turn_each() -> None:
    """rulebook topic: lost-deal. Each offence costs one turn to deal."""
    s = pay_out("A B C D", "A=pass B=3 C=2 D=pass", state=TableState(first_dealer="A"),
               corrected=("B",), out_of_turn=("B",))  # fmt: skip
    assert s.dealer == "A"
    assert s.state.lost_deals == ("B", "B")
    dealer, pending = next_dealer(table("A B C D"), s.state)
    assert (dealer, pending) == ("C", ("B",))  # the first lost turn used
    after_d = TableState(last_dealer="A", lost_deals=pending)
    assert next_dealer(table("A B C D"), after_d) == ("C", ())  # and the second


def test_a_lost_turn_waits_while_its_player_sits_out() -> None:
    """rulebook topic: lost-deal. A lost turn waits while its player sits out."""
    state = TableState(last_dealer="B", lost_deals=("C",))
    assert next_dealer(table("A B C D", out="C"), state) == ("D", ("C",))
    assert next_dealer(table("A B C D"), state) == ("D", ())


def test_when_everyone_else_is_skipped_the_same_dealer_deals_again() -> None:
    # The dealer A also owes a lost turn: the deal does not go round a second time to B.
    """rulebook topic: lost-deal. When every other player is skipped, the same dealer deals again."""
    state = TableState(last_dealer="A", lost_deals=("A", "B", "B", "C"))
    dealer, pending = next_dealer(table("A B C"), state)
    assert dealer == "A"
    assert pending == ("A", "B")  # B and C each used one lost turn; A's waits


def test_first_dealer_who_leaves_before_the_first_hand_passes_the_deal_to_their_left() -> None:
    """rulebook topic: deal. A first dealer who leaves passes the deal to their left."""
    after_leaving = Table(("A", "B", "D"), departed=(("C", "D"),))
    assert next_dealer(after_leaving, TableState(first_dealer="C"))[0] == "D"


def test_last_dealer_who_leaves_passes_the_deal_to_the_player_seated_on_their_left_since() -> None:
    # F sat down after A (on A's left) after A dealt; A leaves: F deals, not B.
    """rulebook topic: deal. A last dealer who leaves passes the deal to whoever sits on their left now."""
    after = Table(("F", "B", "C"), departed=(("A", "F"),))
    state = TableState(last_dealer="A", last_seats=("A", "B", "C"))
    assert next_dealer(after, state)[0] == "F"


def test_split_order_starts_at_the_departed_dealers_left_and_includes_sitting_out() -> None:
    """rulebook topic: ties. A split goes from the departed dealer's left, sitting out included."""
    after = Table(("A", "B", "D"), frozenset({"D"}), departed=(("C", "D"),))
    assert from_dealers_left(after, TableState(last_dealer="C", last_seats=("A", "B", "C", "D"))) == ("D", "A", "B")


def test_the_deal_passes_left_among_the_dealt_in() -> None:
    """rulebook topic: deal."""
    seats = table("A B C D", out="B")
    assert seats.dealt_in == ("A", "C", "D")
    assert seats.left_of("C") == ("D", "A", "B", "C")
    assert next_dealer(seats, TableState(first_dealer="A"))[0] == "A"
    assert next_dealer(seats, TableState(last_dealer="A"))[0] == "C"


def test_antes_due_skip_the_exempt_and_those_sitting_out() -> None:
    """rulebook topic: exemptions. Under double_ante nobody is exempt."""
    seats, state = table("A B C D", out="D"), TableState(exempt=("B",))
    assert antes_due(seats, state, PRESETS["classic"]) == {"A": 1, "B": 0, "C": 1, "D": 0}
    double = PRESETS["classic"].replace(double_ante=True, ante=2)
    assert antes_due(seats, state, double) == {"A": 2, "B": 2, "C": 2, "D": 0}


def test_table_and_state_round_trip_as_stored() -> None:
    """rulebook topic: scorekeeping. What a hand stores reads back as the same table and state."""
    seats = Table(("A", "B", "C"), frozenset({"C"}))
    state = TableState(pot=7, exempt=("A",), last_dealer="B", lost_deals=("C",), contributions=(("A", 3),))
    assert Table.from_dict(seats.to_dict()) == seats
    assert TableState.from_dict(state.to_dict()) == state
