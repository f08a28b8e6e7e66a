"""SQLite-level checks of a ledger file, each finding a typed problem: the page check `booray check`
runs first (a page of random bytes is caught, read a chunk at a time), and the thorough half of `booray check` (integrity, foreign keys, the
append-only triggers); read-only connections that cannot write."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest

from booray_ledger.ledger.schema.sqlite_schema import LEDGER_TABLES
from booray_ledger.ledger.upkeep import integrity
from booray_ledger.results.file import ProblemKind, problem
from tests.ledgers import build


@pytest.fixture
def ledger(tmp_path: Path) -> Path:
    db = tmp_path / "l.db"
    build(db, 30)
    return db


def test_a_sound_file_has_sound_pages_and_no_sqlite_problems(ledger: Path) -> None:
    assert integrity.page_damage(ledger) is None
    assert integrity.sqlite_problems(ledger, LEDGER_TABLES) == []
    assert integrity.sqlite_problems(ledger, LEDGER_TABLES, thorough=False) == []


def test_damage_to_the_header_or_the_length_is_named(ledger: Path, tmp_path: Path) -> None:
    data = ledger.read_bytes()
    cases = {
        b"": None,  # an empty file is a new ledger, not a damaged one
        data[:50]: problem(ProblemKind.FILE_TOO_SHORT),
        b"SQLite format 2\x00" + data[16:]: problem(ProblemKind.SQLITE_HEADER),
        data[:16] + b"\x01\x03" + data[18:]: problem(ProblemKind.PAGE_SIZE),
        data + b"\x00" * 100: problem(ProblemKind.PARTIAL_PAGE, bytes=len(data) + 100, page_size=4096),
    }
    for number, (content, found) in enumerate(cases.items()):
        damaged = tmp_path / f"d{number}.db"
        damaged.write_bytes(content)
        assert integrity.page_damage(damaged) == found


def test_a_page_of_random_bytes_is_found(ledger: Path) -> None:
    data = bytearray(ledger.read_bytes())
    pages = len(data) // 4096
    rng = random.Random(20261202)
    for page in rng.sample(range(2, pages + 1), 5):
        copy = bytearray(data)
        copy[(page - 1) * 4096 : page * 4096] = rng.randbytes(4096)
        ledger.write_bytes(bytes(copy))
        assert integrity.page_damage(ledger) == problem(ProblemKind.PAGE, page=page, pages=pages), page


@pytest.mark.parametrize("pages_a_chunk", [1, 3])
def test_the_pages_are_read_a_chunk_at_a_time_and_a_page_in_any_chunk_is_found(
    ledger: Path, monkeypatch: pytest.MonkeyPatch, pages_a_chunk: int
) -> None:
    monkeypatch.setattr(integrity, "CHUNK", 4096 * pages_a_chunk)
    data = bytearray(ledger.read_bytes())
    pages = len(data) // 4096
    assert integrity.page_damage(ledger) is None
    for page in (2, pages // 2, pages):
        copy = bytearray(data)
        copy[(page - 1) * 4096 : page * 4096] = b"\xff" * 4096
        ledger.write_bytes(bytes(copy))
        assert integrity.page_damage(ledger) == problem(ProblemKind.PAGE, page=page, pages=pages), page


def test_the_default_check_reads_the_header_and_page_one_and_sqlite_finds_any_other_page(ledger: Path) -> None:
    data = bytearray(ledger.read_bytes())
    pages = len(data) // 4096
    for page in (1, pages // 2):
        copy = bytearray(data)
        start = 100 if page == 1 else (page - 1) * 4096  # page 1's b-tree header follows the file header
        copy[start] ^= 0xFF
        ledger.write_bytes(bytes(copy))
        assert integrity.page_damage(ledger) == problem(ProblemKind.PAGE, page=page, pages=pages)
        found = integrity.page_damage(ledger, every_page=False)
        quick = integrity.sqlite_problems(ledger, LEDGER_TABLES, thorough=False)
        if page == 1:
            assert found == problem(ProblemKind.PAGE, page=1, pages=pages)
        else:  # not read by the default page check: SQLite's quick check reads it
            assert found is None
            assert quick
            assert {p["kind"] for p in quick} <= {ProblemKind.SQLITE_SAYS, ProblemKind.UNREADABLE}


def test_sqlite_problems_name_a_lost_trigger_and_a_row_pointing_nowhere(ledger: Path) -> None:
    conn = sqlite3.connect(ledger, isolation_level=None)
    conn.execute("DROP TRIGGER hand_no_delete")
    conn.execute("DROP TRIGGER movement_no_update")
    conn.execute("UPDATE movement SET entry_id = 99999 WHERE id = 1")
    conn.close()
    problems = integrity.sqlite_problems(ledger, LEDGER_TABLES)
    assert problem(ProblemKind.TRIGGER_LOST, table="hand", verb="delete") in problems
    assert problem(ProblemKind.MISSING_PARENT, table="movement", row=1, parent="entry") in problems
    quick = integrity.sqlite_problems(ledger, LEDGER_TABLES, thorough=False)  # the default check's
    assert quick == [  # foreign keys are checked by --full (the row's change is the chain's to find)
        problem(ProblemKind.TRIGGER_LOST, table="hand", verb="delete"),
        problem(ProblemKind.TRIGGER_LOST, table="movement", verb="update"),
    ]


def test_sqlite_problems_of_a_file_sqlite_cannot_read_are_one_finding(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"x" * 8192)
    assert integrity.sqlite_problems(junk, LEDGER_TABLES) == [
        problem(ProblemKind.UNREADABLE, error="DatabaseError", quoted="file is not a database")
    ]


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
    assert integrity.read_only(ledger) is None
    assert not integrity.disk_full(ledger)
