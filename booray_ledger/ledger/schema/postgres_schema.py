"""The PostgreSQL schema: the same numbered migrations as :mod:`booray_ledger.ledger.schema.sqlite_schema`,
written for PostgreSQL, and the checks that a database is ours.

PostgreSQL has no ``user_version`` or ``application_id``: the table ``booray_schema`` holds one
row per migration applied (its ``version``), each marked ``application = 'booray-ledger'``. A
database with tables but without that marker is not ours and is refused, never written to.

Append-only: one plpgsql function, attached as a trigger to every ledger table, refuses UPDATE,
DELETE and TRUNCATE. INSERT is allowed (``booray copy`` fills an empty database keeping ids).

Every migration runs in one transaction with its version row, under an advisory lock, so two
laptops opening a new database at the same moment migrate it once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from booray_ledger.clock import now
from booray_ledger.errors import DatabaseError, ErrorCode
from booray_ledger.ledger.schema.sqlite_schema import CHAIN_VERSION, LEDGER_TABLES
from booray_ledger.ledger.store import chain
from booray_ledger.ledger.store.target import Target

if TYPE_CHECKING:
    import psycopg

MARKER = "booray-ledger"
LOCK_NAMESPACE = 0x426F6F72  # "Boor": the first key of every advisory lock this program takes
MIGRATION_LOCK = -1  # second key: the schema is being created or upgraded

_START = """
CREATE TABLE booray_schema (
    version INTEGER PRIMARY KEY,
    application TEXT NOT NULL CHECK (application = 'booray-ledger'),
    applied_at TEXT NOT NULL
);
CREATE FUNCTION booray_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the ledger is append-only: % rows are never changed; record a correction instead',
        TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
"""
"""The marker table and the append-only function, created with version 1 before the tables."""


def _append_only_triggers(tables: tuple[str, ...]) -> str:
    return "\n".join(
        f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
        f"FOR EACH ROW EXECUTE FUNCTION booray_append_only();\n"
        f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
        f"FOR EACH STATEMENT EXECUTE FUNCTION booray_append_only();"
        for table in tables
    )


def _migrate_v1() -> str:
    """Version 1: players, nights, seats, hands, voids and the double-entry chip movements."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return (
        _START
        + tables_sql(1, POSTGRES).lstrip("\n")
        + _append_only_triggers(LEDGER_TABLES[: LEDGER_TABLES.index("night_end")])
    )


