"""Copying a whole ledger to another engine: a SQLite file into an empty PostgreSQL database (a
club adopting booray), or a PostgreSQL ledger into a new SQLite file (a backup).

Every row of every table is copied with its id, from one snapshot of the source, in one
transaction on the copy, in the order the foreign keys need; the append-only triggers allow
INSERT, so nothing is lifted. PostgreSQL's id sequences are then moved past the copied ids.
Before that transaction commits, the copy is verified against the source: every table has as
many rows, every night's balances and pot add up the same, and the copy's own hash chain
verifies in full. A copy that differs is rolled back; one killed or cut off from its server on
the way is never committed (a file copy is written under a temporary name, renamed only once
verified), so the target holds nothing.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Table, func, select, text
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session, SQLModel, col
from sqlmodel import select as select_models

from booray_ledger.errors import DatabaseError, ErrorCode, UsageError
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.schema.models import Night
from booray_ledger.ledger.store import chain
from booray_ledger.ledger.store import night_totals as kept_totals
from booray_ledger.ledger.store.engine import LedgerStore, open_store
from booray_ledger.ledger.store.sqlite import connection_run
from booray_ledger.ledger.store.target import Target, parse_target
from booray_ledger.results.file import CopiedTable, NightCompared

Progress = Callable[[str, int, int], None]
"""Called as rows are copied: (table, rows copied so far, rows in the table)."""
BATCH = 2000


def check_empty(target: Target) -> None:
    """The copy goes only where there is no ledger yet: a new file, or an empty database."""
    if target.path is not None:
        if target.path.exists() and target.path.stat().st_size > 0:
            raise UsageError(ErrorCode.COPY_TARGET_EXISTS, path=str(target))
        return
    from booray_ledger.ledger.schema import postgres_schema

    if postgres_schema.inspect(target) is None:
        return
    with postgres_schema.connect(target) as conn:  # a schema without a row (a copy that failed) is empty
        row = conn.execute("SELECT (SELECT count(*) FROM player) + (SELECT count(*) FROM night)").fetchone()
    if row is None or row[0]:
        raise UsageError(ErrorCode.COPY_TARGET_HOLDS_LEDGER, path=str(target))


OWN_ROWS = ("ledger_identity", "chain_link")
"""Tables every ledger writes for itself: a copy has its own identity, and its own chain
sealing the rows copied into it (``chain.seal``, before the copy commits)."""


class _NotIdentical(Exception):
    """The copy, still uncommitted, does not match its source: it is rolled back."""

    def __init__(self, done: dict[str, Any]) -> None:
        super().__init__()
        self.done = done


def copy_rows(source: LedgerStore, dest: LedgerStore, progress: Progress | None = None) -> dict[str, Any]:
    """Copy every table, parents first, ids kept, in one transaction on ``dest``, read from one
    snapshot of ``source``. Before it commits, the copy is sealed into its own chain and verified
    against the source: every table's rows counted, every night's balances and pot, the copy's
    chain in full. A copy that differs is rolled back (:class:`_NotIdentical`): nothing is left."""
    tables: list[CopiedTable] = []
    snapshot = source.engine
    if snapshot.dialect.name == "postgresql":  # one snapshot for every table, whoever writes meanwhile
        snapshot = snapshot.execution_options(isolation_level="REPEATABLE READ")
    with snapshot.connect() as reader, dest.engine.execution_options(booray_write=True).begin() as writer:
        for table in [t for t in SQLModel.metadata.sorted_tables if t.name not in OWN_ROWS]:
            tables.append(_copy_table(reader, writer, table, progress))
        if writer.dialect.name == "postgresql":
            _move_sequences(writer)
        chain.seal(connection_run(writer))
        kept_totals.recompute(writer)  # derived from the rows just copied, not copied themselves
        nights = compare_nights(night_totals_in(reader), night_totals_in(writer))
        problems = chain.verify_all(connection_run(writer))
        done = {"tables": tables, "nights": nights, "problems": problems}
        if problems or any(t["source"] != t["copied"] for t in tables) or not all(n["same"] for n in nights):
            raise _NotIdentical({**done, "identical": False})
    return {**done, "identical": True}


def _copy_table(reader: Connection, writer: Connection, table: Table, progress: Progress | None) -> CopiedTable:
    """One table's rows, in batches, ids kept; its rows counted in the source and in the copy."""
    total = int(reader.execute(select(func.count()).select_from(table)).scalar_one())
    done = 0
    if progress:
        progress(table.name, 0, total)
    rows = reader.execute(select(table).order_by(*table.primary_key.columns)).mappings()
    while batch := [dict(row) for row in rows.fetchmany(BATCH)]:
        writer.execute(table.insert(), batch)
        done += len(batch)
        if progress:
            progress(table.name, done, total)
    return {"table": table.name, "source": total, "copied": _count(writer, table)}


