"""A ledger with every kind of entry, written through the library in a real SQLite file, for
the tests that check, back up, copy or damage one."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

PLAYERS = "Ann,Bob,Cat,Dan,Eve"


SHAPES = [
    ["Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass"],
    ["Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass"],
    ["Ann=pass", "Bob=4", "Cat=1", "Dan=0", "Eve=pass"],
]


def build(path: Path, hands: int) -> None:
    """A night of ``hands`` hands through the library (one transaction each), plus a void, an
    edit, a payment and an ended night, so every kind of entry is there to check.

    Written once per test process and size, then copied: the file a closed ledger leaves is the
    whole ledger (no journal beside it), and a test that damages its copy damages only that."""
    if hands not in _BUILT:
        with tempfile.TemporaryDirectory() as folder:
            first = Path(folder) / "ledger.db"
            _write(first, hands)
            assert not first.with_name("ledger.db-wal").exists()
            _BUILT[hands] = first.read_bytes()
    path.write_bytes(_BUILT[hands])


_BUILT: dict[int, bytes] = {}


def _write(path: Path, hands: int) -> None:
    from booray_ledger import Ledger, hand

    with Ledger.open(path) as ledger:
        ledger.start_night("Thu", PLAYERS.split(","))
        ledger.record_hand(hand(SHAPES[0]))
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=pass", "Eve=pass"]))
        ledger.end_night("carry")
        ledger.start_night("Fri", PLAYERS.split(","))
        for i in range(hands):
            ledger.record_hand(hand(SHAPES[i % 3]))
        ledger.void_last_hand()
        ledger.edit_hand(1, hand(SHAPES[1]))
        ledger.record_payment("Dan", "Bob", 5, night="Fri", force=True)


OWN_ROWS = ("ledger_identity", "chain_link")
"""The tables each ledger writes for itself (its identity, its hash chain): a copy has its own."""


def rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table of the SQLite file at ``path``, in the order written (but the
    ledger's own identity and chain, which every copy makes anew)."""
    conn = sqlite3.connect(path)
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    tables = [t for t in tables if t not in OWN_ROWS]
    found = {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in tables}
    conn.close()
    return found
