"""Nights as the API returns them: exactly their declared keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_the_list_of_nights_has_exactly_its_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        assert set(ledger.nights()[0]) == keys(results.NightRow)
