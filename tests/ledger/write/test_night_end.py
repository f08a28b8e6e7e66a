"""Ending a night, and what happens to a pot still on the table (rulebook topic: scorekeeping)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, ErrorCode, UsageError
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.write import night_end, recording
from booray_ledger.rules import house
from tests.helpers import said, says, store_with_night

TIE = "Ann=2 Bob=2 Cat=1 Dan=0"  # pot 8: antes 4, Dan pays 4


SHARES = {"split": {"Ann": 2, "Bob": 2, "Cat": 2, "Dan": 2}, "refund": {"Bob": 1, "Cat": 1, "Dan": 5, "Ann": 1}}


@pytest.mark.parametrize(
    ("action", "balances"),
    [
        ("split", {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": -3}),  # 8 = 2 each, everyone seated
        ("refund", {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}),  # back what each paid in
    ],
)
def test_a_pot_left_is_shared_out(db_file: Path, action: str, balances: dict[str, int]) -> None:
    """rulebook topic: ties. The pot at the end of the night is split or refunded, never lost."""
    store = store_with_night(db_file, "Ann Bob Cat Dan", TIE)
    with store.write() as session:
        ctx = queries.load_night(session)
        with pytest.raises(UsageError) as refused:
            night_end.end_night(session, ctx, None)
        assert said(refused.value) == (ErrorCode.POT_STILL_HOLDS, {"pot": 8})
        got = night_end.end_night(session, ctx, action)
    assert got == SHARES[action]
    with store.read() as session:
        ctx = queries.load_night(session, "Friday")
        assert chip_totals.balances(session, ctx) == balances
        assert chip_totals.pot(session, ctx.id) == 0
        assert queries.night_is_ended(session, ctx.id)
    with store.write() as session, pytest.raises(BoorayError, check=lambda e: says(e, ErrorCode.NIGHT_ALREADY_ENDED)):
        night_end.end_night(session, queries.load_night(session, "Friday"), "split")
    store.close()


def test_a_carried_pot_seeds_the_next_night(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", TIE)
    with store.write() as session:
        night_end.end_night(session, queries.load_night(session), "carry")
    with store.write() as session:
        recording.start_night(session, "Saturday", ["Ann", "Bob"], house.preset("classic"))
        assert night_end.carry_in(session, queries.load_night(session)) == 8
    with store.read() as session:
        ctx = queries.load_night(session)
        assert ctx.night.name == "Saturday"
        assert chip_totals.pot(session, ctx.id) == 8
    store.close()
