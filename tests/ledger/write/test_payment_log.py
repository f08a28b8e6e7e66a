"""Settle-up payments: recorded between players only, numbered, and refused when they make no sense."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, ErrorCode, UsageError
from booray_ledger.ledger.read import payment_list, payments
from booray_ledger.ledger.write import payment_log
from tests.helpers import said, store_with_night

WIN = "Ann=3 Bob=2 Cat=pass Dan=pass"  # P0 4: Ann +3, everyone else -1


def test_a_recorded_payment_moves_chips_between_players_only(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", WIN)
    with store.write() as session:
        done = payment_log.record_payment(session, None, "bob", "ann", 1)
    assert (done["payer"], done["payee"], done["chips"]) == ("Bob", "Ann", 1)
    with store.read() as session:
        report = payments.settle_up(session)
        nights = payments.select_nights(session, None, False, None)
        balances, made = payments.ledger_balances(session, nights)
    assert balances == {"Ann": 3, "Bob": -1, "Cat": -1, "Dan": -1}  # hands only: what was won and lost
    assert [(p.payer, p.payee, p.chips) for p in made] == [("Bob", "Ann", 1)]
    assert report["balances"] == {"Ann": 2, "Bob": 0, "Cat": -1, "Dan": -1}
    assert len(report["transfers"]) == 2
    with store.write() as session, pytest.raises(UsageError) as themselves:
        payment_log.record_payment(session, None, "Ann", "ann", 1)
    assert said(themselves.value) == (ErrorCode.PAYS_THEMSELVES, {"player": "Ann"})
    store.close()


def test_payments_are_numbered_voided_once_and_never_increase_a_debt(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", WIN)
    with store.write() as session, pytest.raises(UsageError) as refused:
        payment_log.record_payment(session, None, "Ann", "Bob", 1)  # Ann is up: she owes nothing
    assert said(refused.value) == (ErrorCode.OWES_NOTHING_ANYWHERE, {"payer": "Ann", "payee": "Bob"})
    with store.write() as session, pytest.raises(UsageError) as nothing:
        payment_log.record_payment(session, "Friday", "Ann", "Bob", 1)
    owes_nothing = {"payer": "Ann", "payee": "Bob", "night": "Friday", "chips": 1}
    assert said(nothing.value) == (ErrorCode.OWES_NOTHING, owes_nothing)
    with store.write() as session:
        payment_log.record_payment(session, None, "Cat", "Ann", 1)
        payment_log.record_payment(session, "Friday", "Ann", "Bob", 1, force=True)
    with store.write() as session:
        payment_log.void_payment(session, 2)
    with store.read() as session:
        rows = payment_list.payment_rows(session)
        report = payments.settle_up(session)
    assert [(r["number"], r["from"], r["to"], r["voided"]) for r in rows] == [
        (1, "Cat", "Ann", False), (2, "Ann", "Bob", True)]  # fmt: skip
    assert report["balances"] == {"Ann": 2, "Bob": -1, "Cat": 0, "Dan": -1}
    with store.write() as session, pytest.raises(BoorayError) as voided:
        payment_log.void_payment(session, 2)
    assert said(voided.value) == (ErrorCode.PAYMENT_ALREADY_VOIDED, {"number": 2})
    store.close()
