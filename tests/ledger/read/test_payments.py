"""Settle-up on the ledger: net chips per player, payments made, and what is still owed."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from booray_ledger.ledger.read import payments
from tests.helpers import store_with_night

WIN = "Ann=3 Bob=2 Cat=pass Dan=pass"  # P0 4: Ann +3, everyone else -1


def test_settle_up_pays_the_winner_in_chips_and_money(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", WIN)
    with store.read() as session:
        report = payments.settle_up(session, chip_value=Decimal("0.25"))
    assert report["balances"] == {"Ann": 3, "Bob": -1, "Cat": -1, "Dan": -1}
    assert sorted((t["from"], t["to"], t["chips"], t["amount"]) for t in report["transfers"]) == [
        ("Bob", "Ann", 1, "0.25"), ("Cat", "Ann", 1, "0.25"), ("Dan", "Ann", 1, "0.25")]  # fmt: skip
    assert report["pot"] == 0
    assert report["money"]["Ann"] == "0.75"
    store.close()
