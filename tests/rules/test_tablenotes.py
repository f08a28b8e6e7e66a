"""Why a player owes no ante next hand, or loses a turn to deal (the live table's reasons)."""

from __future__ import annotations

from typing import Any

from booray_ledger.rules.tablenotes import Why, exempt_reasons, from_earlier, lost_deal_reasons, reasons_over_hands


def last(**result: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"number": 4, "played": [], "tricks": {}, "outcome": "won", "bourre": [],
                            "reneged": [], "corrected": [], "out_of_turn": []}  # fmt: skip
    return base | result


def test_exemption_after_a_bourre_a_tie_or_a_renege() -> None:
    """rulebook topic: exemptions. The reason shown for each exempt player."""
    tie = last(outcome="tie", played=["Ann", "Bob", "Cat"], tricks={"Ann": 2, "Bob": 2, "Cat": 0}, bourre=["Cat"])
    assert exempt_reasons(["Ann", "Bob", "Cat"], tie) == {
        "Ann": {"why": Why.TIE, "hand": 4},
        "Bob": {"why": Why.TIE, "hand": 4},
        "Cat": {"why": Why.BOURRE, "hand": 4},
    }
    assert exempt_reasons(["Dan"], last(reneged=["Dan"])) == {"Dan": {"why": Why.RENEGE, "hand": 4}}
    assert exempt_reasons(["Eve"], last()) == {"Eve": {"why": Why.EARLIER, "hand": None}}


def test_a_lost_deal_after_a_corrected_renege_or_an_out_of_turn_declaration() -> None:
    """rulebook topic: lost-deal. The reason shown for each lost turn to deal."""
    assert lost_deal_reasons(["Ann", "Bob", "Cat"], last(corrected=["Ann"], out_of_turn=["Bob"])) == {
        "Ann": {"why": Why.CORRECTED, "hand": 4},
        "Bob": {"why": Why.OUT_OF_TURN, "hand": 4},
        "Cat": {"why": Why.EARLIER, "hand": None},
    }


def test_a_reason_is_looked_for_in_older_hands_then_carried() -> None:
    """rulebook topic: exemptions. An exemption kept while its player sat out says the hand it
    came from; one from before every hand read is from earlier, or carried with the pot."""
    first, second = last(number=1, bourre=["Cat"]), last(number=2)
    assert reasons_over_hands(["Cat"], [], [first, second]) == ({"Cat": {"why": Why.BOURRE, "hand": 1}}, {})
    assert reasons_over_hands(["Dan"], [], [second]) == ({"Dan": {"why": Why.EARLIER, "hand": None}}, {})
    assert reasons_over_hands(["Dan"], ["Eve"], [second], carried=True) == (
        {"Dan": {"why": Why.CARRIED, "hand": None}},
        {"Eve": {"why": Why.CARRIED, "hand": None}},
    )
    assert from_earlier({"why": Why.EARLIER, "hand": None})
    assert not from_earlier({"why": Why.CARRIED, "hand": None})
