"""Opening the ledger: one SQLite file, WAL, foreign keys on, a busy timeout, BEGIN IMMEDIATE.

One command is one transaction. Writers open it with ``BEGIN IMMEDIATE`` so that two terminals
recording into the same file wait for each other instead of failing half-way or recording the
same thing twice; readers use a plain ``BEGIN``. Functions below the service layer take the
session and never commit: :func:`write` commits once, after checking that every entry written in
the transaction balances to zero.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.exc import DatabaseError as SQLAlchemyDatabaseError
from sqlalchemy.pool import NullPool, QueuePool

from booray_ledger.errors import BoorayError, DatabaseError, ErrorCode, Fix, LedgerDamaged
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.store import chain, identity, night_totals
from booray_ledger.ledger.upkeep import integrity

if TYPE_CHECKING:  # the ORM's session is imported when one is opened: read_rows never opens one
    from sqlmodel import Session

    from booray_ledger.results.file import CheckProblem

BUSY_TIMEOUT_MS = 15_000
"""How long a command waits for another terminal's write; ``BOORAY_BUSY_TIMEOUT_MS`` overrides."""
WRITTEN_ENTRIES = "booray_written_entries"  # session.info key: entry ids this transaction wrote
VERIFIED = "booray_chain_verified"  # session.info key: the store's chain.Verified, if it keeps one
SOURCE_KEY = "booray_source"
"""The key, in a write session's ``info``, of the front end writing in it (set by the store's
write transaction; :func:`~booray_ledger.ledger.write.postings.post_entry` keeps it with each entry)."""


class Store:
    """The database at one path, opened for reading or writing.

    Every store keeps one connection from its first transaction until it closes (no connect,
    and no WAL checkpoint on close, per transaction), and :attr:`warm`, what a caller keeps
    between transactions (the night, the last hand). :attr:`warm` is emptied at the start of
    any transaction that finds another connection has committed since this one last looked
    (SQLite's ``PRAGMA data_version``), and by any write made without ``keep_warm``: whatever
    is in it is exactly what the database holds. (``keep_open``, the live prompt's, is kept for
    its callers: since every store keeps its connection, it changes nothing here.)
    """

    def __init__(self, path: Path, *, create: bool = False, keep_open: bool = False) -> None:
        self.path = path
        self.commits = 0  # write transactions committed through this store
        self.source = "api"  # the front end writing through this store, kept with each entry
        self.keep_open = keep_open
        self.warm: dict[str, Any] = {}
        self._seen: tuple[int, int] | None = None
        self.verified = chain.Verified()  # the chain links this store verified: never hashed again
        version = sqlite_schema.inspect(path)
        if version is None and not create:
            raise BoorayError(ErrorCode.NO_LEDGER_YET, fix=Fix.FIRST_NIGHT, path=str(path))
        self.read_only = integrity.read_only(path) if version is not None else None
        if self.read_only is None and (version is None or version < sqlite_schema.SCHEMA_VERSION):
            sqlite_schema.migrate(path)
        integrity.hold(path)  # before SQLite opens the file: see integrity._HELD
        self.engine = _engine(path, self.read_only is not None)
        self.write_engine = self.engine.execution_options(booray_write=True)
        self.opened = identity.opened(path)  # the file this store writes, and no other
        self._uid: str | None = None  # its identity row, read in the first write

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only session (plain BEGIN); nothing is committed."""
        from sqlmodel import Session

        with _translate_errors(self.path), Session(self.engine, expire_on_commit=False) as session:
            self._check_warm(session.connection())
            yield session

    @contextmanager
    def read_rows(self) -> Iterator[Connection]:
        """The same read transaction (plain BEGIN) on a bare Core connection, for the queries
        that read rows as plain values (:mod:`booray_ledger.ledger.read.rows`): no ORM session,
        nothing committed."""
        with _translate_errors(self.path), self.engine.connect() as connection:
            self._check_warm(connection)
            try:
                yield connection
            finally:
                connection.rollback()

    @contextmanager
    def write(self, keep_warm: bool = False) -> Iterator[Session]:
        """One write transaction (BEGIN IMMEDIATE), committed once if everything balances.
        Unless ``keep_warm`` (the caller updates :attr:`warm` itself), :attr:`warm` is emptied.
        Every write first refuses a file that is not the one opened (``identity``) or whose
        header is damaged (``integrity.header_damage``); the rows it wrote are sealed into
        their night's hash chain once that chain verifies (:func:`commit_balanced`)."""
        if self.read_only is not None:
            raise self.read_only.error()
        from sqlmodel import Session

        with _translate_errors(self.path), Session(self.write_engine, expire_on_commit=False) as session:
            try:
                session.connection()  # BEGIN IMMEDIATE: the write lock is ours from here
                session.info[SOURCE_KEY] = self.source
                session.info[VERIFIED] = self.verified
                self._refuse_other_or_damaged(session)
                self._check_warm(session.connection())
                if not keep_warm:
                    self.warm.clear()
                try:
                    yield session
                except (BoorayError, KeyboardInterrupt):
                    raise
                except Exception:  # a stored row the service could not read: damage says why
                    _refuse_if_damaged(session)
                    raise
                commit_balanced(session)
                self.verified.committed()
                self.commits += 1
            except BaseException:
                session.rollback()
                self.verified.rolled_back()
                self.warm.clear()
                raise

    @contextmanager
    def rehearse(self) -> Iterator[Session]:
        """A write transaction (BEGIN IMMEDIATE, so it sees what a write would) that is always
        rolled back: what a write would do, with nothing written (a dry run)."""
        if self.read_only is not None:
            raise self.read_only.error()
        from sqlmodel import Session

        with _translate_errors(self.path), Session(self.write_engine, expire_on_commit=False) as session:
            try:
                session.connection()
                session.info[SOURCE_KEY] = self.source
                self.warm.clear()
                yield session
            finally:
                session.rollback()
                self.warm.clear()

    def _check_warm(self, connection: Connection) -> None:
        """Begin the transaction (``connection``'s first statement: BEGIN, IMMEDIATE for a
        write) and empty :attr:`warm` if another connection has committed since this one last
        looked."""
        raw = connection.connection.dbapi_connection
        seen = (id(raw), int(connection.exec_driver_sql("PRAGMA data_version").scalar_one()))
        if seen != self._seen:
            self.warm.clear()
            self._seen = seen

    def refuse_replaced(self, session: Session) -> None:
        """Refuse (``LedgerReplaced``) unless the file is the one opened (inode, identity row,
        no removed log in use): before any write, and before a read that decides whether a
        write would be refused, so a replaced file is said first, whatever else is wrong."""
        uid = _ledger_uid(session)
        identity.check_same_file(self.opened, self._uid, uid)
        self._uid = self._uid or uid

    def _refuse_other_or_damaged(self, session: Session) -> None:
        """Before any write: the file is the one opened and its header is sound."""
        self.refuse_replaced(session)
        problem = integrity.header_damage(self.path) or _schema_damage(session)
        if problem is not None:
            raise LedgerDamaged(ErrorCode.LEDGER_DAMAGED, fix=Fix.DAMAGED, path=str(self.path), problem=problem)

    def close(self) -> None:
        self.engine.dispose()
        integrity.release(self.path)


