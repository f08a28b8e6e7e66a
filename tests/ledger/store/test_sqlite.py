"""One command, one transaction: the zero-sum check before commit, and all-or-nothing writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.store.engine import LedgerStore, open_store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.write import postings, recording, seat_changes
from booray_ledger.ledger.write.postings import Posting
from booray_ledger.results.file import ProblemKind
from booray_ledger.rules import house
from tests.engines import LedgerDb


def night(db: Path | LedgerDb) -> LedgerStore:
    ledger = open_store(parse_target(db if isinstance(db, Path) else db.target), create=True)
    with ledger.write() as session:
        recording.start_night(session, "Friday", ["Ann", "Bob"], house.preset("classic"))
    return ledger


def test_an_entry_that_does_not_balance_is_never_committed(ledger_db: LedgerDb) -> None:
    ledger = night(ledger_db)
    before = ledger_db.snapshot()
    with pytest.raises(AssertionError) as refused, ledger.write() as session:
        ctx = queries.load_night(session)
        entry = postings.post_entry(session, ctx.id, "payment", [Posting(ctx.player_id("Ann"), 5, "payment", "gift")])
    assert refused.value.args == ({"kind": ProblemKind.UNBALANCED, "data": {"entry": entry.id, "chips": 5}},)
    with ledger.read() as session:
        ctx = queries.load_night(session)
        assert chip_totals.balances(session, ctx) == {"Ann": 0, "Bob": 0}
    assert ledger_db.snapshot() == before
    ledger.close()


def test_a_failure_half_way_writes_nothing(ledger_db: LedgerDb) -> None:
    ledger = night(ledger_db)
    with pytest.raises(RuntimeError), ledger.write() as session:
        ctx = queries.load_night(session)
        seat_changes.seat_change(session, ctx, "add", "Cat")
        raise RuntimeError("the power went out")
    with ledger.read() as session:
        assert queries.load_night(session).table.seats == ("Ann", "Bob")
    ledger.close()


def test_write_transactions_take_the_lock_at_begin(db_file: Path) -> None:
    """BEGIN IMMEDIATE: while one command writes, another writer cannot start."""
    import sqlite3

    ledger = night(db_file)
    with ledger.write() as session:
        queries.load_night(session)  # the transaction has begun
        other = sqlite3.connect(db_file, timeout=0.1, isolation_level=None)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            other.execute("BEGIN IMMEDIATE")
        other.close()
    ledger.close()


def test_connections_enforce_foreign_keys_and_wait_when_busy(db_file: Path) -> None:
    from sqlalchemy import text

    from booray_ledger.ledger.store.sqlite import BUSY_TIMEOUT_MS

    ledger = night(db_file)
    with ledger.read() as session:
        assert session.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert session.execute(text("PRAGMA busy_timeout")).scalar() == BUSY_TIMEOUT_MS
        assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    ledger.close()


def test_a_rehearsal_sees_its_own_writes_and_keeps_none(ledger_db: LedgerDb) -> None:
    """``rehearse()``: a dry run writes inside its transaction, then everything is rolled back."""
    ledger = night(ledger_db)
    before = ledger_db.snapshot()
    with ledger.rehearse() as session:
        ctx = queries.load_night(session)
        posted = [Posting(ctx.player_id("Ann"), 5, "payment", "x"), Posting(ctx.player_id("Bob"), -5, "payment", "x")]
        postings.post_entry(session, ctx.id, "payment", posted)
        session.flush()
        assert chip_totals.balances(session, ctx)["Ann"] == 5
    assert ledger_db.snapshot() == before
    ledger.close()


@pytest.mark.slow  # a night of 150 hands written, one transaction each
def test_a_write_reads_its_night_and_the_header_never_the_whole_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 22: the damage check before every write once read the whole file (850 MiB at 100k
    hands). A single-shot write into a new night reads, itself, at most the file's first 64 KiB
    however big the file, and for the hash chain only that night's rows and the file's own,
    never the other nights' hands."""
    from booray_ledger import Ledger, hand
    from booray_ledger.ledger.store import chain

    db = tmp_path / "club.db"
    with Ledger.open(db, keep_open=True) as ledger:
        ledger.start_night("Long", ["Ann", "Bob", "Cat"])
        for i in range(150):
            ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"] if i % 2 else ["Ann=pass", "Bob=2", "Cat=3"]))
        ledger.end_night()
        ledger.start_night("Short", ["Ann", "Bob", "Cat"])
    assert db.stat().st_size > 8 * 65536
    read: list[int] = []
    real_read, real_pread = os.read, os.pread

    def counted_read(fd: int, n: int) -> bytes:
        read.append(n)
        return real_read(fd, n)

    def counted_pread(fd: int, n: int, at: int) -> bytes:
        read.append(n)
        return real_pread(fd, n, at)

    monkeypatch.setattr(os, "read", counted_read)
    monkeypatch.setattr(os, "pread", counted_pread)
    rows_before = chain.WORK.rows_read
    with Ledger.open(db) as ledger:  # afresh, as a single-shot `booray hand` is
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]), night="Short")
    assert 0 < sum(read) <= 65536
    assert chain.WORK.rows_read - rows_before < 150  # Long's 150 hands (and their entries) unread


def _drop_table(path: Path, table: str) -> None:
    """Damage the file: ``table`` gone (its append-only triggers first, which would refuse it)."""
    import sqlite3

    with sqlite3.connect(path) as conn:
        for (trigger,) in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger' AND tbl_name=?", (table,)):
            conn.execute(f"DROP TRIGGER {trigger}")
        conn.execute(f"DROP TABLE {table}")
    conn.close()


@pytest.mark.parametrize("table", ["night_setting", "entry_memo", "night_total"])
def test_a_read_of_a_file_missing_a_table_says_it_is_damaged(db_file: Path, table: str) -> None:
    """A read (the night's status, its payments) of a file that lost one of its tables is
    refused as a damaged file, one line naming the fix (``booray check``, restore a backup),
    as a write of it already is: never SQLite's "no such table" as a traceback."""
    from booray_ledger.errors import DatabaseError, ErrorCode, Fix
    from booray_ledger.ledger.read import payment_list
    from tests.helpers import store_with_night

    store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=0").close()
    _drop_table(db_file, table)
    store = open_store(parse_target(db_file))
    with (
        pytest.raises(DatabaseError) as refused,
        store.read_rows() as connection,
    ):
        ctx = queries.load_night(connection, ended_ok=True)
        queries.status_data(connection, ctx)
        payment_list.payment_rows(connection, ctx.night.name)
    assert (refused.value.code, refused.value.facts, refused.value.fix) == (
        ErrorCode.FILE_DAMAGED,
        {},
        Fix.CHECK_RESTORE,
    )
    store.close()
