"""The recap on the ledger: which night, the biggest pot, the bourrés, and nets that are the
chips won at the table before any payment (rulebook topic settle-up)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.read import recap
from booray_ledger.results import HandResult
from booray_ledger.rules.payout.result import TransferKind
from tests.helpers import friday, says


def result(transfers: list[tuple[str, int, str]], bourre: list[str] = ()) -> HandResult:  # type: ignore[assignment]
    """A stored hand result with only what the recap reads: transfers and bourrés."""
    moves = [{"player": p, "chips": c, "kind": TransferKind(k), "why": None} for p, c, k in transfers]
    return {"transfers": moves, "bourre": list(bourre)}  # type: ignore[typeddict-item]


def test_the_biggest_pot_is_the_most_won_in_one_hand_and_a_split_counts_whole() -> None:
    hands = [
        (1, result([("Ann", 6, "win"), ("Bob", -1, "ante")])),
        (2, result([("Ann", 5, "win"), ("Bob", 5, "win")])),  # split: 10 in all
        (3, result([("Cat", 10, "win")])),  # as big, but later: the first stays
        (4, result([("Bob", -4, "bourre")], ["Bob"])),  # nobody won
    ]
    assert recap.biggest_pot(hands) == {"hand": 2, "chips": 10, "winners": ["Ann", "Bob"]}
    assert recap.biggest_pot([hands[3]]) is None
    assert recap.biggest_pot([]) is None


def test_every_bourre_is_listed_in_hand_order_with_what_it_cost() -> None:
    hands = [
        (1, result([("Cat", -4, "bourre"), ("Dan", -4, "bourre")], ["Cat", "Dan"])),
        (2, result([("Ann", 9, "win")])),
        (3, result([("Cat", -7, "bourre")], ["Cat"])),
    ]
    assert recap.bourres(hands) == [
        {"player": "Cat", "hand": 1, "chips": 4},
        {"player": "Dan", "hand": 1, "chips": 4},
        {"player": "Cat", "hand": 3, "chips": 7},
    ]


def test_the_night_is_the_named_one_else_the_current_else_the_latest_ended(db_file: Path) -> None:
    from booray_ledger.api.book import Ledger

    with Ledger.open(db_file) as ledger:
        store = ledger._open(create=True)  # the schema, no night yet
        with store.read() as session, pytest.raises(BoorayError, check=lambda e: says(e, ErrorCode.NO_CURRENT_NIGHT)):
            recap.recap(session)
        ledger.start_night("Friday", ["Ann", "Bob"])
        ledger.end_night()
        ledger.start_night("Saturday", ["Ann", "Bob"])
        ledger.end_night()
        with ledger._open().read() as session:
            assert recap.recap_night(session, None).name == "Saturday"  # none open: the latest ended
            assert recap.recap_night(session, "friday").name == "Friday"
        ledger.start_night("Sunday", ["Ann", "Bob"])
        ledger.use_night("Sunday")
        with ledger._open().read() as session:
            assert recap.recap_night(session, None).name == "Sunday"


def test_the_nets_are_the_chips_at_the_table_before_payments(db_file: Path) -> None:
    with friday(db_file, "Ann Bob") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))  # Ann +1, Bob -1
        ledger.record_payment("Bob", "Ann", 1)
        with ledger._open().read() as session:
            done = recap.recap(session)
    assert [(n["player"], n["chips"]) for n in done["nets"]] == [("Ann", 1), ("Bob", -1)]
    assert done["payments"] == []
    assert [(p["from"], p["to"]) for p in done["paid"]] == [("Bob", "Ann")]
    assert done["winners"] == ["Ann"]


def test_a_reopened_night_recaps_as_open_and_ended_again_as_over(db_file: Path) -> None:
    """rulebook topic: settle-up. Reopening takes the night's end back; ending it again is its end."""
    with friday(db_file, "Ann Bob") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        ledger.end_night()
        first = ledger.recap()
        ledger.reopen_night("Friday")
        reopened = ledger.recap()
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        ledger.end_night()
        again = ledger.recap()
    assert first["ended"]
    assert first["ended_at"] is not None
    assert reopened["ended"] is False
    assert reopened["ended_at"] is None
    assert again["ended"]
    assert again["hands"] == 2
    assert again["ended_at"] > first["ended_at"]  # type: ignore[operator]
