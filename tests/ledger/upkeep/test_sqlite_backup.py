"""Backups with SQLite's online backup API: one consistent snapshot, checked, renamed into place;
never over an existing file or the ledger itself; a failed backup leaves nothing behind."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import DatabaseError, ErrorCode, Fix
from booray_ledger.ledger.upkeep.sqlite_backup import default_target, make_backup
from booray_ledger.text.errors import explain
from tests.ledgers import build, rows


def version(path: Path) -> int:
    conn = sqlite3.connect(path)
    found = int(conn.execute("PRAGMA user_version").fetchone()[0])
    conn.close()
    return found


def check(path: Path) -> str:
    conn = sqlite3.connect(path)
    found = str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    conn.close()
    return found


def test_the_default_backup_sits_beside_the_ledger_named_with_the_time(tmp_path: Path) -> None:
    target = default_target(tmp_path / "friday.db")
    assert target.parent == tmp_path
    assert re.fullmatch(r"friday-backup-\d{8}-\d{6}-\d{6}\.db", target.name), target.name
    assert re.fullmatch(
        r"club-before-schema-2-\d{8}-\d{6}-\d{6}\.db", default_target(tmp_path / "club", "before-schema-2").name
    )


def test_a_backup_holds_every_row_and_passes_sqlites_check(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 8)
    made = make_backup(db)
    assert made.parent == tmp_path
    assert made.name.startswith("l-backup-")
    assert rows(made) == rows(db)
    assert [version(made), check(made)] == [version(db), "ok"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["l.db", made.name])  # no temporary file left


def test_a_backup_never_overwrites_a_file_or_the_ledger(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 2)
    existing = tmp_path / "old.db"
    existing.write_bytes(b"keep me")
    with pytest.raises(DatabaseError) as refused:
        make_backup(db, existing)
    assert (refused.value.code, refused.value.facts) == (ErrorCode.BACKUP_EXISTS, {"path": str(existing)})
    assert explain(refused.value) == f"{existing} already exists; give another backup path"
    with pytest.raises(DatabaseError) as refused:
        make_backup(db, db)
    assert refused.value.code is ErrorCode.BACKUP_EXISTS
    assert existing.read_bytes() == b"keep me"


def test_a_backup_that_cannot_be_written_says_so_and_leaves_nothing(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 2)
    with pytest.raises(DatabaseError) as refused:
        make_backup(db, tmp_path / "no such folder" / "copy.db")
    assert refused.value.code is ErrorCode.BACKUP_CANNOT_WRITE
    assert explain(refused.value).endswith("; give another path or free some space")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["l.db"]


def test_a_damaged_ledger_is_not_backed_up(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 30)
    data = bytearray(db.read_bytes())
    data[4096 * 3 : 4096 * 6] = b"\xff" * (4096 * 3)
    db.write_bytes(bytes(data))
    with pytest.raises(DatabaseError) as raised:
        make_backup(db, tmp_path / "copy.db")
    assert raised.value.fix == Fix.CHECK  # the front end names its check command
    assert explain(raised.value, terminal_command).endswith("; run `booray check`")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["l.db"]
