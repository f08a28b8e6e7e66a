"""`booray copy --to`: a SQLite ledger into an empty PostgreSQL database and back into a new
file, every row and id kept, every night checked; refusals leave everything as it was."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import assert_refused

TABLES = ("player", "night", "seat_event", "hand", "hand_void", "entry", "movement", "night_end")


def club_history(booray: Run, db: str) -> None:
    """Two nights with a void, an edit, a payment, a seat change and a carried pot."""
    for args in (
        ["night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25"],
        ["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass"],
        ["hand", "Ann=1", "Bob=1", "Cat=3", "Dan=pass"],
        ["hand", "void"],
        ["hand", "Ann=pass", "Bob=4", "Cat=1", "Dan=0"],
        ["hand", "edit", "1", "Ann=3", "Bob=2", "Cat=0", "Dan=pass"],
        ["seat", "add", "Eve", "--after", "Ann"],
        ["paid", "Cat", "Bob", "2", "--night", "Fri"],
        ["night", "end", "--pot", "carry"],
        ["night", "start", "Sat", "--players", "Ann,Eve"],
        ["hand", "Ann=3", "Eve=2"],
    ):
        booray("--db", db, *args)


def rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with sqlite3.connect(path) as conn:
        found = {t: conn.execute(f"SELECT * FROM {t} ORDER BY id").fetchall() for t in TABLES}
    conn.close()
    return found


@pytest.mark.slow  # copies a ledger to PostgreSQL and back
@pytest.mark.single_engine  # the test names both engines itself
def test_a_file_goes_to_postgresql_and_back_identical(booray: Run, pg_url: str, tmp_path: Path) -> None:
    source, backup = tmp_path / "club.db", tmp_path / "backup.db"
    club_history(booray, str(source))
    there = booray("--db", str(source), "copy", "--to", pg_url)
    assert "The copy is identical: 2 night(s)" in there.stdout
    back = json.loads(booray("--db", pg_url, "copy", "--to", str(backup), "--json").stdout)
    assert back["identical"]
    assert [n["night"] for n in back["nights"]] == ["Fri", "Sat"]
    assert {t["table"]: t["copied"] for t in back["tables"]}["movement"] == len(rows(source)["movement"])
    assert rows(backup) == rows(source)  # every row, every id, every value
    # Ids go on after the copied ones: the club keeps recording on the server.
    booray("--db", pg_url, "hand", "Ann=2", "Eve=3")
    standings = json.loads(booray("--db", pg_url, "standings", "--json").stdout)
    assert {r["player"] for r in standings} == {"Ann", "Bob", "Cat", "Dan", "Eve"}
    assert booray("--db", pg_url, "export", "--format", "csv").stdout.count("\n") > len(rows(source)["movement"])


def test_copies_go_only_where_there_is_no_ledger(booray: Run, ledger_db: LedgerDb, tmp_path: Path) -> None:
    club_history(booray, ledger_db.target)
    before = ledger_db.snapshot()
    existing = tmp_path / "existing.db"
    existing.write_bytes(b"x")
    for to, message in (
        (str(existing), "already exists; copy into a new file"),
        (ledger_db.target, "is the ledger being copied"),
        ("ftp://elsewhere/x", "is not a ledger booray can open"),
    ):
        result = booray("copy", "--to", to, ok=False)
        assert result.exit_code == 2, result.stderr
        assert message in result.stderr, result.stderr
        assert_refused(ledger_db, before, ["copy", "--to", to], 2, message)
    assert existing.read_bytes() == b"x"


@pytest.mark.single_engine
def test_a_database_that_already_holds_a_ledger_is_refused(booray: Run, pg_url: str, tmp_path: Path) -> None:
    source = tmp_path / "club.db"
    club_history(booray, str(source))
    booray("--db", pg_url, "night", "start", "Mon", "--players", "Zed,Yan")
    result = booray("--db", str(source), "copy", "--to", pg_url, ok=False)
    assert result.exit_code == 2
    assert "already holds a booray ledger" in result.stderr
