"""Reading a night's house rules without SQLAlchemy.

The referee and the rulebook show the current table's rules, but must start fast: this reads
them with the driver alone, ``sqlite3`` (read-only) for a file and psycopg for PostgreSQL,
without importing SQLAlchemy or SQLModel. The current night is the one SQL definition the
ledger uses too (:func:`booray_ledger.ledger.schema.sqlite_schema.current_night_sql`).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from booray_ledger.errors import NameKind
from booray_ledger.ledger.schema.sqlite_schema import current_night_sql, inspect
from booray_ledger.ledger.store.target import Target, parse_target
from booray_ledger.ledger.upkeep.integrity import connect_readonly
from booray_ledger.rules.names import name_key, resolve, storable

_RULES_NOW = (
    "COALESCE((SELECT s.value FROM night_setting s WHERE s.night_id = night.id AND s.kind = 'rules' "
    "ORDER BY s.id DESC LIMIT 1), rules_json)"
)
"""The night's rules in force: the newest ``night set --from-next-hand``, else those it started with."""
_BY_NAME = "SELECT name, {rules} FROM night WHERE name_key = {p}"
_CURRENT = "SELECT name, {rules} FROM night WHERE id = ({current})"


def night_rules(db: str | Path | Target, night: str | None = None) -> tuple[str, dict[str, Any]] | None:
    """(night name, rules) of the named night, else of the current one; None when there is none.

    Raises UsageError when a night is named and not found.
    """
    target = parse_target(db)
    if target.is_postgres:
        row = _postgres_row(target, night)
    else:
        assert target.path is not None
        row = _sqlite_row(target.path, night)
    return None if row is None else (str(row[0]), dict(json.loads(row[1])))


def _named(conn: Any, mark: str, rules: str, night: str) -> Any:
    """The row (name, rules) of the night called ``night``; an unknown night is refused, naming
    the nights there are (a name that cannot be stored, :func:`storable`, is no night's)."""
    row = conn.execute(_BY_NAME.format(p=mark, rules=rules), (name_key(night),)).fetchone() if storable(night) else None
    if row is None:
        resolve(night, [r[0] for r in conn.execute("SELECT name FROM night")], what=NameKind.NIGHT)
    return row


def _sqlite_row(path: Path, night: str | None) -> Any:
    if inspect(path) is None:
        return None
    conn = connect_readonly(path)  # leaves no -wal/-shm behind; works in read-only folders
    try:
        rules = _RULES_NOW if _has_table(conn, "night_setting") else "rules_json"  # older files have none
        if night is not None:
            return _named(conn, "?", rules, night)
        if _has_table(conn, "night_end"):
            current = current_night_sql(with_use=_has_table(conn, "night_use"))
            return conn.execute(_CURRENT.format(current=current, rules=rules)).fetchone()
        # version 1: no night has ended
        return conn.execute("SELECT name, rules_json FROM night ORDER BY id DESC LIMIT 1").fetchone()
    finally:
        conn.close()


def _has_table(conn: sqlite3.Connection, table: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (table,)).fetchone() is not None


def _postgres_row(target: Target, night: str | None) -> Any:
    """The same reads on PostgreSQL (whose schema is always at the latest version once opened)."""
    from booray_ledger.ledger.schema import postgres_schema

    if postgres_schema.inspect(target) is None:
        return None
    with postgres_schema.connect(target) as conn:
        if night is not None:
            return _named(conn, "%s", _RULES_NOW, night)
        return conn.execute(_CURRENT.format(current=current_night_sql(), rules=_RULES_NOW)).fetchone()
