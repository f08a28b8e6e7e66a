"""`booray check`: every check of one ledger file, gathered into one report.

The SQLite half lives in :mod:`integrity` (pages, integrity, foreign keys, triggers), the
book-keeping half in :mod:`ledger_check` (zero-sum entries, hands replayed, the pot). Nothing
is written; a file SQLite cannot read at all still gets a report, never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from booray_ledger.errors import BoorayError
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.upkeep import integrity
from booray_ledger.results.file import CheckItem, CheckReport

Progress = Callable[[str, int, int], None]


def check_file(path: Path, progress: Progress | None = None) -> CheckReport:
    """The report for the ledger at ``path`` (see :meth:`Ledger.check`)."""
    if not path.exists():
        raise BoorayError(f"no booray database at {path}; give the ledger with --db PATH")
    say = progress or (lambda stage, done, total: None)
    checks: list[CheckItem] = []

    def add(name: str, problems: list[str]) -> None:
        checks.append({"name": name, "ok": not problems, "problems": problems[:50]})

    say("pages", 0, 1)
    damage = integrity.page_damage(path)
    add("pages", [damage] if damage else [])
    try:
        sqlite_schema.inspect(path)
        readable: list[str] = []
    except BoorayError as exc:
        readable = [str(exc)]
    add("booray-ledger file", readable)
    add("SQLite integrity, foreign keys, triggers",
        integrity.sqlite_problems(path, sqlite_schema.LEDGER_TABLES, lambda stage: say(stage, 0, 1)))  # fmt: skip
    replayed = 0
    if not readable:
        say("hash chain", 0, 1)
        add("hash chain and schema", chain_problems(path))
        replayed = _book_checks(path, add, say)
    bad = [c for c in checks if not c["ok"]]
    count = sum(len(c["problems"]) for c in bad)
    if bad:
        summary = f"{path}: {count} problem(s) in {', '.join(c['name'] for c in bad)}; see `booray check --json`"
    else:
        summary = f"{path}: OK, {len(checks)} checks passed, {replayed:,} hands replayed"
    return {"ok": not bad, "path": str(path), "summary": summary, "hands_replayed": replayed, "checks": checks}


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


def _book_checks(path: Path, add: Callable[[str, list[str]], None], say: Progress) -> int:
    """The book-keeping checks through the ledger's own models; returns the hands replayed."""
    from sqlmodel import Session

    from booray_ledger.ledger.store.sqlite import _engine
    from booray_ledger.ledger.upkeep import ledger_check

    engine = _engine(path, read_only=True)
    try:
        with Session(engine) as session:
            say("entries sum to zero", 0, 1)
            add("every entry sums to zero", ledger_check.unbalanced_entries(session))
            problems, replayed = ledger_check.replay_problems(session, lambda d, t: say("replaying hands", d, t))
            add("hands replayed from their inputs", problems)
            say("balances and pots", 0, 1)
            add("balances and pots", ledger_check.night_problems(session))
            return replayed
    except Exception as exc:
        first = (str(exc).splitlines() or [""])[0][:200]
        add("reading the ledger", [f"{type(exc).__name__}: {first}"])
        return 0
    finally:
        engine.dispose()
