"""An error in words: the library's message plus the name meant."""

from __future__ import annotations

from booray_ledger.errors import BoorayError, UnknownName
from booray_ledger.text.errors import explain


def test_an_unknown_name_gets_the_name_meant() -> None:
    exc = UnknownName(
        "'Bbo' is not seated at this table", word="Bbo", known=["Ann", "Bob"], what="seated at this table"
    )
    assert explain(exc) == "'Bbo' is not seated at this table; did you mean Bob?"


def test_an_unknown_name_with_nothing_close_lists_the_seats() -> None:
    exc = UnknownName(
        "'Zed' is not seated at this table", word="Zed", known=["Ann", "Bob"], what="seated at this table"
    )
    assert explain(exc) == "'Zed' is not seated at this table; seated: Ann, Bob"


def test_an_unknown_night_lists_the_nights() -> None:
    exc = UnknownName(
        "'Zed' is not a night in this database", word="Zed", known=["Fri"], what="a night in this database"
    )
    assert explain(exc) == "'Zed' is not a night in this database; known: Fri"


def test_any_other_error_is_its_message() -> None:
    assert explain(BoorayError("the pot is empty")) == "the pot is empty"
