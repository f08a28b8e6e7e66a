"""Why the table stands as it does: the reason each player owes no ante next hand, and why
a player will lose a turn to deal, read from the last hand's result.

A player is exempt from the next ante after tying for the most tricks (``tie_exempts``), after
being bourré (``bourre_exempts``) or after paying for a renege (``renege_exempts``); an
exemption earned while sitting out of later hands waits for their next dealt-in hand. A player
loses the next turn to deal after correcting a renege in time or declaring out of turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any


def _leaders(result: Mapping[str, Any]) -> set[str]:
    tricks = {p: int(result["tricks"][p]) for p in result["played"]}
    if not tricks:
        return set()
    top = max(tricks.values())
    return {p for p, n in tricks.items() if n == top}


def exempt_reasons(exempt: Iterable[str], last: Mapping[str, Any] | None) -> dict[str, str]:
    """``{player: why they owe no ante next hand}`` for every exempt player."""
    reasons: dict[str, str] = {}
    number = last["number"] if last else None
    for player in exempt:
        if last is not None and player in last["bourre"]:
            reasons[player] = f"bourré in hand {number}"
        elif last is not None and last["outcome"] == "tie" and player in _leaders(last):
            reasons[player] = f"tied for the most tricks in hand {number}"
        elif last is not None and player in last["reneged"]:
            reasons[player] = f"paid for a renege in hand {number}"
        else:
            reasons[player] = "exempt from an earlier hand"
    return reasons


def lost_deal_reasons(lost_deals: Iterable[str], last: Mapping[str, Any] | None) -> dict[str, str]:
    """``{player: why they lose their next turn to deal}`` for every player who will."""
    reasons: dict[str, str] = {}
    number = last["number"] if last else None
    for player in lost_deals:
        if last is not None and player in last["corrected"]:
            reasons[player] = f"corrected a renege in hand {number}"
        elif last is not None and player in last.get("out_of_turn", ()):
            reasons[player] = f"declared out of turn in hand {number}"
        else:
            reasons[player] = "lost a turn to deal in an earlier hand"
    return reasons


def from_earlier(reason: str) -> bool:
    """Whether ``reason`` only says the cause lies before the hands it was found in (so an older
    hand, or the pot carried from the last night, holds the real reason)."""
    return "earlier" in reason


def reasons_over_hands(
    exempt: Iterable[str], lost_deals: Iterable[str], hands: Sequence[Mapping[str, Any]], carried: bool = False
) -> tuple[dict[str, str], dict[str, str]]:
    """Like :func:`exempt_reasons` and :func:`lost_deal_reasons`, but each reason is found in the
    latest hand (``hands`` oldest first) that gave it, so an exemption waiting while its player
    sat out, or a lost turn from two hands ago, still says where it came from. ``carried``: the
    night took in a pot, with its exemptions and lost turns, from the group's last night."""
    earlier = "carried with the pot from the last night" if carried else "from an earlier hand"
    exempt_why: dict[str, str] = {}
    for player in exempt:
        found = (exempt_reasons([player], h)[player] for h in reversed(hands))
        exempt_why[player] = next((r for r in found if not from_earlier(r)), f"exempt {earlier}")
    lost_why: dict[str, str] = {}
    for player in dict.fromkeys(lost_deals):
        found = (lost_deal_reasons([player], h)[player] for h in reversed(hands))
        lost_why[player] = next((r for r in found if not from_earlier(r)), f"lost a turn to deal {earlier}")
    return exempt_why, lost_why
