"""The table now and each change that returns the table after it: exactly their declared keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_the_status_and_the_table_have_exactly_their_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        recorded = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        assert set(recorded) == keys(results.HandRecorded)
        assert set(ledger.status()) == keys(results.Status)
        assert list(ledger.status()) == ["night", "hands", "pot", "dealer", "antes_due", "balances"]
        assert set(ledger.table()) == keys(results.TableView)


def test_table_stakes_add_exactly_their_optional_keys(db_file: Path) -> None:
    """Under table stakes the status gains ``stacks``; the table ``stacks``, ``bought`` and
    ``dealt_out``; a buy-in returns exactly its keys."""
    from booray_ledger import Ledger
    from booray_ledger.rules import house

    with Ledger.open(db_file) as ledger:
        staked = house.preset("classic").replace(stakes="table", buy_in=20)
        ledger.start_night("Staked", ["Ann", "Bob", "Cat"], staked)
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        assert set(ledger.status()) == keys(results.Status) | {"stacks"}
        assert set(ledger.table()) == keys(results.TableView) | {"stacks", "bought", "dealt_out"}
        assert set(ledger.buy("Ann", 5)) == keys(results.BuyRecorded)
