"""Read-only reports: the list of nights and one night in detail."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.ledger.read import night_reports
from tests.helpers import store_with_night


def test_the_list_of_nights_and_one_in_detail(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass", "Ann=2 Bob=2 Cat=1")
    with store.read() as session:
        rows = night_reports.nights(session)
        detail = night_reports.night_detail(session, None)
    assert [(r["name"], r["players"], r["hands"], r["ended"]) for r in rows] == [
        ("Friday", ["Ann", "Bob", "Cat"], 2, False)]  # fmt: skip
    assert rows[0]["pot"] == 3  # the tie carries its P0 of 3
    assert detail["pot"] == 3
    assert detail["night"] == "Friday"
    assert detail["hands"] == 2
    assert detail["dealer"] == "Cat"
    assert detail["balances"] == {"Ann": 1, "Bob": -2, "Cat": -2}
    assert detail["series"]["Ann"] == [0, 2, 1]
    assert detail["rules"]["tie"] == "carry"
    store.close()
