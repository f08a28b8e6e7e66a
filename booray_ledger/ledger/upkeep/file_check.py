"""`booray check`: every check of one ledger file, gathered into one report.

The SQLite half lives in :mod:`integrity` (pages, integrity, foreign keys, triggers), the
book-keeping half in :mod:`ledger_check` (zero-sum entries, hands replayed, the pot). Nothing
is written; a file SQLite cannot read at all still gets a report, never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from booray_ledger.errors import BoorayError
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.store.target import Target
from booray_ledger.ledger.upkeep import integrity
from booray_ledger.results.file import CheckItem, CheckName, CheckReport

Progress = Callable[[str, int, int], None]


def check_file(path: Path, progress: Progress | None = None) -> CheckReport:
    """The report for the ledger at ``path`` (see :meth:`Ledger.check`)."""
    if not path.exists():
        raise BoorayError(f"no booray database at {path}; give the ledger with --db PATH")
    say = progress or (lambda stage, done, total: None)
    checks: list[CheckItem] = []

    def add(name: CheckName, problems: list[str]) -> None:
        checks.append({"name": name, "ok": not problems, "problems": problems[:50]})

    say("pages", 0, 1)
    damage = integrity.page_damage(path)
    add(CheckName.PAGES, [damage] if damage else [])
    try:
        sqlite_schema.inspect(path)
        readable: list[str] = []
    except BoorayError as exc:
        readable = [str(exc)]
    add(CheckName.LEDGER_FILE, readable)
    add(CheckName.SQLITE,
        integrity.sqlite_problems(path, sqlite_schema.LEDGER_TABLES, lambda stage: say(stage, 0, 1)))  # fmt: skip
    replayed = 0
    if not readable:
        say("hash chain", 0, 1)
        add(CheckName.CHAIN_AND_SCHEMA, chain_problems(path))
        replayed = _book_checks(path, add, say)
    return _report(str(path), checks, replayed)


def chain_problems(path: Path) -> list[str]:
    """The schema as its version makes it, and every night's hash chain verified in full
    (``chain.verify_all``); a file too damaged to read says so, never a crash."""
    from booray_ledger.ledger.store import chain

    try:
        conn = integrity.connect_readonly(path)
    except Exception as exc:
        return [f"cannot read the file ({exc})"]
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        problems = [p for p in [sqlite_schema.schema_problem(conn, version)] if p]
        if version >= sqlite_schema.CHAIN_VERSION:
            problems += chain.verify_all(sqlite_schema.sqlite_run(conn))
        return problems
    except Exception as exc:
        return [f"the chain cannot be read to the end ({type(exc).__name__}: {str(exc).splitlines()[0][:200]})"]
    finally:
        conn.close()


def _book_checks(path: Path, add: Callable[[CheckName, list[str]], None], say: Progress) -> int:
    """The book-keeping checks through the ledger's own models; returns the hands replayed."""
    from sqlmodel import Session

    from booray_ledger.ledger.store.sqlite import _engine

    engine = _engine(path, read_only=True)
    try:
        with Session(engine) as session:
            return book_checks(session, add, say)
    except Exception as exc:
        first = (str(exc).splitlines() or [""])[0][:200]
        add(CheckName.READING, [f"{type(exc).__name__}: {first}"])
        return 0
    finally:
        engine.dispose()


def book_checks(session: Any, add: Callable[[CheckName, list[str]], None], say: Progress) -> int:
    """Zero-sum entries, every hand replayed, balances and pots, the per-night totals against the
    rows, on an open session of either engine; returns the hands replayed."""
    from sqlalchemy import inspect

    from booray_ledger.ledger.store import night_totals
    from booray_ledger.ledger.upkeep import ledger_check

    say("entries sum to zero", 0, 1)
    add(CheckName.ZERO_SUM, ledger_check.unbalanced_entries(session))
    problems, replayed = ledger_check.replay_problems(session, lambda d, t: say("replaying hands", d, t))
    add(CheckName.REPLAY, problems)
    say("balances and pots", 0, 1)
    add(CheckName.BALANCES, ledger_check.night_problems(session))
    if inspect(session.connection()).has_table("night_total"):  # an older file gets them when next written
        say("per-night totals", 0, 1)
        add(CheckName.NIGHT_TOTALS, night_totals.differences(session.connection()))
    return replayed


def check_database(target: Target, progress: Progress | None = None) -> CheckReport:
    """``booray check`` on a PostgreSQL ledger: every night's hash chain in full, every entry
    summing to zero, every hand replayed, balances and pots (the server checks its own pages)."""
    from booray_ledger.ledger.store import chain
    from booray_ledger.ledger.store.engine import open_store
    from booray_ledger.ledger.store.sqlite import connection_run

    say = progress or (lambda stage, done, total: None)
    checks: list[CheckItem] = []

    def add(name: CheckName, problems: list[str]) -> None:
        checks.append({"name": name, "ok": not problems, "problems": problems[:50]})

    store = open_store(target)
    replayed = 0
    try:
        with store.read() as session:
            say("hash chain", 0, 1)
            add(CheckName.CHAIN, chain.verify_all(connection_run(session.connection())))
            replayed = book_checks(session, add, say)
    except Exception as exc:
        first = (str(exc).splitlines() or [""])[0][:200]
        add(CheckName.READING, [f"{type(exc).__name__}: {first}"])
    finally:
        store.close()
    return _report(str(target), checks, replayed)


def _report(where: str, checks: list[CheckItem], replayed: int) -> CheckReport:
    return {"ok": all(c["ok"] for c in checks), "path": where, "hands_replayed": replayed, "checks": checks}