def _ledger_uid(session: Session) -> str | None:
    """The ledger's identity row (None for a ledger made before it existed)."""
    try:
        row = session.connection().exec_driver_sql("SELECT ledger_uid FROM ledger_identity ORDER BY id LIMIT 1").first()
    except SQLAlchemyDatabaseError as exc:
        if NO_SUCH_TABLE in str(exc.orig):
            return None
        raise
    return None if row is None else str(row[0])


def _schema_damage(session: Session) -> CheckProblem | None:
    """Whether the schema stored in the file is not the one its version makes (``schema``), as
    the check's problem."""
    connection = session.connection()
    version = int(connection.exec_driver_sql("PRAGMA user_version").scalar_one())
    rows = connection.exec_driver_sql("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
    return sqlite_schema.stored_schema_problem([tuple(r) for r in rows], version)


def _refuse_if_damaged(session: Session) -> None:
    """After a write failed unexpectedly: if the ledger's chains do not verify, say so (one
    line) instead of the failure they caused. What the write had done is rolled back first."""
    from booray_ledger.results.file import ProblemKind, problem

    session.rollback()
    try:
        problems = chain.verify_all(session_run(session))
    except Exception as exc:
        problems = [problem(ProblemKind.CHAIN_UNREADABLE, night_id=None, night=None, error=type(exc).__name__)]
    if problems:
        raise LedgerDamaged(ErrorCode.NIGHT_DAMAGED, fix=Fix.DAMAGED, problem=problems[0]) from None


def _engine(path: Path, read_only: bool = False) -> Engine:
    """The engine of a store: one connection kept from its first transaction until the store
    closes (each transaction on a new connection paid the opening of the file and, at its
    close, a checkpoint of the log into the file: as much again as the commit's own flush),
    except read-only, where every transaction opens the file afresh."""
    if read_only:
        query = integrity.readonly_query(path)
        engine = create_engine(f"sqlite:///{path.resolve().as_uri()}?{query}&uri=true", poolclass=NullPool)
    else:  # one connection, kept until the store closes: a second one only while the first is busy
        engine = create_engine(f"sqlite:///{path}", poolclass=QueuePool, pool_size=1, max_overflow=4)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=FULL")  # in WAL: every commit is on disk when it returns
        cursor.execute(f"PRAGMA busy_timeout={busy_timeout_ms()}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        write = conn.get_execution_options().get("booray_write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def busy_timeout_ms() -> int:
    """``BOORAY_BUSY_TIMEOUT_MS`` when set to a whole number, else :data:`BUSY_TIMEOUT_MS`."""
    text = os.environ.get("BOORAY_BUSY_TIMEOUT_MS", "")
    return int(text) if text.isascii() and text.isdigit() and len(text) < 9 else BUSY_TIMEOUT_MS


def commit_balanced(session: Session) -> None:
    """Commit a write transaction, on either engine, only once every entry it wrote sums to zero
    chips (players plus the pot), and once the rows it wrote are sealed into the hash chain of
    their night, after that night's chain and the file's own verified (``chain.seal``): a
    damaged night is never written to."""
    session.flush()
    night_totals.apply(session)
    check_balanced(session, session.info.get(WRITTEN_ENTRIES, []))
    seal_written(session)
    session.commit()


def session_run(session: Session) -> chain.Run:
    """The chain's ``run`` on a session's open transaction, on either engine."""
    return connection_run(session.connection())


def connection_run(connection: Connection) -> chain.Run:
    """The chain's ``run`` on a SQLAlchemy connection's open transaction, on either engine:
    straight through the driver's cursor (the same transaction), so a night's rows are read
    without building SQLAlchemy rows."""
    postgres = connection.dialect.name == "postgresql"
    raw = connection.connection.dbapi_connection
    assert raw is not None

    def run(sql: str, params: tuple[Any, ...]) -> tuple[list[str], list[tuple[Any, ...]]]:
        cursor = raw.cursor()
        try:
            cursor.execute(sql.replace("?", "%s") if postgres else sql, params)
            if cursor.description is None:
                return [], []
            return [d[0] for d in cursor.description], list(cursor.fetchall())
        finally:
            cursor.close()

    return chain.on_postgres(run) if postgres else run


def seal_written(session: Session) -> None:
    """Seal what this transaction wrote (see ``chain.seal``); a broken chain refuses the write.
    A store that keeps what it verified (``session.info[VERIFIED]``) verifies only the links
    written since: its first write into a night verifies that night in full."""
    try:
        chain.seal(session_run(session), session.info.get(VERIFIED))
    except chain.ChainBroken as broken:
        # the broken link is the error's ``problem`` (``chain.ChainBroken.fact``), worded inside it
        raise LedgerDamaged(ErrorCode.NIGHT_DAMAGED, fix=Fix.DAMAGED, problem=broken.fact) from None


def check_balanced(session: Session, entry_ids: list[int]) -> None:
    """Every entry written in this transaction sums to zero chips (players plus the pot): one
    that does not is a bug, raised as an ``AssertionError`` holding the check's problem."""
    if not entry_ids:
        return
    connection = session.connection()
    mark = "?" if connection.dialect.paramstyle == "qmark" else "%s"  # SQLite or PostgreSQL's driver
    marks = ", ".join(mark for _ in entry_ids)
    unbalanced = connection.exec_driver_sql(
        f"SELECT entry_id, SUM(chips) FROM movement WHERE entry_id IN ({marks}) "
        "GROUP BY entry_id HAVING SUM(chips) != 0",
        tuple(entry_ids),
    ).first()
    if unbalanced is not None:
        from booray_ledger.results.file import ProblemKind, problem

        raise AssertionError(problem(ProblemKind.UNBALANCED, entry=int(unbalanced[0]), chips=int(unbalanced[1])))


@contextmanager
def _translate_errors(path: Path | None = None) -> Iterator[None]:
    """SQLite's errors as one line each, recognised by the words SQLite uses (:data:`SQLITE_SAYS`)."""
    try:
        yield
    except SQLAlchemyDatabaseError as exc:
        text = str(exc.orig) if exc.orig is not None else str(exc)
        if DISK_IO in text and path is not None and integrity.disk_full(path):
            raise DatabaseError(ErrorCode.DISK_FULL) from None
        for clue, code in SQLITE_SAYS:
            if clue in text:
                raise DatabaseError(code, fix=_SQLITE_FIXES.get(code)) from None
        raise


NO_SUCH_TABLE = "no such table"
DISK_IO = "disk I/O error"
SQLITE_SAYS: tuple[tuple[str, ErrorCode], ...] = (
    ("locked", ErrorCode.LEDGER_BUSY),
    ("busy", ErrorCode.LEDGER_BUSY),
    ("disk is full", ErrorCode.DISK_FULL),
    ("readonly", ErrorCode.READ_ONLY),
    ("Could not decode", ErrorCode.FILE_DAMAGED),
    ("malformed", ErrorCode.FILE_DAMAGED),
    ("not a database", ErrorCode.FILE_DAMAGED),
    (NO_SUCH_TABLE, ErrorCode.FILE_DAMAGED),  # a table of its schema gone (a write says which)
    ("no such column", ErrorCode.FILE_DAMAGED),
    (DISK_IO, ErrorCode.DISK_FAILED),
    ("unable to open", ErrorCode.CANNOT_OPEN_FILE),
    ("integer overflow", ErrorCode.SUM_OVERFLOWS),
)
"""What SQLite (or the driver reading its rows) says, and the error each means: the driver's
own words, which the code recognises, never shown (the error's code is worded in ``text``)."""
_SQLITE_FIXES = {ErrorCode.FILE_DAMAGED: Fix.CHECK_RESTORE, ErrorCode.SUM_OVERFLOWS: Fix.CHECK}