def _count(conn: Connection, table: Table) -> int:
    return int(conn.execute(select(func.count()).select_from(table)).scalar_one())


def _move_sequences(conn: Connection) -> None:
    """New rows in the copy get ids after the copied ones."""
    for table in SQLModel.metadata.sorted_tables:
        conn.execute(
            text(
                f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                f"COALESCE((SELECT max(id) FROM {table.name}), 0) + 1, false)"
            )
        )


NightTotals = dict[str, tuple[dict[str, int], int]]
"""Every night's balances and pot, by night name."""


def night_totals(store: LedgerStore) -> NightTotals:
    """Every night's balances and pot, by night name, in one read of ``store``."""
    with store.read() as session:
        return _night_totals(session)


def night_totals_in(connection: Connection) -> NightTotals:
    """:func:`night_totals` read in ``connection``'s open transaction (a copy not yet committed)."""
    with Session(bind=connection) as session:
        return _night_totals(session)


def _night_totals(session: Session) -> NightTotals:
    found: NightTotals = {}
    for night in session.exec(select_models(Night).order_by(col(Night.id))).all():
        ctx = queries.load_night(session, night.name)
        found[night.name] = (chip_totals.balances(session, ctx), chip_totals.pot(session, ctx.id))
    return found


def compare(source: LedgerStore, dest: LedgerStore) -> list[NightCompared]:
    """Each night of the source beside the same night in the copy, both read now."""
    return compare_nights(night_totals(source), night_totals(dest))


def compare_nights(before: NightTotals, after: NightTotals) -> list[NightCompared]:
    """Each night of the source beside the same night in the copy."""
    rows: list[NightCompared] = []
    for name, (balances, pot) in before.items():
        copied_balances, copied_pot = after.get(name, ({}, 0))
        same = name in after and copied_balances == balances and copied_pot == pot
        rows.append({"night": name, "balances": balances, "pot": pot, "copied_balances": copied_balances,
                     "copied_pot": copied_pot, "same": same})  # fmt: skip
    return rows


def copy_ledger(source: LedgerStore, target: Target, progress: Progress | None = None) -> dict[str, Any]:
    """Copy ``source`` into the empty ledger at ``target``; return the tables and the comparison.

    All or nothing. A file is written under a temporary name beside the target (``.NAME.partial-PID``),
    verified (every table's rows counted against the source, every night's totals, the copy's
    hash chain in full) and only then given its name, which it never takes from an existing
    file; a copy killed on the way leaves no file at the target. A database copy is one
    transaction. A server lost on the way is one line, and nothing is left at the target."""
    check_empty(target)
    try:
        if target.path is not None:
            return _copy_to_file(source, target.path, progress)
        return _copy_into(source, target, progress)
    except DBAPIError as exc:
        reason = " ".join(str(exc.orig).split())[:300]
        raise DatabaseError(ErrorCode.COPY_LOST_DATABASE, reason=reason) from None


def _copy_into(source: LedgerStore, target: Target, progress: Progress | None) -> dict[str, Any]:
    """Copy into ``target``: committed only once verified (:func:`copy_rows`); a file target
    is removed if anything fails."""
    dest = open_store(target, create=True)
    try:
        done = copy_rows(source, dest, progress)
    except _NotIdentical as differs:
        done = differs.done
    except BaseException:
        dest.close()
        if target.path is not None:  # no half-made file left behind
            target.path.unlink(missing_ok=True)
        raise
    dest.close()
    return done


def _copy_to_file(source: LedgerStore, path: Path, progress: Progress | None) -> dict[str, Any]:
    """The copy written as ``.NAME.partial-PID`` and linked to ``path`` only once verified."""
    partial = path.with_name(f".{path.name}.partial-{os.getpid()}")
    _remove_abandoned(path)
    try:
        done = _copy_into(source, parse_target(partial), progress)
        if done["identical"]:
            _settle(partial)
            try:
                os.link(partial, path)  # never over a file that appeared meanwhile
            except FileExistsError:
                raise UsageError(ErrorCode.COPY_TARGET_EXISTS, path=str(path)) from None
            _sync_folder(path.parent)
    finally:
        for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            leftover.unlink(missing_ok=True)
    return done


def _remove_abandoned(path: Path) -> None:
    """Temporary files of earlier copies to ``path`` whose process is gone (killed on the way)."""
    for leftover in path.parent.glob(f".{path.name}.partial-*"):
        pid = leftover.name.partition(".partial-")[2].split("-")[0]  # its -wal and -shm too
        if pid.isdigit() and not _alive(int(pid)):
            leftover.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return pid != 0


def _settle(path: Path) -> None:
    """The copy in one file, on disk: its log folded in (no -wal beside it), then fsync'd."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=DELETE")
    finally:
        conn.close()
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_folder(folder: Path) -> None:
    """The new name on disk too (where the system allows a folder to be synced)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
