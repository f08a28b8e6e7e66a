"""`booray check`: every check of one ledger file, gathered into one report.

The SQLite half lives in :mod:`integrity` (pages, integrity, foreign keys, triggers), the
book-keeping half in :mod:`ledger_check` (zero-sum entries, hands replayed, the pot). Nothing
is written; a file SQLite cannot read at all still gets a report, never a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from booray_ledger.errors import BoorayError
from booray_ledger.ledger import integrity, schema
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
        schema.inspect(path)
        readable: list[str] = []
    except BoorayError as exc:
        readable = [str(exc)]
    add("booray-ledger file", readable)
    add("SQLite integrity, foreign keys, triggers",
        integrity.sqlite_problems(path, schema.LEDGER_TABLES, lambda stage: say(stage, 0, 1)))  # fmt: skip
    replayed = 0
    if not readable:
        replayed = _book_checks(path, add, say)
    bad = [c for c in checks if not c["ok"]]
    count = sum(len(c["problems"]) for c in bad)
    if bad:
        summary = f"{path}: {count} problem(s) in {', '.join(c['name'] for c in bad)}; see `booray check --json`"
    else:
        summary = f"{path}: OK, {len(checks)} checks passed, {replayed:,} hands replayed"
    return {"ok": not bad, "path": str(path), "summary": summary, "hands_replayed": replayed, "checks": checks}


def _book_checks(path: Path, add: Callable[[str, list[str]], None], say: Progress) -> int:
    """The book-keeping checks through the ledger's own models; returns the hands replayed."""
    from sqlalchemy.exc import SQLAlchemyError
    from sqlmodel import Session

    from booray_ledger.ledger import ledger_check
    from booray_ledger.ledger.db import _engine

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
    except (SQLAlchemyError, BoorayError) as exc:
        add("reading the ledger", [f"{type(exc).__name__}: {str(exc).splitlines()[0]}"])
        return 0
    finally:
        engine.dispose()
