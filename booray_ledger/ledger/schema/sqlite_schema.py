"""The database schema, as numbered migrations, and the checks that a file is ours.

The schema is written out as SQL, one migration per version, so a file made by any earlier
version upgrades step by step to this one. ``PRAGMA user_version`` holds the version and
``PRAGMA application_id`` marks the file as a booray-ledger database.

Append-only: triggers refuse UPDATE and DELETE on every table of the ledger. A voided or edited
hand is undone by new, reversing entries; nothing recorded is ever changed.

This module only uses the standard library's ``sqlite3`` so that the file can be checked before
SQLAlchemy is imported.
"""

from __future__ import annotations

import functools
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from booray_ledger.errors import DatabaseError, ErrorCode, Fix
from booray_ledger.ledger.store import chain
from booray_ledger.ledger.upkeep import integrity

if TYPE_CHECKING:
    from booray_ledger.results.file import CheckProblem

APPLICATION_ID = 0x426F6F72  # "Boor"
LEDGER_TABLES = (
    "player",
    "night",
    "seat_event",
    "hand",
    "hand_void",
    "entry",
    "movement",
    "night_end",
    "night_use",
    "ledger_identity",
    "chain_link",
    "entry_source",
    "entry_memo",
    "night_setting",
)
DERIVED_TABLES = ("night_player_total", "night_total", "replay_mark")
"""Tables about the ledger's rows, never a record of their own, so neither sealed nor copied:
totals kept in the same transaction as the rows (``ledger.store.night_totals``, updated in place,
checked against the rows by ``booray check``), and the hands ``booray check`` has replayed
(``ledger.upkeep.replay_mark``)."""


def _append_only_triggers(tables: tuple[str, ...]) -> str:
    # The message is part of the schema stored in sqlite_master, compared byte for byte by the
    # schema check: it stays as it is, in English (STORED in tests/codebase/test_wording.py).
    parts = []
    for table in tables:
        for verb in ("UPDATE", "DELETE"):
            parts.append(
                f"CREATE TRIGGER IF NOT EXISTS {table}_no_{verb.lower()} BEFORE {verb} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, 'the ledger is append-only: {table} rows are never "
                f"changed; record a correction instead'); END;"
            )
    return "\n".join(parts)


def _migrate_v1() -> str:
    """Version 1: players, nights, seats, hands, voids and the double-entry chip movements."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(1, SQLITE) + _append_only_triggers(LEDGER_TABLES[: LEDGER_TABLES.index("night_end")])


def _migrate_v2() -> str:
    """Version 2: nights can be ended, with what was done with the pot left on the table; a
    movement's ``account`` 'carry' holds a pot carried from one night to the group's next."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(2, SQLITE) + _append_only_triggers(("night_end",))


def _migrate_v3() -> str:
    """Version 3: ``night_use`` records each time a night became the current one (started, or
    chosen with ``booray night use``); an entry's ``reverses_entry_id`` names the entry it
    reverses (a voided payment)."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(3, SQLITE) + _append_only_triggers(("night_use",))


def _migrate_v4() -> str:
    """Version 4: the ledger's identity, one row written when the file is made (a writer checks
    it is still writing the file it opened), and the hash chain sealing every row (``chain``;
    the rows of an older ledger are sealed right after this step, see :func:`_seal`)."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return (
        tables_sql(4, SQLITE)
        + "INSERT INTO ledger_identity (ledger_uid, created_at) "
        + "VALUES (lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));\n"
        + _append_only_triggers(("ledger_identity", "chain_link"))
    )


CHAIN_VERSION = 4
"""The schema version that brings the hash chain."""


def _migrate_v5() -> str:
    """Version 5: ``entry_source``, the front end that wrote each entry (``cli``, ``prompt``,
    ``page`` or ``api``); entries written before it have none. A table of its own, sealed in
    the hash chain like the others, so the rows sealed before it still hash as they did."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(5, SQLITE) + _append_only_triggers(("entry_source",))


def _migrate_v6() -> str:
    """Version 6: ``entry_memo``, what the scorekeeper noted with an entry (``booray paid
    --note``): a table of its own, sealed in the hash chain like the others."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(6, SQLITE) + _append_only_triggers(("entry_memo",))


