"""Reading a night's house rules with the standard library only.

The referee and the rulebook show the current table's rules, but must start fast: this reads
them with ``sqlite3`` (read-only), without importing SQLAlchemy or SQLModel.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from booray_ledger.ledger.schema import current_night_sql, inspect
from booray_ledger.rules.handline import name_key


def night_rules(path: Path, night: str | None = None) -> tuple[str, dict[str, Any]] | None:
    """(night name, rules) of the named night, else of the current one; None when there is none.

    Raises UsageError when a night is named and not found.
    """
    if inspect(path) is None:
        return None
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        if night is not None:
            row = conn.execute("SELECT name, rules_json FROM night WHERE name_key = ?", (name_key(night),)).fetchone()
            if row is None:
                from booray_ledger.rules.handline import resolve

                names = [r[0] for r in conn.execute("SELECT name FROM night")]
                resolve(night, names, what="a night in this database")
        elif _has_table(conn, "night_end"):
            current = current_night_sql(with_use=_has_table(conn, "night_use"))
            row = conn.execute(f"SELECT name, rules_json FROM night WHERE id = ({current})").fetchone()
        else:  # version 1: no night has ended
            row = conn.execute("SELECT name, rules_json FROM night ORDER BY id DESC LIMIT 1").fetchone()
    finally:
        conn.close()
    return None if row is None else (str(row[0]), dict(json.loads(row[1])))


def _has_table(conn: sqlite3.Connection, table: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (table,)).fetchone() is not None
