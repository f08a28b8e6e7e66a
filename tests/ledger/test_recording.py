"""Writing the ledger: each change as balanced entries; voids and edits reverse, never delete."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.ledger import queries, recording
from booray_ledger.ledger.models import Entry, Movement
from booray_ledger.rules import house
from tests.helpers import hand, store_with_night


def test_a_hand_is_one_entry_whose_movements_add_to_zero(db_file: Path) -> None:
    """rulebook topic: bourre. Worked example 2's shape: the winner, antes and a bourré payment."""
    store = store_with_night(db_file, "Ann Bob Cat Dan", "Ann=3 Bob=2 Cat=0 Dan=pass")
    with store.read() as session:
        from sqlmodel import select

        entries = session.exec(select(Entry)).all()
        assert [e.kind for e in entries] == ["hand"]
        moves = session.exec(select(Movement).where(Movement.entry_id == entries[0].id)).all()
        assert sum(m.chips for m in moves) == 0
        assert {m.kind for m in moves} == {"ante", "win", "bourre", "pot"}
        stored = json.loads(queries.hands_in_effect(session, entries[0].night_id)[0].result_json)
        assert stored["outcome"] == "won" and stored["bourre"] == ["Cat"] and stored["net"]["Cat"] == -5
    store.close()


def test_void_and_edit_write_reversing_entries(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass", "Ann=pass Bob=5 Cat=pass")
    with store.write() as session:
        voided = recording.void_last_hand(session, queries.load_night(session))
        assert voided.number == 2
    with store.write() as session:
        ctx = queries.load_night(session)
        redone = recording.edit_hand(session, ctx, 1, hand("Ann=pass Bob=pass Cat=5"))
        assert [r.hand.number for r in redone] == [1]
    with store.read() as session:
        ctx = queries.load_night(session)
        assert queries.balances(session, ctx) == {"Ann": -1, "Bob": -1, "Cat": 2}
        from sqlmodel import select

        kinds = [e.kind for e in session.exec(select(Entry)).all()]
        assert kinds.count("hand") == 3 and len(kinds) > 3  # nothing deleted: reversals added
    store.close()


def test_names_resolve_to_seats_and_refuse_strangers(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat")
    with store.write() as session:
        ctx = queries.load_night(session)
        resolved = recording.resolve_input(hand("ann=3 BOB=2 cat=pass"), ctx.table)
        assert [p for p, _ in resolved.results] == ["Ann", "Bob", "Cat"]
        with pytest.raises(UsageError, match="already exists"):
            recording.start_night(session, "friday", ["Ann", "Bob"], house.preset("classic"))
    with store.write() as session:
        ctx = queries.load_night(session)
        assert recording.seat_change(session, ctx, "add", "Dave", "ann") == "Dave"
    with store.read() as session:
        assert queries.load_night(session).table.seats == ("Ann", "Dave", "Bob", "Cat")
    with store.write() as session, pytest.raises(BoorayError, match="Zed"):
        recording.seat_change(session, queries.load_night(session), "out", "Zed")
    store.close()
