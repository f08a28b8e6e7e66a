"""The typed results: what the API returns has exactly the keys its TypedDict declares."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import friday


def keys(kind: type) -> set[str]:
    return set(kind.__annotations__) | {k for base in kind.__mro__[1:] for k in getattr(base, "__annotations__", {})}


def test_api_values_have_exactly_their_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        recorded = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        assert set(recorded) == keys(results.HandRecorded)
        assert set(ledger.status()) == keys(results.Status)
        assert list(ledger.status()) == ["night", "hands", "pot", "dealer", "antes_due", "balances"]
        assert set(ledger.table()) == keys(results.TableView)
        summary = ledger.history()["hands"][0]
        assert set(summary) == keys(results.HandSummary)
        assert set(summary["transfers"][0]) == keys(results.TransferData)
        assert set(ledger.settle_up()) == keys(results.SettleUp)
        assert set(ledger.standings()[0]) == keys(results.StandingRow)
        assert set(ledger.nights()[0]) == keys(results.NightRow)


def test_outcomes_and_transfer_kinds_stay_within_their_literals(db_file: Path) -> None:
    from typing import get_args

    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"]))  # a tie, Dan bourré
        ledger.record_hand(hand(["Ann=5", "Bob=pass", "Cat=pass", "Dan=pass"]))
        hands = ledger.history()["hands"]
    assert [h["outcome"] for h in hands] == ["tie", "won"]
    kinds = {t["kind"] for h in hands for t in h["transfers"]}
    assert kinds == {"ante", "bourre", "win"} and kinds <= set(get_args(results.TransferKind))