def _migrate_v7() -> str:
    """Version 7: per-night totals, kept as each night is written (``ledger.store.night_totals``)
    and filled here from the ledger's rows; an index of entries by kind (the payments)."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, fill_totals_sql, tables_sql

    return tables_sql(7, SQLITE) + fill_totals_sql("sqlite")


def _migrate_v8() -> str:
    """Version 8: ``replay_mark``, what ``booray check`` has replayed and found right (written by
    the check itself; see ``ledger.upkeep.replay_mark``)."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(8, SQLITE)


def _migrate_v9() -> str:
    """Version 9: ``night_setting``, a night's chip value or house rules changed between hands
    (``booray night set``), appended like every other row: the newest of a kind is in force."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(9, SQLITE) + _append_only_triggers(("night_setting",))


def _migrate_v10() -> str:
    """Version 10: names in NFC and the hash chain in its v2 form; no change to the tables (the
    rows are rewritten by :func:`_names_and_chain`, see ``names_nfc``)."""
    from booray_ledger.ledger.schema.migration_sql import SQLITE, tables_sql

    return tables_sql(10, SQLITE)


def _migrate_v11() -> str:
    """Version 11: a night's language is one of its settings (``night start --lang``, ``night
    set --lang``): ``night_setting`` made again with the wider check, its rows as they were, its
    append-only triggers back (see ``migration_sql.NIGHT_SETTING_V11``)."""
    from booray_ledger.ledger.schema.migration_sql import NIGHT_SETTING_V11

    return NIGHT_SETTING_V11 + _append_only_triggers(("night_setting",))


def _names_and_chain(conn: sqlite3.Connection, path: Path) -> None:
    """Version 10's rewrite (``names_nfc.upgrade``), the append-only UPDATE guard of the rows
    it rewrites dropped and put back exactly as it was, inside the step's transaction."""
    from booray_ledger.ledger.schema import names_nfc

    def guard(on: bool) -> None:
        if on:
            for statement in _append_only_triggers(names_nfc.REWRITTEN).splitlines():
                conn.execute(statement)  # the UPDATE guards as made; the DELETE ones still stand
        else:
            for table in names_nfc.REWRITTEN:
                conn.execute(f"DROP TRIGGER {table}_no_update")

    names_nfc.upgrade(sqlite_run(conn), str(path), guard)


MIGRATIONS: dict[int, Callable[[], str]] = {
    1: _migrate_v1,
    2: _migrate_v2,
    3: _migrate_v3,
    4: _migrate_v4,
    5: _migrate_v5,
    6: _migrate_v6,
    7: _migrate_v7,
    8: _migrate_v8,
    9: _migrate_v9,
    10: _migrate_v10,
    11: _migrate_v11,
}
REWRITES: dict[int, Callable[[sqlite3.Connection, Path], None]] = {10: _names_and_chain}
"""The steps that rewrite stored rows in Python, inside the step's own transaction."""
SCHEMA_VERSION = max(MIGRATIONS)


def current_night_sql(with_use: bool = True) -> str:
    """The one definition of the current night, as SQL both the ledger (SQLAlchemy) and the
    fast stdlib readers run: of the nights that have not ended, the one started or chosen
    (``booray night use``) last; nights from before version 3 rank by when they started.
    ``with_use=False`` is the same rule for a file still at version 2 (no ``night_use``)."""
    used = "(SELECT MAX(u.id) FROM night_use u WHERE u.night_id = night.id)" if with_use else "NULL"
    return (
        f"SELECT night.id FROM night WHERE night.id NOT IN ({ended_nights_sql()}) "
        f"ORDER BY COALESCE({used}, 0) DESC, night.id DESC LIMIT 1"
    )


REOPEN_KIND = "night_reopen"
"""The entry that reopens an ended night (``booray night reopen``)."""
END_AGAIN_KIND = "night_end"
"""The entry that ends a reopened night again (the first end is its ``night_end`` row)."""


def ended_nights_sql() -> str:
    """The one definition of an ended night, as SQL: it has a ``night_end`` row, and its latest
    reopen-or-end entry (if any) is an end. Ending writes the row the first time and an
    ``END_AGAIN_KIND`` entry after a reopen (``REOPEN_KIND``), so nothing is ever updated.

    The reopened nights are found once, through the entries of those two kinds (the ``kind``
    index: a handful of rows), not per night through each night's every entry: a ledger of
    years answered this in 60-85 ms, twice per ``booray hand``; now well under 1 ms."""
    latest_reopen = f"MAX(CASE WHEN x.kind = '{REOPEN_KIND}' THEN x.id ELSE 0 END)"
    latest_end = f"MAX(CASE WHEN x.kind = '{END_AGAIN_KIND}' THEN x.id ELSE 0 END)"
    reopened = (
        f"SELECT x.night_id FROM entry x WHERE x.kind IN ('{REOPEN_KIND}', '{END_AGAIN_KIND}') "
        f"GROUP BY x.night_id HAVING {latest_reopen} > {latest_end}"
    )
    return f"SELECT e.night_id FROM night_end e WHERE e.night_id NOT IN ({reopened})"


