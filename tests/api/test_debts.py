"""Who owes whom: the settle-up, and the payments that clear it (rulebook topic settle-up)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.errors import ErrorCode, UsageError
from tests.helpers import friday, said


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
        with pytest.raises(UsageError) as two:
            ledger.settle_up(everything=True, since="2026-01-01")
        assert said(two.value) == (ErrorCode.DEBTS_NIGHTS_TWICE, {})
        assert ledger.settle_up(explain=True)["explanation"] == [
            {"number": 1, "payer": "Bob", "payee": "Ann", "chips": 1, "amount": "1", "payer_owes": 1, "payee_owed": 1}
        ]
        assert ledger.settle_up()["explanation"] == []
        assert ledger.settle_up(currency="EUR")["currency"] == "EUR"


def test_the_explanation_gives_what_is_still_owed_in_the_listed_order() -> None:
    """rulebook topic: settle-up. Andy is up 71: after Bob's 17 the next step has 54 chips still
    owed to Andy (never a night's total); steps follow the payments' order."""
    from booray_ledger.ledger.read.payments import explain_payments
    from booray_ledger.results import SettleUp

    report: SettleUp = {
        "nights": ["Friday"], "chip_value": "1", "currency": "USD", "pot": 0, "on_table": 0, "paid": [],
        "extra_at_most": 0,
        "balances": {"Andy": 71, "Bob": -17, "Cat": -55, "Dan": 1},
        "money": {}, "explanation": [],
        "transfers": [{"from": "Bob", "to": "Andy", "chips": 17, "amount": "17"},
                      {"from": "Cat", "to": "Andy", "chips": 54, "amount": "54"},
                      {"from": "Cat", "to": "Dan", "chips": 1, "amount": "1"}],
    }  # fmt: skip
    steps = explain_payments(report)
    assert [(s["number"], s["payer"], s["payee"], s["chips"], s["payer_owes"], s["payee_owed"]) for s in steps] == [
        (1, "Bob", "Andy", 17, 17, 71),
        (2, "Cat", "Andy", 54, 55, 54),
        (3, "Cat", "Dan", 1, 1, 1),
    ]
    assert [s["amount"] for s in steps] == ["17", "54", "1"]


def test_a_payment_finds_its_night_through_the_library(tmp_path: Path) -> None:
    """The wrong-night case through the library: Friday's debt is paid on Friday, not Sunday;
    with a debt on two nights nothing is guessed."""
    from tests.ledger.read.test_payment_nights import three_nights

    ledger = three_nights(tmp_path / "three.db")
    done = ledger.record_payment("Cat", "Ann", 15, note="cash")
    assert (done["night"], done["night_ended"], done["owed_before"], done["left_owed"], done["note"]) == (
        "Friday", True, 20, 5, "cash")  # fmt: skip
    assert ledger.settle_up(night="Sunday")["transfers"] == [{"from": "Ann", "to": "Cat", "chips": 10, "amount": "10"}]
    with pytest.raises(UsageError) as too_much:
        ledger.record_payment("Cat", "Ann", 6)
    over = {"payer": "Cat", "payee": "Ann", "night": "Friday", "owed": 5, "chips": 6}
    assert said(too_much.value) == (ErrorCode.PAYS_TOO_MUCH, over)
    money = ledger.record_payment("Cat", "Ann", money="5")
    assert (money["chips"], money["rounded"], money["left_owed"], money["money_given"]) == (5, False, 0, "5")
    ledger.close()
