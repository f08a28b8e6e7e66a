"""Writing to the ledger: one entry of movements, none for zero chips, a buy-in from the bank."""

from __future__ import annotations

from pathlib import Path

from sqlmodel import select

from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.schema.models import Entry, Movement
from booray_ledger.ledger.write import postings
from booray_ledger.ledger.write.postings import Posting
from tests.helpers import store_with_night


def test_an_entry_writes_one_movement_per_posting_that_moves_chips(db_file: Path) -> None:
    """rulebook topic: scorekeeping. Every entry adds up to zero; a zero posting writes nothing."""
    store = store_with_night(db_file, "Ann Bob")
    with store.write() as session:
        ctx = queries.load_night(session)
        ann, bob = ctx.player_id("Ann"), ctx.player_id("Bob")
        lines = [Posting(ann, 3, "payment", "Bob pays Ann"), Posting(bob, -3, "payment", "Bob pays Ann"),
                 Posting(None, 0, "pot", "the pot stays")]  # fmt: skip
        entry = postings.post_entry(session, ctx.id, "payment", lines, note="a payment")
    with store.read() as session:
        moves = session.exec(select(Movement).where(Movement.entry_id == entry.id)).all()
        assert sorted(m.chips for m in moves) == [-3, 3]
        assert session.exec(select(Entry).where(Entry.id == entry.id)).one().note == "a payment"
    store.close()


def test_a_buy_in_is_one_entry_between_the_player_and_the_bank(db_file: Path) -> None:
    """rulebook topic: stakes. The player's stack gets the chips; their bank account gives them."""
    store = store_with_night(db_file, "Ann Bob")
    with store.write() as session:
        ctx = queries.load_night(session)
        postings.post_buy_in(session, ctx.id, ctx.player_id("Ann"), "Ann", 7)
    with store.read() as session:
        ctx = queries.load_night(session)
        moves = session.exec(select(Movement).where(Movement.kind == "buy_in")).all()
        assert sorted((m.chips, m.account) for m in moves) == [(-7, chip_totals.BANK), (7, None)]
        assert chip_totals.bought(session, ctx)["Ann"] == 7
        assert chip_totals.balances(session, ctx)["Ann"] == 0
    store.close()
