"""Several nights open at once: which one is current, and choosing it."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.read import current, queries
from booray_ledger.ledger.write import night_end, recording
from booray_ledger.rules import house
from tests.helpers import says, store_with_night


def test_the_current_night_is_the_last_started_or_chosen_of_those_open(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob", "Ann=3 Bob=2")
    with store.write() as session:
        recording.start_night(session, "Saturday", ["Cat", "Dan"], house.preset("classic"))
    with store.read() as session:
        assert queries.find_night(session).name == "Saturday"
        others = current.open_night_rows(session, leave_out=queries.find_night(session).id)
        assert others == [{"night": "Friday", "hands": 1, "pot": 0}]
    with store.write() as session:
        current.use_night(session, "friday")
    with store.read() as session:
        assert queries.find_night(session).name == "Friday"
    with store.write() as session:
        night_end.end_night(session, queries.load_night(session, "Saturday"), None)
    with (
        store.write() as session,
        pytest.raises(BoorayError, check=lambda e: says(e, ErrorCode.NIGHT_ENDED_NOT_CURRENT)),
    ):
        current.use_night(session, "Saturday")
    store.close()
