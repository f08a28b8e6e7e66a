"""The typed results: what the API returns has exactly the keys its TypedDict declares."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import friday


def keys(kind: type) -> set[str]:
    """The keys a value of the TypedDict ``kind`` always has (``NotRequired`` ones, present only
    in some cases such as table stakes, left out; the annotations are strings here)."""
    annotations = {k: v for base in reversed(kind.__mro__) for k, v in getattr(base, "__annotations__", {}).items()}
    return {k for k, v in annotations.items() if not getattr(v, "__forward_arg__", str(v)).startswith("NotRequired[")}


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


def test_table_stakes_add_exactly_their_optional_keys(db_file: Path) -> None:
    """Under table stakes the status gains ``stacks``; the table ``stacks``, ``bought`` and
    ``dealt_out``; a hand ``stacks``; the history ``buy_ins``."""
    from booray_ledger import Ledger
    from booray_ledger.rules import house

    with Ledger.open(db_file) as ledger:
        staked = house.preset("classic").replace(stakes="table", buy_in=20)
        ledger.start_night("Staked", ["Ann", "Bob", "Cat"], staked)
        recorded = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        assert set(recorded["result"]) == keys(results.HandResult) | {"stacks"}
        assert set(ledger.status()) == keys(results.Status) | {"stacks"}
        assert set(ledger.table()) == keys(results.TableView) | {"stacks", "bought", "dealt_out"}
        assert set(ledger.history()) == keys(results.History) | {"buy_ins"}
        assert set(ledger.history()["buy_ins"][0]) == keys(results.BuyIn)
        assert set(ledger.buy("Ann", 5)) == keys(results.BuyRecorded)


def test_outcomes_and_transfer_kinds_stay_within_their_literals(db_file: Path) -> None:
    from typing import get_args

    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"]))  # a tie, Dan bourré
        ledger.record_hand(hand(["Ann=5", "Bob=pass", "Cat=pass", "Dan=pass"]))
        hands = ledger.history()["hands"]
    assert [h["outcome"] for h in hands] == ["tie", "won"]
    kinds = {t["kind"] for h in hands for t in h["transfers"]}
    assert kinds == {"ante", "bourre", "win"} and kinds <= set(get_args(results.TransferKind))
