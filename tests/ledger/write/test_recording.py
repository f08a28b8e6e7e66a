"""Recording: a night started, and each hand settled and written as one balanced entry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger.errors import UsageError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.schema.models import Entry, Movement
from booray_ledger.ledger.write import recording
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
        assert stored["outcome"] == "won"
        assert stored["bourre"] == ["Cat"]
        assert stored["net"]["Cat"] == -5
    store.close()


def test_names_resolve_to_seats_and_refuse_strangers(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat")
    with store.write() as session:
        ctx = queries.load_night(session)
        resolved = recording.resolve_input(hand("ann=3 BOB=2 cat=pass"), ctx.table)
        assert [p for p, _ in resolved.results] == ["Ann", "Bob", "Cat"]
        with pytest.raises(UsageError, match="already exists"):
            recording.start_night(session, "friday", ["Ann", "Bob"], house.preset("classic"))
    store.close()
