"""The number the next hand of a night will get, read without SQLAlchemy: what a command notes
before it records, so the same hand entered from two terminals is recorded once."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger, hand
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.write.hand_numbers import peek_next

SHAPE = hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"])


def test_no_file_or_no_night_cannot_be_told(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    assert peek_next(db) is None
    Store(db, create=True).close()
    assert peek_next(db) is None
    (tmp_path / "junk.db").write_bytes(b"not a database at all" * 300)
    assert peek_next(tmp_path / "junk.db") is None
    assert peek_next(tmp_path) is None  # a folder


def test_the_next_number_follows_the_hands_in_effect(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        assert peek_next(db) == 1
        ledger.record_hand(SHAPE)
        ledger.record_hand(SHAPE)
        assert peek_next(db) == 3
        ledger.void_last_hand()
        assert peek_next(db) == 2  # a voided hand's number is given again
        assert peek_next(db) == ledger.next_hand_number()


def test_a_night_named_is_read_else_the_current_night(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(SHAPE)
        ledger.start_night("Sat", ["Ann", "Bob", "Cat", "Dan"])
        assert peek_next(db) == 1  # Sat, started last, is current
        assert peek_next(db, "fri") == 2
        assert peek_next(db, "no such night") is None
        ledger.use_night("Fri")
        assert peek_next(db) == 2
