"""The ledger file's typed values: ``check`` and ``backup`` return exactly their keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand
from booray_ledger.results.file import BackupMade, CheckItem, CheckReport
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_a_check_and_a_backup_have_exactly_their_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        report = ledger.check()
        assert report["ok"]
        assert set(report) == keys(CheckReport)
        assert set(report["checks"][0]) == keys(CheckItem)
        made = ledger.backup(db_file.with_name("copy.db"))
        assert set(made) == keys(BackupMade)
        assert made["bytes"] > 0
