"""`booray paid`: record, list and void settle-up payments: numbered, voidable by a reversing
entry, refused when they increase a debt unless forced, and counted in whole chips."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.nights import night_with_hands, settle_report
from tests.conftest import Run
from tests.engines import LedgerDb


def test_recording_a_suggested_payment_leaves_the_others(booray: Run) -> None:
    night_with_hands(booray)
    report = settle_report(booray)
    before = report["transfers"]
    first = before[0]
    booray("paid", first["from"], first["to"], str(first["chips"]))
    after = settle_report(booray)
    assert after["transfers"] == before[1:]
    assert after["balances"][first["from"]] == report["balances"][first["from"]] + first["chips"]
    assert after["balances"][first["to"]] == report["balances"][first["to"]] - first["chips"]
    for t in before[1:]:
        booray("paid", t["from"], t["to"], str(t["chips"]))
    final = settle_report(booray)
    assert final["transfers"] == []
    assert set(final["balances"].values()) == {0}


def night(booray: Run) -> None:
    """Ann wins 4; Cat is bourré and pays 4, refunded at the end: Ann +3, Bob -1, Cat -1, Dan -1."""
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25")
    booray("hand", "Ann=3", "Bob=2", "Cat=0", "Dan=pass")
    booray("night", "end", "--pot", "refund")


def settle(booray: Run) -> dict:  # type: ignore[type-arg]
    return dict(json.loads(booray("settle", "--json").stdout))


def test_paid_list_numbers_every_payment(booray: Run) -> None:
    night(booray)
    out = booray("paid", "Cat", "Ann", "2").stdout
    assert "Recorded payment 1: Cat paid Ann 2 chips ($0.50)." in out
    booray("paid", "Bob", "Ann", "1")
    rows = json.loads(booray("paid", "--list", "--json").stdout)
    assert [(r["number"], r["from"], r["to"], r["chips"], r["amount"], r["voided"]) for r in rows] == [
        (1, "Cat", "Ann", 2, "0.50", False),
        (2, "Bob", "Ann", 1, "0.25", False),
    ]
    table = booray("paid", "--list").stdout
    assert "Cat" in table
    assert "$0.50" in table
    assert "booray paid --void N" in table


def test_paid_void_reverses_one_payment_with_a_new_entry(booray: Run, db_file: Path) -> None:
    night(booray)
    before = settle(booray)
    booray("paid", "Cat", "Ann", "2")
    assert settle(booray)["balances"] != before["balances"]
    out = booray("paid", "--void", "1").stdout
    assert "Payment 1 voided: Cat paying Ann 2 chips no longer counts." in out
    after = settle(booray)
    assert after["balances"] == before["balances"]
    assert after["transfers"] == before["transfers"]
    assert after["paid"] == []
    assert json.loads(booray("paid", "--list", "--json").stdout)[0]["voided"] is True
    again = booray("paid", "--void", "1", ok=False)
    assert again.exit_code == 1
    assert "already voided" in again.stderr
    missing = booray("paid", "--void", "7", ok=False)
    assert missing.exit_code == 2
    assert "there is no payment 7 (payments 1 to 1)" in missing.stderr


def test_a_payment_that_increases_a_debt_needs_force(booray: Run, ledger_db: LedgerDb) -> None:
    night(booray)
    before = ledger_db.snapshot()
    wrong_way = booray("paid", "Ann", "Cat", "2", ok=False)  # Ann is up: paying Cat, who owes, adds to the debt
    assert wrong_way.exit_code == 2
    assert "Ann owes nothing on Friday (+3 chips)" in wrong_way.stderr
    assert "--force" in wrong_way.stderr
    assert ledger_db.snapshot() == before
    assert "(forced: it increases a debt)" in booray("paid", "Ann", "Cat", "2", "--force").stdout
    assert settle(booray)["balances"]["Cat"] == -3  # -1, and 2 more it now owes Ann


def test_a_fractional_amount_says_how_to_give_money(booray: Run, ledger_db: LedgerDb) -> None:
    night(booray)
    before = ledger_db.snapshot()
    result = booray("paid", "Cat", "Ann", "1.75", ok=False)
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "booray: booray paid counts whole chips, not 1.75; 1 chip is $0.25, so $1.75 is 7 chips: booray paid FROM TO 7"
    )
    odd = booray("paid", "Cat", "Ann", "0.1", ok=False)
    assert "1 chip is $0.25: give the money as whole chips" in odd.stderr
    assert ledger_db.snapshot() == before
