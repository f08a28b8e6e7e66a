"""`booray paid`: record, list and void settle-up payments: numbered, voidable by a reversing
entry, refused when they increase a debt unless forced, and counted in whole chips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
    out = booray("paid", "Cat", "Ann", "1").stdout
    assert (
        "Recorded payment 1 on Friday (ended): Cat paid Ann 1 chip ($0.25).\nCat now owes Ann nothing on Friday." in out
    )
    booray("paid", "Bob", "Ann", "1", "--note", "cash")
    rows = json.loads(booray("paid", "--list", "--json").stdout)
    assert [(r["number"], r["from"], r["to"], r["chips"], r["amount"], r["voided"], r["note"]) for r in rows] == [
        (1, "Cat", "Ann", 1, "0.25", False, ""),
        (2, "Bob", "Ann", 1, "0.25", False, "cash"),
    ]
    table = booray("paid", "--list").stdout
    assert "Cat" in table
    assert "$0.25" in table
    assert "cash" in table
    assert "booray paid --void N" in table


def test_paid_void_reverses_one_payment_with_a_new_entry(booray: Run, db_file: Path) -> None:
    night(booray)
    before = settle(booray)
    booray("paid", "Cat", "Ann", "1")
    assert settle(booray)["balances"] != before["balances"]
    out = booray("paid", "--void", "1").stdout
    assert "Payment 1 voided: Cat paying Ann 1 chip no longer counts." in out
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
    wrong_way = booray("paid", "Ann", "Cat", "2", "--night", "Friday", ok=False)  # Ann is up: Cat owes her
    assert wrong_way.exit_code == 2
    assert "Ann owes Cat nothing on Friday, so paying 2 would make Cat owe Ann" in wrong_way.stderr
    assert "--force" in wrong_way.stderr
    assert ledger_db.snapshot() == before
    out = booray("paid", "Ann", "Cat", "2", "--night", "Friday", "--force").stdout
    assert "Forced: Ann owed Cat nothing on Friday, so this is 2 chips more than was owed." in out
    assert "Cat now owes Ann 3 chips on Friday." in out
    assert settle(booray)["balances"]["Cat"] == -3  # -1, and 2 more it now owes Ann


def test_a_fractional_amount_says_how_to_give_money(booray: Run, ledger_db: LedgerDb) -> None:
    night(booray)
    before = ledger_db.snapshot()
    result = booray("paid", "Cat", "Ann", "1.75", ok=False)
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "booray: a payment counts whole chips, not 1.75; 1 chip is $0.25, so $1.75 is 7 chips: booray paid FROM TO 7"
    )
    odd = booray("paid", "Cat", "Ann", "0.1", ok=False)
    assert "1 chip is $0.25: give the money with --money 0.1" in odd.stderr
    assert ledger_db.snapshot() == before


def three_nights(db: Path) -> None:
    """Friday Cat owes Ann 20; Saturday Cat and Ann owe Bob 10 each; Sunday (open, newest) Ann
    owes Cat 10: written through the library (the payments below go through the console script)."""
    from tests.ledger.read.test_payment_nights import three_nights as written

    written(db).close()


@pytest.mark.slow  # several console-script processes
def test_a_payment_meant_for_friday_goes_to_friday_never_to_sunday(tmp_path: Path) -> None:
    """The wrong-night case: `paid Cat Ann 20` with Sunday the newest night is filed on Friday,
    where Cat owes it, and the confirmation names Friday and what is left; Sunday is untouched."""
    from tests.reliability.scripts import run_booray

    db = tmp_path / "three.db"
    three_nights(db)
    sunday = json.loads(run_booray(db, "settle", "--night", "Sunday", "--json").stdout)
    done = run_booray(db, "paid", "Cat", "Ann", "20")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Recorded payment 1 on Friday (ended): Cat paid Ann 20 chips ($20.00).",
        "Cat now owes Ann nothing on Friday.",
    ]
    rows = json.loads(run_booray(db, "paid", "--list", "--json").stdout)
    assert [(r["night"], r["from"], r["to"], r["chips"]) for r in rows] == [("Friday", "Cat", "Ann", 20)]
    assert json.loads(run_booray(db, "settle", "--night", "Sunday", "--json").stdout) == sunday
    friday = json.loads(run_booray(db, "settle", "--night", "Friday", "--json").stdout)
    assert friday["transfers"] == []
    assert set(friday["balances"].values()) == {0}


@pytest.mark.slow  # several console-script processes
def test_no_night_or_an_overpayment_is_refused_and_money_is_converted(tmp_path: Path) -> None:
    from tests.helpers import assert_refused
    from tests.reliability.scripts import run_booray

    db = tmp_path / "three.db"
    three_nights(db)
    before = db.read_bytes()
    assert_refused(db, before, ["paid", "Bob", "Ann", "5"], 2, "Bob owes Ann nothing on any night")
    assert_refused(db, before, ["paid", "Cat", "Ann", "25"], 2,
                   "Cat owes Ann 20 chips on Friday; paying 25 is 5 chips more than that: pay 20, "
                   "or add --force to record 25 anyway")  # fmt: skip
    forced = run_booray(db, "paid", "Cat", "Bob", "25", "--force", "--note", "cash")
    assert "Forced: Cat owed Bob 10 chips on Saturday, so this is 15 chips more than was owed." in forced.stdout
    assert "Bob now owes Cat 5 chips on Saturday." in forced.stdout
    assert json.loads(run_booray(db, "paid", "--list", "--json").stdout)[0]["note"] == "cash"
    paid = run_booray(db, "paid", "Ann", "Cat", "--money", "4.5", "--night", "Sunday")
    assert paid.stdout.splitlines() == [
        "Recorded payment 2 on Sunday: Ann paid Cat 5 chips ($5.00).",
        "$4.50 is not a whole number of chips on Sunday: rounded to the nearest chip, 5 chips ($5.00).",
        "Ann still owes Cat 5 chips ($5.00) on Sunday.",
    ]
