"""The two engines the ledger tests run on, and fresh PostgreSQL databases for them.

``BOORAY_TEST_POSTGRES_URL`` names a server where the tests may create databases (a superuser
on a throw-away cluster: `.ci/postgres start DIR` prints one). Each test gets its own database,
created empty and dropped afterwards, named after the process so that xdist workers and
parallel runs never meet.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ENGINES = ("sqlite", "postgresql")
URL_VARIABLE = "BOORAY_TEST_POSTGRES_URL"
HOW = (
    f"set {URL_VARIABLE}=postgresql://USER@HOST:PORT/postgres (a server where tests may create databases; "
    "`apt-get install postgresql` and `.ci/postgres start /tmp/booray-pg` print one)"
)
_numbers = itertools.count()
_admin: dict[str, Any] = {}


@dataclass(frozen=True)
class LedgerDb:
    """The test's ledger: its engine, what ``--db`` takes, and the file for SQLite."""

    engine: str
    target: str
    path: Path | None

    def snapshot(self) -> object:
        """Everything stored, to compare before and after a command that must write nothing."""
        if self.path is not None:
            return self.path.read_bytes() if self.path.exists() else None
        with _connect(self.target) as conn:
            tables = [r[0] for r in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
            return {t: conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in sorted(tables)}

    def exists(self) -> bool:
        """Whether anything was created: the file, or the schema in the database."""
        snap = self.snapshot()
        return bool(snap) if self.path is None else snap is not None


def _unavailable(message: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run the PostgreSQL tests: {message}")
    pytest.skip(f"PostgreSQL runs skipped: {message}")


@contextmanager
def _connect(url: str, autocommit: bool = True) -> Iterator[Any]:
    import psycopg

    conn = psycopg.connect(url, autocommit=autocommit)
    try:
        yield conn
    finally:
        conn.close()


def server_url() -> str:
    """The test server's URL, or a skip (a failure under CI) saying how to get one."""
    url = os.environ.get(URL_VARIABLE)
    if not url:
        _unavailable(HOW)
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable('the psycopg driver is not installed: pip install "booray-ledger[postgres]"')
    assert url is not None
    return url


def _admin_connection(url: str) -> Any:
    import psycopg

    conn = _admin.get(url)
    if conn is None or conn.closed:
        conn = _admin[url] = psycopg.connect(url, autocommit=True)
    return conn


def database_url(server: str, name: str) -> str:
    """The server's URL with another database name."""
    base, _, _ = server.rpartition("/")
    return f"{base}/{name}"


@contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty database on the test server; dropped (connections and all) afterwards."""
    server = server_url()
    name = f"booray_test_{os.getpid()}_{next(_numbers)}"
    admin = _admin_connection(server)
    admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield database_url(server, name)
    finally:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
