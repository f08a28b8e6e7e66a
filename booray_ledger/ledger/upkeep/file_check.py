"""`booray check`: every check of one ledger file, gathered into one report.

The SQLite half lives in :mod:`integrity` (pages, integrity, foreign keys, triggers), the
book-keeping half in :mod:`ledger_check` (zero-sum entries, hands replayed, the pot). Nothing
is written; a file SQLite cannot read at all still gets a report, never a crash.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from booray_ledger.errors import BoorayError, ErrorCode, Fix
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.store import chain
from booray_ledger.ledger.store.target import Target
from booray_ledger.ledger.upkeep import chain_workers, integrity, replay_mark
from booray_ledger.ledger.upkeep.integrity import unreadable
from booray_ledger.results.file import CheckItem, CheckName, CheckProblem, CheckReport, ProblemKind, problem

Progress = Callable[[str, int, int], None]


@dataclass
class Replayed:
    """What the replay covered: the hands replayed now, those found right by earlier checks
    (``replay_mark``), and the rows this check covers, marked once every check passes."""

    hands: int = 0
    before: int = 0
    covered: replay_mark.Tops | None = None
    counted: dict[str, str] | None = None


def check_file(path: Path, progress: Progress | None = None, full: bool = False) -> CheckReport:
    """The report for the ledger at ``path`` (see :meth:`Ledger.check`); ``full`` replays every
    hand, not only those written or corrected since the last sound check (``replay_mark``),
    recounts every night's totals, reads every page's header (``integrity.page_damage``; by
    default the header and page 1), and runs SQLite's integrity and foreign-key checks in place
    of its quick check (``integrity.sqlite_problems``)."""
    if not path.exists():
        raise BoorayError(ErrorCode.NO_LEDGER, fix=Fix.GIVE_FILE, path=str(path))
    say = progress or (lambda stage, done, total: None)
    checks: list[CheckItem] = []

    def add(name: CheckName, problems: list[CheckProblem]) -> None:
        checks.append({"name": name, "ok": not problems, "problems": problems[:50]})

    say("pages", 0, 1)
    damage = integrity.page_damage(path, every_page=full)
    add(CheckName.PAGES, [damage] if damage is not None else [])
    try:
        sqlite_schema.inspect(path)
        readable: list[CheckProblem] = []
    except BoorayError as exc:
        why = {"error": exc.code.value, "facts": exc.facts} if exc.code is not None else {"quoted": str(exc)}
        readable = [problem(ProblemKind.NOT_A_LEDGER, **why)]
    add(CheckName.LEDGER_FILE, readable)
    # forks its worker before any thread; with --full this process replays every hand meanwhile
    chains = ChainCheck(path, share=1.0 if full else chain_workers.WORKER_SHARE) if not readable else None
    sqlite = Background(lambda: integrity.sqlite_problems(path, sqlite_schema.LEDGER_TABLES, full))
    # the stages are names text/commands.py words (CHECK_STAGES), not words shown as they are
    say("SQLite integrity check" if full else "SQLite quick check", 0, 1)
    book: list[CheckItem] = []
    replayed = Replayed()
    try:
        if chains is not None:
            say("hash chain", 0, 1)
            chains.verify_mine()
            replayed = _book_checks(path, lambda name, found: book.append(_item(name, found)), say, full)
        add(CheckName.SQLITE, sqlite.result())
        if chains is not None:
            add(CheckName.CHAIN_AND_SCHEMA, chains.finish())
    finally:
        if chains is not None:
            chains.stop()
    report = _report(str(path), checks + book, replayed)
    if report["ok"] and replayed.covered is not None:
        _mark_file(path, replayed)
    return report


def _item(name: CheckName, problems: list[CheckProblem]) -> CheckItem:
    return {"name": name, "ok": not problems, "problems": problems[:50]}


class Background:
    """``work()`` in a thread of its own, started at once; :meth:`result` waits for it. SQLite
    lets go of Python's lock while it works, so a quick check runs truly beside the chains. A
    daemon thread rather than ``concurrent.futures``, whose threads are joined at exit: a check
    stopped by Ctrl-C ends at once instead of waiting for SQLite's check to finish."""

    def __init__(self, work: Callable[[], list[CheckProblem]]) -> None:
        self._found: list[CheckProblem] = []
        self._error: BaseException | None = None

        def run() -> None:
            try:
                self._found = work()
            except BaseException as exc:  # raised again in the caller's thread
                self._error = exc

        self._thread = threading.Thread(target=run, name="booray-check-sqlite", daemon=True)
        self._thread.start()

    def result(self) -> list[CheckProblem]:
        """What ``work`` returned (what it raised is raised here)."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._found


def _mark_file(path: Path, replayed: Replayed) -> None:
    """Write the replay mark in a transaction of its own, if the file can be written now: a
    file that cannot (read-only, or busy past a second) is simply replayed again next time."""
    if integrity.read_only(path) is not None:
        return
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=1.0)
    except sqlite3.Error:
        return
    try:
        conn.execute("BEGIN IMMEDIATE")
        wrote = replay_mark.write(sqlite_schema.sqlite_run(conn), replayed.covered or {}, replayed.counted)
        conn.execute("COMMIT" if wrote else "ROLLBACK")
    except sqlite3.Error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    finally:
        conn.close()


def chain_problems(path: Path) -> list[CheckProblem]:
    """The schema as its version makes it, and every night's hash chain verified in full
    (``chain.verify_all``, on two cores for a big ledger: :class:`ChainCheck`); a file too
    damaged to read says so, never a crash."""
    return ChainCheck(path).finish()


class ChainCheck:
    """:func:`chain_problems` begun: the schema compared and the nights read (on a connection
    closed again at once), and a worker forked for the later nights when the ledger has
    ``worker_links`` links or more, verifying about ``share`` of them (``chain_workers``): create
    it before starting any thread. :meth:`finish` verifies the
    earlier nights here meanwhile and merges the worker's findings after them, in night order:
    the same facts, in the same order, as one process verifying every night."""

    def __init__(
        self, path: Path, worker_links: int = chain_workers.WORKER_LINKS, share: float = chain_workers.WORKER_SHARE
    ) -> None:
        self.path = path
        self.found: list[CheckProblem] | None = None  # the whole outcome, when known already
        self.mine: list[int] = []
        self.worker: chain_workers.Worker | None = None
        self.mine_found: tuple[list[CheckProblem], dict[str, int]] | None = None
        try:
            conn = integrity.connect_readonly(path)
        except Exception as exc:
            self.found = [unreadable(exc)]
            return
        try:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            self.schema = _schema_differs(conn, version)
            if version < sqlite_schema.CHAIN_VERSION:
                self.found = self.schema
                return
            self.mine, theirs = chain_workers.split(chain.chained_nights(sqlite_schema.sqlite_run(conn)), worker_links)
        except Exception as exc:
            self.found = [unreadable(exc)]
            return
        finally:
            conn.close()
        if theirs:
            self.worker = chain_workers.start(path, theirs)

    def verify_mine(self) -> None:
        """Verify this process's nights (the worker goes on with its own meanwhile)."""
        if self.found is not None or self.mine_found is not None:
            return
        try:
            with self._run() as run:
                self.mine_found = chain.verify_nights(run, self.mine)
        except Exception as exc:
            self.found = [unreadable(exc)]
            self.stop()

    def finish(self) -> list[CheckProblem]:
        """The problems found: the schema's, then each chain's first broken link in night order,
        then rows not sealed exactly once; or the one problem saying what could not be read."""
        self.verify_mine()
        if self.found is not None or self.mine_found is None:
            return self.found or []
        problems, sealed = self.mine_found
        try:
            if self.worker is not None:
                theirs = chain_workers.collect(self.worker)
                if isinstance(theirs, list):  # unreadable, or the worker died: its nights unverified
                    return theirs if theirs[0]["kind"] == ProblemKind.UNREADABLE else self.schema + problems + theirs
                problems = problems + theirs[0]
                sealed = {t: sealed.get(t, 0) + theirs[1].get(t, 0) for t in sealed.keys() | theirs[1].keys()}
            with self._run() as run:
                return self.schema + problems + chain.unsealed_problems(run, sealed)
        except Exception as exc:
            return [unreadable(exc)]
        finally:
            self.stop()

    def stop(self) -> None:
        """Stop the worker if it still runs (its findings are not wanted, or were collected)."""
        if self.worker is not None:
            chain_workers.stop(self.worker)

    @contextlib.contextmanager
    def _run(self) -> Iterator[chain.Run]:
        conn = integrity.connect_readonly(self.path)
        try:
            yield sqlite_schema.sqlite_run(conn)
        finally:
            conn.close()


