"""The recap as the API returns it: exactly the declared keys, nested ones included."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import hand, results
from tests.helpers import declared_keys as keys
from tests.helpers import friday


def test_the_recap_has_exactly_its_declared_keys(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))
        done = ledger.recap()
    assert set(done) == keys(results.Recap)
    assert {frozenset(n) for n in done["nets"]} == {frozenset(keys(results.RecapNet))}
    assert done["biggest_pot"] is not None
    assert set(done["biggest_pot"]) == keys(results.RecapPot)
    assert [set(b) for b in done["bourres"]] == [keys(results.RecapBourre)]
