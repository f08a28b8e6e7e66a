"""One open ledger: the store opens on first use, closes with the block, and counts its commits."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger, hand


def test_commits_count_every_write_across_a_close(db_file: Path) -> None:
    """A front end that fails to show a result can say whether the change was recorded."""
    ledger = Ledger.open(db_file)
    assert ledger.commits == 0
    with ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
        ledger.status()  # a read commits nothing
        assert ledger.commits == 1
    ledger.record_hand(hand(["Ann=3", "Bob=2"]))  # the store opens again on first use
    assert ledger.commits == 2
    ledger.close()
    ledger.close()  # closing twice is harmless
    assert ledger.commits == 2
