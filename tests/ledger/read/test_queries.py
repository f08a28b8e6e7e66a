"""Reading the ledger: the current night, balances and the pot as sums, the table state now."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.ledger.read import chip_totals, queries
from tests.helpers import store_with_night

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
        with pytest.raises(UsageError, match="not a night in this database"):
            queries.find_night(session, "Sunday")
    with store.write() as session:
        from booray_ledger.ledger.write import night_end

        night_end.end_night(session, queries.load_night(session), None)
    with store.read() as session, pytest.raises(BoorayError, match="no current night"):
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
