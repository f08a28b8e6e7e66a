"""Who owes whom as the API returns it: exactly the declared keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_the_settle_up_has_exactly_its_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        assert set(ledger.settle_up()) == keys(results.SettleUp)
