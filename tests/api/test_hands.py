"""Recording, voiding and editing hands through the library API, with the night kept warm or not."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger import Ledger
from booray_ledger.errors import BoorayError, ErrorCode, UsageError
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.seating import Table
from tests.helpers import said
from tests.strategies import NAMES, examples, hands, house_rules


def test_an_edit_line_keeps_the_rest_of_the_hand_and_resettles_later_hands(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_line("a2 b3 c0 . u:9s")
        ledger.record_line("a3 b2 .")
        done = ledger.edit_hand_line(1, "b 2 c 1")
        assert [h["hand"] for h in done["hands"]] == [1, 2]
        first = ledger.history()["hands"][0]
        assert first["results"] == {"Ann": 2, "Bob": 2, "Cat": 1, "Dan": "pass"}
        assert first["outcome"] == "tie"
        assert sum(done["status"]["balances"].values()) + done["status"]["pot"] == 0


def test_an_edit_of_a_hand_that_is_not_there_names_the_hands(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob"])
        ledger.record_line("a2 b3")
        with pytest.raises(UsageError) as missing:
            ledger.edit_hand_line(5, "a 1")
        assert said(missing.value) == (ErrorCode.NO_SUCH_HAND, {"number": 5, "count": 1})


def test_a_kept_open_ledger_sees_hands_written_by_another_connection(db_file: Path) -> None:
    with Ledger.open(db_file, keep_open=True) as live, Ledger.open(db_file) as other:
        live.start_night("Fri", ["Ann", "Bob", "Cat"])
        live.record_line("a2 b3 c0")
        other.record_line("a3 b2 c0")
        other.seat("add", "Dan")
        recorded = live.record_line("a2 b3 c0 d-")  # Dan is dealt in: the seat change was seen
        assert recorded["hand"] == 3
        live.void_last_hand()
        assert live.record_line("a2 b3 c0 d-")["hand"] == 3
        assert other.status()["hands"] == 3


def test_a_kept_open_ledger_reports_what_a_fresh_one_reads(db_file: Path) -> None:
    """Hands recorded with the night kept warm give the balances, pot and dealer that a
    fresh read of the file gives (ties, bourrés and reneges included)."""
    lines = ["a2 b2 c1 .", "a3 b1 c1 d0 e-", "b3 c2 . r:c", "a- b1 c1 d3 e0", "a2 b3 c0 ."] * 6
    with Ledger.open(db_file, keep_open=True) as live:
        live.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        for line in lines:
            reported = live.record_line(line)["status"]
            with Ledger.open(db_file) as fresh:
                assert fresh.status() == reported


def ledger_files(folder: Path) -> dict[str, bytes]:
    """Every file of the ledger that holds its content (the database and its WAL, if any), byte
    for byte. Not the shared-memory index (``-shm``): SQLite marks every transaction there,
    a read's or a rolled-back one's too, on the connection the ledger keeps open."""
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.name.startswith("booray.db") and not p.name.endswith("-shm")
    }


@pytest.mark.slow  # hypothesis: whole tables previewed and recorded
@settings(max_examples=examples(0.5))
@given(data=st.data(), rules=house_rules(), seats=st.integers(2, 8))
def test_a_preview_writes_nothing_and_is_what_recording_the_hand_then_does(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject, rules: HouseRules, seats: int
) -> None:
    """``preview_hand``: payments, pot, exemptions and next dealer exactly as recording the same
    hand right after, with every byte of the ledger's files unchanged by the preview."""
    folder = tmp_path_factory.mktemp("preview")
    with Ledger.open(folder / "booray.db") as ledger:
        ledger.start_night("Fri", NAMES[:seats], rules)
        for _ in range(3):
            table = Table(tuple(NAMES[:seats]), frozenset())
            typed = data.draw(hands(table, rules))
            before = ledger_files(folder)
            try:
                preview = ledger.preview_hand(typed)
            except BoorayError as refused:
                assert ledger_files(folder) == before
                with pytest.raises(BoorayError, match=re.escape(str(refused))):
                    ledger.record_hand(typed, refuse_repeat_within=None)
                continue
            assert ledger_files(folder) == before
            assert ledger.record_hand(typed) == preview


def test_a_preview_line_is_the_hand_the_line_records(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_line("a2 b2 c1 d0")
        preview = ledger.preview_line("a3 b2 c0 .")
        assert preview["hand"] == 2
        assert preview["result"]["p0"] == 9  # Cat alone antes: Ann, Bob tied, Dan bourré
        assert preview["status"]["pot"] == 9
        assert ledger.history()["hands"][-1]["number"] == 1
        assert ledger.record_line("a3 b2 c0 .") == preview
