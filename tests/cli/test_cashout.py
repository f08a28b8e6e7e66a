"""`booray cashout` and `seat remove --cash-out`: a player who leaves settles with the bank,
through the real console script."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from tests.helpers import assert_refused
from tests.reliability.scripts import run_booray


@pytest.mark.slow  # several console-script processes
def test_a_player_who_leaves_at_a_loss_pays_the_bank_and_nobody_pays_the_pot(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    with Ledger.open(db) as ledger:  # the night through the library; the cash-out through the console script
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"], chip_value="0.25")
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))  # Cat bourré
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"]))  # a tie: the pot stays, Dan bourré
    before = json.loads(run_booray(db, "status", "--json").stdout)
    assert before["balances"]["Cat"] == -5
    assert before["pot"] == 14
    done = run_booray(db, "seat", "remove", "Cat", "--cash-out")
    assert done.stdout.splitlines() == [
        "Cat leaves the table and cashes out on Fri: Cat pays the bank 5 chips ($1.25).",
        "Cat is square on Fri; the bank settles it with the others in `booray settle`.",
    ]
    status = json.loads(run_booray(db, "status", "--json").stdout)
    assert status["balances"]["Cat"] == 0
    assert "Cat" not in status["antes_due"]
    report = json.loads(run_booray(db, "settle", "--json").stdout)
    assert report["balances"]["bank"] == 14 - 5
    assert sum(report["balances"].values()) == 0
    assert all(t["to"] != "(pot)" and t["from"] != "(pot)" for t in report["transfers"])
    assert {"from": "Cat", "to": "bank", "chips": 5, "amount": "1.25"} in report["paid"]
    assert "the pot" not in run_booray(db, "settle").stdout.split("Balances")[0]
    rows = run_booray(db, "export").stdout
    assert ",bank," in rows
    assert_refused(db, db.read_bytes(), ["cashout", "Cat"], 2, "Cat is square on Fri: there is nothing to cash out")


@pytest.mark.slow  # several console-script processes
def test_under_table_stakes_the_cash_out_is_the_stack_minus_what_was_bought(tmp_path: Path) -> None:
    db = tmp_path / "sat.db"
    for args in (
        ["night", "start", "Sat", "--players", "Ann,Bob,Cat", "--stakes", "table", "--buy-in", "20"],
        ["hand", "Ann=3", "Bob=2", "Cat=pass"],  # Ann +2 (pot 3): stacks Ann 22, Bob 19, Cat 19
    ):
        run_booray(db, *args).check_returncode()
    owed = -json.loads(run_booray(db, "status", "--json").stdout)["balances"]["Ann"]  # stack 22 - bought 20
    done = json.loads(run_booray(db, "cashout", "Ann", "--json").stdout)
    assert done["chips"] == owed == -2
    assert done["left_the_table"] is True
    report = json.loads(run_booray(db, "settle", "--json").stdout)
    assert report["balances"]["Ann"] == 0
    assert sum(report["balances"].values()) == 0
    assert report["balances"]["bank"] == 2  # it paid Ann 2: it collects them from Bob and Cat


@pytest.mark.slow  # several console-script processes
def test_a_cash_out_made_by_mistake_is_voided_through_the_console_script(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    for args in (
        ["night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan"],
        ["hand", "Ann=3", "Bob=2", "Cat=0", "Dan=pass"],  # Cat bourré: -5
        ["cashout", "Cat"],
    ):
        run_booray(db, *args).check_returncode()
    done = run_booray(db, "cashout", "Cat", "--void")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Cat's cash-out on Fri is voided (Cat had paid the bank 5 chips ($5.00)): Cat's balance is back as it was.",
        "Cat is not at the table; seat Cat again to play on.",
    ]
    report = json.loads(run_booray(db, "settle", "--json").stdout)
    assert report["balances"]["Cat"] == -5
    assert report["paid"] == []
    assert run_booray(db, "check").returncode == 0
    assert_refused(db, db.read_bytes(), ["cashout", "Cat", "--void"], 2, "Cat has no cash-out to void on Fri")


def test_a_player_called_bank_is_refused_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    assert_refused(db, None, ["night", "start", "Fri", "--players", "Ann,Bank"], 2,
                   "'Bank' cannot be a player name: the settle-up's bank is called that")  # fmt: skip
