"""Cash-out through the library: the bank takes a leaving player's balance; players, bank and
pot add up to zero in the ledger, and settle-up plus payments leave everyone at zero."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger import Ledger, hand
from booray_ledger.ledger.read import chip_totals

SHAPES = (["Ann=3", "Bob=2", "Cat=0", "Dan=pass"], ["Ann=2", "Bob=2", "Cat=1", "Dan=0"],
          ["Ann=pass", "Bob=1", "Cat=4", "Dan=0"], ["Ann=5", "Bob=pass", "Cat=pass", "Dan=pass"])  # fmt: skip


def ledger_sum(ledger: Ledger) -> int:
    """Every movement of the ledger: players, the bank, the pot and the carry together."""
    from sqlalchemy import func
    from sqlmodel import select

    from booray_ledger.ledger.schema.models import Movement

    with ledger._open().read() as session:
        return int(session.exec(select(func.coalesce(func.sum(Movement.chips), 0))).one())


def test_the_bank_takes_over_a_leaving_players_balance(tmp_path: Path) -> None:
    with Ledger.open(tmp_path / "l.db") as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(hand(SHAPES[0]))
        done = ledger.cash_out("ann")
        assert (done["player"], done["chips"], done["left_the_table"]) == ("Ann", -3, True)
        report = ledger.settle_up()
        assert report["balances"]["Ann"] == 0
        assert report["balances"]["bank"] == 4 + 3  # the pot, and Ann's 3
        assert sum(report["balances"].values()) == 0
        assert ledger_sum(ledger) == 0
        with ledger._open().read() as session:
            assert 3 in chip_totals.table_nets(session, [1]).values()  # standings keep what Ann won


@pytest.mark.slow  # hypothesis: fifteen whole nights, each in a real SQLite file
@settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(["hand", "cash", "pay"])), min_size=1, max_size=8))
def test_random_nights_with_cash_outs_and_payments_settle_to_zero(tmp_path_factory, steps) -> None:  # type: ignore[no-untyped-def]
    """For random hands, cash-outs and payments of what settle-up suggests (forced or not): the
    ledger's movements add to zero, and paying every suggestion leaves every party at zero."""
    with Ledger.open(tmp_path_factory.mktemp("p") / "l.db") as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        for pick, what in steps:
            seats = list(ledger.status()["antes_due"])
            if what == "hand":
                shape = [*SHAPES[pick], "Eve=pass"]
                if all(s.split("=")[0] in seats for s in shape) and len(seats) == 5:
                    ledger.record_hand(hand(shape))
            elif what == "cash" and len(seats) > 3:
                name = seats[pick]
                if ledger.status()["balances"][name]:
                    ledger.cash_out(name)
            else:
                owed = [t for t in ledger.settle_up()["transfers"] if "bank" not in (t["from"], t["to"])]
                if owed:
                    t = owed[pick % len(owed)]
                    ledger.record_payment(t["from"], t["to"], t["chips"] + pick % 2, night="Fri", force=True)
            assert ledger_sum(ledger) == 0
            assert sum(ledger.settle_up()["balances"].values()) == 0
        ledger.end_night("split")
        for t in ledger.settle_up()["transfers"]:
            if "bank" not in (t["from"], t["to"]):
                ledger.record_payment(t["from"], t["to"], t["chips"], night="Fri")
        final = ledger.settle_up()
        assert all(t["from"] == "bank" or t["to"] == "bank" for t in final["transfers"])
        left = dict(final["balances"])
        for t in final["transfers"]:
            left[t["from"]] += t["chips"]
            left[t["to"]] -= t["chips"]
        assert set(left.values()) <= {0}


def test_a_cash_out_is_voided_by_a_reversing_entry(tmp_path: Path) -> None:
    from booray_ledger.errors import ErrorCode, UsageError
    from booray_ledger.ledger.store import night_totals

    with Ledger.open(tmp_path / "l.db") as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"], chip_value="0.25")
        ledger.record_hand(hand(SHAPES[0]))  # Cat bourré: -5
        ledger.cash_out("Cat")
        voided = ledger.void_cash_out("cat")
        assert voided == {"night": "Fri", "player": "Cat", "chips": 5, "amount": "1.25", "currency": "USD",
                          "seated": False}  # fmt: skip
        assert ledger.status()["balances"]["Cat"] == -5
        report = ledger.settle_up()
        assert report["paid"] == []
        assert report["balances"]["bank"] == report["pot"]  # the bank holds only the pot
        assert sum(report["balances"].values()) == 0
        assert report["balances"]["Cat"] == -5
        assert ledger_sum(ledger) == 0
        try:
            ledger.void_cash_out("Cat")
            raise AssertionError("voided twice")
        except UsageError as refused:
            assert (refused.code, refused.facts) == (ErrorCode.NO_CASH_OUT_TO_VOID, {"player": "Cat", "night": "Fri"})
        with ledger._open().read() as session:
            assert night_totals.differences(session.connection()) == []
        assert ledger.check()["ok"]


def test_under_table_stakes_a_cashed_out_player_takes_the_stack_with_them(tmp_path: Path) -> None:
    with Ledger.open(tmp_path / "l.db") as ledger:
        from booray_ledger.rules import house

        rules = house.preset("classic").replace(stakes="table", buy_in=20)
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], rules)
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))  # stacks Ann 22, Bob 19, Cat 19
        ledger.cash_out("Cat")
        with ledger._open().read() as session:
            from booray_ledger.ledger.read import queries

            ctx = queries.load_night(session)
            assert chip_totals.stacks(session, ctx)["Cat"] == 0  # taken home, not left on the table
            assert queries.state_now(session, ctx).stack("Cat") == 0
        seated = ledger.seat("add", "Cat")  # back with a new buy-in only
        assert seated.get("bought") == 20
        assert ledger.table()["stacks"]["Cat"] == 20
        ledger.void_cash_out("Cat")  # the cash-out undone: the chips Cat had are back with the new ones
        assert ledger.table()["stacks"]["Cat"] == 39
        assert ledger.status()["balances"]["Cat"] == -1
        assert ledger_sum(ledger) == 0
        assert ledger.check()["ok"]
