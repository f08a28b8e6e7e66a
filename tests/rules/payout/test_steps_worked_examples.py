"""Every worked example of the rule contract, as a test (rulebook topic: scorekeeping)."""

from __future__ import annotations

from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.seating import TableState, antes_due, next_dealer
from tests.helpers import balances_of, pay_out, table


def test_example_1_most_tricks_wins_the_pot() -> None:
    """rulebook topic: winning. Worked example 1: most tricks wins the pot."""
    s = pay_out("A B C D E", "A=pass D=pass B=3 C=1 E=1")
    assert s.p0 == 5
    assert s.winners == ("B",)
    assert s.net() == {"A": -1, "B": 4, "C": -1, "D": -1, "E": -1}
    assert s.pot_after == 0
    assert s.state.exempt == ()
    assert set(antes_due(table("A B C D E"), s.state, PRESETS["classic"]).values()) == {1}


def test_example_2_bourre_pays_the_pot_into_the_next_one() -> None:
    """rulebook topic: bourre. Worked example 2: a bourré pays the pot into the next one."""
    seats = "A B C D E F G"
    s = pay_out(seats, "A=pass D=pass F=pass E=3 B=1 G=1 C=0")
    assert s.p0 == 7
    assert s.winners == ("E",)
    assert s.bourre == ("C",)
    assert s.net() == {"A": -1, "B": -1, "C": -8, "D": -1, "E": 6, "F": -1, "G": -1}
    assert s.pot_after == 7
    due = antes_due(table(seats), s.state, PRESETS["classic"])
    assert due["C"] == 0
    assert sum(due.values()) == 6
    following = pay_out(seats, "A=pass B=pass C=pass D=pass E=pass F=pass G=pass", state=s.state)
    assert following.p0 == 13


def test_example_3_tie_for_most_tricks_carries_pot() -> None:
    """rulebook topic: ties. Worked example 3: a tie carries the pot."""
    s = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0")
    assert s.outcome == "tie"
    assert s.winners == ()
    assert next(t for t in s.transfers if t.kind == "bourre").chips == -5
    assert s.pot_after == 10
    due = antes_due(table("A B C D E"), s.state, PRESETS["classic"])
    assert {p for p, c in due.items() if c} == {"C", "E"}


def test_example_4_sole_player_wins_without_a_trick_played() -> None:
    """rulebook topic: winning. Worked example 4: a sole player wins without a trick played."""
    state = TableState(pot=6, exempt=("B", "C"))
    s = pay_out("A B C D", "A=pass B=pass C=pass D=play", state=state)
    assert s.p0 == 8
    assert s.winners == ("D",)
    assert s.net() == {"A": -1, "D": 7}
    assert s.pot_after == 0


def test_example_5_pot_limit_classic_and_pagat() -> None:
    """rulebook topic: limit. Worked example 5: a pot limit, classic and pagat."""
    classic = PRESETS["classic"].replace(pot_limit=10)
    pagat = PRESETS["pagat"].replace(pot_limit=10)
    results = "B=pass D=pass A=3 C=2 E=0 F=0"
    s = pay_out("A B C D E F", results, state=TableState(pot=14), rules=classic)
    assert s.p0 == 20
    assert s.net()["A"] == 20 - 1
    assert s.net()["E"] == s.net()["F"] == -11
    assert s.pot_after == 20
    p = pay_out("A B C D E F", results, state=TableState(pot=14), rules=pagat)
    assert p.net()["A"] == 10 - 1
    assert p.pot_after == 30


def test_example_6_renege_not_corrected_pays_and_cannot_win() -> None:
    """rulebook topic: renege. Worked example 6: an uncorrected renege pays and cannot win."""
    s = pay_out("A B C D E", "E=pass A=3 B=1 C=1 D=0", reneged=("B",))
    assert s.winners == ("A",)
    assert s.net() == {"A": 4, "B": -6, "C": -1, "D": -6, "E": -1}
    assert s.pot_after == 10
    classic = antes_due(table("A B C D E"), s.state, PRESETS["classic"])
    assert classic["B"] == 1
    p = pay_out("A B C D E", "E=pass A=3 B=1 C=1 D=0", rules="pagat", reneged=("B",))
    assert antes_due(table("A B C D E"), p.state, PRESETS["pagat"])["B"] == 0


def test_example_7_double_ante() -> None:
    """rulebook topic: double-ante. Worked example 7: double ante."""
    rules = PRESETS["classic"].replace(double_ante=True)
    s = pay_out("A B C D E", "A=pass C=pass D=3 B=2 E=0", rules=rules)
    assert s.p0 == 8
    assert s.winners == ("D",)
    assert s.net() == {"A": -1, "B": -2, "C": -1, "D": 6, "E": -10}
    assert s.pot_after == 8
    assert set(antes_due(table("A B C D E"), s.state, rules).values()) == {1}
    assert s.state.exempt == ()


def test_examples_chain_balances_and_pot_sum_to_zero() -> None:
    """rulebook topic: scorekeeping. Chained examples: balances plus pot sum to zero."""
    first = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0")
    second = pay_out("A B C D E", "E=pass A=1 B=3 C=1 D=0", state=first.state)
    totals = balances_of(first, second)
    assert sum(totals.values()) + second.pot_after == 0


def test_deal_passes_left() -> None:
    """rulebook topic: deal. The deal passes left."""
    s = pay_out("A B C D E", "A=pass D=pass B=3 C=1 E=1", state=TableState(first_dealer="C"))
    assert s.dealer == "C"
    assert next_dealer(table("A B C D E"), s.state)[0] == "D"
