"""Paying out hands: the rules beyond the worked examples, and every check on the input."""

from __future__ import annotations

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import TableState, antes_due, next_dealer
from tests.helpers import hand, pay_out, said, table


def test_everyone_passing_carries_the_pot_and_exempts_nobody() -> None:
    """rulebook topic: all-pass. Everyone passes: the pot carries, nobody is exempt."""
    s = pay_out("A B C", "A=pass B=pass C=pass", state=TableState(pot=4, exempt=("B",)))
    assert s.outcome == "all_passed"
    assert s.p0 == 6
    assert s.pot_after == 6
    assert s.state.exempt == ()


def test_reneging_lone_leader_carries_under_carry() -> None:
    """rulebook topic: renege. A lone leader who reneged: the pot carries under renege_leader = carry."""
    s = pay_out("A B C D", "A=3 B=1 C=1 D=0", reneged=("A",))
    assert s.outcome == "renege_carry"
    assert s.winners == ()
    assert s.pot_after == 4 + 4 + 4  # P0 stays, A pays 4 (renege), D pays 4 (bourré)
    assert s.state.exempt == ("D",)  # nobody is tie-exempt when a lone leader reneged


def test_reneging_lone_leader_next_best_wins_when_alone_on_top() -> None:
    """rulebook topic: renege. Under next_best the best non-reneger alone on top wins."""
    rules = PRESETS["classic"].replace(renege_leader="next_best")
    s = pay_out("A B C D", "A=3 B=2 C=0 D=0", rules=rules, reneged=("A",))
    assert s.winners == ("B",)
    tied = pay_out("A B C D", "A=3 B=1 C=1 D=0", rules=rules, reneged=("A",))
    assert tied.winners == ()
    assert tied.outcome == "renege_carry"


def test_bourre_reneger_pays_once() -> None:
    """rulebook topic: renege. A bourré reneger pays once, not twice."""
    s = pay_out("A B C", "A=3 B=2 C=0", reneged=("C",))
    paid = [t for t in s.transfers if t.player == "C" and t.kind != "ante"]
    assert len(paid) == 1
    assert paid[0].chips == -3


def test_corrected_renege_pays_nothing_cannot_win_and_loses_the_deal() -> None:
    """rulebook topic: renege. A corrected renege pays nothing, cannot win and loses the next deal."""
    s = pay_out("A B C D", "A=3 B=1 C=1 D=0", corrected=("A",), state=TableState(first_dealer="D"))
    assert s.winners == ()
    assert s.outcome == "renege_carry"
    assert not [t for t in s.transfers if t.player == "A" and t.kind == "renege"]
    assert s.state.lost_deals == ("A",)
    # D dealt; A is next on D's left but lost the turn, so B deals.
    assert next_dealer(table("A B C D"), s.state) == ("B", ())


def test_out_of_turn_declaration_loses_the_next_deal() -> None:
    """rulebook topic: lost-deal. Declaring out of turn loses the next turn to deal."""
    s = pay_out("A B C", "A=3 B=2 C=0", out_of_turn=("B",), state=TableState(first_dealer="A"))
    assert next_dealer(table("A B C"), s.state)[0] == "C"


def test_tie_split_shares_pot_with_odd_chips_from_dealers_left() -> None:
    """rulebook topic: ties. Under tie = split, odd chips go one each from the dealer's left."""
    rules = PRESETS["classic"].replace(tie="split")
    s = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0", rules=rules, state=TableState(first_dealer="A"))
    wins = {t.player: t.chips for t in s.transfers if t.kind == "win"}
    assert wins == {"B": 3, "A": 2}  # 5 chips: B sits on the dealer's left, so B gets the odd chip
    assert s.state.exempt == ("D",)  # split pots make nobody tie-exempt


def test_fixed_bourre_penalty() -> None:
    """rulebook topic: bourre. A fixed bourre_penalty is paid instead of the pot."""
    rules = PRESETS["classic"].replace(bourre_penalty=3)
    s = pay_out("A B C D", "A=4 B=1 C=0 D=0", rules=rules)
    assert [t.chips for t in s.transfers if t.kind == "bourre"] == [-3, -3]


def test_simple_preset_exempts_nobody() -> None:
    """rulebook topic: exemptions. The simple preset exempts nobody."""
    s = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0", rules="simple")
    assert s.state.exempt == ()


def test_exemption_waits_for_the_next_dealt_in_hand() -> None:
    """rulebook topic: exemptions. An exemption waits while its player sits out."""
    s = pay_out("A B C D", "A=3 B=2 C=0 D=pass")
    assert s.state.exempt == ("C",)
    away = hand_payout(table("A B C D", out="C"), s.state, hand("A=3 B=2 D=pass"), PRESETS["classic"])
    assert away.state.exempt == ("C",)
    back = hand_payout(table("A B C D"), away.state, hand("A=3 B=2 C=pass D=pass"), PRESETS["classic"])
    assert not [t for t in back.transfers if t.player == "C" and t.kind == "ante"]
    assert "C" not in back.state.exempt


def test_sitting_out_owes_no_ante() -> None:
    """rulebook topic: deal. A player sitting out owes no ante."""
    due = antes_due(table("A B C", out="B"), TableState(), PRESETS["classic"])
    assert due == {"A": 1, "B": 0, "C": 1}


def test_four_card_bourre_counts_four_tricks() -> None:
    """rulebook topic: four-card. Four-card Bourré: four tricks a hand."""
    rules = PRESETS["classic"].replace(cards=4)
    assert pay_out("A B", "A=3 B=1", rules=rules).winners == ("A",)
    with pytest.raises(UsageError) as refused:
        pay_out("A B", "A=3 B=2", rules=rules)
    assert said(refused.value) == (ErrorCode.TRICKS_DO_NOT_ADD_UP, {"total": 5, "counts": [3, 2], "cards": 4})


def test_the_given_dealer_uses_up_lost_deals_walked_over() -> None:
    """rulebook topic: lost-deal. A dealer given by hand uses up the lost turns walked over."""
    state = TableState(last_dealer="A", lost_deals=("B",))
    s = pay_out("A B C D", "A=3 B=2 C=pass D=pass", state=state, dealer="C")
    assert s.dealer == "C"
    assert s.state.lost_deals == ()


def test_dealer_who_left_passes_the_deal_to_whoever_sat_on_their_left() -> None:
    """rulebook topic: deal. A dealer who left passes the deal to whoever sat on their left."""
    state = TableState(last_dealer="B", last_seats=("A", "B", "C", "D"))
    assert next_dealer(table("A C D"), state)[0] == "C"
