"""The repeat check below the API: the same hand in any order, its age, and what a redo may restore."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.clock import now
from booray_ledger.errors import BoorayError
from booray_ledger.ledger.read import queries, repeats
from booray_ledger.rules.hand_input import parse_line


def test_seconds_since_a_stamp() -> None:
    assert 0 <= repeats.seconds_since(now()) < 5
    assert repeats.seconds_since("2000-01-01T00:00:00.000000+00:00") > 20 * 365 * 86400
    assert repeats.seconds_since("2999-01-01T00:00:00.000000+00:00") == 0


def test_repeat_of_reads_the_last_hand_in_effect(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        ledger.record_line("a2 b3 c0")
        ledger.record_line("a3 b2 c0")
        ledger.void_last_hand()
        voided = ledger.history(include_voided=True)["hands"][-1]
        with ledger._open().read() as session:  # the ledger layer, as the API calls it
            ctx = queries.load_night(session, None)
            found = repeats.repeat_of(session, ctx, parse_line("c 0 b 3 a 2", ["Ann", "Bob", "Cat"]))
            assert found is not None
            assert found.same
            assert found.last.number == 1
            assert repeats.restorable(session, ctx, voided["id"]).results[0] == ("Ann", 3)
            with pytest.raises(BoorayError):
                repeats.restorable(session, ctx, found.last.id or 0)  # in effect: nothing to redo
