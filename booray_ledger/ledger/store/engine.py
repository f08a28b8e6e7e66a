"""The one place that opens a ledger on the right engine.

:func:`open_store` takes a parsed ``--db`` (:mod:`booray_ledger.ledger.store.target`) and returns a
store with the same sessions on both engines: ``read()``, ``write()`` (one transaction,
zero-sum checked before commit) and ``rehearse()`` (a write always rolled back: a dry run). The SQLite file is :class:`booray_ledger.ledger.store.sqlite.Store`; a
PostgreSQL database is :class:`booray_ledger.ledger.store.postgres.PgStore`. Every service above runs
unchanged on either, on the same SQLModel models. ``read_rows()`` is the same read transaction on
a bare SQLAlchemy Core connection: the current night's reports (``status``, ``history``) read
through it with SQL text (:mod:`booray_ledger.ledger.read.rows`), so they never load the ORM.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import Connection, Engine

from booray_ledger.ledger.store.target import Target

if TYPE_CHECKING:  # a read on a bare connection (read_rows) never loads the ORM
    from sqlmodel import Session


class LedgerStore(Protocol):
    """What the library needs from an open ledger, whatever the engine."""

    engine: Engine
    commits: int  # write transactions committed through this store
    source: str  # the front end writing through it (cli, prompt, page, api), kept with each entry
    warm: dict[str, Any]  # what a caller keeps between transactions (see db.Store)

    def read(self) -> AbstractContextManager[Session]: ...

    def read_rows(self) -> AbstractContextManager[Connection]: ...

    def write(self, keep_warm: bool = False) -> AbstractContextManager[Session]: ...

    def rehearse(self) -> AbstractContextManager[Session]: ...

    def refuse_replaced(self, session: Session) -> None: ...

    def close(self) -> None: ...


def open_store(target: Target, *, create: bool = False, keep_open: bool = False) -> LedgerStore:
    """The ledger at ``target``; ``create`` makes (or upgrades) its schema when it has none;
    ``keep_open`` keeps a connection for a program that stays open (the live prompt)."""
    if target.is_postgres:
        from booray_ledger.ledger.schema.postgres_schema import driver

        driver()  # the one-line "install the extra" message before SQLAlchemy asks for it
        from booray_ledger.ledger.store.postgres import PgStore

        return PgStore(target, create=create)  # always keeps a small pool
    from booray_ledger.ledger.store.sqlite import Store

    assert target.path is not None
    return Store(target.path, create=create, keep_open=keep_open)
