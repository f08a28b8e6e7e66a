"""A hand in words: one phrase for how it ended, the same on every front end."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.errors import BoorayError
from booray_ledger.rules.handfacts import with_facts
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.text.headlines import headline, note, tied, transfer_reason
from tests.strategies import hands, house_rules, staked_rules, states, tables


def hand(outcome: str, **extra: Any) -> Any:
    base: dict[str, Any] = {
        "outcome": outcome,
        "bourre": [],
        "reneged": [],
        "winners": [],
        "transfers": [],
        "tricks": {},
    }
    return {**base, **extra}


@pytest.mark.parametrize(
    ("h", "text"),
    [
        (hand("won", winners=["Ann"], transfers=[{"kind": "ante", "chips": -1}, {"kind": "win", "chips": 5}]),
         "Ann wins 5"),
        (hand("split", winners=["Ann", "Bob"]), "split between Ann, Bob"),
        (hand("tie", bourre=["Dan"], tricks={"Ann": 2, "Bob": 2, "Dan": 0}),
         "tie between Ann, Bob: the pot carries; bourré: Dan"),
        (hand("renege_carry", reneged=["Cat"]), "the leader reneged: the pot carries; reneged: Cat"),
        (hand("all_passed"), "everyone passed"),
        (hand("tie", tricks={"Ann": 1, "Bob": 1}, unpaid={"Bob": 3}, tie_vote="carry"),
         "tie between Ann, Bob: the pot carries; Bob all in, 3 unpaid; voted to carry"),
    ],
)  # fmt: skip
def test_every_outcome_has_its_phrase(h: Any, text: str) -> None:
    """rulebook topic: winning. Each way a hand ends, with its bourrés, reneges and votes."""
    assert headline(h) == text
    assert headline(h, voided=True) == text + " (voided)"


def test_the_tied_players_are_those_with_the_most_tricks() -> None:
    """rulebook topic: ties. Nobody ties at zero tricks."""
    assert tied(hand("tie", tricks={"Ann": 2, "Bob": 2, "Cat": 1})) == ["Ann", "Bob"]
    assert tied(hand("all_passed", tricks={})) == []


@st.composite
def scenarios(draw: st.DrawFn):  # type: ignore[no-untyped-def]
    table = draw(tables())
    rules = draw(house_rules() | staked_rules())
    return table, draw(states(table)), draw(hands(table, rules)), rules


@given(scenarios())
def test_each_transfer_and_note_is_worded_as_the_payout_recorded_it(scenario) -> None:  # type: ignore[no-untyped-def]
    """The facts the library returns, worded here, read exactly as the memo the payout stored
    with the hand: nothing is lost between the rules' decision and the sentence people read."""
    table, state, typed, rules = scenario
    try:
        payout = hand_payout(table, state, typed, rules)
    except BoorayError:
        return  # a hand the rules refuse has nothing to word
    shown = with_facts(result_data(payout, typed))
    assert [transfer_reason(t) for t in shown["transfers"]] == [t.reason for t in payout.transfers]
    # the same notes (out-of-turn ones follow the order typed, the stored memo the seats' order)
    assert sorted(note(n) for n in shown["notes"]) == sorted(payout.notes)
