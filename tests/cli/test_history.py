"""`booray history`: every hand of a night."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.text.headlines import transfer_reason
from tests.cli.nights import marked_night, start
from tests.conftest import Run
from tests.helpers import ORM_AND_MODELS, imported_by, loaded


def test_history_lists_hands_with_reasons(booray: Run) -> None:
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=0", "--renege", "Cat")
    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert hands[0]["winners"] == ["Bob"]
    assert hands[0]["reneged"] == ["Cat"]
    whys = {t["player"]: t["why"] for t in hands[0]["transfers"] if t["kind"] != "ante"}
    assert whys["Cat"] == {"cause": "renege", "pot": 5, "owed": 5, "bourre_too": False}
    assert "Cat pays 5: renege, the pot was 5" in [transfer_reason(t) for t in hands[0]["transfers"]]
    assert "Bob" in booray("history").stdout


def test_history_shows_every_mark_and_seat_changes_and_payments_in_place(booray: Run) -> None:
    marked_night(booray)
    lines = booray("history", "--all").stdout.splitlines()
    text = "\n".join(lines)
    assert "out of turn: Cat" in text
    assert "corrected renege: Bob" in text
    assert "dealt by Cat (named with the hand)" in text
    assert "turned AS" in text
    assert "forced past a rule check" in text
    assert "renege: Ann" in text

    def row(word: str) -> int:
        return next(i for i, line in enumerate(lines) if word in line)

    assert row("out of turn: Cat") < row("Fay sits down after Bob") < row("corrected renege: Bob")
    assert row("corrected renege: Bob") < row("payment 1: Dan pays Ann 2 chips") < row("Eve sits out")
    assert row("Eve sits out") < row("Bob wins 10")
    events = json.loads(booray("history", "--json").stdout)["events"]
    assert [(e["after_hand"], e["kind"], e.get("player", e.get("payer"))) for e in events] == [
        (1, "seat", "Fay"), (2, "payment", "Dan"), (2, "seat", "Eve")]  # fmt: skip


@pytest.mark.slow  # fresh interpreters, imports traced
@pytest.mark.single_engine  # start-up of the SQLite command line
def test_history_reads_without_the_orm(tmp_path: Path) -> None:
    """`booray history` (hands, an edit, an undo, a seat change, a payment and its void, new
    house rules; --all, --json) reads through SQLAlchemy Core alone, as `status` does
    (docs/architecture.md, Start-up)."""
    db = tmp_path / "speed.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=pass"]))
        ledger.edit_hand(1, hand(["Ann=2", "Bob=3", "Cat=pass"]))
        ledger.seat("add", "Dan")
        ledger.record_payment("Cat", "Bob", 1, night="Friday")
        ledger.void_payment(1)
        ledger.set_night(rules={"ante": 2})
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        ledger.void_last_hand()
    for args in (["history"], ["history", "--all"], ["history", "--all", "--json"]):
        modules, shown = imported_by(db, *args)
        assert "Dan" in shown, args
        assert loaded(modules, ORM_AND_MODELS) == [], args
    data = json.loads(shown)
    assert [e["kind"] for e in data["events"]] == ["seat", "payment", "payment", "setting"]
    whys = ["recorded", "recorded", "edit", "edit", "edit", "resettled", "payment", "void", "recorded", "undo"]
    assert [c["why"] for c in data["changes"]] == whys
