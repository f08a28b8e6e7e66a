"""Ended nights stay correctable: reopening a night, and its end settled again after an edit or
void of one of its hands, through the library API on a real SQLite file (rulebook topic:
scorekeeping)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.write import night_reopen
from booray_ledger.text.errors import explain
from tests.helpers import said

TIE = ["Ann=2", "Bob=2", "Cat=1", "Dan=0"]  # pot 8: antes 4, Dan bourré pays 4; Ann and Bob tie


def ended_friday(db: Path, pot: str) -> Ledger:
    ledger = Ledger.open(db)
    ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
    ledger.record_hand(hand(TIE))
    ledger.end_night(pot)
    return ledger


def totals_agree(ledger: Ledger) -> None:
    """The per-night totals equal what the ledger's rows say, and the whole file checks."""
    with ledger._open().read() as session:
        assert night_totals.differences(session.connection()) == []
    report = ledger.check()
    assert report["ok"], report


@pytest.mark.parametrize("pot", ["split", "refund", "carry"])
def test_reopen_brings_the_pot_back_and_ending_again_is_the_reversal(db_file: Path, pot: str) -> None:
    ledger = ended_friday(db_file, pot)
    ended = ledger.status()
    assert ended["ended"] is True
    assert ended["pot"] == 0
    done = ledger.reopen_night("fri")
    assert done == {"night": "Fri", "pot": 8, "also_open": []}
    now = ledger.status()
    assert "ended" not in now
    assert now["pot"] == 8
    assert now["balances"] == {"Ann": -1, "Bob": -1, "Cat": -1, "Dan": -5}  # as before the end
    ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))  # Ann wins the pot of 10
    ledger.end_night()
    assert ledger.status()["ended"] is True
    assert ledger.nights()[0]["ended"] is True
    with pytest.raises(BoorayError) as refused:
        ledger.end_night("split", night="Fri")
    assert said(refused.value) == (ErrorCode.NIGHT_ALREADY_ENDED, {"night": "Fri"})
    totals_agree(ledger)


def test_reopen_then_end_the_same_way_leaves_every_balance_as_it_was(db_file: Path) -> None:
    ledger = ended_friday(db_file, "split")
    before = ledger.settle_up()["balances"]
    ledger.reopen_night("Fri")
    ledger.end_night("split")
    assert ledger.settle_up()["balances"] == before
    assert ledger.night("Fri")["pot_at_end"] == "split"
    totals_agree(ledger)


def test_an_open_night_cannot_be_reopened(db_file: Path) -> None:
    ledger = Ledger.open(db_file)
    ledger.start_night("Fri", ["Ann", "Bob"])
    with pytest.raises(BoorayError) as refused:
        ledger.reopen_night("Fri")
    assert said(refused.value) == (ErrorCode.NIGHT_NOT_ENDED, {"night": "Fri"})


def test_a_pot_carried_into_a_started_night_refuses_reopen_naming_that_night(db_file: Path) -> None:
    ledger = ended_friday(db_file, "carry")
    ledger.start_night("Sun", ["Ann", "Bob", "Cat"])
    with pytest.raises(BoorayError) as refused:
        ledger.reopen_night("Fri")
    assert said(refused.value) == (ErrorCode.CARRIED_POT_TAKEN, {"night": "Fri", "later": "Sun"})
    assert explain(refused.value, terminal_command) == (
        "night 'Fri' carried its pot into night 'Sun', which has started from it, so it cannot be reopened; "
        "correct a hand of 'Fri' in place with `booray hand edit N --night Fri` or `booray hand void --night Fri` "
        "('Sun' is settled again)"
    )


def test_a_carried_pot_not_yet_taken_in_comes_back_on_reopen(db_file: Path) -> None:
    ledger = ended_friday(db_file, "carry")
    ledger.reopen_night("Fri")
    ledger.end_night("split")
    started = ledger.start_night("Sun", ["Ann", "Bob"])
    assert started["carried_in"] == 0  # the pot was split at the second end: nothing waits
    totals_agree(ledger)