def _migrate_v2() -> str:
    """Version 2: ended nights and the carry account (see :func:`schema._migrate_v2`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(2, POSTGRES) + _append_only_triggers(("night_end",))


def _migrate_v3() -> str:
    """Version 3: the current night as chosen (``night_use``); reversing entries (see
    :func:`schema._migrate_v3`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(3, POSTGRES) + _append_only_triggers(("night_use",))


def _migrate_v4() -> str:
    """Version 4: the ledger's identity and the hash chain (see :func:`schema._migrate_v4`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return (
        tables_sql(4, POSTGRES)
        + "INSERT INTO ledger_identity (ledger_uid, created_at) "
        + "VALUES (md5(random()::text || clock_timestamp()::text), "
        + "to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'));\n"
        + _append_only_triggers(("ledger_identity", "chain_link"))
    )


def _migrate_v5() -> str:
    """Version 5: ``entry_source`` (see :func:`schema._migrate_v5`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(5, POSTGRES) + _append_only_triggers(("entry_source",))


def _migrate_v6() -> str:
    """Version 6: ``entry_memo`` (see :func:`schema._migrate_v6`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(6, POSTGRES) + _append_only_triggers(("entry_memo",))


def _migrate_v7() -> str:
    """Version 7: per-night totals (see :func:`sqlite_schema._migrate_v7`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, fill_totals_sql, tables_sql

    return tables_sql(7, POSTGRES) + fill_totals_sql("postgresql")


def _migrate_v8() -> str:
    """Version 8: the replay mark (see :func:`sqlite_schema._migrate_v8`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(8, POSTGRES)


def _migrate_v9() -> str:
    """Version 9: ``night_setting`` (see :func:`sqlite_schema._migrate_v9`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(9, POSTGRES) + _append_only_triggers(("night_setting",))


def _migrate_v10() -> str:
    """Version 10: names in NFC and the chain in its v2 form (see :func:`sqlite_schema._migrate_v10`):
    rows rewritten, no table changed (:func:`_names_and_chain`)."""
    from booray_ledger.ledger.schema.migration_sql import POSTGRES, tables_sql

    return tables_sql(10, POSTGRES) or "SELECT 1"  # psycopg runs no empty statement


def _migrate_v11() -> str:
    """Version 11: a night's language is one of its settings (see :func:`sqlite_schema._migrate_v11`):
    ``night_setting``'s check replaced in place, its rows and triggers untouched."""
    from booray_ledger.ledger.schema.migration_sql import NIGHT_SETTING_V11_POSTGRES

    return NIGHT_SETTING_V11_POSTGRES


def _names_and_chain(conn: psycopg.Connection[Any], target: Target) -> None:
    """Version 10's rewrite (``names_nfc.upgrade``), the append-only guard of the rows it
    rewrites disabled for it, inside the step's transaction."""
    from booray_ledger.ledger.schema import names_nfc

    def guard(on: bool) -> None:
        for table in names_nfc.REWRITTEN:
            conn.execute(f"ALTER TABLE {table} {'ENABLE' if on else 'DISABLE'} TRIGGER {table}_append_only")

    names_nfc.upgrade(psycopg_run(conn), str(target), guard)


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
SCHEMA_VERSION = max(MIGRATIONS)
NAMES_AND_CHAIN_V2 = 10
"""The version whose step rewrites names in NFC and rehashes the chain (:func:`_names_and_chain`)."""


def driver() -> Any:
    """The psycopg module, or a one-line error naming the extra that installs it. The driver's
    own log lines (``error ignored terminating ...`` when the server goes away mid-statement)
    are not printed: the one line the user reads says what happened (a program that configures
    logging still gets them)."""
    try:
        import psycopg
    except ImportError:
        raise DatabaseError(ErrorCode.POSTGRES_DRIVER) from None
    import logging

    quiet = logging.getLogger("psycopg")
    if not quiet.handlers:
        quiet.addHandler(logging.NullHandler())  # instead of logging's last-resort print to stderr
    return psycopg


@contextmanager
def connect(target: Target) -> Iterator[psycopg.Connection[Any]]:
    """A psycopg connection to ``target``; a server that cannot be reached is one line."""
    psycopg = driver()
    try:
        conn = psycopg.connect(target.libpq_url, connect_timeout=10)
    except psycopg.OperationalError as exc:
        reason = " ".join(str(exc).split()) or type(exc).__name__
        raise DatabaseError(ErrorCode.DATABASE_UNREACHABLE, path=str(target), reason=reason) from None
    try:
        yield conn
    finally:
        conn.close()


def _version(conn: psycopg.Connection[Any], target: Target) -> int | None:
    tables = {r[0] for r in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")}
    if "booray_schema" not in tables:
        if tables:
            raise DatabaseError(ErrorCode.DATABASE_NOT_OURS, path=str(target))
        return None
    row = conn.execute("SELECT max(version), min(application) FROM booray_schema").fetchone()
    if row is None or row[0] is None or row[1] != MARKER:
        raise DatabaseError(ErrorCode.DATABASE_NOT_A_LEDGER, path=str(target))
    version = int(row[0])
    if version > SCHEMA_VERSION:
        raise DatabaseError(ErrorCode.NEWER_DATABASE, path=str(target), version=version, known=SCHEMA_VERSION)
    return version


def inspect(target: Target) -> int | None:
    """The schema version of the database; None when it has no tables yet.

    Raises :class:`DatabaseError` when it is not ours or was written by a newer version.
    """
    with connect(target) as conn:
        version = _version(conn, target)
        conn.rollback()
        return version


def psycopg_run(conn: psycopg.Connection[Any]) -> chain.Run:
    """The chain's ``run`` on a psycopg connection (``?`` marks become ``%s``)."""

    def run(sql: str, params: tuple[object, ...]) -> tuple[list[str], list[tuple[object, ...]]]:
        cursor = conn.execute(sql.replace("?", "%s"), params)  # type: ignore[arg-type]
        columns = [d.name for d in cursor.description] if cursor.description else []
        return columns, cursor.fetchall() if cursor.description else []

    return chain.on_postgres(run)


def migrate(target: Target, version: int = SCHEMA_VERSION) -> int:
    """Create or upgrade the database to schema ``version``, one transaction per step."""
    with connect(target) as conn:
        current = 0
        for step in range(1, version + 1):
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (LOCK_NAMESPACE, MIGRATION_LOCK))
                current = _version(conn, target) or 0
                if current >= step:
                    continue
                conn.execute(MIGRATIONS[step]())
                if step == CHAIN_VERSION:
                    chain.seal(psycopg_run(conn))
                if step == NAMES_AND_CHAIN_V2:
                    _names_and_chain(conn, target)
                conn.execute(
                    "INSERT INTO booray_schema (version, application, applied_at) VALUES (%s, %s, %s)",
                    (step, MARKER, now()),
                )
                current = step
        return current
