"""Reading the ledger: the current night, balances and the pot as sums, the table state now."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, ErrorCode, NameKind, UnknownName
from booray_ledger.ledger.read import chip_totals, queries
from tests.helpers import says, store_with_night

TIE = "Ann=2 Bob=2 Cat=1 Dan=0"  # P0 4: a tie, Dan bourré pays 4: pot 8


def test_the_table_state_now_follows_the_last_hand(db_file: Path) -> None:
    """rulebook topic: ties."""
    store = store_with_night(db_file, "Ann Bob Cat Dan", TIE)
    with store.read() as session:
        ctx = queries.load_night(session)
        assert queries.hand_count(session, ctx.id) == 1
        state = queries.state_now(session, ctx)
        assert state.pot == 8
        assert state.exempt == ("Ann", "Bob", "Dan")
        assert state.last_dealer == "Ann"
        data = queries.status_data(session, ctx, state)
        assert data["dealer"] == "Bob"
        assert data["antes_due"] == {"Ann": 0, "Bob": 0, "Cat": 1, "Dan": 0}
    store.close()


def test_the_current_night_is_the_latest_not_ended(db_file: Path) -> None:
    store = store_with_night(db_file)
    with store.read() as session:
        assert queries.find_night(session).name == "Friday"
        assert queries.find_night(session, "FRIDAY").name == "Friday"
        with pytest.raises(UnknownName) as unknown:
            queries.find_night(session, "Sunday")
        assert unknown.value.what is NameKind.NIGHT
    with store.write() as session:
        from booray_ledger.ledger.write import night_end

        night_end.end_night(session, queries.load_night(session), None)
    with store.read() as session, pytest.raises(BoorayError, check=lambda e: says(e, ErrorCode.NO_CURRENT_NIGHT)):
        queries.find_night(session)
    store.close()


def test_voided_hands_are_out_of_effect_but_kept(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", TIE, "Ann=5 Bob=pass Cat=pass Dan=pass")
    with store.write() as session:
        from booray_ledger.ledger.write import hand_edits

        hand_edits.void_last_hand(session, queries.load_night(session))
    with store.read() as session:
        ctx = queries.load_night(session)
        assert [h.number for h in queries.hands_in_effect(session, ctx.id)] == [1]
        assert [h.number for h in queries.all_hands(session, ctx.id)] == [1, 2]
        assert len(queries.voided_hand_ids(session, ctx.id)) == 1
        last = queries.last_hand(session, ctx.id)
        assert last is not None
        assert last.number == 1
        assert chip_totals.pot(session, ctx.id) == 8
    store.close()


def test_a_table_stakes_history_reads_the_nights_hands_whole_once(db_file: Path) -> None:
    """The history of a table-stakes night reads its hands' rows (their inputs, states and
    results) once: placing the buy-ins between hands needs only each hand's number, time and
    the hand it replaced. Each buy-in still comes after the hand in effect bought after, an
    edited hand standing where the hand it replaced stood."""
    from sqlalchemy import Engine, event

    from booray_ledger import Ledger, hand
    from booray_ledger.rules import house

    def note(*args: object) -> None:
        ran.append(str(args[2]))

    ran: list[str] = []
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], house.preset("classic").replace(stakes="table", buy_in=40))
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))
        ledger.buy("Cat", 5)
        ledger.record_hand(hand(["Ann=1", "Bob=1", "Cat=3"]))
        ledger.buy("Bob", 7)
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))
        ledger.void_last_hand()
        ledger.edit_hand(1, hand(["Ann=2", "Bob=3", "Cat=0"]))
        event.listen(Engine, "before_cursor_execute", note)
        try:
            history = ledger.history("Sat", include_voided=True)
        finally:
            event.remove(Engine, "before_cursor_execute", note)
    bought = [(b["player"], b["chips"], b["after_hand"]) for b in history["buy_ins"]]
    assert bought == [("Ann", 40, 0), ("Bob", 40, 0), ("Cat", 40, 0), ("Cat", 5, 1), ("Bob", 7, 2)]
    assert len([sql for sql in ran if "state_after_json" in sql]) == 1