def test_editing_a_hand_of_an_ended_night_settles_its_end_again(db_file: Path) -> None:
    ledger = ended_friday(db_file, "split")  # pot 8 split: 2 each
    assert ledger.settle_up()["balances"] == {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": -3}
    done = ledger.edit_hand(1, hand(["Ann=3", "Bob=1", "Cat=1", "Dan=0"]), night="Fri")  # Ann wins 4, Dan pays 4
    assert done["ended"] is True
    assert done["settled_again"] == []
    assert done["status"]["ended"] is True
    assert done["status"]["pot"] == 0
    # pot after 4 (Dan's bourré), split 1 each
    assert ledger.settle_up()["balances"] == {"Ann": 4, "Bob": 0, "Cat": 0, "Dan": -4}
    assert ledger.nights()[0]["ended"] is True
    totals_agree(ledger)


def test_voiding_the_last_hand_of_an_ended_night_settles_its_end_again(db_file: Path) -> None:
    ledger = ended_friday(db_file, "refund")
    done = ledger.void_last_hand(night="Fri")
    assert done["voided"] == 1
    assert done["ended"] is True
    assert ledger.settle_up()["balances"] == {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}
    assert ledger.status()["hands"] == 0
    totals_agree(ledger)


def test_with_no_current_night_an_edit_works_on_the_most_recent_ended_one(db_file: Path) -> None:
    ledger = ended_friday(db_file, "split")
    ledger.edit_hand(1, hand(["Ann=3", "Bob=1", "Cat=1", "Dan=0"]))
    assert ledger.settle_up()["balances"]["Ann"] == 4


def test_a_change_that_leaves_a_pot_in_a_night_ended_empty_is_refused(db_file: Path) -> None:
    ledger = Ledger.open(db_file)
    ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
    ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))  # Ann wins 3: pot empty
    ledger.end_night()
    before = ledger.settle_up()
    with pytest.raises(BoorayError) as refused:
        ledger.edit_hand(1, hand(["Ann=2", "Bob=2", "Cat=1"]), night="Fri")  # a tie: the pot stays
    assert said(refused.value) == (ErrorCode.POT_LEFT_AFTER_CHANGE, {"night": "Fri", "pot": 3})
    assert explain(refused.value, terminal_command).endswith(
        "empty pot: reopen it with `booray night reopen Fri`, make the change, and end it again with --pot carry, "
        "split or refund"
    )
    assert ledger.settle_up() == before  # nothing written
    ledger.reopen_night("Fri")
    ledger.edit_hand(1, hand(["Ann=2", "Bob=2", "Cat=1"]))
    ledger.end_night("split")
    assert sum(ledger.settle_up()["balances"].values()) == 0
    totals_agree(ledger)


def test_a_pot_carried_into_a_later_night_settles_that_night_again(db_file: Path) -> None:
    ledger = ended_friday(db_file, "carry")  # 8 carried; Ann, Bob tie-exempt, Dan bourré-exempt
    ledger.start_night("Sun", ["Ann", "Bob", "Cat", "Dan"])
    first = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
    assert first["result"]["p0"] == 9  # 8 carried + Cat's ante
    ledger.end_night()
    done = ledger.edit_hand(1, hand(["Ann=3", "Bob=1", "Cat=1", "Dan=0"]), night="Fri")  # Fri now leaves 4
    assert done["settled_again"] == ["Sun"]
    sunday = ledger.history("Sun")
    assert sunday["ended"] is True
    assert [h["p0"] for h in sunday["hands"]] == [4 + 3]  # 4 carried; Ann won, so Bob, Cat, Dan ante
    with ledger._open().read() as session:
        for name in ("Fri", "Sun"):
            ctx = queries.load_night(session, name)
            assert chip_totals.pot(session, ctx.id) == 0
        assert queries.carried_over(session) == 0
    report = ledger.settle_up(everything=True)
    assert sum(report["balances"].values()) == 0
    assert "bank" not in report["balances"]
    totals_agree(ledger)


def test_the_carried_pot_is_found_in_the_night_that_took_it_in(db_file: Path) -> None:
    ledger = ended_friday(db_file, "carry")
    with ledger._open().read() as session:
        carry = night_reopen.end_pot_entry(session, queries.load_night(session, "Fri").id)
        assert carry is not None
        assert carry.kind == "pot_carry"
        assert night_reopen.carried_into(session, carry) is None  # waiting in the carry account
    ledger.start_night("Sun", ["Ann", "Bob", "Cat", "Dan"])
    with ledger._open().read() as session:
        taken = night_reopen.carried_into(session, carry)
        assert taken is not None
        assert taken.night_id == queries.load_night(session, "Sun").id
