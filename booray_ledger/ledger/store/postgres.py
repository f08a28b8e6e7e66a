"""Opening a ledger kept in PostgreSQL: the same sessions and guarantees as the SQLite file.

- One command is one transaction. Writers run at READ COMMITTED and serialise per night: the
  first thing a write does with a night is take ``pg_advisory_xact_lock(Boor, night id)``
  (:func:`booray_ledger.ledger.store.locks.lock_night`), held until it commits, so two scorekeepers on one night take turns and
  the second sees the first's hand; writers on different nights take different locks and never
  wait for each other. Starting a night and creating a player touch rows every night shares
  (names are unique, the carry account): those take a short global lock (:func:`booray_ledger.ledger.store.locks.lock_shared`).
- Readers run REPEATABLE READ, READ ONLY: a report is one consistent snapshot.
- The zero-sum check runs before every commit (:func:`booray_ledger.ledger.store.sqlite.commit_balanced`).
- Waiting for a lock longer than the busy timeout is the same one-line "busy" message as SQLite.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.exc import DBAPIError, OperationalError

from booray_ledger.errors import BoorayError, DatabaseError, ErrorCode, Fix
from booray_ledger.ledger.schema import postgres_schema
from booray_ledger.ledger.store import chain
from booray_ledger.ledger.store.locks import LOCKER
from booray_ledger.ledger.store.sqlite import BUSY_TIMEOUT_MS, SOURCE_KEY, VERIFIED, commit_balanced
from booray_ledger.ledger.store.target import Target

if TYPE_CHECKING:  # the ORM's session is imported when one is opened: read_rows never opens one
    from sqlmodel import Session

_LOCK_SQL = text("SELECT pg_advisory_xact_lock(:ns, :key)")


class PgStore:
    """The ledger in one PostgreSQL database, opened for reading or writing."""

    def __init__(self, target: Target, *, create: bool = False) -> None:
        self.target = target
        self.commits = 0  # write transactions committed through this store
        self.source = "api"  # the front end writing through this store, kept with each entry
        # Nothing is kept warm between transactions: PostgreSQL has no cheap "has another
        # connection committed?" (SQLite's data_version), and every write must take its night's
        # lock through queries.load_night. The services see an empty cache each time.
        self.warm: dict[str, Any] = {}
        self.verified = chain.Verified()  # the chain links this store verified: never hashed again
        version = postgres_schema.inspect(target)
        if version is None and not create:
            raise BoorayError(ErrorCode.NO_LEDGER_YET, fix=Fix.FIRST_NIGHT, path=str(target))
        if version is None or version < postgres_schema.SCHEMA_VERSION:
            postgres_schema.migrate(target)
        self.engine = _engine(target)

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only snapshot (REPEATABLE READ, READ ONLY); nothing is committed."""
        from sqlmodel import Session

        self.warm.clear()
        with _translate_errors(self.target, self.engine), Session(self._reader(), expire_on_commit=False) as session:
            yield session

    @contextmanager
    def read_rows(self) -> Iterator[Connection]:
        """The same snapshot on a bare Core connection (see ``Store.read_rows``)."""
        self.warm.clear()
        with _translate_errors(self.target, self.engine), self._reader().connect() as connection:
            try:
                yield connection
            finally:
                connection.rollback()

    def _reader(self) -> Engine:
        return self.engine.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)

    @contextmanager
    def write(self, keep_warm: bool = False) -> Iterator[Session]:
        """One write transaction, committed once if everything written balances (``keep_warm``
        is accepted for the same calls as SQLite; nothing is kept between transactions)."""
        self.warm.clear()
        from sqlmodel import Session

        with _translate_errors(self.target, self.engine), Session(self.engine, expire_on_commit=False) as session:
            session.info[LOCKER] = advisory_lock
            session.info[SOURCE_KEY] = self.source
            session.info[VERIFIED] = self.verified
            try:
                yield session
                commit_balanced(session)
                self.verified.committed()
                self.commits += 1
            except BaseException:
                session.rollback()
                self.verified.rolled_back()
                raise

    @contextmanager
    def rehearse(self) -> Iterator[Session]:
        """A write transaction (taking the same locks) that is always rolled back: what a write
        would do, with nothing written (a dry run)."""
        self.warm.clear()
        from sqlmodel import Session

        with _translate_errors(self.target), Session(self.engine, expire_on_commit=False) as session:
            session.info[LOCKER] = advisory_lock
            session.info[SOURCE_KEY] = self.source
            try:
                yield session
            finally:
                session.rollback()

    def refuse_replaced(self, session: Session) -> None:
        """A server's database is never a file swapped under us: nothing to refuse."""

    def close(self) -> None:
        self.engine.dispose()


def _engine(target: Target) -> Engine:
    assert target.url is not None
    # A small pool: a long-lived Ledger (the live prompt, the scoreboard, a script) keeps its
    # connection between commands instead of opening one per transaction.
    engine = create_engine(
        target.url, pool_size=1, max_overflow=4, pool_pre_ping=True, connect_args={"connect_timeout": 10}
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        with dbapi_connection.cursor() as cursor:
            cursor.execute(f"SET lock_timeout = {BUSY_TIMEOUT_MS}")
        dbapi_connection.commit()

    return engine


def advisory_lock(session: Session, key: int) -> None:
    """``pg_advisory_xact_lock(Boor, key)``: held until this transaction commits or rolls back."""
    session.execute(_LOCK_SQL, {"ns": postgres_schema.LOCK_NAMESPACE, "key": key})


LOST_CLASSES = ("08", "57")
"""SQLSTATE classes of a lost server: connection exceptions, and operator intervention (the
server shut down, restarted or crashed under an open connection)."""


@contextmanager
def _translate_errors(target: Target, engine: Engine | None = None) -> Iterator[None]:
    """PostgreSQL's errors as one line each. A lost server (stopped, restarted, the network
    gone) is one line saying nothing was recorded; the connections it broke are dropped, so
    the next command (the prompt's next line) connects afresh."""
    try:
        yield
    except DBAPIError as exc:
        code = getattr(exc.orig, "sqlstate", None) or ""
        if code == "55P03":  # lock_not_available: lock_timeout expired
            raise DatabaseError(ErrorCode.LEDGER_BUSY) from None
        if exc.connection_invalidated or code.startswith(LOST_CLASSES) or isinstance(exc, OperationalError):
            if engine is not None:
                engine.dispose()  # every pooled connection may be dead: the next use reconnects
            reason = " ".join(str(exc.orig).split())[:300]
            raise DatabaseError(ErrorCode.DATABASE_LOST, path=str(target), reason=reason) from None
        raise
