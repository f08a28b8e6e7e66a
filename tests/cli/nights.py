"""Nights played through the command line, shared by the CLI tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.conftest import Run
from tests.engines import LedgerDb

PLAYERS = "Ann,Bob,Cat,Dan,Eve"


def start(booray: Run, *extra: str, players: str = PLAYERS) -> None:
    """`booray night start Friday --players ...`."""
    booray("night", "start", "Friday", "--players", players, *extra)


def night_with_hands(booray: Run, *extra: str) -> None:
    """Friday with four hands; Ann wins the last pot, so nothing is left on the table."""
    booray("night", "start", "Friday", "--players", PLAYERS, *extra)
    booray("hand", "Ann=pass", "Dan=pass", "Bob=3", "Cat=1", "Eve=1")
    booray("hand", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "Eve=pass")
    booray("hand", "Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass")
    booray("hand", "Ann=2", "Bob=1", "Cat=1", "Dan=1", "Eve=pass")


def settle_report(booray: Run, *args: str) -> dict[str, Any]:
    """`booray settle --json` as data."""
    return dict(json.loads(booray("settle", "--json", *args).stdout))


def tie_night(booray: Run) -> None:
    """Eve deals; Ann and Bob tie, Dan is bourré: the pot holds 10 (antes 5, Dan pays 5)."""
    booray("night", "start", "Friday", "--players", PLAYERS, "--dealer", "Eve")
    booray("hand", "Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0")


_BUILT: dict[str, bytes] = {}


def once(db: Path | LedgerDb, key: str, build: Callable[[], None]) -> object:
    """The ledger ``build`` writes to the SQLite file ``db``, built once per test process and
    copied into it for each later test (a shared, read-only starting point); returns its bytes.
    A PostgreSQL ``LedgerDb`` is built afresh each time; returns its snapshot."""
    if isinstance(db, LedgerDb):
        if db.path is None:
            build()
            return db.snapshot()
        db = db.path
    db_file = db
    if key in _BUILT:
        db_file.write_bytes(_BUILT[key])
        return _BUILT[key]
    build()
    assert not Path(f"{db_file}-wal").exists(), "the command left the database open"
    _BUILT[key] = db_file.read_bytes()
    return _BUILT[key]


def marked_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan,Eve", "--chip-value", "0.25")
    booray("hand", "Ann=1", "Bob=1", "Cat=1", "Dan=1", "Eve=1", "--out-of-turn", "Cat")  # a five-way tie
    booray("seat", "add", "Fay", "--after", "Bob")
    booray("hand", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "Eve=pass", "Fay=pass",
           "--corrected", "Bob", "--dealer", "Cat", "--up", "AS", "--force")  # fmt: skip
    booray("paid", "Dan", "Ann", "2", "--force")
    booray("seat", "out", "Eve")
    booray("hand", "Ann=2", "Bob=3", "Cat=pass", "Dan=pass", "Fay=pass", "--renege", "Ann")
