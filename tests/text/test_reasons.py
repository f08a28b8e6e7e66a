"""Why the table stands as it does, in the words every front end shows."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger, hand
from booray_ledger.results import Why
from booray_ledger.text import reasons


def test_each_exemption_in_words() -> None:
    assert reasons.exempt({"why": Why.BOURRE, "hand": 4}) == "bourré in hand 4"
    assert reasons.exempt({"why": Why.TIE, "hand": 4}) == "tied for the most tricks in hand 4"
    assert reasons.exempt({"why": Why.RENEGE, "hand": 4}) == "paid for a renege in hand 4"
    assert reasons.exempt({"why": Why.EARLIER, "hand": None}) == "exempt from an earlier hand"
    assert reasons.exempt({"why": Why.CARRIED, "hand": None}) == "exempt carried with the pot from the last night"


def test_each_lost_deal_in_words() -> None:
    assert reasons.lost_deal({"why": Why.CORRECTED, "hand": 2}) == "corrected a renege in hand 2"
    assert reasons.lost_deal({"why": Why.OUT_OF_TURN, "hand": 2}) == "declared out of turn in hand 2"
    assert reasons.lost_deal({"why": Why.EARLIER, "hand": None}) == "lost a turn to deal in an earlier hand"
    assert reasons.lost_deal({"why": Why.CARRIED, "hand": None}) == (
        "lost a turn to deal carried with the pot from the last night"
    )


def test_every_note_of_each_player(db_file: Path) -> None:
    """rulebook topic: exemptions. Dealer, ante and lost deal, one phrase each."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"], out_of_turn=["Cat"], corrected=["Cat"]))
        ledger.seat("out", "Bob")
        ledger.seat("remove", "Dan")
        view = ledger.table()
    assert reasons.dealer_why(view) == "on the left of Ann, who dealt hand 1"
    assert reasons.player_notes("Ann", view) == ["deals next", "owes no ante: tied for the most tricks in hand 1"]
    assert reasons.player_notes("Bob", view) == ["sitting out: owes no ante"]
    assert reasons.player_notes("Cat", view) == [
        "skipped as dealer for the next 2 turns (corrected a renege in hand 1)"
    ]
    assert reasons.ante_note("Dan", view) == "left the table"
