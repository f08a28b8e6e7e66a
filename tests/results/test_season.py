"""Across nights as the API returns it: exactly the declared keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_the_standings_have_exactly_their_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        assert set(ledger.standings()[0]) == keys(results.StandingRow)
