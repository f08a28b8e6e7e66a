"""`booray demo`: a scripted night into a throw-away file."""

from __future__ import annotations

from tests.conftest import Run
from tests.engines import LedgerDb


def test_demo_plays_a_night_into_a_throwaway_file(booray: Run, ledger_db: LedgerDb) -> None:
    out = booray("demo").stdout
    assert "Pot on the table" in out
    payments = [line for line in out.splitlines() if line.startswith("│") and "$" in line][:4]
    assert payments == [  # the settle-up at a chip value of 0.25, fewest payments
        "│ Cat  │ Bob │     5 │  $1.25 │",
        "│ Dan  │ Bob │    37 │  $9.25 │",
        "│ Eve  │ Ann │    61 │ $15.25 │",
        "│ Eve  │ Bob │     9 │  $2.25 │",
    ]
    assert not ledger_db.exists()