def inspect(path: Path) -> int | None:
    """The schema version of the file at ``path``; None when there is no file or it is empty.

    Raises :class:`DatabaseError` when the file is not a booray-ledger database or was written by
    a newer version of this program. Opens the file read-only: nothing is changed.
    """
    try:
        if not path.exists() or path.stat().st_size == 0:
            return None
        if path.is_dir():
            raise DatabaseError(ErrorCode.LEDGER_IS_FOLDER, fix=Fix.OTHER_FILE, path=str(path))
        if not os.access(path, os.R_OK):
            raise DatabaseError(ErrorCode.LEDGER_NOT_READABLE, path=str(path))
    except OSError as exc:
        raise DatabaseError(
            ErrorCode.LEDGER_PATH_UNUSABLE, fix=Fix.OTHER_FILE, path=str(path), reason=str(exc.strerror)
        ) from None
    try:
        conn = integrity.connect_readonly(path)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise _unreadable(path, str(exc)) from None
    except UnicodeDecodeError:  # SQLite's message quotes a damaged schema text that is no UTF-8
        raise _unreadable(path, "malformed") from None
    return _known_version(path, app_id, version, tables)


def _unreadable(path: Path, text: str) -> DatabaseError:
    """Why SQLite could not read the file at all, with the fix."""
    if "full" in text or integrity.disk_full(path):
        return DatabaseError(ErrorCode.DISK_FULL)
    if NOT_A_DATABASE in text or "malformed" in text:
        return DatabaseError(ErrorCode.NOT_A_LEDGER_OR_DAMAGED, fix=Fix.OTHER_FILE, path=str(path))
    return DatabaseError(ErrorCode.LEDGER_CANNOT_OPEN, path=str(path), reason=text)


NOT_A_DATABASE = "not a database"
"""What SQLite says of a file that is no SQLite database (the driver's words, recognised)."""


def _known_version(path: Path, app_id: int, version: int, tables: int) -> int | None:
    if app_id != APPLICATION_ID:
        if app_id == 0 and version == 0 and tables == 0:
            return None  # an empty SQLite file: ours to create
        raise DatabaseError(ErrorCode.NOT_A_LEDGER, fix=Fix.OTHER_FILE, path=str(path))
    if version > SCHEMA_VERSION:
        raise DatabaseError(ErrorCode.NEWER_FILE, path=str(path), version=int(version), known=SCHEMA_VERSION)
    if version < 1:
        raise DatabaseError(ErrorCode.UNKNOWN_SCHEMA, fix=Fix.OTHER_FILE, path=str(path), version=int(version))
    return int(version)


def migrate(path: Path, target: int = SCHEMA_VERSION) -> int:
    """Create or upgrade the database at ``path`` to schema ``target``; return the version.

    Each step runs as one script inside its own ``BEGIN IMMEDIATE`` transaction with the version
    bump, so a failed upgrade leaves the file at the version before it.
    """
    current = inspect(path) or 0
    if current >= target:
        return current
    if current:
        from booray_ledger.ledger.upkeep.sqlite_backup import make_backup

        make_backup(path, label=f"before-schema-{current + 1}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else str(exc)
        raise DatabaseError(
            ErrorCode.CANNOT_CREATE, fix=Fix.WRITABLE_FOLDER, path=str(path), reason=str(reason)
        ) from None
    try:
        _steps(conn, path, current, target)
    finally:
        conn.close()
    return target


def sqlite_run(conn: sqlite3.Connection) -> chain.Run:
    """The chain's ``run`` on a standard-library connection."""

    def run(sql: str, params: tuple[object, ...]) -> tuple[list[str], list[tuple[object, ...]]]:
        cursor = conn.execute(sql, params)
        columns = [d[0] for d in cursor.description] if cursor.description else []
        return columns, cursor.fetchall()

    return run


def _schema_rows(conn: sqlite3.Connection) -> list[tuple[object, ...]]:
    return conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()


@functools.cache
def expected_schema(version: int) -> list[tuple[object, ...]]:
    """What ``sqlite_master`` holds in a ledger of schema ``version`` (made in memory, once
    per process)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in range(1, version + 1):
            conn.executescript(MIGRATIONS[step]())
        return _schema_rows(conn)
    finally:
        conn.close()


def schema_problem(conn: sqlite3.Connection, version: int) -> CheckProblem | None:
    """Whether the file's schema (its tables, indexes and append-only triggers, as stored in
    ``sqlite_master``) is exactly the one its version makes (a changed byte there changes what
    the file means), as the check's problem naming the first object that is not."""
    return stored_schema_problem(_schema_rows(conn), version)


