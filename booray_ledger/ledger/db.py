"""Opening the ledger: one SQLite file, WAL, foreign keys on, a busy timeout, BEGIN IMMEDIATE.

One command is one transaction. Writers open it with ``BEGIN IMMEDIATE`` so that two terminals
recording into the same file wait for each other instead of failing half-way or recording the
same thing twice; readers use a plain ``BEGIN``. Functions below the service layer take the
session and never commit: :func:`write` commits once, after checking that every entry written in
the transaction balances to zero.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, func
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool
from sqlmodel import Session, col, select

from booray_ledger.errors import BoorayError, DatabaseError
from booray_ledger.ledger import schema
from booray_ledger.ledger.models import Movement

BUSY_TIMEOUT_MS = 15_000
WRITTEN_ENTRIES = "booray_written_entries"  # session.info key: entry ids this transaction wrote


class Store:
    """The database at one path, opened for reading or writing."""

    def __init__(self, path: Path, *, create: bool = False) -> None:
        self.path = path
        self.commits = 0  # write transactions committed through this store
        version = schema.inspect(path)
        if version is None and not create:
            raise BoorayError(
                f"no booray database at {path} yet; start a night with `booray night start NAME --players A,B,C`"
            )
        if version is None or version < schema.SCHEMA_VERSION:
            schema.migrate(path)
        self.engine = _engine(path)

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only session (plain BEGIN); nothing is committed."""
        with _translate_errors(), Session(self.engine, expire_on_commit=False) as session:
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One write transaction (BEGIN IMMEDIATE), committed once if everything balances."""
        engine = self.engine.execution_options(booray_write=True)
        with _translate_errors(), Session(engine, expire_on_commit=False) as session:
            try:
                yield session
                session.flush()
                check_balanced(session, session.info.get(WRITTEN_ENTRIES, []))
                session.commit()
                self.commits += 1
            except BaseException:
                session.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()


def _engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        write = conn.get_execution_options().get("booray_write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def check_balanced(session: Session, entry_ids: list[int]) -> None:
    """Every entry written in this transaction sums to zero chips (players plus the pot)."""
    if not entry_ids:
        return
    unbalanced = session.exec(
        select(Movement.entry_id, func.sum(Movement.chips))
        .where(col(Movement.entry_id).in_(entry_ids))
        .group_by(col(Movement.entry_id))
        .having(func.sum(Movement.chips) != 0)
    ).first()
    if unbalanced is not None:
        raise AssertionError(f"entry {unbalanced[0]} does not balance: {unbalanced[1]} chips")


@contextmanager
def _translate_errors() -> Iterator[None]:
    try:
        yield
    except OperationalError as exc:
        text = str(exc.orig) if exc.orig is not None else str(exc)
        if "locked" in text or "busy" in text:
            raise DatabaseError("the database is busy in another terminal; try the command again") from None
        raise
