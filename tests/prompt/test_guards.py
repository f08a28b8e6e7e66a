"""The live table's guards without a terminal: a script is asked nothing (two identical hands in
a row are two hands), an undo still says which hand it voids, and redo brings it back."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.prompt.commands import LiveTable


@pytest.fixture
def ledger(db_file: Path) -> Ledger:
    opened = Ledger.open(db_file)
    opened.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
    return opened


def test_a_script_records_two_identical_hands_in_a_row(ledger: Ledger) -> None:
    table = LiveTable(ledger)
    assert table.do("a2 b3 c0 .").ok
    assert table.do("a2 b3 c0 .").ok
    assert table.do(".").ok
    assert ledger.status()["hands"] == 3


def test_answers_decide_and_undo_redo_restore(ledger: Ledger, capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[str] = []
    answers = iter(["n", "y", "y", "y"])

    def answer(question: str) -> str:
        asked.append(question)
        return next(answers)

    table = LiveTable(ledger, answer=answer)
    assert table.do("a2 b3 c0 .").ok
    assert not asked  # a first hand: nothing to ask
    table.do("b3 a2 c0 .")  # the same again: asked, and no
    assert asked == ["Record it again as a new hand? [y/N] "]
    assert ledger.status()["hands"] == 1
    table.do("b3 a2 c0 .")  # asked again, and yes
    assert ledger.status()["hands"] == 2
    table.do("undo")
    out = capsys.readouterr().out
    assert "Undo hand 2 (Bob 3, Ann 2, Cat 0, Dan pass): Bob wins " in out
    assert asked[-1] == "Undo it? [y/N] "
    assert ledger.status()["hands"] == 1
    table.do("redo")
    assert "Hand 2 is back, as it was entered." in capsys.readouterr().out
    assert ledger.status()["hands"] == 2
    assert not table.do("redo").ok  # nothing left to redo
    assert "no undone hand to redo" in capsys.readouterr().err


def test_a_script_undo_says_which_hand_it_voided(ledger: Ledger, capsys: pytest.CaptureFixture[str]) -> None:
    table = LiveTable(ledger)
    table.do("a2 b3 c0 .")
    assert table.do("undo").ok
    assert "Undo hand 1 (Ann 2, Bob 3, Cat 0, Dan pass): Bob wins 4; bourré: Cat." in capsys.readouterr().out