def _schema_differs(conn: sqlite3.Connection, version: int) -> list[CheckProblem]:
    """The schema's first object that is missing or not as the file's version makes it."""
    found = sqlite_schema.schema_problem(conn, version)
    return [] if found is None else [found]


def _book_checks(
    path: Path, add: Callable[[CheckName, list[CheckProblem]], None], say: Progress, full: bool
) -> Replayed:
    """The book-keeping checks through the ledger's own models; returns what was replayed."""
    from sqlmodel import Session

    from booray_ledger.ledger.store.sqlite import _engine

    engine = _engine(path, read_only=True)
    try:
        with Session(engine) as session:
            return book_checks(session, add, say, full)
    except Exception as exc:
        add(CheckName.READING, [unreadable(exc)])
        return Replayed()
    finally:
        engine.dispose()


def book_checks(
    session: Any, add: Callable[[CheckName, list[CheckProblem]], None], say: Progress, full: bool = False
) -> Replayed:
    """Zero-sum entries, the hands replayed (all with ``full`` or without a mark; else those
    written or corrected since the last sound check), balances and pots, the per-night totals
    against the rows, on an open session of either engine; returns what was replayed."""
    from sqlalchemy import inspect

    from booray_ledger.ledger.store import night_totals
    from booray_ledger.ledger.store.sqlite import connection_run
    from booray_ledger.ledger.upkeep import ledger_check

    run = connection_run(session.connection())
    marked = replay_mark.has_table(run)
    covered = replay_mark.tops(run) if marked else None  # first: the snapshot everything below reads
    mark = None if full or not marked else replay_mark.read(run)
    say("entries sum to zero", 0, 1)
    add(CheckName.ZERO_SUM, ledger_check.unbalanced_entries(session))
    hand_ids = replay_mark.hands_since(run, mark)
    problems, replayed = ledger_check.replay_problems(session, lambda d, t: say("replaying hands", d, t), hand_ids)
    add(CheckName.REPLAY, problems)
    say("balances and pots", 0, 1)
    add(CheckName.BALANCES, ledger_check.night_problems(session))
    counted = None
    if inspect(session.connection()).has_table("night_total"):  # an older file gets them when next written
        say("per-night totals", 0, 1)
        recount = None if mark is None else replay_mark.nights_of(run, hand_ids)
        found, counted = night_totals.compare(session.connection(), recount, mark.counted if mark else None)
        add(CheckName.NIGHT_TOTALS, found)
    return Replayed(replayed, mark.hands if mark else 0, covered, counted)


