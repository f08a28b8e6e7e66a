"""Two terminals, one ledger: real processes, one writer of a night at a time (BEGIN IMMEDIATE on
SQLite, the night's advisory lock on PostgreSQL), no double recording; on both engines."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

from tests.engines import LedgerDb
from tests.reliability.scripts import start_booray

HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]


def booray(db: LedgerDb, *args: str) -> subprocess.Popen[str]:
    return start_booray(db.target, *args)


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out, err


def hands(db: LedgerDb) -> int:
    code, out, _ = finish(booray(db, "status", "--json"))
    assert code == 0
    return int(json.loads(out)["hands"])


def hold_the_night(db: LedgerDb) -> Any:
    """Another writer in the middle of a command on the night: the whole file on SQLite (BEGIN
    IMMEDIATE), the night's advisory lock on PostgreSQL; released by ``rollback()``."""
    if db.path is not None:
        import sqlite3

        conn = sqlite3.connect(db.path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        return conn
    import psycopg

    from booray_ledger.ledger.schema import postgres_schema

    pg = psycopg.connect(db.target.replace("postgresql+psycopg://", "postgresql://"))
    night_id = pg.execute("SELECT id FROM night WHERE name = 'Friday'").fetchone()[0]  # type: ignore[index]
    pg.execute("SELECT pg_advisory_xact_lock(%s, %s)", (postgres_schema.LOCK_NAMESPACE, night_id))
    return pg


def waiting_for_the_lock(db: LedgerDb, holder: Any, procs: list[subprocess.Popen[str]], timeout: float = 60) -> None:
    """Return once every process waits for the held lock: on SQLite each sleeps in SQLite's busy
    handler (the kernel says hrtimer_nanosleep); on PostgreSQL the server lists their advisory
    lock requests as not granted. Either happens only after a command read the next hand number."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert all(p.poll() is None for p in procs), "a command ended while the night was held"
        if db.path is not None:
            waiting = sum(Path(f"/proc/{p.pid}/wchan").read_text() == "hrtimer_nanosleep" for p in procs)
        else:
            query = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            waiting = holder.execute(query).fetchone()[0]
        if waiting == len(procs):
            return
        time.sleep(0.02)
    raise AssertionError("the commands never waited for the night's lock")


def test_the_same_hand_from_two_terminals_is_recorded_once(ledger_db: LedgerDb) -> None:
    """Both commands start before either can write (on SQLite another connection holds the
    write lock meanwhile), so both expect to write hand 1; the second writes nothing, even with
    its words in another order."""
    assert finish(booray(ledger_db, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    holder = hold_the_night(ledger_db)
    first, second = booray(ledger_db, "hand", *HAND), booray(ledger_db, "hand", *reversed(HAND))
    waiting_for_the_lock(ledger_db, holder, [first, second])  # so both read the next hand number
    holder.rollback()
    holder.close()
    results = [finish(first), finish(second)]
    assert sorted(code for code, _, _ in results) == [0, 1]
    refused = next(err for code, _, err in results if code == 1)
    assert "entered twice" in refused
    assert "Traceback" not in refused
    assert hands(ledger_db) == 1


def test_different_hands_from_two_terminals_both_land(ledger_db: LedgerDb) -> None:
    assert finish(booray(ledger_db, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    procs = [booray(ledger_db, "hand", *HAND), booray(ledger_db, "hand", "Ann=pass", "Bob=4", "Cat=1", "Dan=0")]
    assert [finish(p)[0] for p in procs] == [0, 0]
    assert hands(ledger_db) == 2


def test_the_same_hand_entered_again_is_a_new_hand_with_again(ledger_db: LedgerDb) -> None:
    """Run again within 20 s, the very same hand is refused as entered twice (the single-shot
    guard); said to be a new hand with --again, it is one."""
    assert finish(booray(ledger_db, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    assert finish(booray(ledger_db, "hand", *HAND))[0] == 0
    assert finish(booray(ledger_db, "hand", *HAND))[0] == 1
    assert finish(booray(ledger_db, "hand", *HAND, "--again"))[0] == 0
    assert hands(ledger_db) == 2
