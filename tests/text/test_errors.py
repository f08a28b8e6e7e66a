"""An error in words: the library's message plus the name meant."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.errors import BoorayError, NameKind, UnknownName
from booray_ledger.text.errors import explain


def test_an_unknown_name_gets_the_name_meant() -> None:
    exc = UnknownName("'Bbo' is not seated at this table", word="Bbo", known=["Ann", "Bob"], what=NameKind.SEATED)
    assert explain(exc) == "'Bbo' is not seated at this table; did you mean Bob?"


def test_an_unknown_name_with_nothing_close_lists_the_seats() -> None:
    exc = UnknownName("'Zed' is not seated at this table", word="Zed", known=["Ann", "Bob"], what=NameKind.SEATED)
    assert explain(exc) == "'Zed' is not seated at this table; seated: Ann, Bob"


def test_an_unknown_night_lists_the_nights() -> None:
    exc = UnknownName("'Zed' is not a night in this database", word="Zed", known=["Fri"], what=NameKind.NIGHT)
    assert explain(exc) == "'Zed' is not a night in this database; known: Fri"


def test_any_other_error_is_its_message() -> None:
    assert explain(BoorayError("the pot is empty")) == "the pot is empty"


def test_a_player_sitting_out_is_named_with_how_to_deal_them_back_in(db_file: Path) -> None:
    from booray_ledger import Ledger
    from booray_ledger.rules.hand_input import parse_line

    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.seat("out", "Dan")
        view = ledger.table()
    dealt_in = [p for p in view["seats"] if p not in view["sitting_out"]]
    for line in ("an 2 bo 3 dan 0 .", "a2 b3 d0 ."):
        try:
            parse_line(line, dealt_in, view["seats"])
        except UnknownName as exc:
            assert explain(exc) == "Dan is sitting out (`seat in Dan`)"
        else:
            raise AssertionError(f"{line!r} was read")
    try:
        parse_line("an 2 bbo2 .", dealt_in, view["seats"])
    except UnknownName as exc:
        assert explain(exc).endswith("did you mean Bob?")  # a glued typo, not a sitting-out player
