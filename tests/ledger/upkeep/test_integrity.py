"""SQLite-level checks of a ledger file: the page check every write command runs first (a page of
random bytes is caught), and the thorough half of `booray check` (integrity, foreign keys, the
append-only triggers); read-only connections that cannot write."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest

from booray_ledger.ledger.schema.sqlite_schema import LEDGER_TABLES
from booray_ledger.ledger.upkeep import integrity
from tests.ledgers import build


@pytest.fixture
def ledger(tmp_path: Path) -> Path:
    db = tmp_path / "l.db"
    build(db, 30)
    return db


def test_a_sound_file_has_sound_pages_and_no_sqlite_problems(ledger: Path) -> None:
    assert integrity.page_damage(ledger) is None
    assert integrity.sqlite_problems(ledger, LEDGER_TABLES) == []


def test_damage_to_the_header_or_the_length_is_named(ledger: Path, tmp_path: Path) -> None:
    data = ledger.read_bytes()
    cases = {
        b"": None,  # an empty file is a new ledger, not a damaged one
        data[:50]: "the file is shorter than a SQLite header",
        b"SQLite format 2\x00" + data[16:]: "the SQLite header is damaged",
        data[:16] + b"\x01\x03" + data[18:]: "the page size in the header is damaged",
        data + b"\x00" * 100: f"the file is {len(data) + 100} bytes, not a whole number of 4096-byte pages",
    }
    for number, (content, message) in enumerate(cases.items()):
        damaged = tmp_path / f"d{number}.db"
        damaged.write_bytes(content)
        assert integrity.page_damage(damaged) == message


def test_a_page_of_random_bytes_is_found(ledger: Path) -> None:
    data = bytearray(ledger.read_bytes())
    pages = len(data) // 4096
    rng = random.Random(20261202)
    for page in rng.sample(range(2, pages + 1), 5):
        copy = bytearray(data)
        copy[(page - 1) * 4096 : page * 4096] = rng.randbytes(4096)
        ledger.write_bytes(bytes(copy))
        assert integrity.page_damage(ledger) == f"page {page} of {pages} is damaged", page


def test_sqlite_problems_name_a_lost_trigger_and_a_row_pointing_nowhere(ledger: Path) -> None:
    conn = sqlite3.connect(ledger, isolation_level=None)
    conn.execute("DROP TRIGGER hand_no_delete")
    conn.execute("DROP TRIGGER movement_no_update")
    conn.execute("UPDATE movement SET entry_id = 99999 WHERE id = 1")
    conn.close()
    problems = integrity.sqlite_problems(ledger, LEDGER_TABLES)
    assert "table hand has lost its append-only trigger (delete)" in problems
    assert any(p.startswith("movement row ") and p.endswith("points at a missing entry row") for p in problems)


def test_sqlite_problems_of_a_file_sqlite_cannot_read_are_one_finding(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"x" * 8192)
    assert integrity.sqlite_problems(junk, LEDGER_TABLES)[0].startswith("SQLite cannot read the file: ")


def test_a_read_only_connection_refuses_to_write_and_leaves_no_wal(ledger: Path) -> None:
    conn = integrity.connect_readonly(ledger)
    assert conn.execute("SELECT count(*) FROM hand").fetchone()[0] > 0
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        conn.execute("INSERT INTO player (name) VALUES ('Zed')")
    conn.close()
    assert not Path(f"{ledger}-wal").exists()
    assert integrity.readonly_query(ledger) == "mode=ro"  # its folder is writable


def test_the_page_check_reads_through_one_held_descriptor_until_the_last_release(ledger: Path) -> None:
    def open_fds() -> int:
        return len(os.listdir("/proc/self/fd"))

    before = open_fds()
    integrity.hold(ledger)
    integrity.hold(ledger)
    assert open_fds() == before + 1  # one descriptor, however many holders
    assert integrity.page_damage(ledger) is None
    assert open_fds() == before + 1  # read through it, none opened and closed
    integrity.release(ledger)
    assert open_fds() == before + 1
    integrity.release(ledger)
    assert open_fds() == before


def test_a_writable_ledger_on_a_disk_with_room_has_no_write_problem(ledger: Path) -> None:
    assert integrity.writable_problem(ledger) is None
    assert not integrity.disk_full(ledger)
