"""The recap through the library API, on every engine: the night's winner, nets in chips and
money, the settle-up's own payments (the bank included), the biggest pot and the bourrés."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger import hand
from booray_ledger.api.book import Ledger
from booray_ledger.errors import BoorayError
from booray_ledger.rules.house import HouseRules
from tests.engines import LedgerDb
from tests.helpers import friday


def test_an_ended_night_with_a_cash_out_recaps_as_settle_lists_it(ledger_db: LedgerDb) -> None:
    """rulebook topic: settle-up. The payments are the settle-up's, the bank's among them."""
    with friday(ledger_db, chip_value="0.25") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))  # Cat bourré, pays 4
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=0"]))  # Cat and Dan bourré
        ledger.record_hand(hand(["Ann=5", "Bob=pass", "Cat=pass", "Dan=0"]))  # Ann takes 16
        ledger.cash_out("Cat")
        ledger.end_night("split")
        done = ledger.recap()
        settle = ledger.settle_up(night="Friday")
    assert done["night"] == "Friday"
    assert done["ended"] is True
    assert done["hands"] == 3
    assert done["winners"] == ["Ann"]
    assert [(n["player"], n["chips"], n["amount"]) for n in done["nets"]] == [
        ("Ann", 22, "5.50"), ("Bob", 9, "2.25"), ("Cat", -12, "-3.00"), ("Dan", -19, "-4.75")]  # fmt: skip
    assert done["payments"] == settle["transfers"]
    assert any("bank" in (t["from"], t["to"]) for t in done["payments"])
    assert done["paid"] == [{"from": "Cat", "to": "bank", "chips": 12, "amount": "3.00"}]
    assert done["biggest_pot"] == {"hand": 3, "chips": 16, "winners": ["Ann"]}
    assert [(b["player"], b["hand"]) for b in done["bourres"]] == [("Cat", 1), ("Cat", 2), ("Dan", 2), ("Dan", 3)]


def test_an_open_night_recaps_so_far_with_its_pot(ledger_db: LedgerDb) -> None:
    with friday(ledger_db, "Ann Bob Cat") as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))  # a tie: the pot carries
        done = ledger.recap()
    assert done["ended"] is False
    assert done["ended_at"] is None
    assert done["winners"] == []
    assert done["biggest_pot"] is None
    assert done["pot"] == 3
    assert {n["chips"] for n in done["nets"]} == {-1}


def test_players_level_at_the_top_are_all_winners(ledger_db: LedgerDb) -> None:
    with friday(ledger_db, "Ann Bob Cat Dan") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))  # Ann +3
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=pass", "Dan=pass"]))  # Bob +3, Ann -1
        done = ledger.recap()
    assert done["winners"] == ["Ann", "Bob"]


def test_under_table_stakes_a_net_is_the_stack_minus_what_was_bought(ledger_db: LedgerDb) -> None:
    ledger = Ledger.open(ledger_db.target)
    with ledger:
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], _stakes())
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        stacks = ledger.table()["stacks"]
        done = ledger.recap()
    assert {n["player"]: n["chips"] for n in done["nets"]} == {p: s - 20 for p, s in stacks.items()}


def _stakes() -> HouseRules:
    from booray_ledger.rules import house

    return house.from_mapping({**house.PRESETS["classic"].to_dict(), "stakes": "table", "buy_in": 20})


@pytest.mark.slow  # hypothesis: whole nights, each in a real SQLite file
@given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(["0", "1", "2", "3", "pass"])), min_size=1, max_size=6))
def test_the_recap_nets_and_payments_add_up_with_the_bank(
    tmp_path_factory: object, lines: list[tuple[int, str]]
) -> None:
    """Whatever the hands: nets + what is in the pot add to zero, the payments are the
    settle-up's, and after them every player and the bank are square."""
    db = tmp_path_factory.mktemp("recap") / "p.db"  # type: ignore[attr-defined]
    with friday(db, "Ann Bob Cat") as ledger:
        for first, other in lines:
            counts = [str(first), other, "pass"] if other == "pass" or first + int(other) <= 5 else ["3", "2", "pass"]
            try:
                ledger.record_hand(hand([f"Ann={counts[0]}", f"Bob={counts[1]}", f"Cat={counts[2]}"]))
            except BoorayError:
                continue  # a line the rules refuse is not the property's business
        done = ledger.recap()
        settle = ledger.settle_up()
    assert sum(n["chips"] for n in done["nets"]) + done["pot"] == 0
    assert done["payments"] == settle["transfers"]
    left = dict(settle["balances"])
    for t in done["payments"]:
        left[t["from"]] += t["chips"]
        left[t["to"]] -= t["chips"]
    assert set(left.values()) <= {0}
