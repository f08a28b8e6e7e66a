"""Hands for people: the summary after a hand, and the marks the history shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.text import hands
from tests.helpers import friday
from tests.pseudo import english_left, speaking_pseudo


def test_every_mark_of_a_hand_in_words() -> None:
    marks = {"reneged": ["Ann"], "corrected": ["Bob"], "out_of_turn": ["Cat"], "dealer_given": True,
             "dealer": "Dan", "up": "AS", "forced": True}  # fmt: skip
    assert hands.hand_marks(marks) == [
        "renege: Ann", "corrected renege: Bob", "out of turn: Cat", "dealt by Dan (named with the hand)",
        "turned AS", "forced past a rule check"]  # fmt: skip
    assert hands.hand_marks({}) == []


def test_after_a_hand_every_payment_but_the_antes_has_its_line(
    db_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """rulebook topic: bourre. The bourré's payment and its reason, the antes on one line."""
    with friday(db_file) as ledger:
        hands.hand_recorded(ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"])))
    out = capsys.readouterr().out
    assert "Hand 1 dealt by Ann; pot at stake 4" in out
    assert "-4 Cat pays 4: bourré, the pot was 4" in out
    assert "antes: Bob 1, Cat 1, Dan 1, Ann 1" in out
    assert "pot now 4; Bob deals next" in out


def test_a_voided_hand_stays_in_the_history_marked_voided(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        ledger.void_last_hand()
        hands.history_table(ledger.history(include_voided=True))
    assert "Ann wins 4 (voided)" in capsys.readouterr().out


def test_an_edit_of_an_ended_night_says_its_end_and_the_later_nights_settled_again() -> None:
    from booray_ledger.text.hands import ended_night_settled

    done = {"voided": 3, "status": {"night": "Fri"}, "ended": True, "settled_again": ["Sun"]}
    assert ended_night_settled(done) == [  # type: ignore[arg-type]
        "Fri has ended: its end is settled again on the new pot; settle-up and exports follow.",
        "Sun took in the pot it carried: every hand of Sun is settled again.",
    ]


def test_in_another_language_no_english_is_left_after_a_hand_nor_in_the_history(
    db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The summary after a hand, an edit, a void and the history table are messages of the
    catalog: in the pseudo-language only the names (and the card turned up) are left."""
    monkeypatch.setenv("COLUMNS", "250")
    with friday(db_file) as ledger, speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        hands.hand_recorded(ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass"])))
        hands.hand_recorded(ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=pass"])))
        hands.hand_edited(ledger.edit_hand(1, hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"])))
        hands.hand_voided(ledger.void_last_hand())
        hands.history_table(ledger.history(include_voided=True))
        marks = hands.hand_marks({"reneged": ["Ann"], "corrected": ["Bob"], "out_of_turn": ["Cat"],
                                  "dealer_given": True, "dealer": "Dan", "up": "AS", "forced": True})  # fmt: skip
        settled = hands.ended_night_settled({"status": {"night": "Fri"}, "settled_again": ["Sun"]})  # type: ignore[arg-type]
    out = capsys.readouterr().out
    assert out.count("Bob") > 5
    assert english_left([out, *marks, *settled], "Ann", "Bob", "Cat", "Dan", "Friday", "Fri", "Sun", "AS") == []
