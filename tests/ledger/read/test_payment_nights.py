"""Which night a payment goes to (rulebook topic settle-up): the one night whose settle-up has
the payer owing the payee; none or several is refused, naming the nights."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.read import payment_nights
from booray_ledger.rules import house
from booray_ledger.text.errors import explain

ANTE_10 = house.preset("classic").replace(ante=10)


def three_nights(db: Path) -> Ledger:
    """Friday: Cat owes Ann 20. Saturday: Cat and Ann owe Bob 10 each. Sunday: Ann owes Cat 10 (ante 10)."""
    ledger = Ledger.open(db)
    ledger.start_night("Friday", ["Ann", "Cat"], ANTE_10)
    ledger.record_hand(hand(["Ann=3", "Cat=2"]))
    ledger.record_hand(hand(["Ann=3", "Cat=2"]))
    ledger.end_night("refund")
    ledger.start_night("Saturday", ["Ann", "Bob", "Cat"], ANTE_10)
    ledger.record_hand(hand(["Ann=pass", "Bob=3", "Cat=2"]))
    ledger.end_night("refund")
    ledger.start_night("Sunday", ["Ann", "Cat"], ANTE_10)
    ledger.record_hand(hand(["Ann=2", "Cat=3"]))
    return ledger


def test_the_one_night_with_the_debt_is_found_among_open_and_ended_nights(tmp_path: Path) -> None:
    ledger = three_nights(tmp_path / "three.db")
    with ledger._open().read() as session:
        assert payment_nights.debts_between(session, "Cat", "Ann") == [payment_nights.NightDebt("Friday", 20)]
        assert payment_nights.night_for_payment(session, "Cat", "Ann").night == "Friday"
        assert payment_nights.debts_between(session, "Ann", "Cat") == [payment_nights.NightDebt("Sunday", 10)]
        assert [n.name for n in payment_nights.nights_of(session, "Bob", "Cat")] == ["Saturday"]
        with pytest.raises(UsageError) as refused:
            payment_nights.night_for_payment(session, "Bob", "Ann")
        assert explain(refused.value).startswith("Bob owes Ann nothing on any night")
        assert payment_nights.player_name(session, "cAT") == "Cat"
    ledger.close()


def test_several_nights_with_the_debt_are_listed_with_the_night_to_add(tmp_path: Path) -> None:
    ledger = three_nights(tmp_path / "three.db")
    ledger.record_hand(hand(["Ann=3", "Cat=2"]), night="Sunday")  # Sunday: now Cat owes Ann 10 too... and more
    ledger.record_hand(hand(["Ann=3", "Cat=2"]), night="Sunday")
    with ledger._open().read() as session, pytest.raises(UsageError) as refused:
        payment_nights.night_for_payment(session, "Cat", "Ann")
    assert (refused.value.code, refused.value.facts) == (
        ErrorCode.OWES_ON_NIGHTS,
        {"payer": "Cat", "payee": "Ann", "nights": ["Friday", "Sunday"], "chips": [20, 10]},
    )
    assert explain(refused.value, terminal_command) == (
        "Cat owes Ann on 2 nights: Friday (20 chips), Sunday (10 chips); add --night Friday or --night Sunday"
    )
    ledger.close()
