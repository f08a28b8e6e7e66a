"""The table now for people: who deals and antes next, and why."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand
from booray_ledger.text import table
from tests.helpers import friday


def test_the_next_dealer_and_antes_come_with_their_reasons(db_file: Path) -> None:
    """rulebook topic: exemptions. The bourré player owes no ante next hand, and the table says why."""
    with friday(db_file) as ledger:
        assert table.dealer_text(ledger.table()) == "Ann deals next (the night's first deal)"
        assert table.last_hand_text(ledger.table()) == "No hand yet."
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))
        view = ledger.table()
    assert table.dealer_text(view) == "Bob deals next (on the left of Ann, who dealt hand 1)"
    assert table.antes_text(view) == "Antes next: Ann 1, Bob 1, Dan 1; Cat owes no ante: bourré in hand 1"
    assert table.last_hand_text(view) == ("Last hand 1 (dealt by Ann; Bob 2, Cat 0, Ann 3): Ann wins 4; bourré: Cat.")
