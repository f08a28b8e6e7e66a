"""The table now for people: who deals and antes next, and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.text import table
from tests.helpers import friday
from tests.pseudo import english_left, speaking_pseudo


def test_the_next_dealer_and_antes_come_with_their_reasons(db_file: Path) -> None:
    """rulebook topic: exemptions. The bourré player owes no ante next hand, and the table says why."""
    with friday(db_file) as ledger:
        assert table.dealer_text(ledger.table()) == "Ann deals next (the night's first deal)"
        assert table.last_hand_text(ledger.table()) == "No hand yet."
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))
        view = ledger.table()
    assert table.dealer_text(view) == "Bob deals next (on the left of Ann, who dealt hand 1)"
    assert table.antes_text(view) == "Antes next: Ann 1, Bob 1, Dan 1; Cat owes no ante: bourré in hand 1"
    assert table.last_hand_text(view) == ("Last hand 1 (dealt by Ann; Bob 2, Cat 0, Ann 3): Ann wins 4; bourré: Cat.")


def test_the_table_in_another_language_keeps_its_names_and_numbers(
    db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]))
        view = ledger.table()
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        table.status_table(view)
        antes = table.antes_text(view).split(";")[0]
        last = table.last_hand_text(view)
    shown = capsys.readouterr().out.splitlines()
    assert english_left([shown[0], shown[2], shown[-1]], "Friday") == []  # the title, the headers, the pot
    assert shown[0].startswith("Friday: ")
    assert [line.split()[5] for line in shown[4:8]] == ["+3", "-1", "-5", "-1"]
    assert english_left(antes, "Ann", "Bob", "Dan") == []
    assert antes.endswith(": Ann 1, Bob 1, Dan 1")
    assert last.startswith("Ŀȧšŧ ĥȧñđ 1 (đéȧŀŧ ƀÿ Ann; Bob 2, Cat 0, Ann 3)")