def stored_schema_difference(stored: list[tuple[object, ...]], version: int) -> tuple[bool, str, str] | None:
    """The first object of the rows of ``sqlite_master`` as read (type, name, table, sql) that is
    not as the version makes it (False) or is missing (True), as (missing, type, name)."""
    if stored == expected_schema(version):
        return None
    expected = {(r[0], r[1]): r for r in expected_schema(version)}
    for row in stored:
        if expected.pop((row[0], row[1]), None) != row:
            return (False, str(row[0]), str(row[1]))
    what, name = next(iter(expected))
    return (True, str(what), str(name))


def stored_schema_problem(stored: list[tuple[object, ...]], version: int) -> CheckProblem | None:
    """:func:`stored_schema_difference` as the check's problem (``schema_missing`` or
    ``schema_changed``, naming the object), or None."""
    found = stored_schema_difference(stored, version)
    if found is None:
        return None
    from booray_ledger.results.file import ProblemKind, problem  # only for a damaged file

    missing, what, name = found
    return problem(ProblemKind.SCHEMA_MISSING if missing else ProblemKind.SCHEMA_CHANGED, what=what, name=name)


def _seal(conn: sqlite3.Connection) -> None:
    """Seal every row already in the ledger (an upgraded one: its backup was made first), one
    link per night, in a transaction of its own."""
    conn.execute("BEGIN IMMEDIATE")
    chain.seal(sqlite_run(conn))
    conn.execute("COMMIT")


def _rewrite(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """A step of :data:`REWRITES`, and the version bump, in one transaction."""
    conn.execute("BEGIN IMMEDIATE")
    REWRITES[version](conn, path)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute("COMMIT")


def _create(conn: sqlite3.Connection, target: int) -> None:
    """A new ledger: every migration's script up to ``target`` in one transaction (one commit
    instead of one per version), then its first rows (the identity) sealed. With no other rows
    yet, the rewrites have nothing to do, so the file is what stepping through each version
    makes (:func:`expected_schema`, the same first link)."""
    scripts = "\n".join(MIGRATIONS[version]() for version in range(1, target + 1))
    script = f"BEGIN IMMEDIATE;\n{scripts}\nPRAGMA application_id = {APPLICATION_ID};\nPRAGMA user_version = {target};"
    try:
        conn.executescript(script)
        if target >= CHAIN_VERSION:
            chain.seal(sqlite_run(conn))
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _steps(conn: sqlite3.Connection, path: Path, current: int, target: int) -> None:
    """Run the migrations from ``current`` to ``target`` on ``conn``, one transaction each."""
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        if current == 0:
            _create(conn, target)
            return
        for version in range(current + 1, target + 1):
            script = (
                f"BEGIN IMMEDIATE;\n{MIGRATIONS[version]()}\n"
                f"PRAGMA application_id = {APPLICATION_ID};\nPRAGMA user_version = {version};\n"
                "COMMIT;"
            )
            try:
                if version in REWRITES:
                    _rewrite(conn, path, version)
                    continue
                conn.executescript(script)
                if version == CHAIN_VERSION:
                    _seal(conn)
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
    except sqlite3.OperationalError as exc:
        text = str(exc)
        if "full" in text:
            raise DatabaseError(ErrorCode.SETUP_DISK_FULL, path=str(path)) from None
        if "readonly" in text or UNABLE_TO_OPEN in text:
            raise DatabaseError(ErrorCode.SETUP_READ_ONLY, fix=Fix.WRITABLE_FOLDER, path=str(path)) from None
        raise DatabaseError(ErrorCode.SETUP_FAILED, fix=Fix.OTHER_FILE, path=str(path), reason=text) from None


UNABLE_TO_OPEN = "unable to open"
"""What SQLite says of a file it cannot open (the driver's words, recognised)."""
