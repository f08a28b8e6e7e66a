"""Voiding and editing hands: reversing entries, never a deletion (rulebook topic scorekeeping)."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.schema.models import Entry
from booray_ledger.ledger.write import hand_edits
from tests.helpers import hand, store_with_night


def test_void_and_edit_write_reversing_entries(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass", "Ann=pass Bob=5 Cat=pass")
    with store.write() as session:
        voided = hand_edits.void_last_hand(session, queries.load_night(session))
        assert voided.number == 2
    with store.write() as session:
        ctx = queries.load_night(session)
        redone = hand_edits.edit_hand(session, ctx, 1, hand("Ann=pass Bob=pass Cat=5"))
        assert [r.hand.number for r in redone] == [1]
    with store.read() as session:
        ctx = queries.load_night(session)
        assert chip_totals.balances(session, ctx) == {"Ann": -1, "Bob": -1, "Cat": 2}
        from sqlmodel import select

        kinds = [e.kind for e in session.exec(select(Entry)).all()]
        assert kinds.count("hand") == 3  # nothing deleted: reversals added
        assert len(kinds) > 3
    store.close()
