"""Backups of a SQLite ledger with SQLite's online backup API (standard library only).

A backup is a consistent copy of the ledger as of one moment, taken while other terminals go on
recording (WAL: readers never block writers). It is written to a temporary file beside the
target, checked, and renamed into place, so a failed backup never leaves half a file under
the backup's name. ``schema.migrate`` takes one automatically before upgrading a file.

Restore: with no booray command running, copy the backup over the ledger file (and delete any
``-wal``/``-shm`` files left beside it). ``booray check --db BACKUP`` verifies a backup first.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from booray_ledger.errors import DatabaseError, ErrorCode, Fix
from booray_ledger.whole_file import replacing


def default_target(path: Path, label: str = "backup") -> Path:
    """``friday.db`` -> ``friday-backup-20261204-213000.db`` in the same folder."""
    from booray_ledger.clock import now

    stamp = "".join(ch for ch in now()[:26] if ch.isdigit() or ch in "T.").replace("T", "-").replace(".", "-")
    return path.with_name(f"{path.stem}-{label}-{stamp}{path.suffix or '.db'}")


def make_backup(path: Path, target: Path | None = None, label: str = "backup") -> Path:
    """Copy the ledger at ``path`` to ``target`` (default: :func:`default_target`) as one
    consistent snapshot; returns the backup's path. Refuses to overwrite an existing file."""
    target = target or default_target(path, label)
    if target.exists():
        raise DatabaseError(ErrorCode.BACKUP_EXISTS, path=str(target))
    if target.resolve() == path.resolve():
        raise DatabaseError(ErrorCode.BACKUP_ONTO_LEDGER)
    try:
        with replacing(target) as temp:
            _snapshot(path, temp)
    except OSError as exc:
        raise DatabaseError(ErrorCode.BACKUP_CANNOT_WRITE, path=str(target), reason=str(exc.strerror)) from None
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(ErrorCode.BACKUP_FAILED, fix=Fix.CHECK, path=str(path), reason=str(exc)) from None
    return target


def _snapshot(path: Path, temp: str) -> None:
    """Copy the ledger at ``path`` into the file ``temp`` in one step (a single consistent
    snapshot: writers go on meanwhile), then check the copy."""
    from booray_ledger.ledger.upkeep.integrity import connect_readonly

    source = connect_readonly(path)
    copy = sqlite3.connect(temp)
    try:
        source.backup(copy)
        verdict = copy.execute("PRAGMA quick_check").fetchone()[0]
    finally:
        copy.close()
        source.close()
    if verdict != "ok":
        raise DatabaseError(ErrorCode.BACKUP_DOES_NOT_CHECK, fix=Fix.CHECK, path=str(path), verdict=str(verdict))
