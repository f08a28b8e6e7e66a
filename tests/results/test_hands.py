"""One hand as the API returns it, and the history: exactly their declared keys and values."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_a_hand_in_the_history_has_exactly_its_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        history = ledger.history()
    assert set(history) == keys(results.History)
    summary = history["hands"][0]
    assert set(summary) == keys(results.HandSummary)
    assert set(summary["transfers"][0]) == keys(results.TransferData)


def test_table_stakes_add_exactly_their_optional_keys(db_file: Path) -> None:
    """Under table stakes a hand gains ``stacks`` and the history ``buy_ins``."""
    from booray_ledger import Ledger
    from booray_ledger.rules import house

    with Ledger.open(db_file) as ledger:
        staked = house.preset("classic").replace(stakes="table", buy_in=20)
        ledger.start_night("Staked", ["Ann", "Bob", "Cat"], staked)
        recorded = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        assert set(recorded["result"]) == keys(results.HandResult) | {"stacks"}
        assert set(ledger.history()) == keys(results.History) | {"buy_ins"}
        assert set(ledger.history()["buy_ins"][0]) == keys(results.BuyIn)


def test_outcomes_and_transfer_kinds_are_the_rules_own_enums(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"]))  # a tie, Dan bourré
        ledger.record_hand(hand(["Ann=5", "Bob=pass", "Cat=pass", "Dan=pass"]))
        hands = ledger.history()["hands"]
    assert [h["outcome"] for h in hands] == [results.Outcome.TIE, results.Outcome.WON]
    kinds = {t["kind"] for h in hands for t in h["transfers"]}
    assert kinds == {results.TransferKind.ANTE, results.TransferKind.BOURRE, results.TransferKind.WIN}
