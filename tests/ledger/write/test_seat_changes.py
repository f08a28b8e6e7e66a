"""Changes at the table between hands: seats added, sat out, and buy-ins under table stakes."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, ErrorCode, UsageError
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.store.engine import open_store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.write import recording, seat_changes
from booray_ledger.rules.house import PRESETS
from tests.helpers import said, store_with_night


def test_a_player_sits_down_after_a_named_seat_and_strangers_are_refused(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat")
    with store.write() as session:
        ctx = queries.load_night(session)
        assert seat_changes.seat_change(session, ctx, "add", "Dave", "ann") == "Dave"
    with store.read() as session:
        assert queries.load_night(session).table.seats == ("Ann", "Dave", "Bob", "Cat")
    with store.write() as session, pytest.raises(BoorayError, match="Zed"):
        seat_changes.seat_change(session, queries.load_night(session), "out", "Zed")
    store.close()


def test_a_buy_in_needs_table_stakes_and_moves_chips_from_the_bank(db_file: Path) -> None:
    """rulebook topic: stakes. A buy-in is one entry between the player and the bank."""
    store = store_with_night(db_file, "Ann Bob Cat")
    with store.write() as session, pytest.raises(UsageError) as refused:
        seat_changes.buy_in(session, queries.load_night(session), "Ann", 10)
    assert said(refused.value) == (ErrorCode.NOT_TABLE_STAKES, {"night": "Friday"})
    store.close()
    staked = open_store(parse_target(db_file.with_name("staked.db")), create=True)
    with staked.write() as session:
        recording.start_night(session, "Friday", ["Ann", "Bob"], PRESETS["classic"].replace(stakes="table", buy_in=20))
    with staked.write() as session:
        ctx = queries.load_night(session)
        before = chip_totals.bought(session, ctx)["Ann"]
        assert before == 20  # the buy-in on sitting down
        assert seat_changes.buy_in(session, ctx, "ann", 10) == "Ann"
    with staked.read() as session:
        ctx = queries.load_night(session)
        assert chip_totals.bought(session, ctx)["Ann"] == before + 10
        assert chip_totals.stacks(session, ctx)["Ann"] == before + 10
        assert chip_totals.balances(session, ctx)["Ann"] == 0  # a stack minus what was bought
    staked.close()