def check_database(target: Target, progress: Progress | None = None, full: bool = False) -> CheckReport:
    """``booray check`` on a PostgreSQL ledger: every night's hash chain in full, every entry
    summing to zero, the hands replayed (as :func:`book_checks`), balances and pots (the server
    checks its own pages); the replay mark is written once all of it passes."""
    from booray_ledger.ledger.store.engine import open_store
    from booray_ledger.ledger.store.sqlite import connection_run

    say = progress or (lambda stage, done, total: None)
    checks: list[CheckItem] = []

    def add(name: CheckName, problems: list[CheckProblem]) -> None:
        checks.append({"name": name, "ok": not problems, "problems": problems[:50]})

    store = open_store(target)
    replayed = Replayed()
    try:
        with store.read() as session:
            say("hash chain", 0, 1)
            add(CheckName.CHAIN, chain.verify_all(connection_run(session.connection())))
            replayed = book_checks(session, add, say, full)
        report = _report(str(target), checks, replayed)
        if report["ok"] and replayed.covered is not None:
            with store.write() as session:  # its own transaction; rolled back if the rows moved
                if not replay_mark.write(connection_run(session.connection()), replayed.covered, replayed.counted):
                    session.rollback()
    except Exception as exc:
        add(CheckName.READING, [unreadable(exc)])
        report = _report(str(target), checks, replayed)
    finally:
        store.close()
    return report


def _report(where: str, checks: list[CheckItem], replayed: Replayed) -> CheckReport:
    return {"ok": all(c["ok"] for c in checks), "path": where, "hands_replayed": replayed.hands,
            "hands_checked_before": replayed.before, "checks": checks}  # fmt: skip
