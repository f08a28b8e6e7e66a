"""Reading rows without the ORM: one runner for a write session or a bare read connection."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from sqlalchemy import inspect

from booray_ledger import Ledger, hand
from booray_ledger.ledger.read import queries, rows
from booray_ledger.ledger.read.rows import HandRow, NightRecord, SeatEventRow
from booray_ledger.ledger.schema.models import Hand, Night, Player, SeatEvent
from booray_ledger.ledger.store.sqlite import Store


def _ledger(tmp_path: Path) -> Path:
    db = tmp_path / "rows.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=pass"]))
    return db


def test_a_list_parameter_is_expanded_for_in_and_an_empty_one_matches_nothing(tmp_path: Path) -> None:
    store = Store(_ledger(tmp_path))
    try:
        with store.read_rows() as connection:
            names = rows.rows(
                connection, "SELECT name FROM player WHERE name IN :names ORDER BY name", names=["Cat", "Ann"]
            )
            assert [n for (n,) in names] == ["Ann", "Cat"]
            assert rows.rows(connection, "SELECT name FROM player WHERE id IN :ids", ids=[]) == []
            assert rows.scalar(connection, "SELECT name FROM player WHERE id = :id", id=-1) is None
    finally:
        store.close()


def test_a_write_session_sees_the_rows_it_has_added_but_not_flushed(tmp_path: Path) -> None:
    """A text query is not autoflushed by the ORM: the runner flushes the session first."""
    store = Store(_ledger(tmp_path))
    try:
        with store.rehearse() as session:
            session.add(Player(name="Dan", name_key="dan", created_at="2026-12-03T00:00:00"))
            assert rows.scalar(session, "SELECT COUNT(*) FROM player WHERE name_key = 'dan'") == 1
    finally:
        store.close()


def test_a_hand_read_as_a_row_is_the_hand_the_orm_reads(tmp_path: Path) -> None:
    from booray_ledger.ledger.schema.models import Hand

    store = Store(_ledger(tmp_path))
    try:
        with store.read() as session:
            last = queries.last_hand(session, 1)
            assert last is not None
            model = session.get(Hand, last.id)
            assert HandRow.of_model(model) == last
            assert (last.number, last.forced) == (2, False)  # SQLite's 0 read as a bool
            assert [h.number for h in queries.hands_in_effect(session, 1)] == [1, 2]
    finally:
        store.close()


def test_each_row_class_reads_columns_its_table_has() -> None:
    """A plain row mirrors its SQLModel table: every field is one of the table's columns, by
    name (a hand row: all of them, in any order), so a renamed or added column cannot leave
    the ORM-free reads behind."""
    for row, table in ((HandRow, Hand), (NightRecord, Night), (SeatEventRow, SeatEvent)):
        names = {field.name for field in fields(row)}
        assert names <= set(inspect(table).columns.keys()), row.__name__
    assert {field.name for field in fields(HandRow)} == set(inspect(Hand).columns.keys())
