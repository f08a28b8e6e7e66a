"""Checking a hand against the table before any chip moves: every refusal names the player and the rule."""

from __future__ import annotations

from typing import Any

import pytest

from booray_ledger.errors import ErrorCode, RuleError, UsageError
from booray_ledger.rules.hand_checks import without_dealt_out
from booray_ledger.rules.hand_input import HandMark
from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.seating import TableState
from tests.helpers import hand, pay_out, said, table


@pytest.mark.parametrize(
    ("results", "marks", "code", "facts"),
    [
        ("A=3 B=1", {}, ErrorCode.MISSING_FROM_HAND, {"player": "C"}),
        ("A=3 B=1 C=0 Z=1", {}, ErrorCode.NOT_SEATED, {"player": "Z"}),
        ("A=3 B=1 C=2", {}, ErrorCode.TRICKS_DO_NOT_ADD_UP, {"total": 6, "counts": [3, 1, 2], "cards": 5}),
        ("A=6 B=0 C=pass", {}, ErrorCode.TRICKS_OUT_OF_RANGE, {"player": "A", "tricks": 6, "cards": 5}),
        ("A=4 B=pass C=pass", {}, ErrorCode.ALONE_TAKES_ALL, {"player": "A", "cards": 5}),
        ("A=play B=1 C=pass", {}, ErrorCode.PLAY_NOT_ALONE, {"player": "A"}),
        ("A=3 B=2 C=pass", {"reneged": ("C",)}, ErrorCode.MARK_NOT_PLAYED, {"mark": HandMark.RENEGE, "player": "C"}),
        ("A=3 B=2 C=pass", {"reneged": ("A",), "corrected": ("A",)}, ErrorCode.RENEGE_AND_CORRECTED, {"player": "A"}),
        ("A=play B=pass C=pass", {"reneged": ("A",)}, ErrorCode.MARK_FEW_PLAYED, {"mark": HandMark.RENEGE}),
    ],
)
def test_bad_hands_are_refused_with_the_reason(
    results: str, marks: dict[str, Any], code: ErrorCode, facts: dict[str, Any]
) -> None:
    """rulebook topic: scorekeeping. Each failed check names the player and the rule; nothing is paid out."""
    with pytest.raises(UsageError) as refused:
        pay_out("A B C", results, **marks)
    assert said(refused.value) == (code, facts)


def test_a_player_named_twice_is_refused() -> None:
    """rulebook topic: scorekeeping. Each dealt-in player is named once."""
    with pytest.raises(UsageError) as refused:
        pay_out("A B C", "A=3 A=2 B=0 C=pass")
    assert said(refused.value) == (ErrorCode.NAMED_TWICE, {"player": "A", "times": 2})


def test_ace_turned_obliges_the_dealer_unless_forced() -> None:
    """rulebook topic: ace-up. An ace turned obliges the dealer to play, unless forced."""
    with pytest.raises(RuleError) as refused:
        pay_out("A B C", "A=pass B=3 C=2", up="AS", state=TableState(first_dealer="A"))
    assert said(refused.value) == (ErrorCode.ACE_DEALER_MUST_PLAY, {"dealer": "A", "card": "AS"})
    forced = pay_out("A B C", "A=pass B=3 C=2", up="AS", force=True, state=TableState(first_dealer="A"))
    assert forced.winners == ("B",)
    assert pay_out("A B C", "A=pass B=3 C=2", up="KS", state=TableState(first_dealer="A")).winners == ("B",)


def test_a_final_pass_does_not_name_players_dealt_out_for_want_of_chips() -> None:
    """rulebook topic: stakes. A player with no chips for the ante is not dealt in, so a pass
    given to everyone not named leaves them out; a pass for a player still dealt in stays."""
    rules = PRESETS["classic"].replace(stakes="table", buy_in=20, cover="all_in")
    state = TableState(pot=4, stacks=(("Ann", 10), ("Bob", 10), ("Cat", 0)))
    line = hand("Ann=play Bob=pass Cat=pass")
    assert without_dealt_out(table("Ann Bob Cat"), state, line, rules).results == (("Ann", "play"), ("Bob", "pass"))
    assert without_dealt_out(table("Ann Bob Cat"), TableState(), line, PRESETS["classic"]) is line
