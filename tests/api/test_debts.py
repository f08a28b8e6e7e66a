"""Who owes whom: the settle-up, and the payments that clear it (rulebook topic settle-up)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.errors import UsageError
from tests.helpers import friday


def test_a_payment_clears_its_debt_and_voiding_it_brings_the_debt_back(db_file: Path) -> None:
    """rulebook topic: settle-up. A payment in chips moves a debt; a voided one is reversed."""
    with friday(db_file, "Ann Bob") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))  # Ann +1, Bob -1
        owed = ledger.settle_up()["transfers"]
        assert [(t["from"], t["to"], t["chips"]) for t in owed] == [("Bob", "Ann", 1)]
        assert ledger.record_payment("bob", "ann", 1)["number"] == 1
        assert ledger.settle_up()["transfers"] == []
        assert ledger.void_payment(1)["voided"] == 1
        assert [p["voided"] for p in ledger.payments()] == [True]
        assert ledger.settle_up()["transfers"] == owed


def test_one_choice_of_nights_and_an_explanation_on_request(db_file: Path) -> None:
    with friday(db_file, "Ann Bob") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        with pytest.raises(UsageError, match="choose one of --night, --all or --since"):
            ledger.settle_up(everything=True, since="2026-01-01")
        assert ledger.settle_up(explain=True)["explanation"]
        assert ledger.settle_up(currency="EUR")["currency"] == "EUR"
