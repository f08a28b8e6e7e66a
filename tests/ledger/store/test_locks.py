"""Who waits for whom: writers of one night take turns on that night's key, rows every night
shares on key 0; where a session carries no locker (SQLite, which locks the whole file), the
calls do nothing."""

from __future__ import annotations

from pathlib import Path

from sqlmodel import Session

from booray_ledger import Ledger
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.store.locks import LOCKER, SHARED, lock_night, lock_shared
from booray_ledger.ledger.store.sqlite import Store


def test_a_locker_is_called_with_the_night_or_the_shared_key(tmp_path: Path) -> None:
    taken: list[int] = []
    store = Store(tmp_path / "l.db", create=True)
    with Session(store.engine) as session:
        session.info[LOCKER] = lambda _session, key: taken.append(key)
        lock_night(session, 7)
        lock_shared(session)
    store.close()
    assert taken == [7, SHARED]
    assert SHARED == 0  # night ids start at 1: no night shares key 0


def test_without_a_locker_nothing_is_taken(tmp_path: Path) -> None:
    store = Store(tmp_path / "l.db", create=True)
    with store.write() as session:
        assert LOCKER not in session.info  # SQLite: BEGIN IMMEDIATE already holds the file
        lock_night(session, 1)
        lock_shared(session)
    store.close()


def test_loading_a_night_to_write_takes_that_nights_lock(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob"])
        ledger.start_night("Sat", ["Ann", "Bob"])
    taken: list[int] = []
    store = Store(db)
    with store.write() as session:
        session.info[LOCKER] = lambda _session, key: taken.append(key)
        friday = queries.load_night(session, "Fri")
        saturday = queries.load_night(session, "Sat")
    store.close()
    assert taken == [friday.id, saturday.id]
    assert friday.id != saturday.id
