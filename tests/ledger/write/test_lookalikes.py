"""Lookalike names (finding 7: José NFC and NFD, Cyrillic Аnn, fullwidth Ａnn were all seated
beside Ann): one person, or refused."""

from __future__ import annotations

import sqlite3
import unicodedata
from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.write.lookalikes import look_alike, skeleton
from booray_ledger.text.errors import explain
from tests.helpers import said, says

CYRILLIC_ANN = "\u0410nn"
FULLWIDTH_ANN = "\uff21nn"
NFD_JOSE = unicodedata.normalize("NFD", "José")


def test_the_skeletons_of_uts_39_match_for_names_that_look_alike() -> None:
    assert skeleton(CYRILLIC_ANN) == skeleton("Ann")
    assert skeleton(FULLWIDTH_ANN) == skeleton("Ann")
    assert look_alike("\u0430nn", "Ann")  # lower-case Cyrillic a: alike once case-folded
    assert look_alike("BiII", "Bill")  # capital I for small l
    for different in ("Anne", "Bob", "Jose", "Dan"):
        assert not look_alike(different, "Ann" if different != "Jose" else "José")


@pytest.mark.parametrize("lookalike", [CYRILLIC_ANN, FULLWIDTH_ANN])
def test_a_new_name_that_looks_like_a_seated_player_is_refused(db_file: Path, lookalike: str) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
        with pytest.raises(UsageError) as refused:
            ledger.seat("add", lookalike)
        assert said(refused.value) == (ErrorCode.LOOKS_LIKE, {"name": lookalike, "other": "Ann"})
        assert explain(refused.value) == f"{lookalike} looks like Ann: use a different name"
        assert list(ledger.status()["balances"]) == ["Ann", "Bob"]


def test_a_name_that_looks_like_a_known_player_from_another_night_is_refused(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
        ledger.end_night("refund")
        with pytest.raises(UsageError) as refused:
            ledger.start_night("Saturday", ["Bob", CYRILLIC_ANN])
        assert said(refused.value) == (ErrorCode.LOOKS_LIKE, {"name": CYRILLIC_ANN, "other": "Ann"})
        with pytest.raises(UsageError) as refused:
            ledger.start_night("Sunday", [CYRILLIC_ANN + "x", FULLWIDTH_ANN + "x"])  # two new names alike
        assert said(refused.value) == (ErrorCode.LOOKS_LIKE, {"name": FULLWIDTH_ANN + "x", "other": CYRILLIC_ANN + "x"})


def test_names_are_stored_composed_and_match_however_they_were_typed(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", [NFD_JOSE, "Bob"])
        with pytest.raises(UsageError, check=lambda e: says(e, ErrorCode.ALREADY_SEATED)):
            ledger.seat("add", "José")
        ledger.record_line("josé 3 bo 2")
    stored = sqlite3.connect(db_file).execute("SELECT name FROM player ORDER BY id").fetchall()
    assert stored == [("José",), ("Bob",)]
    assert stored[0][0] == unicodedata.normalize("NFC", NFD_JOSE) != NFD_JOSE
