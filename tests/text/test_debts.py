"""Who owes whom for people: the settle-up and the payments."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.text import debts
from tests.helpers import friday


def test_the_settle_up_names_each_payment_in_chips_and_money(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: settle-up."""
    with friday(db_file, "Ann Bob", chip_value="0.25") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        debts.settle(ledger.settle_up())
        debts.payments(ledger.payments())
        debts.payment(ledger.record_payment("Bob", "Ann", 1))
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Settle-up: Friday (1 chip = $0.25)"
    assert "│ Bob  │ Ann │     1 │ $0.25 │" in out.splitlines()
    assert "No payments recorded yet." in out
    assert "Recorded payment 1 on Friday: Bob paid Ann 1 chip ($0.25).\nBob now owes Ann nothing on Friday." in out
