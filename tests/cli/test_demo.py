"""`booray demo`: a scripted night into a throw-away file."""

from __future__ import annotations

from tests.conftest import Run
from tests.engines import LedgerDb


def test_demo_plays_a_night_into_a_throwaway_file(booray: Run, ledger_db: LedgerDb) -> None:
    out = booray("demo").stdout
    assert "Pot on the table" in out
    assert "Bob" in out
    assert not ledger_db.exists()
