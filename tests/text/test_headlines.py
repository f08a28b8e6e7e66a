"""A hand in words: one phrase for how it ended, the same on every front end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.errors import BoorayError
from booray_ledger.rules.handfacts import with_facts
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.text.headlines import headline, note, tied, transfer_reason
from tests.pseudo import english_left, speaking_pseudo
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


PLAYERS = ("Ann", "Bob", "Cat", "Dan")

EVERY_TRANSFER = [
    {"player": "Ann", "chips": -1, "why": {"cause": "ante", "pot": 0}},
    {"player": "Ann", "chips": -1, "why": {"cause": "ante_to_play", "pot": 4}},
    {"player": "Ann", "chips": 3, "why": {"cause": "split_share", "pot": 6, "pool": 6, "tricks": 2}},
    *({"player": "Bob", "chips": 5, "why": {"cause": c, "pot": 5, "tricks": t, "capped": capped}}
      for c in ("played_alone", "most_tricks", "next_best") for t in (1, 3) for capped in (False, True)),
    *({"player": "Cat", "chips": -4, "why": {"cause": c, "pot": 4, "owed": owed, "bourre_too": too}}
      for c in ("bourre", "renege") for owed in (4, 9) for too in (False, True)),
]  # fmt: skip

EVERY_NOTE = [
    {"note": "all_passed", "players": [], "pot": 5},
    *({"note": "tie_vote", "players": ["Ann", "Bob"], "choice": c} for c in ("carry", "split")),
    *({"note": "tie", "players": ["Ann", "Bob", "Cat"], "tricks": t, "pot": 5} for t in (1, 2)),
    {"note": "renege_carry", "players": ["Ann"], "pot": 5},
    {"note": "reneged_leader", "players": ["Ann"]},
    {"note": "all_in", "players": ["Ann"], "paid": 2, "owed": 5},
    {"note": "corrected", "players": ["Ann"]},
    {"note": "out_of_turn", "players": ["Ann"]},
]


def every_headline() -> list[str]:
    shown = [
        hand("won", winners=["Ann"], transfers=[{"kind": "win", "chips": 5}], bourre=["Cat", "Dan"], reneged=["Bob"]),
        hand("split", winners=["Ann", "Bob"], tie_vote="split"),
        hand("tie", tricks={"Ann": 1, "Bob": 1}, unpaid={"Bob": 3}, tie_vote="carry"),
        hand("renege_carry", reneged=["Cat"]),
        hand("all_passed"),
    ]
    return [headline(h, voided=voided) for h in shown for voided in (False, True)]


def test_in_another_language_no_english_is_left_in_a_hand_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every outcome, clause, reason and note is a message of the catalog: in the pseudo-language
    only the players' names are left in Latin letters."""

    def every_phrase() -> list[str]:
        return [*every_headline(), *map(transfer_reason, EVERY_TRANSFER), *map(note, EVERY_NOTE)]  # type: ignore[arg-type]

    english = every_phrase()
    with speaking_pseudo(tmp_path, monkeypatch):
        said = every_phrase()
    assert [s for s, e in zip(said, english, strict=True) if s == e] == []
    assert english_left(said, *PLAYERS) == []
    assert all(name in " ".join(said) for name in PLAYERS)


def test_in_english_each_variant_of_a_reason_is_its_own_sentence() -> None:
    """A win capped by the pot limit, a payment of all a player has: whole sentences, plurals."""
    said = list(map(transfer_reason, EVERY_TRANSFER))  # type: ignore[arg-type]
    assert "Ann takes 3 of the split pot of 6 (tied at 2 tricks)" in said
    assert "Bob wins 5: best player who did not renege (1 trick), the pot was 5" in said
    assert "Bob wins 5 of the pot of 5: played alone, the pot limit caps the win" in said
    assert "Cat pays 4, all they have, of the 9 owed: renege (bourré too, pays once), the pot was 4" in said
    assert note({"note": "tie", "players": ["Ann", "Bob", "Cat"], "tricks": 1, "pot": 5}) == (  # type: ignore[typeddict-item]
        "Ann and Bob and Cat tied at 1 trick: nobody wins, the pot of 5 carries"
    )
