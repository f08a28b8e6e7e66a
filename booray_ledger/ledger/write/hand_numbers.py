"""The number the next hand of a night will get, read with the standard library only.

This is how the same hand entered from two terminals is recorded once: a command notes the
number it expects to write as early as it can (the live prompt from its last refresh; ``booray
hand`` with this module, before SQLAlchemy is even imported), and recording refuses a hand when
a hand with that number or later was written meanwhile with the very same results (compared
whatever the order of the words). Entering the same results again once the first hand is on
the screen is a new hand.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from booray_ledger.ledger.schema.sqlite_schema import current_night_sql
from booray_ledger.ledger.upkeep.integrity import connect_readonly

if TYPE_CHECKING:  # SQLAlchemy is not imported by the stdlib peek
    from sqlalchemy import Connection

_NIGHT_NAMED = "SELECT id FROM night WHERE name_key = ?"
_LAST = (  # the newest hand in effect is the last (an edit writes the hands after it anew): one index step
    "SELECT number FROM hand WHERE night_id = ? AND id NOT IN (SELECT hand_id FROM hand_void) ORDER BY id DESC LIMIT 1"
)


def peek_next(path: Path, night_key: str | None = None) -> int | None:
    """The next hand number of the night (``night_key`` as ``name_key`` gives it, else the
    current night), or None when it cannot be told cheaply (no file or night yet)."""
    try:
        if not path.is_file():
            return None
        conn = connect_readonly(path)
        try:
            row = conn.execute(_NIGHT_NAMED, (night_key,)) if night_key else conn.execute(current_night_sql())
            night = row.fetchone()
            if night is None:
                return None
            last = conn.execute(_LAST, (night[0],)).fetchone()
        finally:
            conn.close()
    except (sqlite3.Error, OSError, UnicodeDecodeError):  # (a damaged schema's text may be no UTF-8)
        return None
    return int(last[0] if last else 0) + 1


def next_number(connection: Connection, night_key: str | None = None) -> int | None:
    """:func:`peek_next` on an open connection (a ledger that stays open reads it through its
    own connection, in a read transaction of its own, instead of opening the file again)."""
    mark = "?" if connection.dialect.paramstyle == "qmark" else "%s"
    if night_key:
        night = connection.exec_driver_sql(_NIGHT_NAMED.replace("?", mark), (night_key,)).first()
    else:
        night = connection.exec_driver_sql(current_night_sql()).first()
    if night is None:
        return None
    last = connection.exec_driver_sql(_LAST.replace("?", mark), (night[0],)).first()
    return int(last[0] if last else 0) + 1
