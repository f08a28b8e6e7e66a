"""A paid-out hand as JSON-ready data: what is stored with each hand, what ``booray hand`` and
``history`` show, and what the referee's audit reports. One definition for all of them, pure
(no database), so the referee can word an audited hand exactly as a recorded one.
"""

from __future__ import annotations

from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.result import Payout


def result_data(payout: Payout, hand: HandInput) -> dict[str, object]:
    """What a hand settled to, as JSON-ready data (stored with the hand, shown by history)."""
    data: dict[str, object] = {
        "dealer": payout.dealer,
        "results": {p: d for p, d in hand.results},
        "played": list(payout.played),
        "passed": list(payout.passed),
        "tricks": dict(payout.tricks),
        "carried": payout.carried,
        "p0": payout.p0,
        "pot_after": payout.pot_after,
        "outcome": payout.outcome,
        "winners": list(payout.winners),
        "bourre": list(payout.bourre),
        "reneged": list(payout.reneged),
        "corrected": list(payout.corrected),
        "out_of_turn": list(hand.out_of_turn),
        "notes": list(payout.notes),
        "transfers": [
            {"player": t.player, "chips": t.chips, "kind": t.kind, "reason": t.reason} for t in payout.transfers
        ],
        "net": payout.net(),
    }
    if payout.state.stacks:  # only under table stakes
        data["stacks"] = dict(payout.state.stacks)
    if payout.unpaid:
        data["unpaid"] = dict(payout.unpaid)
    if hand.tie is not None:
        data["tie_vote"] = hand.tie
    return data
