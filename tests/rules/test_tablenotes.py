"""Why a player owes no ante next hand, or loses a turn to deal (the live table's reasons)."""

from __future__ import annotations

from typing import Any

from booray_ledger.rules.tablenotes import exempt_reasons, lost_deal_reasons


def last(**result: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"number": 4, "played": [], "tricks": {}, "outcome": "won", "bourre": [],
                            "reneged": [], "corrected": [], "out_of_turn": []}  # fmt: skip
    return base | result


def test_exemption_after_a_bourre_a_tie_or_a_renege() -> None:
    """rulebook topic: exemptions. The reason shown for each exempt player."""
    tie = last(outcome="tie", played=["Ann", "Bob", "Cat"], tricks={"Ann": 2, "Bob": 2, "Cat": 0}, bourre=["Cat"])
    assert exempt_reasons(["Ann", "Bob", "Cat"], tie) == {
        "Ann": "tied for the most tricks in hand 4",
        "Bob": "tied for the most tricks in hand 4",
        "Cat": "bourré in hand 4",
    }
    assert exempt_reasons(["Dan"], last(reneged=["Dan"])) == {"Dan": "paid for a renege in hand 4"}
    assert exempt_reasons(["Eve"], last()) == {"Eve": "exempt from an earlier hand"}


def test_a_lost_deal_after_a_corrected_renege_or_an_out_of_turn_declaration() -> None:
    """rulebook topic: lost-deal. The reason shown for each lost turn to deal."""
    assert lost_deal_reasons(["Ann", "Bob", "Cat"], last(corrected=["Ann"], out_of_turn=["Bob"])) == {
        "Ann": "corrected a renege in hand 4",
        "Bob": "declared out of turn in hand 4",
        "Cat": "lost a turn to deal in an earlier hand",
    }
