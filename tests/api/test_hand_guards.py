"""Guards against the honest mistake through the library: the repeat check, the hand an undo
would void (and only that one), and the redo of undone hands."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger import Ledger, hand
from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.read.repeats import RepeatedHand
from tests.helpers import said
from tests.strategies import examples


@pytest.fixture
def ledger(db_file: Path) -> Ledger:
    opened = Ledger.open(db_file)
    opened.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
    return opened


def test_the_repeat_check_sees_the_same_hand_in_any_order_and_its_age(ledger: Ledger) -> None:
    assert ledger.repeat_check("a2 b3 c0 .") is None  # no hand yet
    ledger.record_line("a2 b3 c0 .")
    same = ledger.repeat_check("c0 b 3 an 2 d -")
    assert same is not None
    assert same["same"]
    assert same["last"]["number"] == 1
    assert 0 <= same["seconds"] < 20
    other = ledger.repeat_check("a3 b2 .")
    assert other is not None
    assert not other["same"]
    assert ledger.repeat_check(hand(["Ann=2", "bob=3", "Cat=0", "Dan=pass"]))["same"]  # type: ignore[index]
    with pytest.raises(BoorayError, match="bobb"):
        ledger.repeat_check("bobb 2 a 3 .")


def test_refusing_a_quick_repeat_writes_nothing_and_names_the_hand(ledger: Ledger) -> None:
    ledger.record_line("a2 b3 c0 .", refuse_repeat_within=20)
    with pytest.raises(RepeatedHand) as refused:
        ledger.record_line("b3 a2 c0 .", refuse_repeat_within=20)
    assert said(refused.value) == (ErrorCode.HAND_REPEATED, {"hand": 1, "seconds": 0})
    assert refused.value.number == 1
    assert ledger.status()["hands"] == 1
    ledger.record_line("b3 a2 c0 .", refuse_repeat_within=0)  # older than the window: a new hand
    ledger.record_line("b3 a2 c0 .")  # no guard asked for (a paper sheet replayed)
    assert ledger.status()["hands"] == 3


def test_undo_voids_only_the_hand_shown_and_redo_brings_it_back(ledger: Ledger) -> None:
    ledger.record_line("a2 b3 c0 .")
    ledger.record_line("a3 b2 .")
    after_two = ledger.status()
    shown = ledger.last_hand()
    assert shown is not None
    assert shown["number"] == 2
    assert shown["results"]["Ann"] == 3
    ledger.void_hand(shown["id"])
    first = ledger.last_hand()
    assert first is not None
    assert first["number"] == 1
    with pytest.raises(BoorayError) as gone:
        ledger.void_hand(shown["id"])  # hand 2 is gone: voiding "it" again would void hand 1
    assert said(gone.value) == (ErrorCode.RECORDED_MEANWHILE, {"hand": 1})
    ledger.void_hand(first["id"])
    assert ledger.last_hand() is None
    with pytest.raises(BoorayError) as refused:
        ledger.redo_hand(shown["id"])  # hand 2 cannot come back before hand 1
    assert said(refused.value) == (ErrorCode.HAND_NOT_REDOABLE, {"hand": 2})
    assert ledger.redo_hand(first["id"])["hand"] == 1
    assert ledger.redo_hand(shown["id"])["hand"] == 2
    assert ledger.status() == after_two
    with pytest.raises(BoorayError) as refused:
        ledger.redo_hand(10_000)
    assert said(refused.value) == (ErrorCode.NO_HAND_TO_REDO, {})


def test_a_redo_after_a_new_hand_is_refused(ledger: Ledger) -> None:
    ledger.record_line("a2 b3 c0 .")
    undone = ledger.last_hand()
    assert undone is not None
    ledger.void_hand(undone["id"])
    ledger.record_line("a3 b2 .")
    with pytest.raises(BoorayError) as refused:
        ledger.redo_hand(undone["id"])
    assert said(refused.value) == (ErrorCode.HAND_NOT_REDOABLE, {"hand": 1})
    assert ledger.status()["hands"] == 1


def test_the_pot_choices_say_what_each_player_would_get(ledger: Ledger) -> None:
    assert ledger.pot_choices()["pot"] == 0
    assert ledger.pot_choices()["split"] == {}
    ledger.record_line("a2 b2 c1 d0")  # a tie: the pot of 4 stays; Dan pays 4 more
    choices = ledger.pot_choices()
    assert choices["night"] == "Fri"
    assert choices["pot"] == 8
    assert choices["split"] == {"Ann": 2, "Bob": 2, "Cat": 2, "Dan": 2}
    assert sum(choices["refund"].values()) == 8
    assert choices["refund"]["Dan"] == 5  # his ante and bourré
    ledger.end_night("refund")
    assert ledger.night("Fri")["balances"] == {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}


def test_a_hand_entered_twice_is_refused_by_a_read_as_the_write_would(ledger: Ledger) -> None:
    """``refuse_entered_twice`` raises what recording the line would raise as entered twice (a
    twin at ``expected`` or later; the last hand again within ``within`` s), and nothing else:
    a different hand, or a line the write must judge, is left to the write. It writes nothing."""
    from booray_ledger.errors import DuplicateHand

    ledger.record_line("a2 b3 c0 .")
    ledger.record_line("a3 b2 .")
    history = ledger.history()
    twins = [("b3 a2 c0 d-", 1, None), ("a3 b2 .", 2, None), ("a3 b2 .", 1, None), ("b2 a3 .", None, 20.0)]
    for line, expected, within in twins:
        with pytest.raises(DuplicateHand) as refused:
            ledger.refuse_entered_twice(line, night="Fri", expected=expected, within=within)
        assert refused.value.code in (ErrorCode.RECORDED_BY_ANOTHER, ErrorCode.HAND_REPEATED)
        assert refused.value.facts["hand"] in (1, 2)
        with pytest.raises(DuplicateHand):  # and the write refuses it the same way
            ledger.record_line(line, night="Fri", expected=expected, refuse_repeat_within=within)
    for line, expected, within in [("a3 b2 .", 3, None), ("a1 b4 .", 1, 20.0), ("bobb 2 a 3 .", 1, None)]:
        ledger.refuse_entered_twice(line, night="Fri", expected=expected, within=within)  # the write's to judge
    assert ledger.history() == history  # nothing written
    assert ledger.record_line("a1 b4 .", night="Fri", expected=1)["hand"] == 3  # a different hand is recorded


LINES = ["a2 b3 c0 .", "b3 a2 c0 d-", "a3 b2 .", "a1 b4 .", "a0 b0 c5 .", "a2 b2 c1 d0", "bobb 2 a 3 ."]
"""Hands of the night 'Fri' (Ann, Bob, Cat, Dan): some the same in another order, one that does not read."""


@pytest.mark.slow  # hypothesis: a ledger per example
@settings(max_examples=examples(0.4), deadline=None)
@given(
    recorded=st.lists(st.sampled_from(LINES[:-1]), max_size=4),
    line=st.sampled_from(LINES),
    expected=st.none() | st.integers(1, 6),
    within=st.sampled_from([None, 20.0]),
)
def test_the_read_refuses_as_entered_twice_exactly_what_the_write_would(
    tmp_path_factory: pytest.TempPathFactory,
    recorded: list[str],
    line: str,
    expected: int | None,
    within: float | None,
) -> None:
    """Whatever the night holds, ``refuse_entered_twice`` refuses a line as entered twice if and
    only if recording it (with the same ``expected`` and ``refuse_repeat_within``) would be
    refused so: the board never refuses a hand the write would record, nor lets a twin through."""
    from booray_ledger.errors import DuplicateHand

    with Ledger.open(tmp_path_factory.mktemp("twice") / "l.db") as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        for earlier in recorded:
            ledger.record_line(earlier)
        try:
            ledger.refuse_entered_twice(line, night="Fri", expected=expected, within=within)
            read_refused = False
        except DuplicateHand:
            read_refused = True
        try:
            ledger.record_line(line, night="Fri", expected=expected, refuse_repeat_within=within)
            write_refused = False
        except DuplicateHand:
            write_refused = True
        except BoorayError:  # a line that does not read: the read left it to the write
            write_refused = False
        assert read_refused == write_refused
