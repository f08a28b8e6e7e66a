"""`booray paid`: record a settle-up payment."""

from __future__ import annotations

from tests.cli.nights import night_with_hands, settle_report
from tests.conftest import Run


def test_recording_a_suggested_payment_leaves_the_others(booray: Run) -> None:
    night_with_hands(booray)
    report = settle_report(booray)
    before = report["transfers"]
    first = before[0]
    booray("paid", first["from"], first["to"], str(first["chips"]))
    after = settle_report(booray)
    assert after["transfers"] == before[1:]
    assert after["balances"][first["from"]] == report["balances"][first["from"]] + first["chips"]
    assert after["balances"][first["to"]] == report["balances"][first["to"]] - first["chips"]
    for t in before[1:]:
        booray("paid", t["from"], t["to"], str(t["chips"]))
    final = settle_report(booray)
    assert final["transfers"] == [] and set(final["balances"].values()) == {0}
