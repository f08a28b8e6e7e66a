"""The reports: read-only, one transaction each, and a ``--since`` date read one way."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.api.reports import since_date
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.tablenotes import Why
from tests.helpers import friday, said


def test_since_takes_an_iso_date_and_names_the_format_when_it_is_not_one() -> None:
    assert since_date("2026-12-04") == date(2026, 12, 4)
    assert since_date(date(2026, 1, 2)) == date(2026, 1, 2)
    assert since_date(None) is None
    with pytest.raises(UsageError) as not_a_date:
        since_date("4/12/2026")
    assert said(not_a_date.value) == (ErrorCode.NOT_A_DATE, {"given": "4/12/2026"})


def test_the_table_gives_the_reason_for_each_exemption_and_writes_nothing(db_file: Path) -> None:
    """rulebook topic: exemptions. A bourré player skips the next ante, and the table says why;
    the bourré pays the pot it lost to (rulebook topic bourre)."""
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))
        before = db_file.read_bytes()
        view = ledger.table()
        assert view["exempt"] == ["Cat"]
        assert view["exempt_why"] == {"Cat": {"why": Why.BOURRE, "hand": 1}}
        assert view["status"]["balances"] == {"Ann": 3, "Bob": -1, "Cat": -5, "Dan": -1}
        assert view["status"]["pot"] == 4  # Cat's bourré of the pot of 4
        assert view["last_hand"] is not None
        assert view["last_hand"]["number"] == 1
        assert [h["number"] for h in ledger.history()["hands"]] == [1]
        assert db_file.read_bytes() == before


def test_the_table_gives_reasons_from_before_the_last_hand(db_file: Path) -> None:
    """rulebook topic: antes and exemptions. The table reads the last hand for the reasons, and
    the whole night only for a reason older than that: an exemption kept while its player sat
    out, or one carried in with the pot from the group's last night."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))
        assert ledger.table()["exempt_why"] == {"Cat": {"why": "bourre", "hand": 1}}
        ledger.seat("out", "Cat")
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Dan=pass"]))
        view = ledger.table()
        assert view["last_hand"] is not None
        assert view["last_hand"]["number"] == 2
        assert view["exempt_why"] == {"Cat": {"why": "bourre", "hand": 1}}  # from hand 1, not the last
        ledger.seat("in", "Cat")
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))
        ledger.end_night("carry")
        ledger.start_night("Saturday", ["Ann", "Bob", "Cat", "Dan"])
        assert ledger.table()["exempt_why"] == {"Cat": {"why": "carried", "hand": None}}


def test_the_summary_export_names_the_bank_of_a_cash_out(db_file: Path) -> None:
    """Through the library: after a cash-out the player's summary row is square, the bank's row
    holds the balance it took over, and the rows (read back with the csv module) add to zero."""
    import csv
    import io
    from decimal import Decimal

    with friday(db_file, "Ann Bob Cat", chip_value="0.25") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))  # Cat bourré: -4
        ledger.cash_out("Cat")
        rows = list(csv.DictReader(io.StringIO(ledger.export("csv", summary=True))))
        balances = ledger.settle_up()["balances"]
    chips = {r["player"]: int(r["net_chips"]) for r in rows}
    assert chips == {"Ann": 2, "Bob": -1, "Cat": 0, "(bank)": -4, "(pot)": 3}
    assert balances["bank"] == chips["(bank)"] + chips["(pot)"]  # settle-up's bank holds the pot too
    assert sum(chips.values()) == 0
    assert sum(Decimal(r["money"]) for r in rows) == 0
    assert {r["player"]: r["money"] for r in rows}["(bank)"] == "-1.00"
